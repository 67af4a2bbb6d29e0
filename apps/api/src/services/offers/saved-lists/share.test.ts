import {
  errorEnvelopeSchema,
  SHARE_TOKEN_LENGTH,
  savedListResponseSchema,
  savedListShareResponseSchema,
  sharedListResponseSchema,
} from "@spc/shared";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { caller, LISTS_URL, listedOfferIds } from "../../../testing/lists";
import { createMember } from "../../../testing/members";
import { useTestApp } from "../../../testing/use-test-app";
import { languageOfHeader } from "./share-routes";

const SHARED_URL = "/api/offers/shared-list";

describe("saved lists: sharing by a revocable read-only link", () => {
  const ctx = useTestApp();
  const call = (...args: Parameters<ReturnType<typeof caller>>) => caller(ctx.app())(...args);
  let listed: number[];

  beforeAll(async () => {
    listed = await listedOfferIds(ctx.database().db, 3);
  });

  async function sharedList() {
    const owner = await createMember(ctx.app(), { email: `owner-${Date.now()}@example.com` });
    const created = await call(owner, "POST", LISTS_URL, {
      name: "Weekend plans",
      offer_ids: [listed[0], listed[1]],
    });
    const list = savedListResponseSchema.parse(created.json());
    const shared = await call(owner, "POST", `${LISTS_URL}/${list.id}/share`);
    expect(shared.statusCode).toBe(200);
    const { share_token } = savedListShareResponseSchema.parse(shared.json());
    return { owner, list, token: share_token! };
  }

  it("shows a shared list to a visitor in their language, without its owner", async () => {
    const { owner, list, token } = await sharedList();
    expect(token).toMatch(new RegExp(`^[A-Za-z0-9_-]{${SHARE_TOKEN_LENGTH}}$`));

    const french = await call(null, "GET", `${SHARED_URL}/${token}?language=fr`);
    expect(french.statusCode).toBe(200);
    expect(french.headers["cache-control"]).toBe("no-store");
    const body = sharedListResponseSchema.parse(french.json());
    expect(body).toMatchObject({ name: "Weekend plans", language: "fr", offer_count: 2 });
    expect(body.items.map((item) => item.offer_id)).toEqual([listed[0], listed[1]]);
    for (const item of body.items) {
      expect(item.title).toBe(item.offer.title_fr);
      expect(item.discount_label).toBe(item.offer.discount_label_fr);
    }
    // Nothing names the owner or the list's identity: only these fields, and no trace of them.
    expect(Object.keys(french.json()).sort()).toEqual(
      ["active_offer_count", "items", "language", "name", "offer_count"].sort(),
    );
    expect(Object.keys(french.json().items[0]).sort()).toEqual(
      ["discount_label", "offer", "offer_id", "status", "title"].sort(),
    );
    expect(french.body).not.toContain(owner.userId);
    expect(french.body).not.toContain(owner.email);
    expect(french.body).not.toContain(`"id":${list.id}`);

    const byHeader = await ctx.app().inject({
      url: `${SHARED_URL}/${token}`,
      headers: { "accept-language": "fr-CA,fr;q=0.9,en;q=0.8" },
    });
    expect(byHeader.json().language).toBe("fr");
    const english = sharedListResponseSchema.parse(
      (await call(null, "GET", `${SHARED_URL}/${token}`)).json(),
    );
    expect(english.language).toBe("en");
    expect(english.items[0]!.title).toBe(english.items[0]!.offer.title_en);
  });

  it("keeps the same link while shared, revokes it at once, and never brings it back", async () => {
    const { owner, list, token } = await sharedList();
    const again = await call(owner, "POST", `${LISTS_URL}/${list.id}/share`);
    expect(again.json()).toEqual({ share_token: token });
    expect((await call(owner, "GET", LISTS_URL)).json().data[0].share_token).toBe(token);

    const revoked = await call(owner, "DELETE", `${LISTS_URL}/${list.id}/share`);
    expect(revoked.json()).toEqual({ share_token: null });
    const gone = await call(null, "GET", `${SHARED_URL}/${token}`);
    expect(gone.statusCode).toBe(404);
    expect(errorEnvelopeSchema.parse(gone.json()).error.code).toBe("not_found");
    expect((await call(owner, "DELETE", `${LISTS_URL}/${list.id}/share`)).statusCode).toBe(200);

    const reshared = await call(owner, "POST", `${LISTS_URL}/${list.id}/share`);
    const fresh = reshared.json().share_token as string;
    expect(fresh).not.toBe(token);
    expect((await call(null, "GET", `${SHARED_URL}/${token}`)).statusCode).toBe(404);
    expect((await call(null, "GET", `${SHARED_URL}/${fresh}`)).statusCode).toBe(200);
  });

  it("follows the list's changes and shows delisted offers as such", async () => {
    const db = ctx.database().db;
    const { owner, list, token } = await sharedList();
    await call(owner, "PUT", `${LISTS_URL}/${list.id}`, {
      name: "Sunday plans",
      add_offer_ids: [listed[2]],
    });
    await db.execute(sql`UPDATE offers SET status = 'expired' WHERE id = ${listed[1]}`);
    try {
      const body = sharedListResponseSchema.parse(
        (await call(null, "GET", `${SHARED_URL}/${token}`)).json(),
      );
      expect(body.name).toBe("Sunday plans");
      expect(body.items.map((item) => [item.offer_id, item.status])).toEqual([
        [listed[0], "active"],
        [listed[1], "expired"],
        [listed[2], "active"],
      ]);
      expect(body).toMatchObject({ offer_count: 3, active_offer_count: 2 });
    } finally {
      await db.execute(sql`UPDATE offers SET status = 'active' WHERE id = ${listed[1]}`);
    }
    await call(owner, "DELETE", `${LISTS_URL}/${list.id}`);
    expect((await call(null, "GET", `${SHARED_URL}/${token}`)).statusCode).toBe(404);
  });

  it("answers an unknown token 404 and a malformed one 400", async () => {
    const unknown = await call(null, "GET", `${SHARED_URL}/${"A".repeat(SHARE_TOKEN_LENGTH)}`);
    expect(unknown.statusCode).toBe(404);
    expect((await call(null, "GET", `${SHARED_URL}/short`)).statusCode).toBe(400);
    expect(
      (await call(null, "GET", `${SHARED_URL}/${"A".repeat(43)}?language=de`)).statusCode,
    ).toBe(400);
  });
});

describe("the viewer's language from Accept-Language", () => {
  it("picks the first of en / fr by preference, else nothing", () => {
    expect(languageOfHeader("fr-CA,fr;q=0.9,en;q=0.8")).toBe("fr");
    expect(languageOfHeader("de-DE,en;q=0.5,fr;q=0.7")).toBe("fr");
    expect(languageOfHeader("en-US,fr;q=0")).toBe("en");
    expect(languageOfHeader("fr;q=0,de")).toBeNull();
    expect(languageOfHeader(undefined)).toBeNull();
  });
});
