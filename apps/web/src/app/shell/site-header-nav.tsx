import type { MenuLink as MenuLinkData } from "@spc/shared";
import { useEffect, useId, useRef, useState } from "react";
import { useLocation } from "react-router";
import { FormattedMessage, useIntl } from "../../i18n/intl-lite";
import { usePointerOutside } from "../../lib/use-pointer-outside";
import { MenuLink } from "./menu-link";
import { usePriorityCount } from "./priority-items";

/**
 * The header's server menu on one row (spec §2.7, decision 0031): the links that fit show, in
 * order; the others sit behind a "More" disclosure at the row's end. The labels are data (any
 * length, any language), so the row is measured rather than cut at a fixed breakpoint.
 */
export function SiteHeaderNav({ links }: { links: readonly MenuLinkData[] }) {
  const intl = useIntl();
  const listRef = useRef<HTMLUListElement>(null);
  const visible = usePriorityCount(listRef, links);
  const hidden = links.slice(visible);

  return (
    <nav className="site-header__nav" aria-label={intl.formatMessage({ id: "shell.nav.main" })}>
      <ul ref={listRef} className="site-header__nav-list">
        {links.map((link, index) => (
          <li key={link.id} data-priority-item="" data-overflow={index >= visible || undefined}>
            <MenuLink link={link} className="site-header__nav-link" />
          </li>
        ))}
        <li data-priority-more="" data-overflow={hidden.length === 0 || undefined}>
          <MoreLinks links={hidden} />
        </li>
      </ul>
    </nav>
  );
}

/**
 * A disclosure (WAI-ARIA pattern) of the links that do not fit: the button says whether it is
 * open; Escape closes it and gives the button its focus back; a click elsewhere, focus leaving
 * it, choosing a link or the page changing closes it.
 */
export function MoreLinks({ links }: { links: readonly MenuLinkData[] }) {
  const { pathname } = useLocation();
  // Open on the page it was opened on, while there is something in it: a new page, or the
  // window growing until every link fits, closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname && links.length > 0;
  const setOpen = (value: boolean) => setOpenOn(value ? pathname : null);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const root = rootRef.current;
    const close = () => setOpenOn(null);
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      event.preventDefault();
      close();
      buttonRef.current?.focus();
    };
    const onFocusOut = (event: FocusEvent) => {
      if (event.relatedTarget && !root?.contains(event.relatedTarget as Node)) close();
    };
    document.addEventListener("keydown", onKey);
    root?.addEventListener("focusout", onFocusOut);
    return () => {
      document.removeEventListener("keydown", onKey);
      root?.removeEventListener("focusout", onFocusOut);
    };
  }, [open]);
  usePointerOutside(open, [rootRef], () => setOpenOn(null));

  return (
    <div ref={rootRef} className="site-header__more">
      <button
        ref={buttonRef}
        type="button"
        className="site-header__nav-link site-header__more-button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        <FormattedMessage id="shell.nav.more" />
        <svg viewBox="0 0 12 12" width="12" height="12" aria-hidden="true" focusable="false">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
      <ul id={panelId} className="menu-panel site-header__more-panel" hidden={!open}>
        {links.map((link) => (
          <li key={link.id}>
            <MenuLink
              link={link}
              className="site-header__more-link"
              onNavigate={() => setOpen(false)}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
