import { en, fr } from "./copy";
import type { PageCopy } from "./page-copy";

// Pages whose main content comes from another call (terms, FAQ, brands, blog, careers, offers):
// their row gives the heading, the lead, the SEO text and, where the page has one, an intro.

export const sectionPages: PageCopy[] = [
  {
    slug: "home",
    titleEn: en("Student discounts in Canada"),
    titleFr: fr("Rabais étudiants au Canada"),
    summaryEn: en(
      "450+ student deals on food, fashion, tech and travel for $11.99 a year. Members save $250+ a year.",
    ),
    summaryFr: fr(
      "Plus de 450 rabais étudiants en restauration, mode, techno et voyages pour 11,99 $ par année. Les membres économisent plus de 250 $ par année.",
    ),
    seoTitleEn: en("SPC: 450+ student discounts for $11.99 a year"),
    seoTitleFr: fr("SPC : plus de 450 rabais étudiants pour 11,99 $ par année"),
    daysAgo: 120,
    updatedDaysAgo: 10,
  },
  {
    slug: "terms",
    titleEn: en("Terms of use"),
    titleFr: fr("Conditions d'utilisation"),
    summaryEn: en("The rules of the SPC membership, the website and the app."),
    summaryFr: fr("Les règles de l'adhésion SPC, du site et de l'appli."),
    daysAgo: 90,
  },
  {
    slug: "faq-help",
    titleEn: en("FAQ and help"),
    titleFr: fr("FAQ et aide"),
    summaryEn: en("Answers about your membership, deals, SPC+, billing and your account."),
    summaryFr: fr(
      "Des réponses sur votre adhésion, les rabais, SPC+, la facturation et votre compte.",
    ),
    bodyEn: en(
      "Can't find your answer? [Write to us](/contact): we reply within two business days.",
    ),
    bodyFr: fr(
      "Vous ne trouvez pas votre réponse? [Écrivez-nous](/contact) : nous répondons d'ici deux jours ouvrables.",
    ),
    daysAgo: 90,
  },
  {
    slug: "contact",
    titleEn: en("Contact us"),
    titleFr: fr("Nous joindre"),
    summaryEn: en("Questions about your membership, a deal or a partnership? We're here to help."),
    summaryFr: fr(
      "Une question sur votre adhésion, un rabais ou un partenariat? Nous sommes là pour vous aider.",
    ),
    bodyEn: en(
      "Our team answers every message within two business days, in English or in French. Many answers are already in the [FAQ](/faq-help).",
    ),
    bodyFr: fr(
      "Notre équipe répond à chaque message d'ici deux jours ouvrables, en français ou en anglais. Plusieurs réponses se trouvent déjà dans la [FAQ](/faq-help).",
    ),
    daysAgo: 90,
  },
  {
    slug: "brands",
    titleEn: en("Brands"),
    titleFr: fr("Marques"),
    summaryEn: en("Every brand with a deal for SPC members, from A to Z."),
    summaryFr: fr("Toutes les marques qui offrent un rabais aux membres SPC, de A à Z."),
    daysAgo: 60,
  },
  {
    slug: "blogs",
    titleEn: en("The SPC blog"),
    titleFr: fr("Le blogue SPC"),
    summaryEn: en("Money tips, campus life and the best deals of the season."),
    summaryFr: fr(
      "Des astuces pour économiser, la vie étudiante et les meilleurs rabais de la saison.",
    ),
    daysAgo: 60,
  },
  {
    slug: "careers",
    titleEn: en("Careers at SPC"),
    titleFr: fr("Carrières chez SPC"),
    summaryEn: en(
      "Help a million students save on over 450 deals. Join a small bilingual team in Toronto and Montréal.",
    ),
    summaryFr: fr(
      "Aidez un million d'étudiants à économiser sur plus de 450 rabais. Joignez une petite équipe bilingue à Toronto et à Montréal.",
    ),
    bodyEn: en(`
## About SPC

SPC is the membership students use to save on over 450 deals across Canada. We're a team of about forty people, split between Toronto and Montréal, building the website, the apps and the partnerships behind them.

We work in small teams that own their products from idea to launch. We ship often, measure what matters and say things plainly, in English and in French.
`),
    bodyFr: fr(`
## À propos de SPC

SPC est l'adhésion qu'utilisent les étudiants pour économiser sur plus de 450 rabais partout au Canada. Nous sommes une équipe d'une quarantaine de personnes, réparties entre Toronto et Montréal, qui bâtit le site, les applis et les partenariats derrière eux.

Nous travaillons en petites équipes responsables de leurs produits, de l'idée au lancement. Nous livrons souvent, mesurons ce qui compte et disons les choses simplement, en français et en anglais.
`),
    daysAgo: 60,
    updatedDaysAgo: 5,
  },
  {
    slug: "cibc-offers",
    titleEn: en("SPC+ offers with the bank"),
    titleFr: fr("Offres SPC+ avec la banque"),
    summaryEn: en(
      "Student bank clients get SPC+ free, plus welcome bonuses when they open an eligible account.",
    ),
    summaryFr: fr(
      "Les étudiants clients de la banque obtiennent SPC+ gratuitement, et des primes de bienvenue à l'ouverture d'un compte admissible.",
    ),
    bodyEn: en(
      "Each offer has its own conditions, set by the bank; read them before you apply. SPC+ stays free as long as your eligible student account is open.",
    ),
    bodyFr: fr(
      "Chaque offre a ses propres conditions, fixées par la banque; lisez-les avant de faire une demande. SPC+ reste gratuit tant que votre compte étudiant admissible est ouvert.",
    ),
    daysAgo: 60,
  },
  {
    slug: "bts-market-landing",
    titleEn: en("The back-to-school market"),
    titleFr: fr("Le marché de la rentrée"),
    summaryEn: en(
      "Everything for the new semester in one place: supplies, tech, dorm gear and food deals.",
    ),
    summaryFr: fr(
      "Tout pour la nouvelle session au même endroit : fournitures, techno, articles pour la résidence et rabais sur la nourriture.",
    ),
    daysAgo: 30,
  },
];
