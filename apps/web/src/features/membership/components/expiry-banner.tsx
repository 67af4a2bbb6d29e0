import {
  type ExpiryBannerVariant,
  expiringModalCookieExpiry,
  expiryBanner,
  shouldOpenExpiringModal,
} from "@spc/shared";
import { useEffect } from "react";
import { Link } from "react-router";
import { openModalWhenFree } from "../../../components/modal/modal-store";
import { FormattedMessage } from "../../../i18n/intl-lite";
import type { MessageId } from "../../../i18n/messages";
import { useSession } from "../../session";
import { useExpiryStatus } from "../api/get-expiry-status";
import "./expiry-banner.css";

// The shared expiry rules (membership/expiry.ts) import only types and constants: no zod.

export const EXPIRING_MODAL_COOKIE = "spc_expiring_modal_seen";

/** Whether the membership-expiring modal was already seen today (or muted for a year). */
export function expiringModalSeen(cookies: string = document.cookie): boolean {
  return cookies.split(/;\s*/).some((part) => part.startsWith(`${EXPIRING_MODAL_COOKIE}=`));
}

/** Marks the modal seen until the end of today, or for a year when muted (spec §4). */
export function markExpiringModalSeen(now: Date, longTerm = false): void {
  const expires = expiringModalCookieExpiry(now, longTerm).toUTCString();
  // biome-ignore lint/suspicious/noDocumentCookie: a plain first-party cookie is what spec §4 asks.
  document.cookie = `${EXPIRING_MODAL_COOKIE}=1; expires=${expires}; path=/; SameSite=Lax`;
}

const LINK_TEXT: Record<ExpiryBannerVariant, MessageId> = {
  auto_renew_expiring: "membership.expiry.action.autoRenew",
  payment_expiring: "membership.expiry.action.payment",
  payment_expired: "membership.expiry.action.payment",
  payment_expiring_months: "membership.expiry.action.payment",
  payment_expiring_days: "membership.expiry.action.payment",
  subscription_expired: "membership.expiry.action.resubscribe",
};

/** The membership-expiry banner (spec §4) and, once a day, the expiring modal. */
export function ExpiryBanner() {
  const session = useSession();
  const status = useExpiryStatus(session.isRegistered);
  const notice = session.isRegistered ? status.data : undefined;
  const banner = expiryBanner(notice);
  const openModalNow =
    notice !== undefined &&
    shouldOpenExpiringModal({
      isValidMember: session.isRegistered,
      loggedInEmail: session.snapshot.user?.email,
      noticeEmail: notice.email,
      notice,
    });

  useEffect(() => {
    if (!openModalNow || !notice || expiringModalSeen()) return;
    markExpiringModalSeen(new Date());
    openModalWhenFree("membership-expiring", { type: notice.type, days: notice.days });
  }, [openModalNow, notice]);

  if (!banner) return null;
  const months = Math.round(banner.days / 30);
  return (
    <div className="expiry-banner" role="status" data-testid="expiry-banner">
      <FormattedMessage
        id={`membership.expiry.banner.${banner.variant}` as MessageId}
        values={{ days: banner.days, months }}
      />{" "}
      <Link to={banner.target}>
        <FormattedMessage id={LINK_TEXT[banner.variant]} />
      </Link>
    </div>
  );
}

/** Lazy entry for the header. */
export default ExpiryBanner;
