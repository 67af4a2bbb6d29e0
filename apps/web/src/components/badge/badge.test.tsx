import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { BADGE_TONES, Badge } from "./badge";

describe("Badge", () => {
  it("is text in its tone's colours, neutral unless told", () => {
    render(
      <>
        <Badge>Online</Badge>
        <Badge tone="danger" className="x">
          Expired
        </Badge>
      </>,
    );
    expect(screen.getByText("Online").className).toBe("badge badge--neutral");
    expect(screen.getByText("Expired").className).toBe("badge badge--danger x");
    expect(screen.getByText("Expired").tagName).toBe("SPAN");
  });

  it("can be the item of a list of badges", () => {
    render(
      <ul aria-label="Offer details">
        {BADGE_TONES.map((tone) => (
          <Badge key={tone} as="li" tone={tone}>
            {tone}
          </Badge>
        ))}
      </ul>,
    );
    expect(screen.getAllByRole("listitem").map((item) => item.className)).toEqual(
      BADGE_TONES.map((tone) => `badge badge--${tone}`),
    );
  });
});
