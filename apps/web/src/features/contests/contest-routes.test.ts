import { describe, expect, it } from "vitest";
import { CONTEST_OF_PAGE, contestOfPath, numericContestId } from "./contest-routes";

describe("contest routes", () => {
  it("maps every login-gated and landing page of spec §2.4 to a contest id", () => {
    expect(Object.keys(CONTEST_OF_PAGE).sort()).toEqual(
      [
        "/12-days-giveaways-2024",
        "/holiday-contest",
        "/bdaycontest",
        "/frost-activation-2025",
        "/frost-2025-matchgame",
        "/campustour-2024",
        "/levis-info2024",
        "/cibc_trade_contest",
        "/bts-2025",
        "/bts-easy-promo",
      ].sort(),
    );
    expect(CONTEST_OF_PAGE["/12-days-giveaways-2024"]).toBe("12-days-giveaways");
  });

  it("accepts only a numeric /contest/:id", () => {
    expect(numericContestId("12")).toBe("12");
    expect(numericContestId("0")).toBeNull();
    expect(numericContestId("12-days")).toBeNull();
    expect(numericContestId(undefined)).toBeNull();
  });
});

describe("contestOfPath", () => {
  it("reads the contest, and what else the page shows, from the address", () => {
    expect(contestOfPath("/12-days-giveaways-2024")).toEqual({
      key: "12-days-giveaways",
      calendar: true,
      eventLink: false,
    });
    expect(contestOfPath("/holiday-contest")?.calendar).toBe(true);
    expect(contestOfPath("/bts-2025")).toEqual({
      key: "bts-2025",
      calendar: false,
      eventLink: true,
    });
    expect(contestOfPath("/bts-easy-promo/")?.key).toBe("bts-2025");
    expect(contestOfPath("/contest/3")?.key).toBe("3");
    expect(contestOfPath("/landingcontest/travel-photo")?.key).toBe("travel-photo");
  });

  it("finds nothing under any other address", () => {
    expect(contestOfPath("/contest/abc")).toBeNull();
    expect(contestOfPath("/landingcontest/%E0%A4%A")).toBeNull();
    expect(contestOfPath("/deals")).toBeNull();
  });
});
