import type { Language } from "../entities/locale";

export interface LanguagePrefix {
  /** The language the URL asks for, or null when it carries no language marker. */
  language: Language | null;
  /** The path with the marker removed. */
  path: string;
}

// "/fr", "/fr/", "/fr/why-spc" — a leading segment.
const LEADING = /^\/(en|fr)(?:\/(.*))?$/;
// "/deals/fr/" — a trailing segment, only with its final slash (spec §2.1 "*/fr/").
const TRAILING = /^(.*)\/(en|fr)\/$/;

/** Spec §2.1: `/fr`, `/fr/*` and `*\/fr/` switch to French and strip the marker; `/en` alike. */
export function parseLanguagePrefix(pathname: string): LanguagePrefix {
  const leading = LEADING.exec(pathname);
  if (leading) {
    return { language: leading[1] as Language, path: `/${leading[2] ?? ""}` };
  }
  const trailing = TRAILING.exec(pathname);
  if (trailing) {
    return { language: trailing[2] as Language, path: trailing[1] || "/" };
  }
  return { language: null, path: pathname };
}

/**
 * The path without any of its language markers: the web strips one per redirect, so `/en/fr/deals`
 * and `/fr/deals/fr/` end at `/deals` too.
 */
export function withoutLanguageMarkers(pathname: string): string {
  let path = pathname;
  for (let step = 0; step < 8; step += 1) {
    const prefix = parseLanguagePrefix(path);
    if (prefix.language === null) break;
    path = prefix.path;
  }
  return path;
}
