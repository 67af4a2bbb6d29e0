import type { emailOpts } from "../../schema";

type EmailOptRow = typeof emailOpts.$inferInsert;

const image = (variant: string) => `/images/email-opt/newsletter-${variant}.svg`;

/**
 * The demo e-mail opt-in pop-up record (spec §3, §2.9; decision 0045): shown on any page to
 * visitors and members without SPC+ who have not subscribed. The picture carries no words, so both
 * languages share it and the alt text says what it shows.
 */
export function emailOptRows(): EmailOptRow[] {
  return [
    {
      isSpcPlus: false,
      isClickable: false,
      imageEn: image("en"),
      imageFr: image("fr"),
      imageMobileEn: image("mobile-en"),
      imageMobileFr: image("mobile-fr"),
      titleEn: "New deals, straight to your inbox",
      titleFr: "Les nouvelles aubaines, directement dans votre boîte de réception",
      descriptionEn:
        "One short e-mail a week with the best new student discounts. Unsubscribe in one click.",
      descriptionFr: `Un court courriel par semaine avec les meilleurs nouveaux rabais étudiants. Désabonnement en un clic.`,
      textEn: "Sign me up",
      textFr: `Je m’abonne`,
      imageAltEn: "An envelope with a yellow notification dot",
      imageAltFr: `Une enveloppe avec une pastille de notification jaune`,
      displayPage: "all",
      displayPeriod: 30,
      displayCooldownHours: 72,
      displayCount: 3,
      sortOrder: 1,
    },
  ];
}
