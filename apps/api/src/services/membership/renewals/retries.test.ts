import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createOutboxMailer } from "../../../adapters/mailer/outbox";
import { cardRenewalAttempts, cardRenewals, cards, outbox, profiles } from "../../../db/schema";
import { daysFromToday } from "../../../testing/members";
import { createRenewingMember, recordingRenewalGateway } from "../../../testing/renewals";
import { useTestApp } from "../../../testing/use-test-app";
import { createRenewalMails } from "./mails";
import { nextPeriodEnd, nextRetryAt, type RenewalGateway, runRenewals } from "./run";

const DAY = 86_400_000;

describe("renewal retries, attempts and e-mails", () => {
  const ctx = useTestApp();

  function depsWith(port: RenewalGateway) {
    const db = ctx.database().db;
    return {
      db,
      gateway: port,
      country: "ca" as const,
      retryDays: [1, 3, 7],
      mails: createRenewalMails(db, createOutboxMailer(db), "http://spc.test"),
    };
  }

  const renewingMember = (token: string, expiryDate: string, language: "en" | "fr") =>
    createRenewingMember(ctx.app(), { token, expiryDate, language, profileAutoRenew: true });

  const mailsTo = (email: string) =>
    ctx
      .database()
      .db.select({ kind: outbox.kind, subject: outbox.subject, text: outbox.text })
      .from(outbox)
      .where(eq(outbox.toAddress, email))
      .orderBy(asc(outbox.id));

  async function renewalOf(userId: string) {
    const [row] = await ctx
      .database()
      .db.select()
      .from(cardRenewals)
      .where(eq(cardRenewals.userId, userId));
    return row!;
  }

  it("schedules retries from the first failure, then none", () => {
    const first = new Date("2027-03-01T10:00:00Z");
    expect(nextRetryAt(first, [1, 3, 7], first)?.toISOString()).toBe("2027-03-02T10:00:00.000Z");
    expect(nextRetryAt(first, [1, 3, 7], new Date(first.getTime() + DAY + 1))?.toISOString()).toBe(
      "2027-03-04T10:00:00.000Z",
    );
    expect(nextRetryAt(first, [1, 3, 7], new Date(first.getTime() + 7 * DAY + 1))).toBeNull();
    expect(nextRetryAt(first, [], first)).toBeNull();
  });

  it("retries a declined renewal after 1, 3 and 7 days, records each attempt, then turns auto-renew off (mails in French)", async () => {
    const member = await renewingMember("declined-always", daysFromToday(5), "fr");
    const { gateway: port, charges } = recordingRenewalGateway(15);
    const deps = depsWith(port);
    const start = Date.now();
    const mine = () => charges.filter((c) => c.token === "declined-always");

    await runRenewals(deps, { now: new Date(start) });
    expect(mine()).toHaveLength(1);
    expect((await renewalOf(member.userId)).nextAttemptAt?.getTime()).toBe(start + DAY);

    // Nothing before the retry day, even with several runs.
    await runRenewals(deps, { now: new Date(start + DAY - 60_000) });
    expect(mine()).toHaveLength(1);

    for (const [day, expected] of [
      [1, 2],
      [3, 3],
      [7, 4],
    ] as const) {
      await runRenewals(deps, { now: new Date(start + day * DAY + 60_000) });
      expect(mine()).toHaveLength(expected);
    }
    // Each attempt had its own gateway order id and its own row.
    expect(new Set(mine().map((c) => c.orderId)).size).toBe(4);
    const renewal = await renewalOf(member.userId);
    expect(renewal).toMatchObject({ status: "failed", attempts: 4, nextAttemptAt: null });
    const attempts = await ctx
      .database()
      .db.select()
      .from(cardRenewalAttempts)
      .where(eq(cardRenewalAttempts.renewalId, renewal.id))
      .orderBy(asc(cardRenewalAttempts.attempt));
    expect(attempts.map((a) => [a.attempt, a.outcome, a.failureCode])).toEqual([
      [1, "failed", "processor_declined"],
      [2, "failed", "processor_declined"],
      [3, "failed", "processor_declined"],
      [4, "failed", "processor_declined"],
    ]);

    // Stopped: auto-renew off on the card and the profile, no fifth charge.
    const [card] = await ctx
      .database()
      .db.select()
      .from(cards)
      .where(eq(cards.userId, member.userId));
    expect(card!.autoRenew).toBe(false);
    const [profile] = await ctx
      .database()
      .db.select({ isAutoRenew: profiles.isAutoRenew })
      .from(profiles)
      .where(eq(profiles.userId, member.userId));
    expect(profile!.isAutoRenew).toBe(false);
    await runRenewals(deps, { now: new Date(start + 30 * DAY) });
    expect(mine()).toHaveLength(4);

    // One "payment failed" mail (first failure) and one "auto-renew off" mail, in French.
    const mails = await mailsTo(member.email);
    expect(mails.map((m) => m.kind)).toEqual(["renewal_payment_failed", "renewal_auto_renew_off"]);
    expect(mails[0]!.subject).toBe("Nous n’avons pas pu renouveler votre adhésion SPC");
    expect(mails[0]!.text).toMatch(/13,55\s\$/);
    expect(mails[0]!.text).toContain("http://spc.test/billing");
    expect(mails[1]!.text).toContain("http://spc.test/billing");

    // The payment notice stays (the web's banner sends the member to /billing).
    const status = await ctx.app().inject({
      method: "GET",
      url: "/api/users/membership/expiry-status",
      headers: member.headers,
    });
    expect(status.json()).toMatchObject({ success: true, type: "payment", days: 7 });
  });

  it("a retry that succeeds renews the card, mails a receipt and lists the charge in /user_transactions", async () => {
    const member = await renewingMember("declined-then-ok", daysFromToday(2), "en");
    const { gateway: port, charges, heal } = recordingRenewalGateway(15);
    const deps = depsWith(port);
    const start = Date.now();
    await runRenewals(deps, { now: new Date(start) });
    heal("declined-then-ok");
    await runRenewals(deps, { now: new Date(start + DAY + 60_000) });
    expect(charges.filter((c) => c.token === "declined-then-ok")).toHaveLength(2);

    const [card] = await ctx
      .database()
      .db.select()
      .from(cards)
      .where(eq(cards.userId, member.userId));
    expect(card!.expiryDate).toBe(nextPeriodEnd(daysFromToday(2)));
    expect(card!.autoRenew).toBe(true);
    expect(await renewalOf(member.userId)).toMatchObject({ status: "succeeded", attempts: 2 });

    const mails = await mailsTo(member.email);
    expect(mails.map((m) => m.kind)).toEqual(["renewal_payment_failed", "renewal_succeeded"]);
    expect(mails[1]!.subject).toBe("Your SPC membership is renewed");
    expect(mails[1]!.text).toContain("$13.55");
    expect(mails[1]!.text).toContain("http://spc.test/membership-screen");

    // The same news in the member's notification centre (decision 0048), newest first.
    const centre = await ctx.app().inject({
      url: "/api/users/v2/user/notifications",
      headers: member.headers,
    });
    expect(
      centre
        .json()
        .items.filter((item: { kind: string }) => item.kind === "membership")
        .map((item: { message_key: string; link: string }) => [item.message_key, item.link]),
    ).toEqual([
      ["renewal_succeeded", "/membership-screen"],
      ["renewal_payment_failed", "/billing"],
    ]);

    const listed = await ctx.app().inject({
      url: "/api/store/user_transactions",
      headers: member.headers,
    });
    const kinds = listed
      .json()
      .transactions.map((t: { kind: string; status: string }) => `${t.kind}:${t.status}`);
    expect(kinds.sort()).toEqual(["renewal:declined", "renewal:succeeded"]);

    const status = await ctx.app().inject({
      method: "GET",
      url: "/api/users/membership/expiry-status",
      headers: member.headers,
    });
    expect(status.json().success).toBe(false);
  });

  it("two copies running the due retries together charge each retry once", async () => {
    const members = await Promise.all(
      Array.from({ length: 4 }, (_, i) =>
        renewingMember(`declined-race-${i}`, daysFromToday(4), "en"),
      ),
    );
    const { gateway: port, charges } = recordingRenewalGateway(15);
    const deps = depsWith(port);
    const start = Date.now();
    await runRenewals(deps, { now: new Date(start) });
    const race = () => charges.filter((c) => c.token?.startsWith("declined-race-"));
    expect(race()).toHaveLength(4);
    const later = new Date(start + DAY + 60_000);
    const [a, b] = await Promise.all([
      runRenewals(deps, { now: later }),
      runRenewals(deps, { now: later }),
    ]);
    expect(race()).toHaveLength(8);
    expect(a.retried + b.retried).toBe(4);
    for (const member of members) {
      expect((await renewalOf(member.userId)).attempts).toBe(2);
    }
  });

  it("keeps the payment notice while a retry is being charged", async () => {
    const member = await renewingMember("declined-inflight", daysFromToday(3), "en");
    const { gateway: port } = recordingRenewalGateway(15);
    await runRenewals(depsWith(port));
    const renewal = await renewalOf(member.userId);
    await ctx
      .database()
      .db.update(cardRenewals)
      .set({ status: "pending", attempts: 2 })
      .where(eq(cardRenewals.id, renewal.id));
    const status = await ctx.app().inject({
      method: "GET",
      url: "/api/users/membership/expiry-status",
      headers: member.headers,
    });
    expect(status.json()).toMatchObject({ success: true, type: "payment", days: 7 });
  });

  it("after the last retry, turning auto-renew back on (new payment method) charges once more", async () => {
    const member = await renewingMember("declined-comeback", daysFromToday(1), "en");
    const { gateway: port, charges, heal } = recordingRenewalGateway(15);
    const deps = { ...depsWith(port), retryDays: [] };
    await runRenewals(deps);
    const mine = () => charges.filter((c) => c.token === "declined-comeback");
    expect(mine()).toHaveLength(1);
    expect(await renewalOf(member.userId)).toMatchObject({ status: "failed", nextAttemptAt: null });
    // No retry configured: stopped at once, only the "auto-renew off" mail.
    expect((await mailsTo(member.email)).map((m) => m.kind)).toEqual(["renewal_auto_renew_off"]);
    await runRenewals(deps);
    expect(mine()).toHaveLength(1);

    heal("declined-comeback");
    await ctx
      .database()
      .db.update(cards)
      .set({ autoRenew: true })
      .where(eq(cards.userId, member.userId));
    await runRenewals(deps);
    expect(mine()).toHaveLength(2);
    const [card] = await ctx
      .database()
      .db.select()
      .from(cards)
      .where(eq(cards.userId, member.userId));
    expect(card!.expiryDate).toBe(nextPeriodEnd(daysFromToday(1)));
  });

  it("a failed renewal of a card already expired answers the resubscribe notice (billing is closed)", async () => {
    const member = await renewingMember("declined-expired", daysFromToday(-2), "en");
    const { gateway: port, charges } = recordingRenewalGateway(15);
    await runRenewals(depsWith(port));
    expect(charges.filter((c) => c.token === "declined-expired")).toHaveLength(1);
    const status = await ctx.app().inject({
      method: "GET",
      url: "/api/users/membership/expiry-status",
      headers: member.headers,
    });
    expect(status.json()).toMatchObject({ success: true, type: "subscription", days: 0 });
  });

  it("a member who turned auto-renew off is not retried", async () => {
    const member = await renewingMember("declined-off", daysFromToday(6), "en");
    const { gateway: port, charges } = recordingRenewalGateway(15);
    const deps = depsWith(port);
    const start = Date.now();
    await runRenewals(deps, { now: new Date(start) });
    await ctx
      .database()
      .db.update(cards)
      .set({ autoRenew: false })
      .where(eq(cards.userId, member.userId));
    await runRenewals(deps, { now: new Date(start + 3 * DAY + 60_000) });
    expect(charges.filter((c) => c.token === "declined-off")).toHaveLength(1);
  });
});
