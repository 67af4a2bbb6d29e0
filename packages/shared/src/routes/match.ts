import { withoutLanguageMarkers } from "./language-prefix";
import { ROUTE_PATHS, type RoutePath } from "./paths";

/** The route of the table that an address shows, with its parameters (decoded). */
export interface RouteMatch {
  path: RoutePath;
  params: Record<string, string>;
}

interface CompiledRoute {
  path: RoutePath;
  pattern: RegExp;
  names: string[];
  score: number;
}

const PARAM = /^:[\w-]+$/;

/**
 * React Router's ranking (its `computeScore`): more segments first, a static segment beats a
 * parameter, a splat comes last, so `/deals/offer/:id` wins over `/deals/:partnerName/…` and
 * `/search/inStore` over `/search/:query`.
 */
function scoreOf(path: string): number {
  const segments = path.split("/");
  let score = segments.length + (segments.includes("*") ? -2 : 0);
  for (const segment of segments) {
    if (segment === "*") continue;
    score += PARAM.test(segment) ? 3 : segment === "" ? 1 : 10;
  }
  return score;
}

/** React Router's `compilePath` for a whole-path, case-insensitive match. */
function compile(path: string): { pattern: RegExp; names: string[] } {
  const names: string[] = [];
  let source = `^${path
    .replace(/\/*\*?$/, "")
    .replace(/^\/*/, "/")
    .replace(/[\\.*+^${}|()[\]]/g, "\\$&")
    .replace(/\/:([\w-]+)(\?)?/g, (_, name: string, optional?: string) => {
      names.push(name);
      return optional ? "/?([^\\/]+)?" : "/([^\\/]+)";
    })}`;
  if (path.endsWith("*")) {
    names.push("*");
    source += path === "*" || path === "/*" ? "(.*)$" : "(?:\\/(.+)|\\/*)$";
  } else {
    source += "\\/*$";
  }
  return { pattern: new RegExp(source, "i"), names };
}

/** A path with an optional segment stands for each of its shapes (React Router's explodeOptionalSegments). */
function shapesOf(path: string): string[] {
  const optional = path.split("/").findIndex((segment) => segment.endsWith("?"));
  if (optional === -1) return [path];
  const segments = path.split("/");
  const without = segments.filter((_, index) => index !== optional).join("/") || "/";
  const withIt = segments.map((s, index) => (index === optional ? s.slice(0, -1) : s)).join("/");
  return [...shapesOf(without), ...shapesOf(withIt)];
}

let compiled: CompiledRoute[] | null = null;

function table(): CompiledRoute[] {
  if (!compiled) {
    compiled = ROUTE_PATHS.flatMap((path) =>
      shapesOf(path).map((shape) => ({ path, ...compile(shape), score: scoreOf(shape) })),
    ).sort((a, b) => b.score - a.score);
  }
  return compiled;
}

/** React Router matches the decoded path, each segment on its own (an encoded `/` stays one). */
function decodePath(pathname: string): string {
  return pathname
    .split("/")
    .map((segment) => {
      try {
        return decodeURIComponent(segment).replace(/\//g, "%2F");
      } catch {
        return segment;
      }
    })
    .join("/");
}

/** The route an address (its path, without the query) matches, as React Router would pick it. */
export function matchRoutePath(pathname: string): RouteMatch | null {
  const path = decodePath(pathname);
  for (const route of table()) {
    const found = route.pattern.exec(path);
    if (!found) continue;
    const params: Record<string, string> = {};
    route.names.forEach((name, index) => {
      const value = found[index + 1];
      if (value !== undefined) params[name] = value;
    });
    return { path: route.path, params };
  }
  return null;
}

/**
 * The route a browser's address shows once the web has stripped its language markers
 * (`/fr/deals` → `/deals`; the web strips one marker per redirect, so `/en/fr/deals` too).
 */
export function matchPageAddress(pathname: string): RouteMatch | null {
  return matchRoutePath(withoutLanguageMarkers(pathname));
}
