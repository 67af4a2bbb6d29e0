import type { MenuLink } from "@spc/shared";

export type MenuTarget = { kind: "route"; to: string } | { kind: "external"; href: string };

/**
 * Spec §2.7: `route` is an in-app path and wins, unless `force_link` asks for `link`.
 * A link with neither has nowhere to go and is not shown.
 */
export function menuTarget(link: MenuLink): MenuTarget | null {
  if (link.force_link && link.link) return { kind: "external", href: link.link };
  if (link.route) return { kind: "route", to: link.route };
  if (link.link) return { kind: "external", href: link.link };
  return null;
}
