import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiRequest, onRateLimited } from "./api-client";

function answer(status: number, body: unknown) {
  vi.spyOn(globalThis, "fetch").mockResolvedValue(
    new Response(JSON.stringify(body), {
      status,
      headers: { "Content-Type": "application/json" },
    }),
  );
}

const told = vi.fn();
onRateLimited(told);
afterEach(() => told.mockClear());

describe("apiRequest", () => {
  it("returns the parsed body of a successful answer", async () => {
    answer(200, { ok: true });
    await expect(apiRequest("/api/thing")).resolves.toEqual({ ok: true });
  });

  it("turns the error envelope into an ApiError with status, code and message", async () => {
    answer(404, { error: { code: "not_found", message: "No such offer" } });
    const error = await apiRequest("/api/thing").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, code: "not_found", message: "No such offer" });
    expect(told).not.toHaveBeenCalled();
  });

  it("tells the app on 429 (which opens the rate-limited dialog), then rejects", async () => {
    answer(429, { error: { code: "rate_limited", message: "Slow down" } });
    await expect(apiRequest("/api/thing")).rejects.toMatchObject({
      status: 429,
      code: "rate_limited",
    });
    expect(told).toHaveBeenCalledTimes(1);
  });

  it("reports an answer without an envelope as unexpected", async () => {
    answer(502, "<html>Bad gateway</html>");
    await expect(apiRequest("/api/thing")).rejects.toMatchObject({
      status: 502,
      code: "unexpected_response",
    });
  });

  it("rejects a success answer that is not JSON", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response("<html></html>", { status: 200 }));
    await expect(apiRequest("/api/thing")).rejects.toMatchObject({
      code: "unexpected_response",
    });
  });

  it("reports a network failure as network_error", async () => {
    vi.spyOn(globalThis, "fetch").mockRejectedValue(new TypeError("Failed to fetch"));
    await expect(apiRequest("/api/thing")).rejects.toMatchObject({
      status: 0,
      code: "network_error",
    });
  });

  it("sends extra headers beside its own, without letting them replace Accept", async () => {
    const fetch = vi
      .spyOn(globalThis, "fetch")
      .mockResolvedValue(new Response(JSON.stringify({ ok: true }), { status: 200 }));
    await apiRequest("/api/thing", {
      method: "POST",
      body: { a: 1 },
      headers: { "idempotency-key": "key-1", Accept: "text/html" },
    });
    const headers = new Headers(fetch.mock.calls[0]?.[1]?.headers);
    expect(headers.get("idempotency-key")).toBe("key-1");
    expect(headers.get("accept")).toBe("application/json");
    expect(headers.get("content-type")).toBe("application/json");
  });
});

describe("apiRequest for the back office", () => {
  it("keeps the envelope's details (the reason of a staff refusal)", async () => {
    answer(403, { error: { code: "forbidden", message: "No", details: { reason: "not_staff" } } });
    const error = await apiRequest("/api/admin/me").catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 403, details: { reason: "not_staff" } });
  });

  it("takes a 204 as success with nothing to say", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response(null, { status: 204 }));
    await expect(apiRequest("/api/admin/offers/3/codes/alert", { method: "PUT" })).resolves.toBe(
      undefined,
    );
  });

  it("sends a file as it is, with the file's own type", async () => {
    const fetch = vi.spyOn(globalThis, "fetch").mockResolvedValue(Response.json({ ok: true }));
    const file = new Blob(["A1\n"], { type: "text/csv" });
    await apiRequest("/api/admin/offers/3/codes", { method: "POST", file });
    const init = fetch.mock.calls.at(-1)?.[1];
    expect(init?.body).toBe(file);
    expect(new Headers(init?.headers).get("content-type")).toBe("text/csv");
  });
});
