import { desc, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { consentRecords, newsletterSubscriptions, outbox, profiles } from "../../../db/schema";
import { createMember } from "../../../testing/members";
import { useTestApp } from "../../../testing/use-test-app";

const ctx = useTestApp({ env: { RATE_LIMIT_MAX: "100000" } });
const db = () => ctx.database().db;

const subscribe = (email: string, extra: object = {}) =>
  ctx.app().inject({ method: "POST", url: "/api/users/subscribe", payload: { email, ...extra } });

async function lastMail(to: string, kind: string) {
  const [row] = await db()
    .select()
    .from(outbox)
    .where(eq(outbox.toAddress, to))
    .orderBy(desc(outbox.id))
    .limit(20)
    .then((rows) => rows.filter((r) => r.kind === kind));
  return row;
}
const tokenIn = (text: string, path: string) =>
  new RegExp(`${path}\\?token=([A-Za-z0-9_-]+)`).exec(text)?.[1] ?? "";

describe("newsletter double opt-in", () => {
  it("sends a confirmation, counts the address only once confirmed, and records the consent", async () => {
    const email = "reader@example.com";
    const first = await subscribe("Reader@Example.com", { language: "fr", source: "footer" });
    expect(first.json()).toEqual({ result: "confirmation_sent" });
    const [pending] = await db()
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.emailLower, email));
    expect(pending?.status).toBe("pending");
    const mail = await lastMail(email, "newsletter_confirm");
    expect(mail?.subject).toBe("Confirmez votre abonnement aux offres SPC");
    const token = tokenIn(mail!.text, "/newsletter/confirm");

    const confirm = await ctx
      .app()
      .inject({ method: "POST", url: "/api/users/newsletter/confirm", payload: { token } });
    expect(confirm.statusCode, confirm.body).toBe(200);
    const again = await ctx
      .app()
      .inject({ method: "POST", url: "/api/users/newsletter/confirm", payload: { token } });
    expect(again.statusCode).toBe(200);
    expect((await subscribe(email)).json()).toEqual({ result: "already_sub" });

    const consents = await db()
      .select()
      .from(consentRecords)
      .where(eq(consentRecords.emailLower, email));
    expect(consents).toHaveLength(1);
    expect(consents[0]).toMatchObject({
      granted: true,
      source: "newsletter_footer",
      wordingVersion: "newsletter-2026-11",
    });
  });

  it("puts RFC 8058 one-click headers on marketing mail, and the one-click POST unsubscribes", async () => {
    const email = "oneclick@example.com";
    await subscribe(email);
    const token = tokenIn(
      (await lastMail(email, "newsletter_confirm"))!.text,
      "/newsletter/confirm",
    );
    await ctx
      .app()
      .inject({ method: "POST", url: "/api/users/newsletter/confirm", payload: { token } });
    const welcome = await lastMail(email, "newsletter_welcome");
    expect(welcome?.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const header = welcome?.headers?.["List-Unsubscribe"] ?? "";
    const url = new URL(/^<(.+)>$/.exec(header)![1]!);
    expect(url.pathname).toBe("/api/users/newsletter/unsubscribe");

    const click = await ctx.app().inject({
      method: "POST",
      url: url.pathname + url.search,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(click.statusCode, click.body).toBe(200);
    expect(click.json()).toEqual({ email: "o•••@example.com", status: "unsubscribed" });
    const consents = await db()
      .select()
      .from(consentRecords)
      .where(eq(consentRecords.emailLower, email));
    expect(consents.map((c) => [c.granted, c.source])).toEqual([
      [true, "newsletter_popup"],
      [false, "one_click_unsubscribe"],
    ]);
    // The preferences page reads and changes the same subscription with the same token.
    const pageToken = url.searchParams.get("token")!;
    const page = await ctx
      .app()
      .inject({ url: `/api/users/newsletter/preferences?token=${pageToken}` });
    expect(page.json()).toEqual({ email: "o•••@example.com", status: "unsubscribed" });
    const back = await ctx.app().inject({
      method: "PUT",
      url: "/api/users/newsletter/preferences",
      payload: { token: pageToken, subscribed: true },
    });
    expect(back.json().status).toBe("confirmed");
  });

  it("answers already_member for an account's address, and keeps that member's profile flag in step", async () => {
    const email = "later-member@example.com";
    await subscribe(email);
    const confirmToken = tokenIn(
      (await lastMail(email, "newsletter_confirm"))!.text,
      "/newsletter/confirm",
    );
    await ctx.app().inject({
      method: "POST",
      url: "/api/users/newsletter/confirm",
      payload: { token: confirmToken },
    });

    const member = await createMember(ctx.app(), { email });
    await db().update(profiles).set({ emailOptIn: true }).where(eq(profiles.userId, member.userId));
    expect((await subscribe(email)).json()).toEqual({ result: "already_member" });

    const header = (await lastMail(email, "newsletter_welcome"))!.headers!["List-Unsubscribe"]!;
    const url = new URL(/^<(.+)>$/.exec(header)![1]!);
    await ctx.app().inject({
      method: "POST",
      url: url.pathname + url.search,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    const [profile] = await db().select().from(profiles).where(eq(profiles.userId, member.userId));
    expect(profile?.emailOptIn).toBe(false);
  });

  it("does not resend a pending confirmation within 10 minutes, and refuses unknown or expired links", async () => {
    const email = "twice@example.com";
    await subscribe(email);
    await subscribe(email);
    const sent = (await db().select().from(outbox).where(eq(outbox.toAddress, email))).filter(
      (m) => m.kind === "newsletter_confirm",
    );
    expect(sent).toHaveLength(1);

    const unknown = await ctx.app().inject({
      method: "POST",
      url: "/api/users/newsletter/confirm",
      payload: { token: "x".repeat(32) },
    });
    expect(unknown.json().error.code).toBe("invalid_token");
    const token = tokenIn(sent[0]!.text, "/newsletter/confirm");
    await db()
      .update(newsletterSubscriptions)
      .set({ confirmExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(newsletterSubscriptions.emailLower, email));
    const late = await ctx
      .app()
      .inject({ method: "POST", url: "/api/users/newsletter/confirm", payload: { token } });
    expect(late.json().error.code).toBe("token_expired");
  });

  it("keeps the consent history append-only", async () => {
    await expect(db().execute(sql`DELETE FROM consent_records`)).rejects.toThrow();
  });
});
