import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ListName } from "./list-name";

describe("ListName", () => {
  it("shows a name of 45 characters whole, without a tooltip", () => {
    const name = "a".repeat(45);
    const { container } = render(<ListName name={name} />);
    expect(container.textContent).toBe(name);
    expect(container.querySelector("[title]")).toBeNull();
  });

  it("cuts a longer name to 40 characters and an ellipsis, the full name in a tooltip", () => {
    const name = `${"b".repeat(40)}-and-the-rest`;
    const { container } = render(<ListName name={name} />);
    const shown = container.querySelector("[aria-hidden='true']");
    expect(shown?.textContent).toBe(`${"b".repeat(40)}…`);
    expect(container.querySelector("[title]")?.getAttribute("title")).toBe(name);
    // A screen reader reads the whole name.
    expect(screen.getByText(name)).toBeTruthy();
  });
});
