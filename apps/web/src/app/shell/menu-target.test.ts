import type { MenuLink } from "@spc/shared";
import { describe, expect, it } from "vitest";
import { menuTarget } from "./menu-target";

const base: MenuLink = {
  id: 1,
  en: "Deals",
  fr: "Rabais",
  link: null,
  route: null,
  force_link: false,
};

describe("menuTarget", () => {
  it("prefers the in-app route", () => {
    expect(menuTarget({ ...base, route: "/deals", link: "https://x.test" })).toEqual({
      kind: "route",
      to: "/deals",
    });
  });

  it("follows the link when forced, or when there is no route", () => {
    const forced = { ...base, route: "/deals", link: "https://x.test", force_link: true };
    expect(menuTarget(forced)).toEqual({ kind: "external", href: "https://x.test" });
    expect(menuTarget({ ...base, link: "https://x.test" })).toEqual({
      kind: "external",
      href: "https://x.test",
    });
  });

  it("drops a link that goes nowhere", () => {
    expect(menuTarget(base)).toBeNull();
  });
});
