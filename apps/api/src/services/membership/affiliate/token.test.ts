import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  AFFILIATE_TOKEN_MAX_TTL_MS,
  AFFILIATE_TOKEN_TTL_MS,
  mintAffiliateToken,
  verifyAffiliateToken,
} from "./token";

const SECRET = "test-affiliate-secret-test-affiliate-secret";
const NOW = new Date("2026-11-21T12:00:00Z");

/** A doctored payload signed with the real secret (what only the bank or we could do). */
function reSign(token: string, edit: (payload: Record<string, unknown>) => void, secret = SECRET) {
  const [body] = token.split(".");
  const payload = JSON.parse(Buffer.from(body!, "base64url").toString("utf8"));
  edit(payload);
  const next = Buffer.from(JSON.stringify(payload)).toString("base64url");
  return `${next}.${createHmac("sha256", secret).update(next).digest("base64url")}`;
}

describe("bank-affiliate token", () => {
  it("accepts a token it minted and reads back bank, jti and dates", () => {
    const { token, payload } = mintAffiliateToken(SECRET, { now: NOW });
    const check = verifyAffiliateToken(SECRET, token, NOW);
    expect(check).toEqual({ ok: true, payload });
    expect(payload.bank).toBe("cibc");
    expect(payload.exp - payload.iat).toBe(AFFILIATE_TOKEN_TTL_MS / 1000);
  });

  it("gives every token its own jti", () => {
    const jtis = new Set(
      Array.from({ length: 50 }, () => mintAffiliateToken(SECRET, { now: NOW }).payload.jti),
    );
    expect(jtis.size).toBe(50);
  });

  it("refuses a token signed with another secret", () => {
    const { token } = mintAffiliateToken("another-secret-another-secret-another", { now: NOW });
    expect(verifyAffiliateToken(SECRET, token, NOW)).toEqual({ ok: false, reason: "invalid" });
  });

  it("refuses a payload changed after signing", () => {
    const { token } = mintAffiliateToken(SECRET, { now: NOW });
    const [, signature] = token.split(".");
    const forged = Buffer.from(
      JSON.stringify({ v: 1, bank: "cibc", jti: "a".repeat(36), iat: 1, exp: 9_999_999_999 }),
    ).toString("base64url");
    expect(verifyAffiliateToken(SECRET, `${forged}.${signature}`, NOW).ok).toBe(false);
  });

  it("refuses garbage, truncated signatures and oversized input", () => {
    const { token } = mintAffiliateToken(SECRET, { now: NOW });
    for (const bad of ["", "abc", "a.b.c", `${token}x`, token.slice(0, -4), "x".repeat(600)]) {
      expect(verifyAffiliateToken(SECRET, bad, NOW)).toEqual({ ok: false, reason: "invalid" });
    }
  });

  it("accepts only the canonical spelling of the signature", () => {
    const { token } = mintAffiliateToken(SECRET, { now: NOW });
    const [body, signature] = token.split(".") as [string, string];
    for (const variant of [`${signature}=`, `${signature.slice(0, 10)}*${signature.slice(10)}`]) {
      expect(verifyAffiliateToken(SECRET, `${body}.${variant}`, NOW).ok).toBe(false);
    }
  });

  it("says expired once exp has passed, and only for a genuine token", () => {
    const { token } = mintAffiliateToken(SECRET, { now: NOW, ttlMs: 60_000 });
    expect(verifyAffiliateToken(SECRET, token, new Date(NOW.getTime() + 59_000)).ok).toBe(true);
    expect(verifyAffiliateToken(SECRET, token, new Date(NOW.getTime() + 60_000))).toEqual({
      ok: false,
      reason: "expired",
    });
  });

  it("refuses a genuine signature over a payload that breaks the rules", () => {
    const { token } = mintAffiliateToken(SECRET, { now: NOW });
    const tooLong = reSign(token, (p) => {
      p.exp = (p.iat as number) + AFFILIATE_TOKEN_MAX_TTL_MS / 1000 + 1;
    });
    const otherBank = reSign(token, (p) => {
      p.bank = "bmo";
    });
    const future = reSign(token, (p) => {
      p.iat = (p.iat as number) + 3600;
      p.exp = (p.exp as number) + 3600;
    });
    for (const bad of [tooLong, otherBank, future]) {
      expect(verifyAffiliateToken(SECRET, bad, NOW).ok).toBe(false);
    }
  });

  it("will not mint a token longer than the look-back window", () => {
    expect(() => mintAffiliateToken(SECRET, { ttlMs: AFFILIATE_TOKEN_MAX_TTL_MS + 1 })).toThrow(
      RangeError,
    );
  });
});
