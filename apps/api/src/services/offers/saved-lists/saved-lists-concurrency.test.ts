import {
  SAVED_LIST_OFFERS_MAX,
  SAVED_LISTS_MAX,
  savedListResponseSchema,
  savedListsResponseSchema,
} from "@spc/shared";
import { beforeAll, describe, expect, it } from "vitest";
import { addListedOffers, caller, LISTS_URL, listedOfferIds } from "../../../testing/lists";
import { createMember, type TestMember } from "../../../testing/members";
import { useTestApp } from "../../../testing/use-test-app";

describe("saved lists: caps and concurrent edits", () => {
  const ctx = useTestApp();
  const call = (...args: Parameters<ReturnType<typeof caller>>) => caller(ctx.app())(...args);
  let listed: number[];

  beforeAll(async () => {
    listed = await listedOfferIds(ctx.database().db, 12);
  });

  async function newList(member: TestMember, name: string) {
    const response = await call(member, "POST", LISTS_URL, { name });
    expect(response.statusCode).toBe(201);
    return savedListResponseSchema.parse(response.json());
  }

  it("keeps both offers when two devices add different offers to one list at once", async () => {
    const member = await createMember(ctx.app());
    const list = await newList(member, "Trip");
    const url = `${LISTS_URL}/${list.id}`;
    const [phone, laptop] = await Promise.all([
      call(member, "PUT", url, { add_offer_ids: [listed[0]] }),
      call(member, "PUT", url, { add_offer_ids: [listed[1]] }),
    ]);
    expect([phone.statusCode, laptop.statusCode]).toEqual([200, 200]);
    const read = savedListResponseSchema.parse((await call(member, "GET", url)).json());
    expect(new Set(read.offer_ids)).toEqual(new Set([listed[0], listed[1]]));
    expect(read.version).toBe(3);
  });

  it("keeps every offer of ten concurrent adds and removes only what was asked", async () => {
    const member = await createMember(ctx.app());
    const list = await newList(member, "Ten at once");
    const url = `${LISTS_URL}/${list.id}`;
    await call(member, "PUT", url, { add_offer_ids: [listed[10], listed[11]] });
    const writes = listed
      .slice(0, 10)
      .map((id) => call(member, "PUT", url, { add_offer_ids: [id] }));
    writes.push(call(member, "PUT", url, { remove_offer_ids: [listed[10]] }));
    const answers = await Promise.all(writes);
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(11).fill(200));
    const read = savedListResponseSchema.parse((await call(member, "GET", url)).json());
    expect(new Set(read.offer_ids)).toEqual(new Set([...listed.slice(0, 10), listed[11]]));
  });

  it("lets one of two full-list writes from the same version through and tells the other to retry", async () => {
    const member = await createMember(ctx.app());
    const list = await newList(member, "Full lists");
    const url = `${LISTS_URL}/${list.id}`;
    const [a, b] = await Promise.all([
      call(member, "PUT", url, { offer_ids: [listed[0]], version: 1 }),
      call(member, "PUT", url, { offer_ids: [listed[1]], version: 1 }),
    ]);
    const statuses = [a.statusCode, b.statusCode].sort();
    expect(statuses).toEqual([200, 409]);
    const loser = a.statusCode === 409 ? a : b;
    expect(loser.json().error).toMatchObject({ code: "version_conflict", details: { version: 2 } });
    // The client reads again, applies its change to the fresh copy and sends it: both kept.
    const fresh = savedListResponseSchema.parse((await call(member, "GET", url)).json());
    const mine = loser === a ? listed[0]! : listed[1]!;
    const retried = await call(member, "PUT", url, {
      offer_ids: [...fresh.offer_ids, mine],
      version: fresh.version,
    });
    expect(retried.statusCode).toBe(200);
    expect(new Set(retried.json().offer_ids)).toEqual(new Set([listed[0], listed[1]]));
  });

  it("creates one list of two created at once with the same name; the other is told", async () => {
    const member = await createMember(ctx.app());
    const answers = await Promise.all([
      call(member, "POST", LISTS_URL, { name: "Groceries" }),
      call(member, "POST", LISTS_URL, { name: " groceries" }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const lists = savedListsResponseSchema.parse((await call(member, "GET", LISTS_URL)).json());
    expect(lists.data).toHaveLength(1);
  });

  it(`caps lists at ${SAVED_LISTS_MAX} per member, also when the last ones are created at once`, {
    timeout: 120_000,
  }, async () => {
    const member = await createMember(ctx.app());
    for (let i = 1; i < SAVED_LISTS_MAX; i += 1) await newList(member, `List ${i}`);
    const racing = await Promise.all(
      [1, 2, 3].map((i) => call(member, "POST", LISTS_URL, { name: `Last ${i}` })),
    );
    expect(racing.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409]);
    for (const answer of racing.filter((each) => each.statusCode === 409)) {
      expect(answer.json().error).toEqual({
        request_id: expect.any(String),
        code: "list_limit_reached",
        message: `A member can keep at most ${SAVED_LISTS_MAX} lists`,
        details: { max: SAVED_LISTS_MAX },
      });
    }
    const lists = savedListsResponseSchema.parse((await call(member, "GET", LISTS_URL)).json());
    expect(lists.data).toHaveLength(SAVED_LISTS_MAX);
    // Deleting one makes room again.
    await call(member, "DELETE", `${LISTS_URL}/${lists.data[0]!.id}`);
    await newList(member, "Room again");
  });

  it(`caps a list at ${SAVED_LIST_OFFERS_MAX} offers, also under concurrent adds`, {
    timeout: 120_000,
  }, async () => {
    const extra = await addListedOffers(ctx.database().db, SAVED_LIST_OFFERS_MAX + 3);
    const member = await createMember(ctx.app());
    const list = await newList(member, "Big");
    const url = `${LISTS_URL}/${list.id}`;
    const filled = await call(member, "PUT", url, {
      add_offer_ids: extra.slice(0, SAVED_LIST_OFFERS_MAX - 1),
    });
    expect(filled.json().offer_count).toBe(SAVED_LIST_OFFERS_MAX - 1);
    const racing = await Promise.all(
      extra
        .slice(SAVED_LIST_OFFERS_MAX - 1)
        .map((id) => call(member, "PUT", url, { add_offer_ids: [id] })),
    );
    expect(racing.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409]);
    expect(racing.find((answer) => answer.statusCode === 409)!.json().error).toMatchObject({
      code: "list_full",
      details: { max: SAVED_LIST_OFFERS_MAX },
    });
    const read = savedListResponseSchema.parse((await call(member, "GET", url)).json());
    expect(read.offer_count).toBe(SAVED_LIST_OFFERS_MAX);
    // Removing from a full list, or re-adding what is there, still works.
    const removed = await call(member, "PUT", url, {
      remove_offer_ids: [extra[0]!],
      add_offer_ids: [extra[1]!],
    });
    expect(removed.json().offer_count).toBe(SAVED_LIST_OFFERS_MAX - 1);
  });
});
