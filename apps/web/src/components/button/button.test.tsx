import { fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { Button } from "./button";
import { buttonClasses } from "./button-classes";
import { ButtonLink, ExternalButtonLink } from "./button-link";

describe("buttonClasses", () => {
  it("names the variant and a size other than medium", () => {
    expect(buttonClasses({ variant: "primary" })).toBe("button button--primary");
    expect(buttonClasses({ variant: "danger", size: "large", className: "x" })).toBe(
      "button button--danger button--large x",
    );
    expect(buttonClasses({ variant: "link", size: "large" })).toBe("link-button");
  });
});

describe("Button", () => {
  it("is a plain button unless it submits, and acts on a click", () => {
    const onClick = vi.fn();
    render(
      <Button variant="secondary" onClick={onClick}>
        Apply
      </Button>,
    );
    const button = screen.getByRole("button", { name: "Apply" });
    expect(button.getAttribute("type")).toBe("button");
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it("while busy is disabled and says so", () => {
    render(
      <Button variant="primary" type="submit" busy>
        Pay
      </Button>,
    );
    const button = screen.getByRole("button", { name: "Pay" });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(button.getAttribute("aria-busy")).toBe("true");
    expect(button.getAttribute("type")).toBe("submit");
  });
});

describe("button-looking links", () => {
  it("stay links: one inside the app, one to another site in a new tab", () => {
    render(
      <MemoryRouter>
        <ButtonLink variant="primary" to="/deals">
          Start shopping
        </ButtonLink>
        <ExternalButtonLink variant="ghost" href="https://example.ca/">
          Partner site
        </ExternalButtonLink>
      </MemoryRouter>,
    );
    expect(screen.getByRole("link", { name: "Start shopping" }).getAttribute("href")).toBe(
      "/deals",
    );
    const external = screen.getByRole("link", { name: "Partner site" });
    expect(external.getAttribute("target")).toBe("_blank");
    expect(external.getAttribute("rel")).toBe("noopener noreferrer");
    expect(external.className).toBe("button button--ghost");
  });
});
