import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRef } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render";
import type { DropinCreate, DropinInstance } from "./drop-in";
import { PaymentMethodField, type PaymentMethodHandle } from "./payment-method-field";

function clientToken(body: unknown, status = 200) {
  vi.stubGlobal(
    "fetch",
    vi.fn(
      async () =>
        new Response(JSON.stringify(body), {
          status,
          headers: { "Content-Type": "application/json" },
        }),
    ),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("PaymentMethodField", () => {
  it("offers the test nonces when the gateway is local", async () => {
    clientToken({ client_token: "local-test-gateway", gateway: "local" });
    const handle = createRef<PaymentMethodHandle>();
    const onReadyChange = vi.fn();
    renderWithProviders(<PaymentMethodField ref={handle} onReadyChange={onReadyChange} />);
    await userEvent.click(await screen.findByLabelText("Declined payment (test card)"));
    expect(onReadyChange).toHaveBeenLastCalledWith(true);
    await expect(handle.current!.requestNonce()).resolves.toBe(
      "fake-processor-declined-visa-nonce",
    );
  });

  it("mounts the Drop-in with the client token when the gateway is Braintree", async () => {
    clientToken({ client_token: "braintree-client-token", gateway: "braintree" });
    const instance: DropinInstance = {
      requestPaymentMethod: vi.fn(async () => ({ nonce: "tokencc_nonce" })),
      clearSelectedPaymentMethod: vi.fn(),
      teardown: vi.fn(async () => undefined),
    };
    const create = vi.fn<DropinCreate>(async () => instance);
    const handle = createRef<PaymentMethodHandle>();
    const onReadyChange = vi.fn();
    const view = renderWithProviders(
      <PaymentMethodField
        ref={handle}
        onReadyChange={onReadyChange}
        loadCreate={async () => create}
      />,
    );
    await waitFor(() => expect(onReadyChange).toHaveBeenLastCalledWith(true));
    expect(create).toHaveBeenCalledWith(
      expect.objectContaining({ authorization: "braintree-client-token", locale: "en_US" }),
    );
    expect(screen.queryByLabelText("Approved payment (test card)")).toBeNull();
    await expect(handle.current!.requestNonce()).resolves.toBe("tokencc_nonce");
    expect(create).toHaveBeenCalledTimes(1);
    act(() => view.unmount());
    expect(instance.teardown).toHaveBeenCalled();
  });

  it("says so, in the page's language, when the Drop-in cannot load, and retries", async () => {
    clientToken({ client_token: "braintree-client-token", gateway: "braintree" });
    const loadCreate = vi.fn(async (): Promise<DropinCreate> => {
      throw new TypeError("Failed to fetch dynamically imported module");
    });
    renderWithProviders(
      <PaymentMethodField ref={createRef()} onReadyChange={vi.fn()} loadCreate={loadCreate} />,
    );
    expect(
      await screen.findByText("The payment form couldn’t load. Check your connection."),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(loadCreate).toHaveBeenCalledTimes(2));
  });

  it("shows no way to pay when the client token cannot be had", async () => {
    clientToken({ error: { code: "payment_unavailable", message: "down" } }, 503);
    const onReadyChange = vi.fn();
    renderWithProviders(<PaymentMethodField ref={createRef()} onReadyChange={onReadyChange} />);
    expect(await screen.findByRole("alert", {}, { timeout: 5000 })).toBeTruthy();
    expect(onReadyChange).not.toHaveBeenCalledWith(true);
  });
});
