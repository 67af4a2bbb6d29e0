import { errorEnvelopeSchema, notificationListResponseSchema } from "@spc/shared";
import { describe, expect, it } from "vitest";
import { caller } from "../../../testing/lists";
import { createMember } from "../../../testing/members";
import { useTestApp } from "../../../testing/use-test-app";

const DEV_URL = "/api/dev/notifications";
const won = {
  kind: "contest_result",
  message_key: "contest_won",
  params: { title_en: "Winter trip", title_fr: "Voyage d’hiver" },
  link: "/contests",
  expires_in_days: 60,
};

describe("the development notification route (decision 0054)", () => {
  const ctx = useTestApp();
  const call = (...args: Parameters<ReturnType<typeof caller>>) => caller(ctx.app())(...args);

  it("puts a notification in the session member's own centre through notify()", async () => {
    const member = await createMember(ctx.app());
    const other = await createMember(ctx.app());
    const answer = await call(member, "POST", DEV_URL, won);
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toEqual({ stored: true });
    const list = notificationListResponseSchema.parse(
      (await call(member, "GET", "/api/users/v2/user/notifications")).json(),
    );
    const item = list.items.find((notice) => notice.message_key === "contest_won");
    expect(item).toMatchObject({ link: "/contests", read_at: null, params: won.params });
    expect(Date.parse(item!.expires_at!)).toBeGreaterThan(Date.now() + 59 * 86_400_000);
    const theirs = notificationListResponseSchema.parse(
      (await call(other, "GET", "/api/users/v2/user/notifications")).json(),
    );
    expect(theirs.items.some((notice) => notice.message_key === "contest_won")).toBe(false);
  });

  it("refuses visitors, and checks the input like notify() (a known key, a site path)", async () => {
    expect((await call(null, "POST", DEV_URL, won)).statusCode).toBe(401);
    const member = await createMember(ctx.app());
    for (const bad of [
      { ...won, message_key: "free_money" },
      { ...won, link: "https://elsewhere.example" },
    ]) {
      const refused = await call(member, "POST", DEV_URL, bad);
      expect(refused.statusCode).toBe(400);
      expect(errorEnvelopeSchema.parse(refused.json()).error.code).toBe("validation_error");
    }
  });

  it("answers only on this machine", async () => {
    const member = await createMember(ctx.app());
    const answer = await ctx.app().inject({
      method: "POST",
      url: DEV_URL,
      payload: won,
      headers: { ...member.headers, "x-forwarded-for": "203.0.113.9" },
    });
    expect(answer.statusCode).toBe(403);
  });
});
