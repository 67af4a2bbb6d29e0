import { beforeEach, describe, expect, it } from "vitest";
import { rememberUtm, storedUtm, utmHeaders } from "./utm-memory";

const NOW = new Date("2026-11-27T12:00:00Z");
const DAY = 86_400_000;

beforeEach(() => localStorage.clear());

describe("the campaign memory", () => {
  it("keeps a landing's utm parameters for 7 days, then clears them", () => {
    rememberUtm("?utm_source=instagram&utm_campaign=rentr%C3%A9e&page=2", NOW);
    expect(storedUtm(new Date(NOW.getTime() + 7 * DAY - 1))).toMatchObject({
      utm_source: "instagram",
      utm_campaign: "rentrée",
    });
    expect(storedUtm(new Date(NOW.getTime() + 7 * DAY))).toBeNull();
    expect(localStorage.getItem("utm_data")).toBeNull();
  });

  it("leaves an earlier campaign in place on a visit without utm parameters", () => {
    rememberUtm("?utm_source=newsletter", NOW);
    rememberUtm("?q=pizza", new Date(NOW.getTime() + DAY));
    expect(storedUtm(new Date(NOW.getTime() + DAY))?.utm_source).toBe("newsletter");
  });

  it("sends the header only with a token, as ASCII JSON that reads back the same", () => {
    rememberUtm("?utm_campaign=rentr%C3%A9e", NOW);
    expect(utmHeaders(null, NOW)).toEqual({});
    const header = utmHeaders("token", NOW).utm;
    expect(header).toMatch(/^[\x20-\x7e]+$/);
    expect(JSON.parse(header!).utm_campaign).toBe("rentrée");
  });

  it("clears what is not a record", () => {
    localStorage.setItem("utm_data", "42");
    expect(storedUtm(NOW)).toBeNull();
    expect(localStorage.getItem("utm_data")).toBeNull();
  });
});
