import type { MemberCard } from "@spc/shared";
import { QueryClient } from "@tanstack/react-query";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../lib/api-client";
import { memberCard, membershipKeys } from "../membership";
import {
  autoRenewOf,
  readBillingPromo,
  setAutoRenew,
  storeBillingPromo,
  useAutoRenewStatus,
} from "./auto-renew";

const card: MemberCard = memberCard({
  card_number: "6012345678901234",
  expiry_date: "2027-11-21",
  is_auto_renew: true,
});
const cibc: MemberCard = {
  ...card,
  card_number: "4500123412341234",
  cobrand: "cibc",
  is_auto_renew: false,
};

function deferred() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe("optimistic auto-renew", () => {
  let client: QueryClient;
  beforeEach(() => {
    client = new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: Infinity } },
    });
    client.setQueryData(membershipKeys.cards(), [card, cibc]);
    useAutoRenewStatus.setState({ pending: false, error: null });
  });
  const cards = () => client.getQueryData<MemberCard[]>(membershipKeys.cards());

  it("shows the new value before the server answers, and keeps it on success", async () => {
    const answer = deferred();
    const done = setAutoRenew(client, false, () => answer.promise);
    await vi.waitFor(() => expect(autoRenewOf(cards())).toBe(false));
    expect(useAutoRenewStatus.getState().pending).toBe(true);
    answer.resolve();
    await expect(done).resolves.toBe(true);
    expect(autoRenewOf(cards())).toBe(false);
    expect(useAutoRenewStatus.getState()).toEqual({ pending: false, error: null });
  });

  it("rolls back to the previous value when the server refuses", async () => {
    const answer = deferred();
    const done = setAutoRenew(client, false, () => answer.promise);
    await vi.waitFor(() => expect(autoRenewOf(cards())).toBe(false));
    answer.reject(new ApiError(503, "service_unavailable", "down"));
    await expect(done).resolves.toBe(false);
    expect(cards()).toEqual([card, cibc]);
    expect(useAutoRenewStatus.getState()).toEqual({ pending: false, error: "service_unavailable" });
  });

  it("rolls back a turn-on that needs a payment method", async () => {
    client.setQueryData(membershipKeys.cards(), [{ ...card, is_auto_renew: false }]);
    const ok = await setAutoRenew(client, true, () =>
      Promise.reject(new ApiError(409, "payment_method_required", "add one")),
    );
    expect(ok).toBe(false);
    expect(autoRenewOf(cards())).toBe(false);
    expect(useAutoRenewStatus.getState().error).toBe("payment_method_required");
  });

  it("leaves bank and trial cards alone", async () => {
    const trial = {
      ...card,
      card_number: "6012000000000000",
      is_trial: true,
      is_auto_renew: false,
    };
    client.setQueryData(membershipKeys.cards(), [card, cibc, trial]);
    await setAutoRenew(client, false, () => Promise.resolve());
    const [own, bank, free] = cards() ?? [];
    expect(own?.is_auto_renew).toBe(false);
    expect(bank).toEqual(cibc);
    expect(free).toEqual(trial);
  });
});

describe("a renewal promo code the API refuses", () => {
  it("is forgotten, so the retried change goes without it", async () => {
    const client = new QueryClient();
    client.setQueryData(membershipKeys.cards(), [{ ...card, is_auto_renew: false }]);
    storeBillingPromo("gone2020");
    const sent: (string | null)[] = [];
    const ok = await setAutoRenew(client, true, () => {
      sent.push(readBillingPromo());
      return Promise.reject(new ApiError(422, "promo_code_not_valid", "This code is not valid"));
    });
    expect(ok).toBe(false);
    expect(useAutoRenewStatus.getState().error).toBe("promo_code_not_valid");
    expect(sent).toEqual(["GONE2020"]);
    expect(readBillingPromo()).toBeNull();
  });

  it("is kept when the change fails for another reason", async () => {
    const client = new QueryClient();
    storeBillingPromo("KEEP10");
    await setAutoRenew(client, true, () =>
      Promise.reject(new ApiError(409, "payment_method_required", "add one")),
    );
    expect(readBillingPromo()).toBe("KEEP10");
  });
});
