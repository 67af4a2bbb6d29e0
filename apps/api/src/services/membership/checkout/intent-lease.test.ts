import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { paymentIntents } from "../../../db/schema";
import { createTestDatabase, type TestDatabase } from "../../../db/testing";
import { holdingLease, INTENT_HEARTBEAT_MS, INTENT_LEASE_MS, leaseLapsed } from "./intent-lease";

describe("intent lease", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    vi.useRealTimers();
    await database?.cleanup();
  });

  async function intentLeasedUntil(lockedUntil: Date) {
    const id = randomUUID();
    await database.db.insert(paymentIntents).values({
      id,
      idempotencyKey: randomUUID(),
      requestHash: "x",
      kind: "guest",
      guestEmail: "lease@example.com",
      productId: "1_year_card",
      currency: "CAD",
      subtotalCents: 1199,
      discountCents: 0,
      taxCents: 0,
      totalCents: 1199,
      taxLines: [],
      gateway: "local",
      lockedUntil,
    });
    return id;
  }
  const leaseOf = async (id: string) =>
    (await database.db.select().from(paymentIntents).where(eq(paymentIntents.id, id)))[0]!
      .lockedUntil!;

  it("is renewed while its request works, and left to lapse once it stops", async () => {
    const soon = new Date(Date.now() + 1_000);
    const id = await intentLeasedUntil(soon);
    // Only the heartbeat's timer is faked: the database keeps its own clock.
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    let finish: () => void = () => {};
    const working = holdingLease(database.db, id, () => new Promise<void>((r) => (finish = r)));
    vi.advanceTimersByTime(INTENT_HEARTBEAT_MS);
    await vi.waitFor(async () =>
      expect((await leaseOf(id)).getTime()).toBeGreaterThan(soon.getTime()),
    );
    expect((await leaseOf(id)).getTime()).toBeGreaterThan(Date.now() + INTENT_LEASE_MS / 2);

    finish();
    await working;
    const stopped = await leaseOf(id);
    vi.advanceTimersByTime(INTENT_HEARTBEAT_MS * 3);
    expect(await leaseOf(id)).toEqual(stopped);
    vi.useRealTimers();
  });

  it("a lease in the past, or none, has lapsed", () => {
    expect(leaseLapsed({ lockedUntil: null })).toBe(true);
    expect(leaseLapsed({ lockedUntil: new Date(Date.now() - 1) })).toBe(true);
    expect(leaseLapsed({ lockedUntil: new Date(Date.now() + 60_000) })).toBe(false);
  });
});
