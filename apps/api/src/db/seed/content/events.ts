import type { holidayEvents, storeCampaigns } from "../../schema";
import type { SeedClock } from "../clock";
import { en, fr, publishedDaysAgo } from "./copy";

type EventRow = typeof holidayEvents.$inferInsert;
type CampaignRow = typeof storeCampaigns.$inferInsert;

// Time-bound content: a holiday event page running now (the /:id catch-all, spec §2.1), the
// back-to-school marketplace running now, and the next Boxing Day gift-card campaign on its real
// dates (December 26 to 31, Eastern time).

export function holidayEventRows(clock: SeedClock): EventRow[] {
  return [
    {
      slug: "study-break",
      titleEn: en("Study break deals"),
      titleFr: fr("Rabais de la pause d'étude"),
      summaryEn: en("Two weeks of extra deals to recharge between exams."),
      summaryFr: fr(
        "Deux semaines de rabais supplémentaires pour recharger vos batteries entre deux examens.",
      ),
      bodyEn: en(`
## Take a real break

Exams are hard enough. For two weeks, partners add extra deals on comfort food, coffee, movies and a little self-care.

- **Food and coffee:** extra savings at cafés and restaurants near campus.
- **Screens:** streaming and cinema deals for the night after your last exam.
- **Self-care:** yoga classes, massages and skincare.

Look for the limited-time badge on the [deals page](/deals).
`),
      bodyFr: fr(`
## Prenez une vraie pause

Les examens sont assez exigeants comme ça. Pendant deux semaines, nos partenaires ajoutent des rabais sur la bouffe réconfortante, le café, le cinéma et les petits soins.

- **Bouffe et café :** des économies supplémentaires dans les cafés et les restos près du campus.
- **Écrans :** des rabais de diffusion en continu et de cinéma pour le soir de votre dernier examen.
- **Petits soins :** cours de yoga, massages et soins de la peau.

Repérez l'étiquette « durée limitée » sur la [page des rabais](/deals).
`),
      startsAt: clock.daysFromToday(-3),
      endsAt: clock.daysFromToday(11),
      ...publishedDaysAgo(clock, 5),
    },
  ];
}

/** The first Boxing Day week (Dec 26 00:00 to Jan 1 00:00, Toronto) that has not ended. */
export function nextBoxingDayWeek(today: Date): { year: number; startsAt: Date; endsAt: Date } {
  // Eastern Standard Time is UTC−5 all of late December.
  const window = (year: number) => ({
    year,
    startsAt: new Date(Date.UTC(year, 11, 26, 5)),
    endsAt: new Date(Date.UTC(year + 1, 0, 1, 5)),
  });
  const thisYear = window(today.getUTCFullYear());
  return today < thisYear.endsAt ? thisYear : window(today.getUTCFullYear() + 1);
}

/** The marketplace's collection: the seeded "Back to school" collection when there is one. */
export function campaignRows(clock: SeedClock, marketCollectionId: number | null): CampaignRow[] {
  const boxingDay = nextBoxingDayWeek(clock.today);
  const year = clock.today.getUTCFullYear();
  return [
    {
      kind: "bts_market",
      slug: `bts-market-${year}`,
      titleEn: en("The back-to-school market is open"),
      titleFr: fr("Le marché de la rentrée est ouvert"),
      bodyEn: en(
        "Member deals on supplies, tech and dorm gear, gathered in one place until the market closes. Offers are set by each partner; read their conditions on the deal page.",
      ),
      bodyFr: fr(
        "Des rabais de membre sur les fournitures, la techno et les articles pour la résidence, réunis au même endroit jusqu'à la fermeture du marché. Chaque partenaire fixe ses offres; lisez-en les conditions sur la page du rabais.",
      ),
      startsAt: clock.daysFromToday(-7),
      endsAt: clock.daysFromToday(45),
      collectionId: marketCollectionId,
      stock: null,
      ...publishedDaysAgo(clock, 10),
    },
    {
      kind: "boxing_day_gift_card",
      slug: `boxing-day-${boxingDay.year}`,
      titleEn: en("A $10 gift card with your membership"),
      titleFr: fr("Une carte-cadeau de 10 $ avec votre adhésion"),
      bodyEn: en(
        "Buy an SPC membership online between December 26 and December 31 and get a $10 gift card for one of our food partners, while supplies last (500 cards). One gift card per membership; it is sent by e-mail within 14 days.",
      ),
      bodyFr: fr(
        "Achetez une adhésion SPC en ligne entre le 26 et le 31 décembre et obtenez une carte-cadeau de 10 $ chez l'un de nos partenaires en restauration, jusqu'à épuisement des stocks (500 cartes). Une carte-cadeau par adhésion; elle est envoyée par courriel d'ici 14 jours.",
      ),
      startsAt: boxingDay.startsAt,
      endsAt: boxingDay.endsAt,
      collectionId: null,
      stock: 500,
      ...publishedDaysAgo(clock, 10),
    },
  ];
}
