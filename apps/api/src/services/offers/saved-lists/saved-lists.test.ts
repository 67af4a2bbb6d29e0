import {
  errorEnvelopeSchema,
  savedListDeleteResponseSchema,
  savedListResponseSchema,
  savedListsResponseSchema,
} from "@spc/shared";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { seedOfferIds } from "../../../db/seed";
import { sameErrorAs } from "../../../testing/app";
import { caller, LISTS_URL, listedOfferIds } from "../../../testing/lists";
import { createMember } from "../../../testing/members";
import { useTestApp } from "../../../testing/use-test-app";

describe("saved lists: the calls of spec §7", () => {
  const ctx = useTestApp();
  const call = (...args: Parameters<ReturnType<typeof caller>>) => caller(ctx.app())(...args);
  let listed: number[];

  beforeAll(async () => {
    listed = await listedOfferIds(ctx.database().db, 6);
  });

  async function newList(member: Awaited<ReturnType<typeof createMember>>, name: string) {
    const response = await call(member, "POST", LISTS_URL, { name });
    expect(response.statusCode).toBe(201);
    return savedListResponseSchema.parse(response.json());
  }

  it("refuses visitors with 401 on every call, and signed-in users without a profile with 403", async () => {
    const unregistered = await createMember(ctx.app(), { registered: false });
    const calls = [
      ["GET", LISTS_URL],
      ["POST", LISTS_URL, { name: "Trip" }],
      ["GET", `${LISTS_URL}/1`],
      ["PUT", `${LISTS_URL}/1`, { name: "Trip" }],
      ["DELETE", `${LISTS_URL}/1`],
      ["POST", `${LISTS_URL}/1/share`],
      ["DELETE", `${LISTS_URL}/1/share`],
    ] as const;
    for (const [method, url, body] of calls) {
      const visitor = await call(null, method, url, body);
      expect(visitor.statusCode, `${method} ${url}`).toBe(401);
      expect(errorEnvelopeSchema.parse(visitor.json()).error.code).toBe("unauthorized");
      const notRegistered = await call(unregistered, method, url, body);
      expect(notRegistered.statusCode, `${method} ${url}`).toBe(403);
      expect(notRegistered.json().error.code).toBe("not_registered");
    }
  });

  it("creates, lists, reads, renames, changes and deletes a member's list", async () => {
    const member = await createMember(ctx.app());
    const created = await newList(member, "  Back to school  ");
    expect(created).toMatchObject({
      name: "Back to school",
      offer_ids: [],
      items: [],
      version: 1,
      offer_count: 0,
      active_offer_count: 0,
      share_token: null,
    });
    const second = await newList(member, "Birthday");

    const added = await call(member, "PUT", `${LISTS_URL}/${created.id}`, {
      add_offer_ids: [listed[0], listed[1], listed[0]],
    });
    expect(added.statusCode).toBe(200);
    const afterAdd = savedListResponseSchema.parse(added.json());
    expect(afterAdd.offer_ids).toEqual([listed[0], listed[1]]);
    expect(afterAdd.version).toBe(2);
    expect(afterAdd.items.map((item) => [item.offer_id, item.status])).toEqual([
      [listed[0], "active"],
      [listed[1], "active"],
    ]);
    expect(afterAdd.items[0]!.offer.offer_id).toBe(listed[0]);

    const all = savedListsResponseSchema.parse((await call(member, "GET", LISTS_URL)).json());
    expect(all.data.map((list) => [list.id, list.name, list.offer_count])).toEqual([
      [created.id, "Back to school", 2],
      [second.id, "Birthday", 0],
    ]);

    const renamed = await call(member, "PUT", `${LISTS_URL}/${created.id}`, {
      name: "September",
      remove_offer_ids: [listed[0], listed[5]],
    });
    expect(renamed.json()).toMatchObject({ name: "September", offer_ids: [listed[1]], version: 3 });

    const read = await call(member, "GET", `${LISTS_URL}/${created.id}`);
    expect(savedListResponseSchema.parse(read.json()).name).toBe("September");
    expect(read.headers["cache-control"]).toBe("private, no-store");

    const deleted = await call(member, "DELETE", `${LISTS_URL}/${created.id}`);
    expect(savedListDeleteResponseSchema.parse(deleted.json())).toEqual({
      id: created.id,
      deleted: true,
    });
    expect((await call(member, "GET", `${LISTS_URL}/${created.id}`)).statusCode).toBe(404);
    expect((await call(member, "DELETE", `${LISTS_URL}/${created.id}`)).statusCode).toBe(404);
  });

  it("answers 404 for another member's list on every call and never shows its contents", async () => {
    const owner = await createMember(ctx.app());
    const other = await createMember(ctx.app());
    const list = await newList(owner, "Secret birthday gift");
    const calls = [
      ["GET", `${LISTS_URL}/${list.id}`],
      ["PUT", `${LISTS_URL}/${list.id}`, { name: "Mine now" }],
      ["PUT", `${LISTS_URL}/${list.id}`, { add_offer_ids: [listed[0]] }],
      ["POST", `${LISTS_URL}/${list.id}/share`],
      ["DELETE", `${LISTS_URL}/${list.id}/share`],
      ["DELETE", `${LISTS_URL}/${list.id}`],
    ] as const;
    for (const [method, url, body] of calls) {
      const response = await call(other, method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json()).toEqual({
        error: { request_id: expect.any(String), code: "not_found", message: "No such list" },
      });
    }
    // An id that exists and one that does not answer alike; the owner's list is untouched.
    expect(sameErrorAs((await call(other, "GET", `${LISTS_URL}/2147483647`)).json())).toEqual(
      sameErrorAs((await call(other, "GET", `${LISTS_URL}/${list.id}`)).json()),
    );
    expect((await call(other, "GET", LISTS_URL)).json()).toEqual({ data: [] });
    const kept = savedListResponseSchema.parse(
      (await call(owner, "GET", `${LISTS_URL}/${list.id}`)).json(),
    );
    expect(kept).toMatchObject({ name: "Secret birthday gift", offer_ids: [], version: 1 });
  });

  it("keeps names unique per member, case-insensitively once trimmed, with the spec's message", async () => {
    const member = await createMember(ctx.app());
    const shoes = await newList(member, "Shoes");
    const duplicate = await call(member, "POST", LISTS_URL, { name: "  SHOES " });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toEqual({
      error: {
        request_id: expect.any(String),
        code: "list_name_taken",
        message: "SHOES already exists!",
        details: { name: "SHOES" },
      },
    });
    // Composed and decomposed accents are one name, as in the shared rule.
    await newList(member, "Café");
    const decomposed = await call(member, "POST", LISTS_URL, { name: "cafe\u0301" });
    expect(decomposed.json().error.code).toBe("list_name_taken");

    const food = await newList(member, "Food");
    const rename = await call(member, "PUT", `${LISTS_URL}/${food.id}`, { name: "shoes" });
    expect(rename.statusCode).toBe(409);
    expect(rename.json().error).toMatchObject({
      code: "list_name_taken",
      message: "shoes already exists!",
    });
    // A list may change the case of its own name; another member may use the same name.
    const recased = await call(member, "PUT", `${LISTS_URL}/${shoes.id}`, { name: "SHOES" });
    expect(recased.json()).toMatchObject({ name: "SHOES", version: 2 });
    await newList(await createMember(ctx.app()), "Shoes");
  });

  it("validates bodies and ids with the shared rules (400 naming the field)", async () => {
    const member = await createMember(ctx.app());
    const list = await newList(member, "Valid");
    const refusals: [string, string, object | undefined, string][] = [
      ["POST", LISTS_URL, { name: "   " }, "Enter valid list name"],
      ["POST", LISTS_URL, { name: "x".repeat(101) }, "name"],
      ["POST", LISTS_URL, {}, "name"],
      ["POST", LISTS_URL, { name: "Ok", offer_ids: [0] }, "offer_ids"],
      ["PUT", `${LISTS_URL}/${list.id}`, {}, "Nothing to change"],
      ["PUT", `${LISTS_URL}/${list.id}`, { name: "" }, "Enter valid list name"],
      ["PUT", `${LISTS_URL}/${list.id}`, { offer_ids: [listed[0]] }, "version"],
      [
        "PUT",
        `${LISTS_URL}/${list.id}`,
        { offer_ids: [listed[0]], add_offer_ids: [listed[1]], version: 1 },
        "offer_ids",
      ],
      [
        "PUT",
        `${LISTS_URL}/${list.id}`,
        { add_offer_ids: [listed[0]], remove_offer_ids: [listed[0]] },
        "remove_offer_ids",
      ],
      ["PUT", `${LISTS_URL}/${list.id}`, { add_offer_ids: [2147483648] }, "add_offer_ids"],
      ["GET", `${LISTS_URL}/abc`, undefined, "id"],
      ["DELETE", `${LISTS_URL}/0`, undefined, "id"],
    ];
    for (const [method, url, body, field] of refusals) {
      const response = await call(member, method as "POST", url, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      const { error } = errorEnvelopeSchema.parse(response.json());
      expect(error.code).toBe("validation_error");
      expect(error.message).toContain(field);
    }
    expect((await call(member, "GET", `${LISTS_URL}/${list.id}`)).json().version).toBe(1);
  });

  it("refuses new unknown, delisted, expired and not-started offers, and keeps saved ones with their status", async () => {
    const db = ctx.database().db;
    const member = await createMember(ctx.app());
    const list = await newList(member, "Statuses");
    const [later] = await listedOfferIds(db, 1);
    await db.execute(
      sql`UPDATE offers SET start_date = now() + interval '30 days' WHERE id = ${listed[4]}`,
    );
    for (const id of [seedOfferIds.delisted, seedOfferIds.expired, 2_000_000, listed[4]!]) {
      const response = await call(member, "PUT", `${LISTS_URL}/${list.id}`, {
        add_offer_ids: [listed[2], id],
      });
      expect(response.statusCode, String(id)).toBe(422);
      expect(response.json().error).toMatchObject({
        code: "offers_unavailable",
        details: { offer_ids: [id] },
      });
    }
    // Nothing of a refused write was applied.
    expect((await call(member, "GET", `${LISTS_URL}/${list.id}`)).json().offer_ids).toEqual([]);
    const create = await call(member, "POST", LISTS_URL, {
      name: "With a gone offer",
      offer_ids: [seedOfferIds.delisted],
    });
    expect(create.statusCode).toBe(422);

    await call(member, "PUT", `${LISTS_URL}/${list.id}`, { add_offer_ids: [later, listed[3]] });
    await db.execute(sql`UPDATE offers SET status = 'delisted' WHERE id = ${listed[3]}`);
    try {
      const read = savedListResponseSchema.parse(
        (await call(member, "GET", `${LISTS_URL}/${list.id}`)).json(),
      );
      expect(read.items.map((item) => [item.offer_id, item.status])).toEqual([
        [later, "active"],
        [listed[3], "delisted"],
      ]);
      expect(read).toMatchObject({ offer_count: 2, active_offer_count: 1 });
      // A full-list write may keep the delisted offer (it is not new) and reorder.
      const reordered = await call(member, "PUT", `${LISTS_URL}/${list.id}`, {
        offer_ids: [listed[3], later],
        version: read.version,
      });
      expect(reordered.statusCode).toBe(200);
      expect(reordered.json().offer_ids).toEqual([listed[3], later]);
      const summary = savedListsResponseSchema
        .parse((await call(member, "GET", LISTS_URL)).json())
        .data.find((each) => each.id === list.id);
      expect(summary).toMatchObject({ offer_count: 2, active_offer_count: 1 });
    } finally {
      await db.execute(sql`UPDATE offers SET status = 'active' WHERE id = ${listed[3]}`);
      await db.execute(
        sql`UPDATE offers SET start_date = now() - interval '1 day' WHERE id = ${listed[4]}`,
      );
    }
  });

  it("refuses a full-list write based on an old version, and any write sent with one", async () => {
    const member = await createMember(ctx.app());
    const list = await newList(member, "Versions");
    await call(member, "PUT", `${LISTS_URL}/${list.id}`, { add_offer_ids: [listed[0]] });
    const stale = await call(member, "PUT", `${LISTS_URL}/${list.id}`, {
      offer_ids: [listed[1]],
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toMatchObject({ code: "version_conflict", details: { version: 2 } });
    const staleRename = await call(member, "PUT", `${LISTS_URL}/${list.id}`, {
      name: "Renamed",
      version: 1,
    });
    expect(staleRename.json().error.code).toBe("version_conflict");
    expect((await call(member, "GET", `${LISTS_URL}/${list.id}`)).json()).toMatchObject({
      name: "Versions",
      offer_ids: [listed[0]],
    });
    // A write that changes nothing keeps the version.
    const noop = await call(member, "PUT", `${LISTS_URL}/${list.id}`, {
      add_offer_ids: [listed[0]],
      remove_offer_ids: [listed[5]],
    });
    expect(noop.json().version).toBe(2);
  });

  it("deletes the member's lists, their offers and share links with the account", async () => {
    const db = ctx.database().db;
    const member = await createMember(ctx.app());
    const list = await newList(member, "Goes with me");
    await call(member, "PUT", `${LISTS_URL}/${list.id}`, { add_offer_ids: [listed[0]] });
    const token = (await call(member, "POST", `${LISTS_URL}/${list.id}/share`)).json().share_token;
    await call(member, "PUT", "/api/users/v2/user/favouriteOffers", { add_offer_ids: [listed[1]] });
    await call(member, "PUT", "/api/users/v2/user/categories", { add_category_ids: [1] });

    const deleted = await call(member, "DELETE", "/api/users/deleteUser");
    expect(deleted.statusCode).toBe(200);

    const { rows } = await db.execute<{ n: number | string }>(sql`
      SELECT (SELECT count(*) FROM saved_lists WHERE user_id = ${member.userId})
        + (SELECT count(*) FROM saved_list_offers WHERE list_id = ${list.id})
        + (SELECT count(*) FROM favourite_offers WHERE user_id = ${member.userId})
        + (SELECT count(*) FROM favourite_categories WHERE user_id = ${member.userId})
        + (SELECT count(*) FROM member_saves WHERE user_id = ${member.userId}) AS n`);
    expect(Number(rows[0]!.n)).toBe(0);
    expect((await call(null, "GET", `/api/offers/shared-list/${token}`)).statusCode).toBe(404);
  });
});
