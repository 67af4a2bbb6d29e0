import type { CodeMode } from "@spc/shared";
import { useLocation } from "react-router";
import { Button } from "../../../components/button/button";
import { openModal } from "../../../components/modal/modal-store";
import { FormattedMessage } from "../../../i18n/intl-lite";
import { deriveSessionView, ensureSession, useViewer, viewerStatusOf } from "../../session";
import { type RevealDecision, revealDecision } from "../reveal/reveal-decision";

/**
 * What the button says it does: an online offer without a code (code mode no_code, like the
 * bank's offers) only leads to the partner's site, so it must not promise a code.
 */
export function revealLabel(offer: { online: boolean; code_mode: CodeMode }) {
  if (!offer.online) return "offer.reveal.inStore";
  return offer.code_mode === "no_code" ? "offer.reveal.link" : "offer.reveal.online";
}

/** The offer page's call to action: reveal the code / open the link, or the right gate first. */
export function RevealButton({
  offer,
  partnerName,
}: {
  offer: { offer_id: number; is_spc_plus: boolean; online: boolean; code_mode: CodeMode };
  partnerName: string;
}) {
  const viewer = useViewer();
  const location = useLocation();
  const open = (decision: RevealDecision) => {
    switch (decision) {
      case "login-prompt":
        openModal("login-prompt", { redirectTo: `${location.pathname}${location.search}` });
        return;
      case "offer-redeem-gate":
        openModal("offer-redeem-gate");
        return;
      case "exclusive-offer":
        openModal("exclusive-offer");
        return;
      case "reveal":
        openModal("offer-code", { offerId: offer.offer_id, online: offer.online, partnerName });
    }
  };
  const onClick = () => {
    if (!viewer.loading) {
      open(revealDecision(viewer.status, offer));
      return;
    }
    // Until the session has loaded, a member would read as a visitor: the click waits for it
    // rather than doing nothing (the button shows before the session has answered).
    ensureSession().then(
      (snapshot) =>
        open(revealDecision(viewerStatusOf(deriveSessionView(snapshot, new Date())), offer)),
      () => undefined,
    );
  };
  return (
    <Button type="button" variant="primary" size="large" onClick={onClick}>
      <FormattedMessage id={revealLabel(offer)} />
    </Button>
  );
}
