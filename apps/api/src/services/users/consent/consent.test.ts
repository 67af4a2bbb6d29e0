import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { consentRecords } from "../../../db/schema";
import { ORIGIN, sessionCookie, signUp } from "../../../testing/accounts";
import { MANY_SIGN_INS, useTestApp } from "../../../testing/use-test-app";

describe("cookie consent", () => {
  const ctx = useTestApp({ env: MANY_SIGN_INS });

  it("lists the four categories, the analytical one naming this deployment's measurement", async () => {
    const answer = await ctx.app().inject({ url: "/api/users/cookie-categories" });
    expect(answer.statusCode).toBe(200);
    const categories = answer.json().data as Array<{
      id: string;
      isDefault: boolean;
      details: Array<{ cookies: Array<{ name: string }> }>;
    }>;
    expect(categories.map((category) => [category.id, category.isDefault])).toEqual([
      ["strictly_necessary", true],
      ["analytical", false],
      ["marketing", false],
      ["functional", false],
    ]);
    const analytical = categories[1]!.details.flatMap((vendor) =>
      vendor.cookies.map((c) => c.name),
    );
    expect(analytical).toEqual(["spc_aid", "spc_rec"]);
  });

  it("keeps a member's choices as append-only proof, and refuses visitors", async () => {
    await signUp(ctx.app(), "consent@example.com");
    const cookie = await sessionCookie(ctx.app(), "consent@example.com");
    const choose = (payload: object, headers: Record<string, string> = { cookie }) =>
      ctx.app().inject({
        method: "POST",
        url: "/api/users/consent/cookies",
        payload,
        headers: { origin: ORIGIN, ...headers },
      });
    const choice = {
      categories: { analytical: true, marketing: false, functional: true },
      version: 1,
      source: "settings",
    };
    expect((await choose(choice)).statusCode).toBe(204);
    expect((await choose(choice, {})).statusCode).toBe(401);
    expect((await choose({ ...choice, source: "somewhere" })).statusCode).toBe(400);

    const rows = await ctx
      .database()
      .db.select()
      .from(consentRecords)
      .where(eq(consentRecords.emailLower, "consent@example.com"));
    expect(
      rows.map((row) => [row.purpose, row.granted, row.source, row.wordingVersion]).sort(),
    ).toEqual([
      ["cookies.analytical", true, "settings", "cookies-v1"],
      ["cookies.functional", true, "settings", "cookies-v1"],
      ["cookies.marketing", false, "settings", "cookies-v1"],
    ]);
    await expect(
      ctx.database().db.delete(consentRecords).where(eq(consentRecords.id, rows[0]!.id)),
    ).rejects.toThrow();
  });
});
