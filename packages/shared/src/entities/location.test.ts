import { describe, expect, it } from "vitest";
import { locationSchema } from "./location";

describe("location", () => {
  it("parses Montréal", () => {
    expect(locationSchema.parse({ lat: 45.5, lon: -73.57 })).toEqual({ lat: 45.5, lon: -73.57 });
  });

  it("refuses a latitude past the pole", () => {
    expect(locationSchema.safeParse({ lat: 91, lon: 0 }).success).toBe(false);
    expect(locationSchema.safeParse({ lat: 0, lon: -181 }).success).toBe(false);
  });
});
