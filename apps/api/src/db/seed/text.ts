import type { OfferTemplate } from "./data/offer-templates";
import type { Channel } from "./types";

/** English "15%" / "$10"; Canadian French "15 %" / "10 $" (amount first, spaced). */
export function formatAmount(kind: OfferTemplate["amount"], value: number, lang: "en" | "fr") {
  if (kind === "pct") return lang === "en" ? `${value}%` : `${value} %`;
  if (kind === "dollar") return lang === "en" ? `$${value}` : `${value} $`;
  return "";
}

export function fillTemplate(text: string, amount: string, partnerName: string): string {
  const filled = text.replaceAll("{v}", amount).replaceAll("{p}", partnerName);
  return filled.charAt(0).toUpperCase() + filled.slice(1);
}

const howToUse: Record<Channel, readonly [string, string]> = {
  online: [
    "Reveal your code and use it at checkout online.",
    "Affichez votre code et utilisez-le lors du paiement en ligne.",
  ],
  in_store: [
    "Show your digital SPC card at the register.",
    "Présentez votre carte SPC numérique à la caisse.",
  ],
  both: [
    "Use it online or show your digital SPC card in store.",
    "Utilisez-la en ligne ou présentez votre carte SPC numérique en magasin.",
  ],
};

export function describe(channel: Channel, en: string, fr: string): [string, string] {
  const [howEn, howFr] = howToUse[channel];
  return [
    `${en} ${howEn} Exclusive to SPC student members.`,
    `${fr} ${howFr} Offre exclusive aux membres étudiants SPC.`,
  ];
}

/** Offer legal text (EN/FR); the end date is written out when there is one. */
export function legalText(endDate: Date | null | undefined): [string, string] {
  const untilEn = endDate ? ` Offer ends ${endDate.toISOString().slice(0, 10)}.` : "";
  const untilFr = endDate ? ` L'offre prend fin le ${endDate.toISOString().slice(0, 10)}.` : "";
  return [
    "Valid for SPC members with a valid membership card. Cannot be combined with any other offer, " +
      "discount or promotion. Not redeemable for cash. Taxes extra. Participating locations only." +
      untilEn,
    "Valable pour les membres SPC détenant une carte de membre valide. Ne peut être jumelée à aucune " +
      "autre offre, remise ou promotion. Non monnayable. Taxes en sus. Dans les succursales " +
      "participantes seulement." +
      untilFr,
  ];
}
