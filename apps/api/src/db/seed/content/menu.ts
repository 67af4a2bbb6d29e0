import type { menuLinks } from "../../schema";

type MenuLinkRow = typeof menuLinks.$inferInsert;

// In-app pages carry a `route`; external sites carry a `link` with force_link so the client
// leaves the SPA (spec §2.1: business and fundraising are external in the Canadian build).
const header: ReadonlyArray<readonly [en: string, fr: string, route: string]> = [
  ["Why SPC", "Pourquoi SPC", "/why-spc"],
  ["Deals", "Rabais", "/deals"],
  ["Buy", "Acheter", "/purchase"],
  ["Banking", "Services bancaires", "/cibc"],
  ["About SPC+", "À propos de SPC+", "/spc-plus"],
];

const footer: ReadonlyArray<
  readonly [
    column: NonNullable<MenuLinkRow["column"]>,
    en: string,
    fr: string,
    route: string | null,
    link: string | null,
  ]
> = [
  ["first_column", "About", "À propos", "/about", null],
  ["first_column", "Careers", "Carrières", "/careers", null],
  ["first_column", "Blog", "Blogue", "/blogs", null],
  ["first_column", "Brands", "Marques", "/brands", null],
  ["second_column", "FAQ & Help", "FAQ et aide", "/faq-help", null],
  ["second_column", "Contact us", "Nous joindre", "/contact", null],
  ["second_column", "Terms of use", "Conditions d’utilisation", "/terms", null],
  ["second_column", "Privacy policy", "Politique de confidentialité", "/privacy", null],
  [
    "third_column",
    "SPC for Business",
    "SPC pour les entreprises",
    null,
    "https://business.spc.example.com",
  ],
  ["third_column", "Fundraising", "Collecte de fonds", null, "https://fundraising.spc.example.com"],
  ["third_column", "International", "International", "/international", null],
  ["third_column", "Free samples", "Échantillons gratuits", "/freesamples", null],
];

export function menuRows(): MenuLinkRow[] {
  return [
    ...header.map(([en, fr, route], i) => ({
      menu: "header" as const,
      column: null,
      en,
      fr,
      route,
      link: null,
      forceLink: false,
      sortOrder: i + 1,
    })),
    ...footer.map(([column, en, fr, route, link], i) => ({
      menu: "footer" as const,
      column,
      en,
      fr,
      route,
      link,
      forceLink: link !== null,
      sortOrder: i + 1,
    })),
  ];
}
