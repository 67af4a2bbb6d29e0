/**
 * How the message catalogues are cut into the files a browser downloads (decision 0038). en.json
 * and fr.json stay the one source of every message; the build serves them in namespaces named by
 * each key's first segment (`billing.title` → `billing`). The prefixes below travel together as
 * `core`, the file every page loads first: the shell, the landing pages (home, deals, offer,
 * category, search) and what any page can open at once (the cookie banner, the rate-limit
 * notice). A two-segment prefix (`auth.header`) brings into core the few words of a feature the
 * shell shows. Every other prefix is a file of its own, loaded by the modules that name its
 * messages (vite.config.ts) — a member page's words never weigh on a visitor's first load.
 */
export const CORE_PREFIXES: ReadonlySet<string> = new Set([
  "app",
  "brand",
  "campus",
  "common",
  "deals",
  "home",
  "modal",
  "notFound",
  "offer",
  "openApp",
  "page",
  "rateLimited",
  "search",
  "shell",
  "site",
  "validation",
  // The shell's words from other features: the consent banner, header links, the page gate, the
  // profile reminder, the heart on every offer card. (The cookie list of the settings dialog is
  // its own file.)
  "cookies.action",
  "cookies.banner",
  "auth.gate",
  "auth.header",
  "favourites.chooser",
  "favourites.header",
  "favourites.heart",
  "membership.header",
  "profile.incomplete",
]);

export const CORE_NAMESPACE = "core";

/** The namespace whose file holds the message `id` (or the ids starting with `id`). */
export function namespaceOf(id: string): string {
  const [first = "", second] = id.split(".");
  if (CORE_PREFIXES.has(first) || CORE_PREFIXES.has(`${first}.${second}`)) return CORE_NAMESPACE;
  return first;
}
