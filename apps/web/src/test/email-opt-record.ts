import type { EmailOptRecord } from "@spc/shared";

/** An e-mail opt-in record as the API serves it, for the pop-up's tests. */
export function emailOptRecord(overrides: Partial<EmailOptRecord> = {}): EmailOptRecord {
  return {
    id: 3,
    is_spc_plus: false,
    is_clickable: false,
    url_en: null,
    url_fr: null,
    image_en: "/images/email-opt/newsletter-en.svg",
    image_fr: "/images/email-opt/newsletter-fr.svg",
    image_mobile_en: "/images/email-opt/newsletter-mobile-en.svg",
    image_mobile_fr: "/images/email-opt/newsletter-mobile-fr.svg",
    image_alt_en: "An envelope",
    image_alt_fr: "Une enveloppe",
    title: "New deals, straight to your inbox",
    title_fr: "Les nouvelles aubaines",
    description: "One short e-mail a week.",
    description_fr: "Un court courriel par semaine.",
    text: "Sign me up",
    text_fr: "Je m’abonne",
    display_page: "all",
    display_period: 30,
    display_cooldown_hours: 72,
    display_count: 3,
    ...overrides,
  };
}
