/**
 * An offer text template. `{v}` is the amount, formatted per language ("15%" / "15 %",
 * "$10" / "10 $"); `{p}` is the partner name. `sub` indexes the category's subcategories.
 */
export interface OfferTemplate {
  sub: number;
  tags: readonly string[];
  amount: "pct" | "dollar" | "none";
  en: string;
  fr: string;
  descEn: string;
  descFr: string;
}

export function template(
  sub: number,
  tags: readonly string[],
  amount: OfferTemplate["amount"],
  [en, fr]: readonly [string, string],
  [descEn, descFr]: readonly [string, string],
): OfferTemplate {
  return { sub, tags, amount, en, fr, descEn, descFr };
}
