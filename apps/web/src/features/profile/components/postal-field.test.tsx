import type { Country } from "@spc/shared";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render";
import { PostalField } from "./postal-field";

vi.mock("../../session/api/is-postal-valid", () => ({ isPostalValid: vi.fn(async () => true) }));

const INVALID = "Enter a valid postal code.";

function Form({ country = "ca" }: { country?: Country }) {
  const [value, setValue] = useState("");
  return (
    <form>
      <PostalField value={value} onValueChange={setValue} country={country} />
      <input aria-label="Next field" />
    </form>
  );
}

const postal = () => screen.getByLabelText(/Postal code/) as HTMLInputElement;

describe("the postal field (spec §5)", () => {
  it("keeps what was typed, upper-cased, and reports a wrong code on blur", async () => {
    renderWithProviders(<Form />);
    await userEvent.type(postal(), "abc 123");
    expect(postal().value).toBe("ABC 123");
    expect(screen.queryByText(INVALID)).toBeNull();
    await userEvent.tab();
    expect(postal().value).toBe("ABC 123");
    expect(screen.getByText(INVALID)).toBeTruthy();
    expect(postal().getAttribute("aria-invalid")).toBe("true");
  });

  it("adds the space after three characters and shows no error for a valid code", async () => {
    renderWithProviders(<Form />);
    await userEvent.type(postal(), "h2x1y4");
    await userEvent.tab();
    expect(postal().value).toBe("H2X 1Y4");
    expect(screen.queryByText(INVALID)).toBeNull();
  });

  it("clears the error once the code is corrected", async () => {
    renderWithProviders(<Form />);
    await userEvent.type(postal(), "ABC 123");
    await userEvent.tab();
    expect(screen.getByText(INVALID)).toBeTruthy();
    await userEvent.clear(postal());
    await userEvent.type(postal(), "H2X 1Y4");
    expect(screen.queryByText(INVALID)).toBeNull();
    await userEvent.tab();
    expect(screen.queryByText(INVALID)).toBeNull();
  });

  it("keeps letters in a US code too, and reports them on blur", async () => {
    renderWithProviders(<Form country="us" />);
    await userEvent.type(postal(), "12a45");
    expect(postal().value).toBe("12A45");
    await userEvent.tab();
    expect(screen.getByText(INVALID)).toBeTruthy();
  });
});
