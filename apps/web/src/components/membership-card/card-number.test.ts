import { describe, expect, it } from "vitest";
import { formatCardNumber } from "./card-number";

describe("card number display", () => {
  it("shows the number in blocks of four joined by dashes, like the printed card", () => {
    expect(formatCardNumber("6012345678901234")).toBe("6012-3456-7890-1234");
    expect(formatCardNumber("6012 3456 7890 1234")).toBe("6012-3456-7890-1234");
    expect(formatCardNumber("6012345678901")).toBe("6012-3456-7890-1");
  });
});
