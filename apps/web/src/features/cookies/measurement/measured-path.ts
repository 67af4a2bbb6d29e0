/**
 * The address a measurement reports: the path only (a query can carry a token or an e-mail),
 * and the secret part of the few paths that hold one replaced by its name.
 */
const SECRET_SEGMENTS: readonly [RegExp, string][] = [
  [/^\/shared-list\/[^/]+/, "/shared-list/:token"],
];

export function measuredPath(pathname: string): string {
  const path = `/${pathname.replace(/^\/+/, "")}`.slice(0, 300).replace(/[\s?#]/g, "");
  for (const [pattern, replacement] of SECRET_SEGMENTS) {
    if (pattern.test(path)) return path.replace(pattern, replacement);
  }
  return path;
}
