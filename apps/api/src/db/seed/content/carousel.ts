import type { carouselItems } from "../../schema";
import { slugify } from "../slug";

type CarouselRow = typeof carouselItems.$inferInsert;
type Item = Omit<CarouselRow, "type" | "sortOrder">;

// Careers page content (spec §2.1). TEAM: text = name, subtext = role, description = markdown bio.
const items: Record<CarouselRow["type"], Item[]> = {
  HERO: [
    {
      textEn: "Build the app 450+ deals live in",
      textFr: "Bâtissez l'appli où vivent plus de 450 rabais",
      imageEn: "/images/careers/hero.svg",
    },
  ],
  TIMELINE: [
    {
      textEn: "2009",
      textFr: "2009",
      subtextEn: "SPC card launches on three campuses",
      subtextFr: "Lancement de la carte SPC sur trois campus",
    },
    {
      textEn: "2016",
      textFr: "2016",
      subtextEn: "The SPC app reaches 500,000 students",
      subtextFr: "L'appli SPC rejoint 500 000 étudiants",
    },
    {
      textEn: "2023",
      textFr: "2023",
      subtextEn: "SPC+ launches with CIBC",
      subtextFr: "Lancement de SPC+ avec la CIBC",
    },
  ],
  TEAM: [
    team(
      "Amélie Tremblay",
      "Head of Partnerships",
      "Chef des partenariats",
      "Amélie signs the deals students love. Ex-retail buyer, **poutine** critic.",
    ),
    team(
      "Jordan Clarke",
      "Lead Engineer",
      "Ingénieur principal",
      "Jordan keeps the app fast. Likes _boring_ technology and long bike rides.",
    ),
    team(
      "Priya Natarajan",
      "Product Designer",
      "Designer de produits",
      "Priya designs for thumbs first. Runs the office plant club.",
    ),
    team(
      "Marc-Antoine Gagnon",
      "Student Community Manager",
      "Gestionnaire de la communauté étudiante",
      "Marc-Antoine visits 40 campuses a year and remembers every café.",
    ),
  ],
  PERK: [
    perk("Free SPC+ membership", "Adhésion SPC+ gratuite"),
    perk(
      "Hybrid work, Toronto and Montréal offices",
      "Travail hybride, bureaux à Toronto et Montréal",
    ),
    perk("Health and dental from day one", "Assurance santé et dentaire dès le premier jour"),
    perk("Yearly learning budget", "Budget annuel de formation"),
  ],
  VALUE: [
    perk("Students first", "Les étudiants d'abord"),
    perk("Bilingual by default", "Bilingue par défaut"),
    perk("Small team, big ownership", "Petite équipe, grande autonomie"),
  ],
  PRINCIPLE: [
    perk("Ship small, ship often", "Livrer petit, livrer souvent"),
    perk("Measure what matters", "Mesurer ce qui compte"),
    perk("Say it plainly", "Le dire simplement"),
  ],
  PARTNER: [{ textEn: "CIBC", textFr: "CIBC", imageEn: "/images/partners/cibc.svg" }],
};

function team(name: string, roleEn: string, roleFr: string, bioEn: string): Item {
  return {
    textEn: name,
    textFr: name,
    subtextEn: roleEn,
    subtextFr: roleFr,
    descriptionEn: `### ${name}\n\n${bioEn}`,
    descriptionFr: `### ${name}\n\n${roleFr} chez SPC.`,
    imageEn: `/images/careers/team-${slugify(name)}.svg`,
  };
}

function perk(textEn: string, textFr: string): Item {
  return { textEn, textFr };
}

export function carouselRows(): CarouselRow[] {
  return Object.entries(items).flatMap(([type, list]) =>
    list.map((item, i) => ({ ...item, type: type as CarouselRow["type"], sortOrder: i + 1 })),
  );
}
