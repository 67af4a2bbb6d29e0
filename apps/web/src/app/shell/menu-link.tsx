import type { MenuLink as MenuLinkData } from "@spc/shared";
import type { CSSProperties } from "react";
import { NavLink } from "react-router";
import { useLanguage } from "../../i18n/language-store";
import { menuTarget } from "./menu-target";

interface MenuLinkProps {
  link: MenuLinkData;
  className?: string;
  style?: CSSProperties;
  onNavigate?: () => void;
}

/** One server menu entry, labelled in the current language. */
export function MenuLink({ link, className, style, onNavigate }: MenuLinkProps) {
  const language = useLanguage();
  const target = menuTarget(link);
  if (!target) return null;
  const label = language === "fr" ? link.fr : link.en;

  if (target.kind === "route") {
    return (
      <NavLink to={target.to} className={className} style={style} onClick={onNavigate}>
        {label}
      </NavLink>
    );
  }
  return (
    <a href={target.href} className={className} style={style} onClick={onNavigate}>
      {label}
    </a>
  );
}
