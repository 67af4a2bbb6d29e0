import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { description } from "../../test/described-text";
import { renderWithProviders } from "../../test/render";
import { FormField } from "./form-field";

describe("FormField", () => {
  it("labels its control and describes it by the hint", () => {
    renderWithProviders(
      <FormField id="city" label="City" hint="Where you study" optional>
        {(control) => <input {...control} />}
      </FormField>,
    );
    const input = screen.getByRole("textbox", { name: /City/ });
    expect(description(input)).toMatch("Where you study");
    expect(input.hasAttribute("aria-invalid")).toBe(false);
    expect(screen.getByText("(optional)")).toBeTruthy();
  });

  it("marks an error invalid and announces it before the hint", () => {
    renderWithProviders(
      <FormField
        id="postal"
        label="Postal code"
        hint="A1B 2C3"
        error="Enter a valid postal code"
        required
      >
        {(control) => <input {...control} />}
      </FormField>,
    );
    const input = screen.getByRole("textbox", { name: "Postal code" });
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(input.getAttribute("aria-required")).toBe("true");
    expect(input.getAttribute("aria-describedby")).toBe("postal-error postal-hint");
    expect(description(input)).toMatch("Enter a valid postal code A1B 2C3");
  });

  it("announces an error that arrives from elsewhere, and only then", () => {
    const { rerender } = renderWithProviders(
      <FormField id="place" label="Postal code" error="No such place" announceError>
        {(control) => <input {...control} />}
      </FormField>,
    );
    const alert = screen.getByRole("alert");
    expect(alert.textContent).toBe("No such place");
    expect(screen.getByRole("textbox").getAttribute("aria-describedby")).toBe(alert.id);
    rerender(
      <FormField id="place" label="Postal code" error="Too short">
        {(control) => <input {...control} />}
      </FormField>,
    );
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("puts a checkbox before its label", () => {
    const { container } = renderWithProviders(
      <FormField id="agree" label="I agree" layout="check" error="Please accept">
        {(control) => <input type="checkbox" {...control} />}
      </FormField>,
    );
    const box = screen.getByRole("checkbox", { name: "I agree" });
    expect(description(box)).toMatch("Please accept");
    expect(container.querySelector(".form-check")?.firstElementChild).toBe(box);
  });
});
