import { verifyEventResponseSchema } from "@spc/shared";
import { describe, expect, it } from "vitest";
import { campusEvents } from "../../../db/schema";
import { ROUTE_RATE_LIMITS } from "../../../plugins/rate-limit";
import { useTestApp } from "../../../testing/use-test-app";

const DAY = 24 * 60 * 60_000;

describe("GET /api/store/verifyEventId (back-to-school event links, spec §7, §8)", () => {
  const ctx = useTestApp();

  const verify = (query: string, ip = "10.0.0.1") =>
    ctx.app().inject({ url: `/api/store/verifyEventId?${query}`, remoteAddress: ip });

  it("answers each state of an event link: running, not started, over, unknown", async () => {
    const now = Date.now();
    await ctx
      .database()
      .db.insert(campusEvents)
      .values([
        {
          eventId: "bts-test",
          campusId: "mcgill",
          name: "Later",
          schoolCode: null,
          startsAt: new Date(now + 2 * DAY),
          endsAt: new Date(now + 9 * DAY),
        },
        {
          eventId: "bts-test",
          campusId: "concordia",
          name: "Over",
          schoolCode: null,
          startsAt: new Date(now - 9 * DAY),
          endsAt: new Date(now - DAY),
        },
      ]);

    const running = verifyEventResponseSchema.parse(
      (await verify("event_id=bts-2026&campus_id=uoft")).json(),
    );
    expect(running).toMatchObject({
      valid: true,
      message: "active event link available",
      event: { event_id: "bts-2026", campus_id: "uoft", school_code: "UOFT15" },
    });
    // Surrounding spaces are trimmed by the query schema.
    expect((await verify("event_id=%20bts-2026%20&campus_id=uoft")).json()).toMatchObject({
      valid: true,
    });
    expect((await verify("event_id=bts-test&campus_id=mcgill")).json()).toMatchObject({
      valid: false,
      message: "event not started",
      event: { name: "Later" },
    });
    expect((await verify("event_id=bts-test&campus_id=concordia")).json()).toMatchObject({
      valid: false,
      message: "event over",
    });
    // The right event on another campus is not a link.
    expect((await verify("event_id=bts-2026&campus_id=mcgill")).json()).toEqual({
      valid: false,
      message: "event not found",
      event: null,
    });
  });

  it("refuses a missing or empty id with the validation envelope", async () => {
    for (const query of ["event_id=bts-2026", "campus_id=uoft", "event_id=&campus_id=uoft"]) {
      const response = await verify(query, "10.0.0.2");
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: { code: "validation_error" } });
    }
  });

  it("limits guessing per client address (ROUTE_RATE_LIMITS.eventLinkCheck)", async () => {
    const { max } = ROUTE_RATE_LIMITS.eventLinkCheck;
    for (let i = 0; i < max; i += 1) {
      expect((await verify(`event_id=guess-${i}&campus_id=uoft`, "10.0.0.3")).statusCode).toBe(200);
    }
    const refused = await verify("event_id=bts-2026&campus_id=uoft", "10.0.0.3");
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: { code: "rate_limited" } });
    // Another address still gets its answer.
    expect((await verify("event_id=bts-2026&campus_id=uoft", "10.0.0.4")).statusCode).toBe(200);
  });
});
