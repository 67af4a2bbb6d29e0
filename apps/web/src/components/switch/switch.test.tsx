import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { Switch } from "./switch";

describe("Switch", () => {
  it("is a labelled switch that asks for the other state", () => {
    const onChange = vi.fn();
    render(<Switch id="s" label="Auto-renew" checked={false} onChange={onChange} />);
    const control = screen.getByRole("switch", { name: "Auto-renew" });
    expect((control as HTMLInputElement).checked).toBe(false);
    fireEvent.click(control);
    expect(onChange).toHaveBeenCalledWith(true);
  });

  it("cannot be changed while busy or disabled", () => {
    const { rerender } = render(
      <Switch id="s" label="Auto-renew" checked onChange={() => {}} busy />,
    );
    expect((screen.getByRole("switch") as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole("switch").getAttribute("aria-busy")).toBe("true");
    rerender(<Switch id="s" label="Auto-renew" checked onChange={() => {}} disabled />);
    expect((screen.getByRole("switch") as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole("switch") as HTMLInputElement).checked).toBe(true);
  });
});
