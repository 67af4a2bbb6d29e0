import { describe, expect, it, vi } from "vitest";
import {
  type DropinCreate,
  type DropinCreateOptions,
  type DropinInstance,
  loadDropinCreate,
  PaymentFieldError,
  startDropIn,
} from "./drop-in";
import { dropInLocale, paymentFormFor } from "./payment-form";

function fakeDropin(nonces: (string | Error)[]) {
  const instance = {
    requestPaymentMethod: vi.fn(async () => {
      const next = nonces.shift();
      if (next instanceof Error || next === undefined) throw next ?? new Error("none");
      return { nonce: next };
    }),
    clearSelectedPaymentMethod: vi.fn(),
    teardown: vi.fn(async () => undefined),
  } satisfies DropinInstance;
  let finish: () => void = () => undefined;
  const created = new Promise<void>((resolve) => {
    finish = resolve;
  });
  const create = vi.fn(async (_options: DropinCreateOptions) => {
    await created;
    return instance;
  });
  return { instance, create: create as DropinCreate & typeof create, finish };
}

const options = (): DropinCreateOptions => ({
  authorization: "client-token",
  container: document.createElement("div"),
  locale: "fr_CA",
  card: { cardholderName: { required: false } },
});

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("choosing the payment form from the client token", () => {
  it("shows the test choice for local, the Drop-in for braintree, nothing when unknown", () => {
    expect(paymentFormFor(undefined, false)).toEqual({ kind: "loading" });
    expect(paymentFormFor(undefined, true)).toEqual({ kind: "unavailable" });
    expect(paymentFormFor({ gateway: "local", client_token: "local-test-gateway" }, false)).toEqual(
      { kind: "local" },
    );
    expect(paymentFormFor({ gateway: "braintree", client_token: "eyJ2Ijo" }, false)).toEqual({
      kind: "braintree",
      authorization: "eyJ2Ijo",
    });
    expect(paymentFormFor({ gateway: "braintree", client_token: "" }, false).kind).toBe(
      "unavailable",
    );
    const future = { gateway: "stripe", client_token: "x" } as unknown as Parameters<
      typeof paymentFormFor
    >[0];
    expect(paymentFormFor(future, false).kind).toBe("unavailable");
  });

  it("gives the Drop-in the page's language", () => {
    expect(dropInLocale("fr")).toBe("fr_CA");
    expect(dropInLocale("en")).toBe("en_US");
  });
});

describe("the Drop-in adapter", () => {
  it("mounts with the client token into the container, then hands out nonces", async () => {
    const dropin = fakeDropin(["nonce-1"]);
    const onReady = vi.fn();
    const mount = options();
    startDropIn(async () => dropin.create, mount, { onReady, onError: vi.fn() });
    dropin.finish();
    await flush();
    expect(dropin.create).toHaveBeenCalledWith(mount);
    const source = onReady.mock.calls[0]![0];
    await expect(source.requestNonce()).resolves.toBe("nonce-1");
  });

  it("keeps the nonce for a retry until reset, then asks the Drop-in again", async () => {
    const dropin = fakeDropin(["nonce-1", "nonce-2"]);
    const onReady = vi.fn();
    startDropIn(async () => dropin.create, options(), { onReady, onError: vi.fn() });
    dropin.finish();
    await flush();
    const source = onReady.mock.calls[0]![0];
    await source.requestNonce();
    await expect(source.requestNonce()).resolves.toBe("nonce-1");
    source.reset();
    expect(dropin.instance.clearSelectedPaymentMethod).toHaveBeenCalled();
    await expect(source.requestNonce()).resolves.toBe("nonce-2");
    expect(dropin.instance.requestPaymentMethod).toHaveBeenCalledTimes(2);
  });

  it("reports missing payment details as a PaymentFieldError and lets the member try again", async () => {
    const dropin = fakeDropin([new Error("No payment method is available."), "nonce-2"]);
    const onReady = vi.fn();
    startDropIn(async () => dropin.create, options(), { onReady, onError: vi.fn() });
    dropin.finish();
    await flush();
    const source = onReady.mock.calls[0]![0];
    const error = await source.requestNonce().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentFieldError);
    await expect(source.requestNonce()).resolves.toBe("nonce-2");
  });

  it("reports a Drop-in that cannot load (script or create failure)", async () => {
    const onError = vi.fn();
    startDropIn(
      async () => {
        throw new TypeError("Failed to fetch dynamically imported module");
      },
      options(),
      { onReady: vi.fn(), onError },
    );
    await flush();
    expect(onError).toHaveBeenCalledWith(expect.any(TypeError));
  });

  it("tears the Drop-in down on unmount, also when unmounted before it was ready", async () => {
    const mounted = fakeDropin([]);
    const stop = startDropIn(async () => mounted.create, options(), {
      onReady: vi.fn(),
      onError: vi.fn(),
    });
    mounted.finish();
    await flush();
    stop();
    expect(mounted.instance.teardown).toHaveBeenCalledTimes(1);

    const slow = fakeDropin([]);
    const onReady = vi.fn();
    const stopEarly = startDropIn(async () => slow.create, options(), {
      onReady,
      onError: vi.fn(),
    });
    stopEarly();
    slow.finish();
    await flush();
    expect(slow.instance.teardown).toHaveBeenCalledTimes(1);
    expect(onReady).not.toHaveBeenCalled();
  });
});

describe("the real package", () => {
  it("loads dropin.create through the dynamic import", async () => {
    expect(typeof (await loadDropinCreate())).toBe("function");
  });
});
