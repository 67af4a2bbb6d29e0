/**
 * Money is integer cents everywhere on the server. Rates are integers in hundred-thousandths
 * (RATE_SCALE): 5 % = 5000, QST 9.975 % = 9975, so every product below is an exact integer.
 */
export const RATE_SCALE = 100_000;

/**
 * `numerator / denominator` rounded to the nearest integer, halves rounded UP (away from zero for
 * the non-negative amounts we handle): 0.5 → 1, 1.5 → 2, 2.5 → 3. Exact integer arithmetic, no
 * floating point. Both arguments must be non-negative safe integers.
 */
export function divideRoundHalfUp(numerator: number, denominator: number): number {
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator)) {
    throw new RangeError("divideRoundHalfUp takes safe integers");
  }
  if (numerator < 0 || denominator <= 0) throw new RangeError("non-negative amounts only");
  const quotient = Math.floor(numerator / denominator);
  const remainder = numerator - quotient * denominator;
  return remainder * 2 >= denominator ? quotient + 1 : quotient;
}

/** `cents × rate / RATE_SCALE`, rounded to the cent half-up. */
export function applyRate(cents: number, rate: number): number {
  return divideRoundHalfUp(cents * rate, RATE_SCALE);
}

/** "13.55" from 1355 (for gateways, which take decimal strings). */
export function centsToDecimalString(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError("non-negative cents only");
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;
}

/** 1355 from "13.55" / "13.5" / "13" (gateway answers); throws on anything else. */
export function decimalStringToCents(value: string): number {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(value.trim());
  if (!match) throw new RangeError(`not an amount: ${value}`);
  return Number(match[1]) * 100 + Number((match[2] ?? "0").padEnd(2, "0"));
}
