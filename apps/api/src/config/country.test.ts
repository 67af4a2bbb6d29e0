import { describe, expect, it } from "vitest";
import { loadConfig } from "./load";
import { publicConfig } from "./public";

describe("loadConfig: the build's country", () => {
  it("derives USD and English only for the US build", () => {
    const config = loadConfig({ COUNTRY: "us" });
    expect(config.currency).toBe("USD");
    expect(config.languages).toEqual(["en"]);
    expect(publicConfig(config)).toEqual({
      country: "us",
      currency: "USD",
      languages: ["en"],
      default_language: "en",
      public_url: "http://localhost:3000",
      auth_providers: [],
      business_url: "https://business.spc.example.com",
      fundraising_url: "https://fundraising.spc.example.com",
      support_email: "support@spc.local",
      analytics: { provider: "local", recording_sample: 0.01 },
    });
  });
});
