import { matchRoutePath, NOT_FOUND_PATHS, ROUTE_PATHS } from "@spc/shared";
import { matchRoutes, type RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { routes } from "./routes";

/** Every path the router knows, however deep (a gated page's layout carries the path). */
function pathsOf(list: RouteObject[]): string[] {
  return list.flatMap((route) => [
    ...(route.path && route.id !== "root" ? [route.path] : []),
    ...(route.index && !route.path ? ["/"] : []),
    ...pathsOf(route.children ?? []),
  ]);
}

describe("the route table the API shares", () => {
  const web = pathsOf(routes);

  it("has every route of the web's table", () => {
    for (const path of web) expect(ROUTE_PATHS).toContain(path);
  });

  it("has no route the web's table lacks", () => {
    for (const path of ROUTE_PATHS) expect(web).toContain(path);
  });

  // The addresses the API sorts into pages and 404s: its matcher must pick what the router picks.
  const addresses = [
    ...ROUTE_PATHS.map((path) =>
      path
        .replace(/:(\w+)\?/g, "x")
        .replace(/:(\w+)/g, "12")
        .replace("*", "a/b/c"),
    ),
    "/campus",
    "/deals/",
    "/Deals/Category/Food",
    "/deals/category",
    "/deals/offer",
    "/deals/maple/offer/12/extra",
    "/search/inStore/x",
    "/contest/rules/x/y",
    "/h%26m",
    "/nope",
    "/a/b/c",
  ];

  it.each(addresses)("matches %s as the router does", (address) => {
    const leaf = matchRoutes(routes, address)?.at(-1);
    // A gated page's path is on its layout, the leaf being its index route.
    const routerPath =
      matchRoutes(routes, address)
        ?.map((match) => match.route)
        .filter((route) => route.id !== "root" && route.path)
        .at(-1)?.path ?? (leaf?.route.index ? "/" : undefined);
    expect(matchRoutePath(address)?.path).toBe(routerPath);
  });

  it("names the not-found slots as the router's not-found page", () => {
    for (const path of NOT_FOUND_PATHS) expect(web).toContain(path);
  });
});
