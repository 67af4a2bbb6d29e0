// Money display (spec §9): the wire carries integer cents; the browser only formats them.

/** "11,99 $" in fr-CA, "$11.99" in en-CA (Intl puts the no-break spaces French needs). */
export function formatCents(cents: number, locale: string, currency = "CAD"): string {
  return new Intl.NumberFormat(locale, {
    style: "currency",
    currency,
    currencyDisplay: "narrowSymbol",
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(cents / 100);
}

/** A tax rate for its label: 0.09975 → "9.975 %" (fr-CA "9,975 %"). */
export function formatRate(rate: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 3 }).format(rate);
}

/** A code's discount for a sentence: percent 15 → "15 %" (fr-CA "15 %"), fixed 500 → "$5.00". */
export function formatDiscount(
  discount: { type: "percent" | "fixed"; value: number },
  locale: string,
  currency = "CAD",
): string {
  return discount.type === "percent"
    ? new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 2 }).format(
        discount.value / 100,
      )
    : formatCents(discount.value, locale, currency);
}
