import { describe, expect, it } from "vitest";
import { latestMail, ORIGIN, signUp } from "../../testing/accounts";
import { buildTestApp } from "../../testing/app";
import { MANY_SIGN_INS, useTestApp } from "../../testing/use-test-app";

const STRANGER = "203.0.113.7";

describe("the development mailbox stays on this machine", () => {
  const ctx = useTestApp({ env: MANY_SIGN_INS });

  const open = (remoteAddress: string, headers: Record<string, string> = {}) =>
    ctx.app().inject({ url: "/dev/mailbox", remoteAddress, headers });

  it("opens for a request from 127.0.0.1 or ::1", async () => {
    expect((await open("127.0.0.1")).statusCode).toBe(200);
    expect((await open("::1")).statusCode).toBe(200);
    expect((await open("::ffff:127.0.0.1")).statusCode).toBe(200);
  });

  it("refuses another computer, whatever X-Forwarded-For claims", async () => {
    const refused = await open(STRANGER, { "x-forwarded-for": "127.0.0.1" });
    expect(refused.statusCode).toBe(403);
    expect(refused.body).not.toContain("Development mailbox");
    expect(
      (await ctx.app().inject({ url: "/dev/mailbox/1", remoteAddress: STRANGER })).statusCode,
    ).toBe(403);
  });

  it("refuses a request a proxy on this machine forwarded from the network", async () => {
    expect((await open("127.0.0.1", { "x-forwarded-for": STRANGER })).statusCode).toBe(403);
    expect((await open("127.0.0.1", { forwarded: `for=${STRANGER}` })).statusCode).toBe(403);
    expect((await open("127.0.0.1", { "x-real-ip": STRANGER })).statusCode).toBe(403);
  });

  it("never shows the link of a reset another computer asked for", async () => {
    await signUp(ctx.app(), "victim@example.com");
    const asked = await ctx.app().inject({
      method: "POST",
      url: "/api/auth/request-password-reset",
      remoteAddress: STRANGER,
      headers: { origin: ORIGIN },
      payload: { email: "victim@example.com" },
    });
    expect(asked.statusCode).toBe(200);
    const mail = await latestMail(ctx.database().db, "victim@example.com", "reset_password");
    expect(mail?.text).toContain(`another computer (${STRANGER})`);
    expect(mail?.text).not.toMatch(/resetToken|https?:\/\//);
    expect(mail?.html).not.toMatch(/resetToken|https?:\/\//);

    const mailbox = await open("127.0.0.1");
    expect(mailbox.body).not.toContain("mode=resetPassword");
  });

  it("shows the link of a reset asked for on this machine", async () => {
    await signUp(ctx.app(), "owner@example.com");
    await ctx.app().inject({
      method: "POST",
      url: "/api/auth/request-password-reset",
      headers: { origin: ORIGIN },
      payload: { email: "owner@example.com" },
    });
    const mail = await latestMail(ctx.database().db, "owner@example.com", "reset_password");
    expect(mail?.text).toContain("mode=resetPassword");
    expect((await open("127.0.0.1")).body).toContain("mode=resetPassword");
  });
});

describe("the development mailbox behind a trusted proxy", () => {
  it("refuses every forwarded request, even one whose client address is loopback", async () => {
    const app = await buildTestApp({ env: { TRUST_PROXY: "true" } });
    try {
      const forwarded = await app.inject({
        url: "/dev/mailbox",
        remoteAddress: "127.0.0.1",
        headers: { "x-forwarded-for": "127.0.0.1" },
      });
      expect(forwarded.statusCode).toBe(403);
    } finally {
      await app.close();
    }
  });
});
