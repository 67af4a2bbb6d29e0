import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../test/render";
import { description } from "./described-text";
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
