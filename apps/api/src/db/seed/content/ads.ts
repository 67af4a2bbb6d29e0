import type { ads } from "../../schema";

type AdRow = typeof ads.$inferInsert;

// The pictures live in apps/web/public/images/ads, which the web build serves (images.test.ts
// checks every path). The seeded ones carry no words, so each language gets the same picture and
// the alt text says what it shows (docs/decisions/0028-ads-in-both-languages.md).
const image = (name: string, variant: string) => `/images/ads/${name}-${variant}.svg`;

// French copy follows the shared typography rule (packages/shared/src/rules/typography.ts): curly
// apostrophes, a no-break space (U+00A0) before ":" and inside « ».
const NBSP = "\u00a0";

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
 * tier's), plus one inactive record that must never be served. Internal links are paths without
 * a language marker: the pop-up adds the viewer's (/fr/…) when it links to them.
 */
export function adRows(): AdRow[] {
  return [
    ad("back-to-school", {
      isSpcPlus: false,
      isClickable: true,
      urlEn: "/deals/category/food-and-drink",
      urlFr: "/deals/category/food-and-drink",
      titleEn: "Back to school: fuel up for less",
      titleFr: `Rentrée${NBSP}: faites le plein pour moins cher`,
      descriptionEn: "Coffee, pizza and groceries near campus, at student prices all term long.",
      descriptionFr: "Café, pizza et épicerie près du campus, à prix étudiant toute la session.",
      textEn: "See the deals",
      textFr: "Voir les aubaines",
      imageAltEn: "A backpack beside a steaming cup of coffee",
      imageAltFr: "Un sac à dos à côté d’une tasse de café fumante",
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
      titleEn: "SPC+ members travel for less",
      titleFr: "Les membres SPC+ voyagent pour moins cher",
      descriptionEn: "Travel offers for SPC+ members only, from flights to weekend getaways.",
      descriptionFr:
        "Des offres voyage réservées aux membres SPC+, des vols aux escapades de fin de semaine.",
      textEn: "Explore SPC+",
      textFr: "Découvrir SPC+",
      imageAltEn: "A plane in flight beside the SPC+ plus sign",
      imageAltFr: "Un avion en vol à côté du signe plus de SPC+",
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
      titleEn: "Tech deals for your semester",
      titleFr: "Des aubaines techno pour votre session",
      descriptionEn: "Laptops, headphones and software at student prices.",
      descriptionFr: "Ordinateurs portables, écouteurs et logiciels à prix étudiant.",
      textEn: "Shop tech deals",
      textFr: "Voir les aubaines techno",
      imageAltEn: "A laptop and a pair of headphones",
      imageAltFr: "Un ordinateur portable et un casque d’écoute",
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
      titleEn: "Your SPC+ perks",
      titleFr: "Vos avantages SPC+",
      descriptionEn: "As an SPC+ member, you get exclusive offers in every category.",
      descriptionFr:
        "En tant que membre SPC+, vous profitez d’offres exclusives dans chaque catégorie.",
      textEn: "",
      textFr: "",
      imageAltEn: "A wrapped gift beside the SPC+ plus sign",
      imageAltFr: "Un cadeau emballé à côté du signe plus de SPC+",
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
      titleEn: "Tip: search in English or French",
      titleFr: `Astuce${NBSP}: cherchez en français ou en anglais`,
      descriptionEn: "Try “pizza”, “café” or the name of a brand.",
      descriptionFr: `Essayez «${NBSP}pizza${NBSP}», «${NBSP}café${NBSP}» ou le nom d’une marque.`,
      textEn: "",
      textFr: "",
      imageAltEn: "A magnifying glass beside two speech bubbles",
      imageAltFr: "Une loupe à côté de deux bulles de dialogue",
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
      titleEn: "Don’t miss your SPC+ offers",
      titleFr: "Ne manquez pas vos offres SPC+",
      descriptionEn: "Some deals are for SPC+ members only. Find them all in one place.",
      descriptionFr:
        "Certaines aubaines sont réservées aux membres SPC+. Retrouvez-les toutes au même endroit.",
      textEn: "See my SPC+ offers",
      textFr: "Voir mes offres SPC+",
      imageAltEn: "A magnifying glass beside the SPC+ plus sign",
      imageAltFr: "Une loupe à côté du signe plus de SPC+",
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
      titleEn: "Last year’s campaign",
      titleFr: "La campagne de l’an dernier",
      descriptionEn: "",
      descriptionFr: "",
      textEn: "",
      textFr: "",
      imageAltEn: "A calendar page",
      imageAltFr: "Une page de calendrier",
      displayPage: "deals",
      isActive: false,
      sortOrder: 7,
    }),
  ];
}
