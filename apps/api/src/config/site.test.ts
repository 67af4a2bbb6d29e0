import { describe, expect, it } from "vitest";
import { loadConfig } from "./load";

describe("loadConfig: site addresses and the job board", () => {
  it("has development defaults for the support and careers addresses and the local board", () => {
    const { site } = loadConfig({});
    expect(site.supportEmail).toBe("support@spc.local");
    expect(site.careersEmail).toBe("careers@spc.local");
    expect(site.jobBoard).toEqual({ provider: "local", greenhouseBoardToken: undefined });
  });

  it("takes the addresses from the environment and refuses one that is no address", () => {
    expect(loadConfig({ SUPPORT_EMAIL: "aide@example.ca" }).site.supportEmail).toBe(
      "aide@example.ca",
    );
    expect(() => loadConfig({ SUPPORT_EMAIL: "support" })).toThrow(/SUPPORT_EMAIL/);
    expect(() => loadConfig({ BUSINESS_URL: "javascript:alert(1)" })).toThrow(/BUSINESS_URL/);
  });

  it("uses the hosted board when its token is set, and needs the token when asked for it", () => {
    expect(loadConfig({ GREENHOUSE_BOARD_TOKEN: "spc" }).site.jobBoard.provider).toBe("greenhouse");
    expect(
      loadConfig({ GREENHOUSE_BOARD_TOKEN: "spc", JOB_BOARD: "local" }).site.jobBoard.provider,
    ).toBe("local");
    expect(() => loadConfig({ JOB_BOARD: "greenhouse" })).toThrow(/GREENHOUSE_BOARD_TOKEN/);
  });
});
