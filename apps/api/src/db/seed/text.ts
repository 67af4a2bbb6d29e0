import { NBSP, typesetEnglish, typesetFrench } from "@spc/shared";
import type { Amount, Pair } from "./data/catalogue";
import type { OfferRow } from "./types";

export type Language = "en" | "fr";

/** English "15%" / "$10"; Canadian French "15 %" / "10 $" (amount first, no-break space). */
export function formatAmount(kind: Amount["kind"], value: number, lang: Language): string {
  if (kind === "pct") return lang === "en" ? `${value}%` : `${value}${NBSP}%`;
  if (kind === "dollar") return lang === "en" ? `$${value}` : `${value}${NBSP}$`;
  return "";
}

const STARTS_WITH_VOWEL = /^[aeiouyàâäéèêëîïôöûü]/i;

/**
 * Fills `{v}` (amount) and `{p}` (partner name) and sets the typography of the language. French
 * elides before a vowel ("de {p}" → "d’Aurora"), and a name ending in a full stop ("Cabin & Co.")
 * ends the sentence without a second one.
 */
export function fill(text: string, amount: string, partnerName: string, lang: Language): string {
  let out = text.replaceAll("{v}", amount);
  if (lang === "fr" && STARTS_WITH_VOWEL.test(partnerName)) {
    out = out.replace(/\b(d|qu)e \{p\}/g, "$1'{p}");
  }
  if (partnerName.endsWith(".")) out = out.replaceAll("{p}.", "{p}");
  out = out.replaceAll("{p}", partnerName);
  out = out.charAt(0).toUpperCase() + out.slice(1);
  return typeset(out, lang);
}

export function typeset(text: string, lang: Language): string {
  return lang === "fr" ? typesetFrench(text) : typesetEnglish(text);
}

type HowTo = Pick<OfferRow, "online" | "inStore" | "codeMode">;

/** How to use the offer, from how it is redeemed: the last sentence of every description. */
export function howToUse({ online, inStore, codeMode }: HowTo): Pair {
  if (online && inStore) {
    return codeMode === "no_code"
      ? [
          "Use the link online, or show your digital SPC card in store.",
          "Utilisez le lien en ligne, ou présentez votre carte SPC numérique en magasin.",
        ]
      : [
          "Enter your code online, or show your digital SPC card in store.",
          "Entrez votre code en ligne, ou présentez votre carte SPC numérique en magasin.",
        ];
  }
  if (online) {
    return codeMode === "no_code"
      ? [
          "Follow the link from this page: the discount is applied for you.",
          "Suivez le lien de cette page : le rabais s'applique automatiquement.",
        ]
      : [
          "Reveal your code, then enter it at checkout.",
          "Affichez votre code, puis entrez-le au moment de payer.",
        ];
  }
  return codeMode === "card_number"
    ? ["Give your SPC card number at the till.", "Donnez votre numéro de carte SPC à la caisse."]
    : [
        "Show your digital SPC card at the till.",
        "Présentez votre carte SPC numérique à la caisse.",
      ];
}

const ENGLISH_DATE = new Intl.DateTimeFormat("en-CA", { dateStyle: "long", timeZone: "UTC" });
const FRENCH_MONTH = new Intl.DateTimeFormat("fr-CA", { month: "long", timeZone: "UTC" });

/** "March 15, 2027" / "15 mars 2027" ("1er mars" on the first). */
export function longDate(date: Date, lang: Language): string {
  if (lang === "en") return ENGLISH_DATE.format(date);
  const day = date.getUTCDate();
  return `${day === 1 ? "1er" : day} ${FRENCH_MONTH.format(date)} ${date.getUTCFullYear()}`;
}

/** Offer legal text (EN/FR): who, how often, what it combines with, the offer's terms, its end. */
export function legalText(
  row: HowTo & { endDate?: Date | null | undefined },
  terms: Pair | undefined,
): Pair {
  const en: string[] = ["Valid for SPC members with a valid membership card."];
  const fr: string[] = ["Réservé aux membres SPC titulaires d'une carte de membre valide."];
  if (row.online && row.codeMode !== "no_code" && row.codeMode !== "card_number") {
    en.push("One use per member; the code is personal and may not be shared.");
    fr.push("Une utilisation par membre; le code est personnel et ne peut être partagé.");
  }
  if (row.inStore && row.codeMode === "card_number") {
    en.push("Give your card number before paying. At participating locations only.");
    fr.push(
      "Donnez votre numéro de carte avant de payer. Dans les succursales participantes seulement.",
    );
  } else if (row.inStore) {
    en.push("Show your card before paying. At participating locations only.");
    fr.push("Présentez votre carte avant de payer. Dans les succursales participantes seulement.");
  }
  if (terms) {
    en.push(terms[0]);
    fr.push(terms[1]);
  }
  en.push("Cannot be combined with any other offer. Not redeemable for cash.");
  fr.push("Ne peut être jumelée à aucune autre offre. Non monnayable.");
  if (row.endDate) {
    en.push(`Offer ends ${longDate(row.endDate, "en")}.`);
    fr.push(`L'offre prend fin le ${longDate(row.endDate, "fr")}.`);
  }
  return [typeset(en.join(" "), "en"), typeset(fr.join(" "), "fr")];
}
