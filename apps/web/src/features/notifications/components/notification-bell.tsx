import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useRef, useState } from "react";
import { useIntl } from "../../../i18n/intl-lite";
import { usePointerOutside } from "../../../lib/use-pointer-outside";
import { useSession } from "../../session";
import { useNotifications } from "../api/get-notifications";
import { notificationsKeys } from "../api/keys";
import { NotificationPanel } from "./notification-panel";
import "./notifications.css";

/**
 * The header's notification centre (decision 0048): a bell with the unread count in its name
 * ("Notifications, 2 unread"), opening a panel (a non-modal dialog): focus moves in, Escape or a
 * click elsewhere closes it and focus goes back to the bell. A lazy chunk for registered members
 * only (site-header.tsx); its count query waits until the browser is idle.
 */
export function NotificationBell() {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  // The count is asked once the browser is idle after the page painted: it never delays it.
  const { data } = useNotifications(useIdle());
  const unread = data?.unread_count ?? 0;

  // The policy dialog answers the same notice (spec §4): when alerts.policy changes, read again.
  const client = useQueryClient();
  const policy = useSession().snapshot.profile?.alerts?.policy;
  const seenPolicy = useRef(policy);
  useEffect(() => {
    if (seenPolicy.current === policy) return;
    seenPolicy.current = policy;
    void client.invalidateQueries({ queryKey: notificationsKeys.list() });
  }, [policy, client]);

  usePointerOutside(open, [panelRef, buttonRef], () => setOpen(false));

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  return (
    <div className="notification-bell">
      <button
        ref={buttonRef}
        type="button"
        className="notification-bell__button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={intl.formatMessage({ id: "notifications.bell.label" }, { count: unread })}
        onClick={() => setOpen((value) => !value)}
      >
        <BellIcon />
        {unread > 0 && (
          <span className="notification-bell__count" aria-hidden="true">
            {unread > 9 ? "9+" : unread}
          </span>
        )}
      </button>
      {open && <NotificationPanel id={panelId} ref={panelRef} onClose={close} />}
    </div>
  );
}

/**
 * False until the browser is first idle (a short timer where it cannot say). Not the app's
 * useAfterFirstScreen: sharing that module with this chunk would split it out of the /deals page's
 * chunk into one more request on its first load.
 */
function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === "function") {
      const id = window.requestIdleCallback(() => setIdle(true), { timeout: 2_000 });
      return () => window.cancelIdleCallback(id);
    }
    const timer = setTimeout(() => setIdle(true), 300);
    return () => clearTimeout(timer);
  }, []);
  return idle;
}

function BellIcon() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
        d="M6 9a6 6 0 0 1 12 0c0 5 2 7 2 7H4s2-2 2-7zM10 20a2 2 0 0 0 4 0"
      />
    </svg>
  );
}
