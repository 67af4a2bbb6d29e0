import { BREAKPOINTS } from "@spc/shared";

function matches(query: string): boolean {
  return typeof window !== "undefined" && window.matchMedia(query).matches;
}

export function prefersReducedMotion(): boolean {
  return matches("(prefers-reduced-motion: reduce)");
}

/** A phone or small tablet: narrow viewport and a mobile user agent (spec §1 open-app banner). */
export function isMobileVisitor(userAgent = navigator.userAgent): boolean {
  return (
    matches(`(max-width: ${BREAKPOINTS.tabletMax}px)`) &&
    /android|iphone|ipad|ipod/i.test(userAgent)
  );
}

export function isAppleDevice(userAgent = navigator.userAgent): boolean {
  return /iphone|ipad|ipod/i.test(userAgent);
}
