import { randomUUID } from "node:crypto";
import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { analyticsEvents } from "../../../db/schema";
import { ORIGIN } from "../../../testing/accounts";
import { buildTestApp } from "../../../testing/app";
import { useTestApp } from "../../../testing/use-test-app";

const now = () => new Date().toISOString();

describe("the first-party analytics collector", () => {
  const ctx = useTestApp();
  const send = (payload: unknown) =>
    ctx.app().inject({
      method: "POST",
      url: "/api/analytics/events",
      payload: payload as object,
      headers: { origin: ORIGIN },
    });

  it("stores a visitor's page views and sampled interactions, pseudonymously", async () => {
    const visitor = randomUUID();
    const answer = await send({
      visitor,
      language: "fr",
      events: [
        { type: "page_view", path: "/deals", at: now() },
        {
          type: "recording",
          name: "click",
          path: "/deals",
          at: now(),
          detail: { element: "button", label: "filter_online" },
        },
      ],
    });
    expect(answer.statusCode).toBe(204);
    const rows = await ctx
      .database()
      .db.select()
      .from(analyticsEvents)
      .orderBy(desc(analyticsEvents.id))
      .limit(2);
    expect(rows.map((row) => [row.type, row.path, row.visitorId, row.language])).toEqual([
      ["recording", "/deals", visitor, "fr"],
      ["page_view", "/deals", visitor, "fr"],
    ]);
  });

  it("stores measured outcomes by name with their labels, and refuses a name off the list", async () => {
    const visitor = randomUUID();
    const answer = await send({
      visitor,
      events: [
        {
          type: "event",
          name: "purchase_completed",
          path: "/checkout",
          at: now(),
          detail: { kind: "purchase" },
        },
      ],
    });
    expect(answer.statusCode, answer.body).toBe(204);
    const [row] = await ctx
      .database()
      .db.select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.visitorId, visitor));
    expect(row).toMatchObject({
      type: "event",
      name: "purchase_completed",
      path: "/checkout",
      detail: { kind: "purchase" },
    });
    for (const event of [
      { type: "event", name: "email_typed", path: "/", at: now() },
      { type: "event", path: "/", at: now() },
    ]) {
      const refused = await send({ visitor, events: [event] });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.code).toBe("validation_error");
    }
    const stored = await ctx
      .database()
      .db.select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.visitorId, visitor));
    expect(stored).toHaveLength(1);
  });

  it("refuses an address with its query, an unknown type, a bad visitor and oversized batches", async () => {
    const visitor = randomUUID();
    const page = { type: "page_view", path: "/deals", at: now() };
    for (const payload of [
      { visitor, events: [{ ...page, path: "/newsletter/preferences?token=secret" }] },
      { visitor, events: [{ ...page, type: "keystroke" }] },
      { visitor: "member-42", events: [page] },
      { visitor, events: Array.from({ length: 51 }, () => page) },
      { visitor, events: [] },
      {
        visitor,
        events: [{ ...page, detail: Object.fromEntries("abcdefghi".split("").map((k) => [k, k])) }],
      },
    ]) {
      const answer = await send(payload);
      expect(answer.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(answer.json().error.code).toBe("validation_error");
    }
  });

  it("does not exist when another provider measures the audience", async () => {
    const app = await buildTestApp({
      database: ctx.database(),
      env: { ANALYTICS_PROVIDER: "off" },
    });
    try {
      const answer = await app.inject({
        method: "POST",
        url: "/api/analytics/events",
        payload: { visitor: randomUUID(), events: [{ type: "page_view", path: "/", at: now() }] },
      });
      expect(answer.statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});
