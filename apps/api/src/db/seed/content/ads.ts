import type { ads } from "../../schema";

type AdRow = typeof ads.$inferInsert;

// The pictures live in apps/web/public/images/ads, which the web build serves (images.test.ts
// checks every path). The seeded ones carry no words, so each language gets the same picture.
const image = (name: string, variant: string) => `/images/ads/${name}-${variant}.svg`;

function ad(
  name: string,
  fields: Omit<AdRow, "imageEn" | "imageFr" | "imageMobileEn" | "imageMobileFr">,
): AdRow {
  return {
    imageEn: image(name, "en"),
    imageFr: image(name, "fr"),
    imageMobileEn: image(name, "mobile-en"),
    imageMobileFr: image(name, "mobile-fr"),
    ...fields,
  };
}

/**
 * Ads pop-up records (spec §3, §2.9): one per display page for each tier (the client keeps its
 * tier's), plus one inactive record that must never be served.
 */
export function adRows(): AdRow[] {
  return [
    ad("back-to-school", {
      isSpcPlus: false,
      isClickable: true,
      urlEn: "/deals/category/food-and-drink",
      urlFr: "/deals/category/food-and-drink",
      title: "Back to school: fuel up for less",
      description: "Student deals on coffee, pizza and groceries near campus.",
      text: "See the deals",
      displayPage: "deals",
      displayPeriod: 7,
      displayCooldownHours: 24,
      displayCount: 2,
      sortOrder: 1,
    }),
    ad("spc-plus-travel", {
      isSpcPlus: true,
      isClickable: true,
      urlEn: "/spc-plus",
      urlFr: "/spc-plus",
      title: "SPC+ members fly for less",
      description: "Exclusive travel offers for SPC+ members.",
      text: "Explore SPC+",
      displayPage: "deals",
      displayPeriod: 7,
      displayCooldownHours: 48,
      displayCount: 1,
      sortOrder: 2,
    }),
    ad("category-tech", {
      isSpcPlus: false,
      isClickable: true,
      urlEn: "/deals/category/tech",
      urlFr: "/deals/category/tech",
      title: "Tech deals for your semester",
      description: "Laptops, headphones and software at student prices.",
      text: "Shop tech",
      displayPage: "category",
      displayPeriod: 30,
      displayCooldownHours: 12,
      displayCount: 3,
      sortOrder: 3,
    }),
    ad("category-plus", {
      isSpcPlus: true,
      isClickable: false,
      urlEn: null,
      urlFr: null,
      title: "Your SPC+ perks",
      description: "Plus members get extra offers in every category.",
      text: "",
      displayPage: "category",
      displayPeriod: 0,
      displayCooldownHours: 72,
      displayCount: 0,
      sortOrder: 4,
    }),
    ad("search-tip", {
      isSpcPlus: false,
      isClickable: false,
      urlEn: null,
      urlFr: null,
      title: "Tip: search in English or French",
      description: "Try “pizza”, “café” or a brand name.",
      text: "",
      displayPage: "search",
      displayPeriod: 1,
      displayCooldownHours: 6,
      displayCount: 1,
      sortOrder: 5,
    }),
    ad("search-plus", {
      isSpcPlus: true,
      isClickable: true,
      urlEn: "/plus-offers",
      urlFr: "/plus-offers",
      title: "More results with SPC+",
      description: "Plus members unlock exclusive offers.",
      text: "See plus offers",
      displayPage: "search",
      displayPeriod: 7,
      displayCooldownHours: 24,
      displayCount: 2,
      sortOrder: 6,
    }),
    ad("retired-campaign", {
      isSpcPlus: false,
      isClickable: false,
      urlEn: null,
      urlFr: null,
      title: "Last year's campaign",
      description: "",
      text: "",
      displayPage: "deals",
      isActive: false,
      sortOrder: 7,
    }),
  ];
}
