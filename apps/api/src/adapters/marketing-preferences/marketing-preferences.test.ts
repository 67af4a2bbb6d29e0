import { describe, expect, it } from "vitest";
import { createTestDatabase } from "../../db/testing";
import { createHttpMarketingPreferences } from "./http";
import { createLocalMarketingPreferences, localChannelsOf } from "./local";
import { MarketingServiceUnavailableError } from "./types";

function recordingFetch(status: number) {
  const calls: Array<{ url: string; method: string; authorization: string | null }> = [];
  const fetchImpl = (async (url: string, init: RequestInit) => {
    calls.push({
      url,
      method: init.method ?? "GET",
      authorization: new Headers(init.headers).get("authorization"),
    });
    return new Response(null, { status });
  }) as unknown as typeof fetch;
  return { calls, fetchImpl };
}

describe("the marketing service's HTTP adapter", () => {
  it("adds the user to the Email unsubscribe channel, or removes them, with its key", async () => {
    const { calls, fetchImpl } = recordingFetch(204);
    const service = createHttpMarketingPreferences(
      "https://esp.example.com/api/",
      "key-123456",
      fetchImpl,
    );
    await service.setEmailUnsubscribed("user 1", true);
    await service.setEmailUnsubscribed("user 1", false);
    expect(calls).toEqual([
      {
        url: "https://esp.example.com/api/users/user%201/channels/Email%20unsubscribe",
        method: "PUT",
        authorization: "Bearer key-123456",
      },
      {
        url: "https://esp.example.com/api/users/user%201/channels/Email%20unsubscribe",
        method: "DELETE",
        authorization: "Bearer key-123456",
      },
    ]);
  });

  it("takes a removal of someone not in the channel as done, and anything else as unavailable", async () => {
    await expect(
      createHttpMarketingPreferences(
        "https://esp.example.com",
        "key-123456",
        recordingFetch(404).fetchImpl,
      ).setEmailUnsubscribed("u", false),
    ).resolves.toBeUndefined();
    await expect(
      createHttpMarketingPreferences(
        "https://esp.example.com",
        "key-123456",
        recordingFetch(500).fetchImpl,
      ).setEmailUnsubscribed("u", true),
    ).rejects.toBeInstanceOf(MarketingServiceUnavailableError);
    const unreachable = (async () => {
      throw new TypeError("fetch failed");
    }) as unknown as typeof fetch;
    await expect(
      createHttpMarketingPreferences(
        "https://esp.example.com",
        "key-123456",
        unreachable,
      ).setEmailUnsubscribed("u", true),
    ).rejects.toBeInstanceOf(MarketingServiceUnavailableError);
  });
});

describe("the local marketing service", () => {
  it("keeps each user's channels, idempotently", async () => {
    const database = await createTestDatabase();
    try {
      const service = createLocalMarketingPreferences(database.db);
      await service.setEmailUnsubscribed("u-1", true);
      await service.setEmailUnsubscribed("u-1", true);
      expect(await localChannelsOf(database.db, "u-1")).toEqual(["Email unsubscribe"]);
      await service.setEmailUnsubscribed("u-1", false);
      await service.setEmailUnsubscribed("u-1", false);
      expect(await localChannelsOf(database.db, "u-1")).toEqual([]);
    } finally {
      await database.cleanup();
    }
  });
});
