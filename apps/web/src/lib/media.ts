/** Spec §9 breakpoints, in CSS pixels (mobile ≤ 500, tablet ≤ 768, header desktop > 1024). */
export const BREAKPOINTS = { mobile: 500, tablet: 768, headerDesktop: 1024 } as const;

function matches(query: string): boolean {
  return typeof window !== "undefined" && window.matchMedia(query).matches;
}

export function prefersReducedMotion(): boolean {
  return matches("(prefers-reduced-motion: reduce)");
}

/** A phone or small tablet: narrow viewport and a mobile user agent (spec §1 open-app banner). */
export function isMobileVisitor(userAgent = navigator.userAgent): boolean {
  return (
    matches(`(max-width: ${BREAKPOINTS.tablet}px)`) && /android|iphone|ipad|ipod/i.test(userAgent)
  );
}

export function isAppleDevice(userAgent = navigator.userAgent): boolean {
  return /iphone|ipad|ipod/i.test(userAgent);
}
