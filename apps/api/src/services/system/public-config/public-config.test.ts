import { describe, expect, it } from "vitest";
import { publicConfigSchema } from "../../../config";
import { buildTestApp } from "../../../testing/app";

describe("GET /api/config", () => {
  it("gives the browser the country build, its currency and languages", async () => {
    const app = await buildTestApp();
    const response = await app.inject({ url: "/api/config" });
    await app.close();

    expect(response.statusCode).toBe(200);
    expect(publicConfigSchema.parse(response.json())).toMatchObject({
      country: "ca",
      currency: "CAD",
      languages: ["en", "fr"],
    });
  });

  it("describes the US build as English only in USD", async () => {
    const app = await buildTestApp({ env: { COUNTRY: "us" } });
    const body = (await app.inject({ url: "/api/config" })).json();
    await app.close();

    expect(body).toMatchObject({ country: "us", currency: "USD", languages: ["en"] });
  });

  it("exposes nothing beyond the allow-list", async () => {
    const app = await buildTestApp({
      env: { DATABASE_URL: "postgres://admin:s3cret@db.internal:5432/spc" },
    });
    const response = await app.inject({ url: "/api/config" });
    await app.close();

    expect(Object.keys(response.json()).sort()).toEqual(
      [
        "analytics",
        "auth_providers",
        "business_url",
        "country",
        "currency",
        "default_language",
        "fundraising_url",
        "languages",
        "public_url",
        "support_email",
      ].sort(),
    );
    expect(response.body).not.toContain("s3cret");
  });

  it("names the business and fundraising sites and the support address from the environment", async () => {
    const app = await buildTestApp({
      env: {
        BUSINESS_URL: "https://pro.example.ca",
        FUNDRAISING_URL: "https://schools.example.ca/fundraise",
        SUPPORT_EMAIL: "help@example.ca",
      },
    });
    const body = publicConfigSchema.parse((await app.inject({ url: "/api/config" })).json());
    await app.close();

    expect(body).toMatchObject({
      business_url: "https://pro.example.ca",
      fundraising_url: "https://schools.example.ca/fundraise",
      support_email: "help@example.ca",
    });
  });

  it("names the audience measurement the browser loads after consent, never more", async () => {
    const local = await buildTestApp();
    expect((await local.inject({ url: "/api/config" })).json().analytics).toEqual({
      provider: "local",
      recording_sample: 0.01,
    });
    await local.close();
    const google = await buildTestApp({
      env: { ANALYTICS_PROVIDER: "google", GA_MEASUREMENT_ID: "G-SPC2026" },
    });
    expect((await google.inject({ url: "/api/config" })).json().analytics).toEqual({
      provider: "google",
      measurement_id: "G-SPC2026",
      recording_sample: 0.01,
    });
    await google.close();
  });

  it("lists the social sign-in providers that have keys, never the keys", async () => {
    const app = await buildTestApp({
      env: { FACEBOOK_CLIENT_ID: "fb-app", FACEBOOK_CLIENT_SECRET: "fb-s3cret" },
    });
    const response = await app.inject({ url: "/api/config" });
    await app.close();

    expect(response.json().auth_providers).toEqual(["facebook"]);
    expect(response.body).not.toContain("fb-s3cret");
  });
});
