import type { Notification } from "@spc/shared";
import { type Ref, useEffect, useId, useRef } from "react";
import { Link } from "react-router";
import { FormattedMessage, useIntl } from "../../../i18n/intl-lite";
import { useNotifications } from "../api/get-notifications";
import { type NotificationChange, useUpdateNotifications } from "../api/update-notifications";
import { notificationMessage, notificationTime } from "../notification-view";

interface PanelProps {
  id: string;
  ref: Ref<HTMLDivElement>;
  /** Closes the panel and gives focus back to the bell. */
  onClose: () => void;
}

/** The list of the member's notifications, newest first, in the viewer's language. */
export function NotificationPanel({ id, ref, onClose }: PanelProps) {
  const intl = useIntl();
  const titleId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { data, isError } = useNotifications();
  const update = useUpdateNotifications();
  // The button pressed may leave with the change (mark read, remove): focus stays in the panel.
  const change = (next: NotificationChange) => {
    headingRef.current?.focus();
    update.mutate(next);
  };

  useEffect(() => headingRef.current?.focus(), []);

  // Escape closes it wherever focus is (even on the page behind, after a click there).
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      event.preventDefault();
      close.current();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);

  const items = data?.items ?? [];
  return (
    <div
      ref={ref}
      id={id}
      role="dialog"
      aria-labelledby={titleId}
      className="menu-panel notification-panel"
    >
      <div className="notification-panel__head">
        <h2 id={titleId} ref={headingRef} tabIndex={-1} className="notification-panel__title">
          <FormattedMessage id="notifications.panel.title" />
        </h2>
        {(data?.unread_count ?? 0) > 0 && (
          <button
            type="button"
            className="notification-panel__action"
            onClick={() => change({ action: "read-all" })}
          >
            <FormattedMessage id="notifications.panel.markAll" />
          </button>
        )}
      </div>
      {isError ? (
        <p className="notification-panel__empty" role="alert">
          <FormattedMessage id="notifications.panel.error" />
        </p>
      ) : data && items.length === 0 ? (
        <p className="notification-panel__empty">
          <FormattedMessage id="notifications.panel.empty" />
        </p>
      ) : (
        <ul className="notification-panel__list">
          {items.map((item) => (
            <NotificationItem
              key={item.id}
              item={item}
              language={intl.locale.startsWith("fr") ? "fr" : "en"}
              onChange={change}
              onFollow={onClose}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

function NotificationItem({
  item,
  language,
  onChange,
  onFollow,
}: {
  item: Notification;
  language: "en" | "fr";
  onChange: (change: NotificationChange) => void;
  onFollow: () => void;
}) {
  const intl = useIntl();
  const message = notificationMessage(item, language);
  const text = intl.formatMessage({ id: message.id }, message.values);
  const unread = item.read_at === null;
  const when = (
    <time dateTime={item.created_at} className="notification-panel__time">
      {notificationTime(item.created_at, new Date(), intl.locale)}
    </time>
  );
  return (
    <li className="notification-panel__item" data-unread={unread || undefined}>
      {unread && (
        <span className="notification-panel__dot">
          <span className="visually-hidden">
            <FormattedMessage id="notifications.item.unread" />
          </span>
        </span>
      )}
      <div className="notification-panel__body">
        {item.link ? (
          <Link
            to={item.link}
            className="notification-panel__text"
            onClick={() => {
              // Following it reads it (spec §4: for the policy notice, alerts.policy becomes 1).
              if (unread) onChange({ action: "read", id: item.id });
              onFollow();
            }}
          >
            {text}
          </Link>
        ) : (
          <p className="notification-panel__text">{text}</p>
        )}
        {when}
        <div className="notification-panel__item-actions">
          {unread && (
            <button
              type="button"
              className="notification-panel__action"
              onClick={() => onChange({ action: "read", id: item.id })}
            >
              <FormattedMessage id="notifications.item.markRead" />
            </button>
          )}
          <button
            type="button"
            className="notification-panel__action"
            aria-label={intl.formatMessage({ id: "notifications.item.dismissLabel" }, { text })}
            onClick={() => onChange({ action: "dismiss", id: item.id })}
          >
            <FormattedMessage id="notifications.item.dismiss" />
          </button>
        </div>
      </div>
    </li>
  );
}
