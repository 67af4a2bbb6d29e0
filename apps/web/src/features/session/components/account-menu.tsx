import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { FormattedMessage, useIntl } from "../../../i18n/intl-lite";
import type { MessageId } from "../../../i18n/messages";
import { usePointerOutside } from "../../../lib/use-pointer-outside";
import type { SessionView } from "../session-query";

interface MenuEntry {
  to: string;
  label: MessageId;
}

/** The profile dropdown entries (spec §2.7): saved and profile need registration; billing is conditional. */
export function accountMenuEntries(
  view: Pick<SessionView, "isRegistered" | "showsBillingLink">,
): MenuEntry[] {
  const entries: MenuEntry[] = [];
  if (view.isRegistered) entries.push({ to: "/favourites", label: "auth.header.saved" });
  if (view.showsBillingLink) entries.push({ to: "/billing", label: "auth.header.billing" });
  if (view.isRegistered) entries.push({ to: "/profile", label: "auth.header.profile" });
  entries.push({ to: "/logout", label: "auth.header.logout" });
  return entries;
}

function menuItems(menu: HTMLElement | null): HTMLElement[] {
  return [...(menu?.querySelectorAll<HTMLElement>("[role='menuitem']") ?? [])];
}

/** A menu button (WAI-ARIA pattern): arrows move, Escape closes and gives focus back. */
export function AccountMenu({ view, initial }: { view: SessionView; initial: string }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const entries = accountMenuEntries(view);

  useEffect(() => {
    if (open) menuItems(menuRef.current)[0]?.focus();
  }, [open]);
  usePointerOutside(open, [menuRef, buttonRef], () => setOpen(false));

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  };

  const onMenuKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const list = menuItems(menuRef.current);
    const index = list.indexOf(document.activeElement as HTMLElement);
    const move = (next: number) => {
      event.preventDefault();
      list[(next + list.length) % list.length]?.focus();
    };
    if (event.key === "ArrowDown") move(index + 1);
    else if (event.key === "ArrowUp") move(index - 1);
    else if (event.key === "Home") move(0);
    else if (event.key === "End") move(list.length - 1);
    else if (event.key === "Escape") {
      event.preventDefault();
      close(true);
    } else if (event.key === "Tab") close(false);
  };

  return (
    <div className="account-menu">
      <button
        ref={buttonRef}
        type="button"
        className="account-menu__button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={intl.formatMessage({ id: "auth.header.account" })}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => {
          if (event.key === "ArrowDown" && !open) {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        <span className="account-menu__avatar" aria-hidden="true">
          {initial}
        </span>
      </button>
      {open && (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          className="menu-panel account-menu__list"
          aria-label={intl.formatMessage({ id: "auth.header.account" })}
          onKeyDown={onMenuKey}
        >
          {entries.map((entry) => (
            <Link
              key={entry.to}
              role="menuitem"
              tabIndex={-1}
              to={entry.to}
              className="account-menu__item"
              onClick={() => close(false)}
            >
              <FormattedMessage id={entry.label} />
            </Link>
          ))}
        </div>
      )}
    </div>
  );
}
