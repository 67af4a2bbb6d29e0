import { afterEach, describe, expect, it } from "vitest";
import { closeModal, openModal, openModalWhenFree, useModalStore } from "./modal-store";

const shown = () => useModalStore.getState().current?.type ?? null;

afterEach(() => useModalStore.setState({ current: null, waiting: [] }));

describe("the modal store", () => {
  it("opens no notice for a crawler, and still the dialog it asked for", () => {
    const meta = document.createElement("meta");
    meta.name = "spc-visitor";
    meta.content = "crawler";
    document.head.append(meta);
    try {
      openModalWhenFree("policy-notice");
      expect(shown()).toBeNull();
      openModal("rate-limited");
      expect(shown()).toBe("rate-limited");
    } finally {
      meta.remove();
    }
  });

  it("opens a notice at once when no dialog is open", () => {
    openModalWhenFree("policy-notice");
    expect(shown()).toBe("policy-notice");
  });

  it("keeps a notice waiting behind the dialog the person opened, then shows it when that closes", () => {
    openModal("offer-code", { offerId: 1, online: true, partnerName: "Maple Slice Pizza" });
    openModalWhenFree("policy-notice");
    openModalWhenFree("membership-expiring", { type: "payment", days: 7 });
    expect(shown()).toBe("offer-code");

    closeModal();
    expect(shown()).toBe("policy-notice");
    closeModal();
    expect(useModalStore.getState().current).toEqual({
      type: "membership-expiring",
      props: { type: "payment", days: 7 },
    });
    closeModal();
    expect(shown()).toBeNull();
  });

  it("lets a dialog the person opens replace the one on screen, as before", () => {
    openModal("search");
    openModal("cookie-settings");
    expect(shown()).toBe("cookie-settings");
    closeModal();
    expect(shown()).toBeNull();
  });

  it("lets a dialog that closes itself late close only itself, not the one opened meanwhile", () => {
    openModalWhenFree("policy-notice");
    const notice = useModalStore.getState().current ?? undefined;
    // The person opens the offer's code while the notice is still saving its acknowledgement…
    openModal("offer-code", { offerId: 1, online: false, partnerName: "Maple Slice Pizza" });
    // …which then closes the notice: the code stays.
    useModalStore.getState().closeModal(notice);
    expect(shown()).toBe("offer-code");
    useModalStore.getState().closeModal(useModalStore.getState().current ?? undefined);
    expect(shown()).toBeNull();
  });

  it("checks each dialog's name and props against what its feature declares", () => {
    openModal("offer-code", { offerId: 1, online: false, partnerName: "Maple Slice Pizza" });
    expect(shown()).toBe("offer-code");
    // Never called: the type check is the test (features/*/dialogs.ts merge into ModalRegistry).
    const refusedByTheTypeCheck = () => {
      // @ts-expect-error the code dialog needs its offer
      openModal("offer-code");
      // @ts-expect-error an offer id is a number
      openModalWhenFree("offer-code", { offerId: "1", online: false, partnerName: "Maple" });
      // @ts-expect-error no feature declares this dialog
      openModal("no-such-dialog");
    };
    expect(refusedByTheTypeCheck).toBeTypeOf("function");
  });
});
