import { describe, expect, it } from "vitest";
import { PAGES } from "./page-table";

// The routes still waiting for their feature: the coffee chain's linking page (issue 18); the
// contests and events of §2.4 (issue 17) have their pages. The list only shrinks; when it is
// empty, the placeholder component and this allowance go.
const STILL_PLACEHOLDERS = ["/timhortons"];

describe("the coming-soon placeholder", () => {
  it("stands only for the routes whose feature is still to come", () => {
    const placeholders = PAGES.filter((page) => !page.page).map((page) => page.path);
    expect(placeholders.sort()).toEqual([...STILL_PLACEHOLDERS].sort());
  });

  it("no longer stands for any public page of spec §2.1 or the campaign pages of §2.2", () => {
    const placeholders = new Set(PAGES.filter((page) => !page.page).map((page) => page.path));
    for (const path of [
      "/about",
      "/business",
      "/faq-help",
      "/freesamples",
      "/fundraising",
      "/contact",
      "/privacy",
      "/brands",
      "/blogs",
      "/blog/:identifier",
      "/international",
      "/why-spc",
      "/why-spc-hm",
      "/coming-soon",
      "/qrlanding",
      "/careers",
      "/cibc/offers",
      "/highschool",
      "/bts-market-landing",
      "/contest/rules",
      "/contest/rules/:contestname",
      "/contest/:id",
      "/12-days-giveaways-2024",
      "/holiday-contest",
      "/bdaycontest",
      "/frost-activation-2025",
      "/frost-2025-matchgame",
      "/campustour-2024",
      "/levis-info2024",
      "/cibc_trade_contest",
      "/landingcontest/:url",
      "/bts-2025",
      "/bts-easy-promo",
    ]) {
      expect(placeholders.has(path as never), path).toBe(false);
    }
  });
});
