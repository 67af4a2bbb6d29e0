import { websiteMenuResponseSchema } from "@spc/shared";
import { describe, expect, it } from "vitest";

import { useTestApp } from "../../../testing/use-test-app";

describe("GET /api/users/users/website-menu", () => {
  const ctx = useTestApp();

  it("returns header links and a footer with three non-empty columns", async () => {
    const response = await ctx.app().inject({ url: "/api/users/users/website-menu" });
    expect(response.statusCode).toBe(200);
    const menu = websiteMenuResponseSchema.parse(response.json());

    expect(menu.header.length).toBeGreaterThan(0);
    expect(menu.footer.first_column.length).toBeGreaterThan(0);
    expect(menu.footer.second_column.length).toBeGreaterThan(0);
    expect(menu.footer.third_column.length).toBeGreaterThan(0);
  });

  it("gives every link both languages and somewhere to go", async () => {
    const menu = websiteMenuResponseSchema.parse(
      (await ctx.app().inject({ url: "/api/users/users/website-menu" })).json(),
    );
    const links = [
      ...menu.header,
      ...menu.footer.first_column,
      ...menu.footer.second_column,
      ...menu.footer.third_column,
    ];
    for (const link of links) {
      expect(link.en).not.toBe("");
      expect(link.fr).not.toBe("");
      expect(link.route ?? link.link).toBeTruthy();
    }
  });
});
