import { describe, expect, it } from "vitest";
import { isRealPostal, provinceOfPostal } from "../../../lib/provinces";
import { buildTestApp } from "../../../testing/app";

describe("postal codes", () => {
  it("accepts real Canadian codes in any case, with or without the space", () => {
    for (const postal of ["H2X 1Y4", "h2x1y4", "M5V 2T6", "X0A 0H0", "Y1A 1A1"]) {
      expect(isRealPostal(postal, "ca"), postal).toBe(true);
    }
  });

  it("rejects Canadian codes with letters Canada Post never uses", () => {
    for (const postal of ["D1A 1A1", "W1A 1A1", "Z1A 1A1", "H2X 1O4", "A1U 1A1", "12345", ""]) {
      expect(isRealPostal(postal, "ca"), postal).toBe(false);
    }
  });

  it("names the province from the first letter", () => {
    expect(provinceOfPostal("H2X 1Y4")).toBe("QC");
    expect(provinceOfPostal("T2P 1J9")).toBe("AB");
    expect(provinceOfPostal("D1A 1A1")).toBeNull();
  });

  it("checks five-digit ZIP codes in the US build", () => {
    expect(isRealPostal("90210", "us")).toBe(true);
    expect(isRealPostal("00000", "us")).toBe(false);
    expect(isRealPostal("H2X 1Y4", "us")).toBe(false);
  });
});

describe("GET /api/users/validate/postal/{postal} and /province", () => {
  it("answers {data:{is_valid}} for the build's country", async () => {
    const app = await buildTestApp();
    const valid = await app.inject({ url: "/api/users/validate/postal/H2X%201Y4" });
    const invalid = await app.inject({ url: "/api/users/validate/postal/D1A1A1" });
    const provinces = await app.inject({ url: "/api/users/province" });
    await app.close();
    expect(valid.json()).toEqual({ data: { is_valid: true } });
    expect(invalid.json()).toEqual({ data: { is_valid: false } });
    expect(provinces.json().data).toHaveLength(13);
    expect(provinces.json().data).toContainEqual({
      code: "QC",
      name_en: "Quebec",
      name_fr: "Québec",
    });
  });

  it("uses US rules in the US build", async () => {
    const app = await buildTestApp({ env: { COUNTRY: "us" } });
    const zip = await app.inject({ url: "/api/users/validate/postal/10001" });
    const canadian = await app.inject({ url: "/api/users/validate/postal/H2X1Y4" });
    await app.close();
    expect(zip.json().data.is_valid).toBe(true);
    expect(canadian.json().data.is_valid).toBe(false);
  });

  it("answers a visitor of /userIsRegistered with all false, and requireUser routes with 401", async () => {
    const app = await buildTestApp();
    const visitor = await app.inject({ url: "/api/users/userIsRegistered" });
    const profile = await app.inject({ url: "/api/users/v2/user/register" });
    await app.close();
    expect(visitor.json()).toEqual({
      registered: false,
      hasCard: false,
      bmo: false,
      membership_type: null,
    });
    expect(profile.statusCode).toBe(401);
    expect(profile.json().error.code).toBe("unauthorized");
  });
});
