import type { carouselItems } from "../../schema";
import type { SeedClock } from "../clock";
import { en, fr, publishedDaysAgo } from "./copy";

type CarouselRow = typeof carouselItems.$inferInsert;
type Item = Pick<CarouselRow, "imageEn" | "textEn" | "textFr"> & {
  subtextEn?: string;
  subtextFr?: string;
  descriptionEn?: string;
  descriptionFr?: string;
};

// The careers page (spec §2.1): TIMELINE has the year in text and the event in subtext; TEAM has
// the name in text, the role in subtext and a markdown bio in description (the page shows three
// at random); PERK, VALUE and PRINCIPLE have a heading and a sentence; PARTNER items are brands
// we work with, with their logo. No portraits exist yet: the page draws initials until a picture
// is set on the row.
const items: Record<CarouselRow["type"], Item[]> = {
  HERO: [
    {
      textEn: "Help students save on over 450 deals",
      textFr: "Aidez les étudiants à économiser sur plus de 450 rabais",
      subtextEn: "Join the small bilingual team behind SPC, in Toronto and Montréal.",
      subtextFr: "Joignez la petite équipe bilingue derrière SPC, à Toronto et à Montréal.",
    },
  ],
  TIMELINE: [
    year("2009", "SPC launches on three campuses", "SPC est lancée sur trois campus"),
    year("2012", "100 partners across Canada", "100 partenaires partout au Canada"),
    year("2016", "The SPC app reaches 500,000 students", "L'appli SPC rejoint 500 000 étudiants"),
    year(
      "2020",
      "The browser extension brings codes to checkout",
      "L'extension de navigateur apporte les codes au paiement",
    ),
    year(
      "2023",
      "SPC+ launches with our partner bank",
      "Lancement de SPC+ avec notre banque partenaire",
    ),
  ],
  TEAM: [
    {
      textEn: "Amélie Tremblay",
      textFr: "Amélie Tremblay",
      subtextEn: "Head of Partnerships",
      subtextFr: "Chef des partenariats",
      descriptionEn:
        "Amélie signs the deals students love. A former retail buyer, she knows what a good offer looks like from both sides of the counter, and she has strong opinions about **poutine**.",
      descriptionFr:
        "Amélie négocie les rabais que les étudiants adorent. Ancienne acheteuse en commerce de détail, elle sait reconnaître une bonne offre des deux côtés du comptoir, et elle a des opinions tranchées sur la **poutine**.",
    },
    {
      textEn: "Jordan Clarke",
      textFr: "Jordan Clarke",
      subtextEn: "Lead Engineer",
      subtextFr: "Ingénieur principal",
      descriptionEn:
        "Jordan keeps the website and the apps fast when half a million students open them in the same week of September. He likes _boring_ technology and long bike rides.",
      descriptionFr:
        "Jordan garde le site et les applis rapides quand un demi-million d'étudiants les ouvrent la même semaine de septembre. Il aime les technologies _ennuyantes_ et les longues randonnées à vélo.",
    },
    {
      textEn: "Priya Natarajan",
      textFr: "Priya Natarajan",
      subtextEn: "Product Designer",
      subtextFr: "Designer de produits",
      descriptionEn:
        "Priya designs for thumbs first and tests everything with students before it ships. She also runs the office plant club.",
      descriptionFr:
        "Priya conçoit d'abord pour les pouces et teste tout avec des étudiants avant le lancement. Elle anime aussi le club des plantes du bureau.",
    },
    {
      textEn: "Marc-Antoine Gagnon",
      textFr: "Marc-Antoine Gagnon",
      subtextEn: "Student Community Manager",
      subtextFr: "Gestionnaire de la communauté étudiante",
      descriptionEn:
        "Marc-Antoine visits forty campuses a year, hands out more cards than anyone and remembers every café along the way.",
      descriptionFr:
        "Marc-Antoine visite quarante campus par année, distribue plus de cartes que quiconque et se souvient de chaque café sur sa route.",
    },
  ],
  PERK: [
    heading(
      "Free SPC+ membership",
      "Adhésion SPC+ gratuite",
      "Every deal we sell, on us.",
      "Tous nos rabais, à nos frais.",
    ),
    heading(
      "Hybrid work",
      "Travail hybride",
      "Offices in Toronto and Montréal, and home the rest of the week.",
      "Des bureaux à Toronto et à Montréal, et la maison le reste de la semaine.",
    ),
    heading(
      "Health and dental from day one",
      "Assurances santé et dentaire dès le premier jour",
      "For you and your family, with no waiting period.",
      "Pour vous et votre famille, sans délai de carence.",
    ),
    heading(
      "A yearly learning budget",
      "Un budget annuel de formation",
      "Courses, books and conferences of your choice.",
      "Cours, livres et conférences de votre choix.",
    ),
    heading(
      "Four weeks of vacation",
      "Quatre semaines de vacances",
      "Plus the week between Christmas and New Year's Day.",
      "En plus de la semaine entre Noël et le jour de l'An.",
    ),
  ],
  VALUE: [
    heading(
      "Students first",
      "Les étudiants d'abord",
      "Every decision starts with what helps them save.",
      "Chaque décision part de ce qui les aide à économiser.",
    ),
    heading(
      "Bilingual by default",
      "Bilingue par défaut",
      "English and French, written with the same care.",
      "Le français et l'anglais, rédigés avec le même soin.",
    ),
    heading(
      "Small team, big ownership",
      "Petite équipe, grande autonomie",
      "You own your work from idea to launch.",
      "Vous êtes responsable de votre travail, de l'idée au lancement.",
    ),
    heading(
      "Honest deals",
      "Des rabais honnêtes",
      "If an offer isn't real savings, we don't publish it.",
      "Si une offre n'est pas une vraie économie, nous ne la publions pas.",
    ),
  ],
  PRINCIPLE: [
    heading(
      "Ship small, ship often",
      "Livrer petit, livrer souvent",
      "Small changes are easier to test, review and undo.",
      "Les petits changements sont plus faciles à tester, à revoir et à annuler.",
    ),
    heading(
      "Measure what matters",
      "Mesurer ce qui compte",
      "Savings and satisfaction, not clicks.",
      "Les économies et la satisfaction, pas les clics.",
    ),
    heading(
      "Say it plainly",
      "Le dire simplement",
      "Clear words for students, partners and each other.",
      "Des mots clairs pour les étudiants, les partenaires et entre nous.",
    ),
    heading(
      "Leave it better",
      "Laisser les choses en meilleur état",
      "Fix the small thing you notice on the way.",
      "Réparer la petite chose remarquée en chemin.",
    ),
  ],
  PARTNER: [
    partner("CIBC", "cibc"),
    partner("Maple Slice Pizza", "maple-slice-pizza"),
    partner("Café Boréal", "cafe-boreal"),
    partner("PixelPeak", "pixelpeak"),
    partner("StreamLoon", "streamloon"),
  ],
};

function year(when: string, eventEn: string, eventFr: string): Item {
  return { textEn: when, textFr: when, subtextEn: eventEn, subtextFr: eventFr };
}

function heading(textEn: string, textFr: string, subtextEn: string, subtextFr: string): Item {
  return { textEn, textFr, subtextEn, subtextFr };
}

function partner(name: string, urlName: string): Item {
  return { textEn: name, textFr: name, imageEn: `/images/partners/${urlName}.svg` };
}

const set = (text: string | undefined, rule: (text: string) => string) =>
  text === undefined ? null : rule(text);

export function carouselRows(clock: SeedClock): CarouselRow[] {
  return Object.entries(items).flatMap(([type, list]) =>
    list.map((item, i) => ({
      type: type as CarouselRow["type"],
      imageEn: item.imageEn ?? null,
      textEn: en(item.textEn),
      textFr: fr(item.textFr),
      subtextEn: set(item.subtextEn, en),
      subtextFr: set(item.subtextFr, fr),
      descriptionEn: set(item.descriptionEn, en),
      descriptionFr: set(item.descriptionFr, fr),
      sortOrder: i + 1,
      ...publishedDaysAgo(clock, 60),
    })),
  );
}
