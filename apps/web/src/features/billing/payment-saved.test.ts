import { QueryClient, QueryObserver } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { membershipKeys } from "../membership";
import { afterPaymentMethodSaved } from "./payment-saved";

const PAYMENT_NOTICE = { success: true, type: "payment", days: 0, email: null, expiry_date: null };
const NO_NOTICE = { success: false, type: "payment", days: 0, email: null, expiry_date: null };

afterEach(() => vi.unstubAllGlobals());

function serve(retry: Response) {
  const calls: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      calls.push(`${init?.method ?? "GET"} ${input}`);
      if (String(input) === "/api/users/user/failed_payment_verification") return retry;
      if (String(input) === "/api/users/membership/expiry-status") return Response.json(NO_NOTICE);
      return Response.json({});
    }),
  );
  return calls;
}

describe("after a new payment method is saved", () => {
  it("retries the failed renewal, then reads the expiry notice again", async () => {
    const calls = serve(
      Response.json({ success: true, status: "renewed", expiry_date: "2027-11-21" }),
    );
    const client = new QueryClient();
    // The banner's query, showing the payment notice.
    client.setQueryData(membershipKeys.expiryStatus(), PAYMENT_NOTICE);
    const banner = new QueryObserver(client, {
      queryKey: membershipKeys.expiryStatus(),
      queryFn: () =>
        fetch("/api/users/membership/expiry-status").then((response) => response.json()),
      staleTime: Number.POSITIVE_INFINITY,
    });
    const unsubscribe = banner.subscribe(() => {});
    await afterPaymentMethodSaved(client);
    expect(calls.indexOf("POST /api/users/user/failed_payment_verification")).toBeLessThan(
      calls.indexOf("GET /api/users/membership/expiry-status"),
    );
    expect(client.getQueryData(membershipKeys.expiryStatus())).toEqual(NO_NOTICE);
    unsubscribe();
  });

  it("still refreshes when the retry is refused (no gateway)", async () => {
    serve(Response.json({ error: { code: "service_unavailable", message: "x" } }, { status: 503 }));
    const client = new QueryClient();
    client.setQueryData(membershipKeys.expiryStatus(), PAYMENT_NOTICE);
    await expect(afterPaymentMethodSaved(client)).resolves.toBeUndefined();
    expect(client.getQueryState(membershipKeys.expiryStatus())?.isInvalidated).toBe(true);
  });
});
