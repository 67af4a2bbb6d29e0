import { beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../lib/api-client";
import { resendSecondsLeft } from "./resend-countdown";
import { resendVerificationEmail } from "./resend-flow";

const calls: string[] = [];
vi.mock("../session/api/sign-in-with-email", () => ({
  signInWithEmail: vi.fn(async () => calls.push("sign-in")),
}));
vi.mock("../session/api/sign-out", () => ({
  signOut: vi.fn(async () => calls.push("sign-out")),
}));
vi.mock("../session/api/send-verification-email", () => ({
  sendVerificationEmail: vi.fn(async () => {
    calls.push("request");
    return { sent: true, email_verified: false, rate_limited: false, retry_after_seconds: 0 };
  }),
}));
vi.mock("../session/api/get-resend-rate-limit", () => ({
  getResendRateLimit: vi.fn(async () => {
    calls.push("read-flag");
    return { rate_limited: true, retry_after_seconds: 45 };
  }),
}));

const auth = await import("../session");
const users = await import("../session");
const credentials = { email: "new@student.ca", password: "Student2026!" };

beforeEach(() => {
  calls.length = 0;
  localStorage.clear();
});

describe("resending the verification e-mail (spec §4)", () => {
  it("logs in silently, requests, reads the rate-limit flag, counts down, then logs out", async () => {
    expect(await resendVerificationEmail({ credentials })).toBe("sent");
    expect(calls).toEqual(["sign-in", "request", "read-flag", "sign-out"]);
    expect(auth.signInWithEmail).toHaveBeenCalledWith(credentials);
    // The countdown follows the server's flag (45 s left), not a guess.
    expect(resendSecondsLeft()).toBe(45);
  });

  it("leaves a signed-in user signed in", async () => {
    expect(await resendVerificationEmail({ redirect: "/deals" })).toBe("sent");
    expect(calls).toEqual(["request", "read-flag"]);
    expect(users.sendVerificationEmail).toHaveBeenCalledWith("/deals");
  });

  it("sets the rate-limit flag on a 429, logs out, and re-enables resending after the countdown", async () => {
    vi.mocked(users.sendVerificationEmail).mockRejectedValueOnce(
      new ApiError(429, "rate_limited", "Too many requests"),
    );
    expect(await resendVerificationEmail({ credentials })).toBe("rateLimited");
    const now = Date.now();
    expect(calls).toEqual(["sign-in", "sign-out"]);
    expect(resendSecondsLeft(now)).toBe(60);
    expect(resendSecondsLeft(now + 61_000)).toBe(0);
  });

  it("answers a refused silent login like a sent link (no enumeration) and starts the countdown", async () => {
    vi.mocked(auth.signInWithEmail).mockRejectedValueOnce(
      new ApiError(401, "invalid_email_or_password", "Invalid"),
    );
    expect(await resendVerificationEmail({ credentials })).toBe("sent");
    expect(calls).toEqual([]);
    expect(resendSecondsLeft()).toBeGreaterThan(0);
  });

  it("says so when the address is already verified", async () => {
    vi.mocked(users.sendVerificationEmail).mockResolvedValueOnce({
      message: "verified",
      sent: false,
      email_verified: true,
      rate_limited: false,
      retry_after_seconds: 0,
    });
    expect(await resendVerificationEmail({ credentials })).toBe("alreadyVerified");
    expect(calls).toEqual(["sign-in", "sign-out"]);
  });
});
