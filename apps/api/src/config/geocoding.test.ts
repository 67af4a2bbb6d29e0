import { describe, expect, it } from "vitest";
import { loadConfig } from "./load";
import { publicConfig } from "./public";

describe("loadConfig: geocoding", () => {
  it("uses the built-in postal data unless GOOGLE_MAPS_API_KEY is set", () => {
    expect(loadConfig({}).geocoding.googleMapsApiKey).toBeUndefined();
    expect(loadConfig({ GOOGLE_MAPS_API_KEY: " key-123 " }).geocoding.googleMapsApiKey).toBe(
      "key-123",
    );
  });

  it("never exposes the maps key to the browser", () => {
    const config = loadConfig({ GOOGLE_MAPS_API_KEY: "key-123" });
    expect(JSON.stringify(publicConfig(config))).not.toContain("key-123");
  });
});
