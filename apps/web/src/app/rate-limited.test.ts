import { afterEach, describe, expect, it, vi } from "vitest";
import { useModalStore } from "../components/modal/modal-store";
import { apiRequest } from "../lib/api-client";
import "./app";

afterEach(() => {
  vi.restoreAllMocks();
  useModalStore.setState({ current: null });
});

describe("the app's start-up wiring", () => {
  it("opens the rate-limited dialog when any call is refused for too many requests", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(
      Response.json({ error: { code: "rate_limited", message: "Slow down" } }, { status: 429 }),
    );
    await expect(apiRequest("/api/anything")).rejects.toMatchObject({ status: 429 });
    expect(useModalStore.getState().current?.type).toBe("rate-limited");
  });
});
