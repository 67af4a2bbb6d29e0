import type { jobCategories, jobOpenings } from "../../schema";
import type { SeedClock } from "../clock";
import { en, fr, publishedDaysAgo } from "./copy";

type CategoryRow = typeof jobCategories.$inferInsert;
type OpeningRow = typeof jobOpenings.$inferInsert;

// The local job board's openings (JOB_BOARD=local). Applications go to the careers address
// (apply_url null), as the careers page's "other applications" link does.

const categories = [
  {
    slug: "engineering-and-product",
    nameEn: "Engineering and product",
    nameFr: "Ingénierie et produit",
  },
  { slug: "partnerships", nameEn: "Partnerships", nameFr: "Partenariats" },
  {
    slug: "marketing-and-community",
    nameEn: "Marketing and community",
    nameFr: "Marketing et communauté",
  },
] as const;

interface Opening {
  category: (typeof categories)[number]["slug"];
  slug: string;
  titleEn: string;
  titleFr: string;
  locationEn: string;
  locationFr: string;
  type: OpeningRow["employmentType"];
  summaryEn: string;
  summaryFr: string;
  /** What you'll do / what you bring, as markdown lists. */
  doEn: string[];
  doFr: string[];
  bringEn: string[];
  bringFr: string[];
}

const openings: Opening[] = [
  {
    category: "engineering-and-product",
    slug: "senior-full-stack-developer",
    titleEn: "Senior full-stack developer",
    titleFr: "Développeur ou développeuse full stack principal",
    locationEn: "Toronto or Montréal, hybrid",
    locationFr: "Toronto ou Montréal, hybride",
    type: "full_time",
    summaryEn: "Build the website and the API that serve 450+ deals to students across Canada.",
    summaryFr:
      "Bâtissez le site et l'API qui servent plus de 450 rabais aux étudiants partout au Canada.",
    doEn: [
      "Ship features across the React website and the TypeScript API",
      "Keep pages fast on student phones and campus Wi-Fi",
      "Review code and mentor two developers",
    ],
    doFr: [
      "Livrer des fonctionnalités sur le site React et l'API TypeScript",
      "Garder les pages rapides sur les téléphones des étudiants et le Wi-Fi des campus",
      "Réviser du code et accompagner deux développeurs",
    ],
    bringEn: [
      "Five years or more building web products",
      "Solid TypeScript, SQL and testing habits",
      "Working English; French is an asset",
    ],
    bringFr: [
      "Au moins cinq ans d'expérience en produits Web",
      "De solides habitudes en TypeScript, en SQL et en tests",
      "Un bon anglais de travail; le français est un atout",
    ],
  },
  {
    category: "engineering-and-product",
    slug: "product-designer",
    titleEn: "Product designer",
    titleFr: "Designer de produits",
    locationEn: "Montréal, hybrid",
    locationFr: "Montréal, hybride",
    type: "full_time",
    summaryEn: "Design how students find, save and use their deals, on the web and in the app.",
    summaryFr:
      "Concevez la façon dont les étudiants trouvent, gardent et utilisent leurs rabais, sur le Web et dans l'appli.",
    doEn: [
      "Run research sessions with students every month",
      "Design flows, prototypes and the final screens",
      "Grow our design system with the engineers",
    ],
    doFr: [
      "Mener des séances de recherche avec des étudiants chaque mois",
      "Concevoir les parcours, les prototypes et les écrans finaux",
      "Faire évoluer notre système de design avec les développeurs",
    ],
    bringEn: [
      "A portfolio of shipped mobile and web products",
      "Care for accessibility and for copy in two languages",
    ],
    bringFr: [
      "Un portfolio de produits mobiles et Web lancés",
      "Un souci de l'accessibilité et des textes dans deux langues",
    ],
  },
  {
    category: "partnerships",
    slug: "partnerships-manager-quebec",
    titleEn: "Partnerships manager, Québec",
    titleFr: "Directeur ou directrice des partenariats, Québec",
    locationEn: "Montréal, hybrid",
    locationFr: "Montréal, hybride",
    type: "full_time",
    summaryEn: "Bring the brands students love in Québec to SPC, and keep their deals great.",
    summaryFr:
      "Amenez chez SPC les marques que les étudiants adorent au Québec, et gardez leurs rabais excellents.",
    doEn: [
      "Sign new partners, from local cafés to national chains",
      "Negotiate offers and measure how they perform",
      "Plan seasonal campaigns with marketing",
    ],
    doFr: [
      "Recruter de nouveaux partenaires, des cafés du coin aux chaînes nationales",
      "Négocier les offres et mesurer leur rendement",
      "Planifier les campagnes saisonnières avec le marketing",
    ],
    bringEn: ["Three years or more in sales or partnerships", "Fluent French and English"],
    bringFr: [
      "Au moins trois ans d'expérience en ventes ou en partenariats",
      "Un français et un anglais courants",
    ],
  },
  {
    category: "partnerships",
    slug: "partner-success-coordinator",
    titleEn: "Partner success coordinator",
    titleFr: "Coordonnateur ou coordonnatrice, succès des partenaires",
    locationEn: "Toronto, hybrid",
    locationFr: "Toronto, hybride",
    type: "contract",
    summaryEn: "Twelve-month contract: help partners launch offers and answer their questions.",
    summaryFr:
      "Contrat de douze mois : aidez les partenaires à lancer leurs offres et répondez à leurs questions.",
    doEn: ["Set up new offers and their promo codes", "Check that every deal works as advertised"],
    doFr: [
      "Configurer les nouvelles offres et leurs codes promo",
      "Vérifier que chaque rabais fonctionne comme annoncé",
    ],
    bringEn: ["Organisation and a customer-service reflex", "French is an asset"],
    bringFr: [
      "Un sens de l'organisation et un réflexe de service à la clientèle",
      "Le français est un atout",
    ],
  },
  {
    category: "marketing-and-community",
    slug: "campus-ambassador",
    titleEn: "Campus ambassador",
    titleFr: "Ambassadeur ou ambassadrice de campus",
    locationEn: "On your campus, anywhere in Canada",
    locationFr: "Sur votre campus, partout au Canada",
    type: "part_time",
    summaryEn:
      "Students only: represent SPC on your campus, ten hours a week during the school year.",
    summaryFr:
      "Pour les étudiants : représentez SPC sur votre campus, dix heures par semaine pendant l'année scolaire.",
    doEn: [
      "Run SPC booths at welcome week and campus events",
      "Share deals with your clubs and associations",
    ],
    doFr: [
      "Animer les kiosques SPC à la semaine d'accueil et aux événements du campus",
      "Faire connaître les rabais à vos clubs et associations",
    ],
    bringEn: ["Enrolment at a Canadian college, CEGEP or university", "Ease talking to new people"],
    bringFr: [
      "Être inscrit dans un collège, un cégep ou une université au Canada",
      "De l'aisance à aborder les gens",
    ],
  },
];

const list = (items: string[]) => items.map((item) => `- ${item}`).join("\n");

export function jobCategoryRows(): CategoryRow[] {
  return categories.map((category, i) => ({ ...category, id: i + 1, sortOrder: i + 1 }));
}

export function jobOpeningRows(clock: SeedClock): OpeningRow[] {
  const idOf = new Map<string, number>(categories.map((category, i) => [category.slug, i + 1]));
  return openings.map((opening, i) => ({
    categoryId: idOf.get(opening.category)!,
    slug: opening.slug,
    titleEn: en(opening.titleEn),
    titleFr: fr(opening.titleFr),
    locationEn: en(opening.locationEn),
    locationFr: fr(opening.locationFr),
    employmentType: opening.type,
    summaryEn: en(opening.summaryEn),
    summaryFr: fr(opening.summaryFr),
    descriptionEn: en(
      `## What you'll do\n\n${list(opening.doEn)}\n\n## What you bring\n\n${list(opening.bringEn)}`,
    ),
    descriptionFr: fr(
      `## Ce que vous ferez\n\n${list(opening.doFr)}\n\n## Ce que vous apportez\n\n${list(opening.bringFr)}`,
    ),
    applyUrl: null,
    sortOrder: i + 1,
    ...publishedDaysAgo(clock, 20 + i * 3),
  }));
}
