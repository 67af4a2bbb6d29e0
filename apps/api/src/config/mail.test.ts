import { describe, expect, it } from "vitest";
import { loadConfig } from "./load";

describe("loadConfig: mail", () => {
  it("keeps mail in the outbox unless SMTP_URL is set", () => {
    expect(loadConfig({}).mail.smtpUrl).toBeUndefined();
    expect(loadConfig({ SMTP_URL: "smtp://mail:25" }).mail.smtpUrl).toBe("smtp://mail:25");
    expect(() => loadConfig({ SMTP_URL: "http://mail" })).toThrow(/SMTP_URL/);
  });
});
