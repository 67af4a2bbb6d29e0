import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../test/render";
import { Modal } from "./modal";

function Harness({ restrictClose = false }: { restrictClose?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="Example"
        restrictClose={restrictClose}
      >
        <button type="button">Inside</button>
      </Modal>
    </>
  );
}

describe("Modal", () => {
  it("is a dialog named by its title", () => {
    renderWithProviders(<Modal open onClose={() => {}} title="Hello" />);
    expect(screen.getByRole("dialog", { name: "Hello" })).toBeTruthy();
  });

  it("closes on Escape and gives focus back to the trigger", async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    const trigger = screen.getByRole("button", { name: "Open" });
    await user.click(trigger);
    expect(screen.getByRole("dialog")).toBeTruthy();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(trigger));
  });

  it("closes on a backdrop click", async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<Modal open onClose={onClose} title="Hello" />);
    await user.click(screen.getByTestId("modal-backdrop"));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it("ignores Escape and the backdrop when restricted, but obeys its close button", async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<Modal open onClose={onClose} title="Hello" restrictClose />);
    await user.keyboard("{Escape}");
    await user.click(screen.getByTestId("modal-backdrop"));
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Close" }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it("can hide the close button", () => {
    renderWithProviders(<Modal open onClose={() => {}} title="Hello" showCloseButton={false} />);
    expect(screen.queryByRole("button", { name: "Close" })).toBeNull();
  });

  it("keeps focus inside while open", async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await user.click(screen.getByRole("button", { name: "Open" }));
    for (let i = 0; i < 4; i += 1) await user.tab();
    expect(screen.getByRole("dialog").contains(document.activeElement)).toBe(true);
  });
});
