/**
 * The demo catalogue's one table (docs/decisions/0029-coherent-demo-catalogue.md): per category,
 * the kinds of business in it (a café, a mattress brand, a train line…), each with its partners
 * and the offers such a business makes. A partner only ever gets offers of its own kind, so what
 * a partner sells, its category, its subcategory and its offers cannot disagree.
 *
 * Text: `{v}` is the amount ("15%" / "15 %", "$10" / "10 $"), `{p}` the partner's name. Write it
 * plainly: the seed sets the typography (curly apostrophes; French no-break spaces) by the rule
 * of @spc/shared (typesetFrench / typesetEnglish).
 */

/** How a partner sells: decides its offers' online / in_store flags and its store locations. */
export type Channel = "online" | "in_store" | "both";

export type Amount =
  | { kind: "pct"; values: readonly number[] }
  | { kind: "dollar"; values: readonly number[] }
  | { kind: "none" };

/** A percentage off, one of `values` (plausible for the kind of shop). */
export const pct = (...values: number[]): Amount => ({ kind: "pct", values });
/** Dollars off, one of `values`. */
export const usd = (...values: number[]): Amount => ({ kind: "dollar", values });
/** Something free or a fixed price: the title says it all, no amount. */
export const free: Amount = { kind: "none" };

export type Pair = readonly [en: string, fr: string];

export interface OfferSeed {
  tags: readonly string[];
  amount: Amount;
  title: Pair;
  description: Pair;
  /** Subcategory index in the category when not the kind's own. */
  sub?: number;
  /** Only for partners selling this way (free shipping: online; a free coffee: in store). */
  only?: "online" | "in_store";
  /** Conditions of this offer, added to the legal text. */
  terms?: Pair;
}

export interface PartnerKind {
  key: string;
  /** Subcategory index in the category (its seed order). */
  sub: number;
  /** Chances that a partner of this kind sells online only, in store only, or both. */
  channels: readonly [online: number, inStore: number, both: number];
  /** The partner's description. */
  about: Pair;
  /** Partner names; a [name, channel] pair pins how that partner sells (fixed demo offers). */
  partners: readonly (string | readonly [name: string, channel: Channel])[];
  offers: readonly OfferSeed[];
}

export interface CategoryTable {
  /** A key of data/categories.ts. */
  category: string;
  /** Offers any business of the category could make (added to each kind's own). */
  common: readonly OfferSeed[];
  kinds: readonly PartnerKind[];
}

export function offer(
  tags: readonly string[],
  amount: Amount,
  title: Pair,
  description: Pair,
  extra: Pick<OfferSeed, "sub" | "only" | "terms"> = {},
): OfferSeed {
  return { tags, amount, title, description, ...extra };
}
