import { createHmac } from "node:crypto";

// Crockford base32: 32 symbols (5 bits each, no modulo bias), no I, L, O or U to misread.
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
const GROUPS = 3;
const GROUP_LENGTH = 4;

/** The key generated codes are signed with, derived from the app secret (never the secret itself). */
export function generatedCodeKey(appSecret: string): Buffer {
  return createHmac("sha256", appSecret).update("spc/offer-codes/generated/v1").digest();
}

/**
 * The code of code type `generated`: an HMAC of offer and member, so the same member always gets
 * the same code for an offer, two members (or two offers) practically never share one (60 bits),
 * and nobody can compute another member's code without the key. Formatted `XXXX-XXXX-XXXX`.
 */
export function generatedCode(key: Buffer, offerId: number, memberId: string): string {
  const digest = createHmac("sha256", key).update(`offer:${offerId}\nmember:${memberId}`).digest();
  let bits = 0n;
  for (const byte of digest.subarray(0, 8)) bits = (bits << 8n) | BigInt(byte);
  const chars: string[] = [];
  for (let i = 0; i < GROUPS * GROUP_LENGTH; i++) {
    chars.push(ALPHABET[Number(bits & 31n)]!);
    bits >>= 5n;
  }
  const groups: string[] = [];
  for (let g = 0; g < GROUPS; g++) {
    groups.push(chars.slice(g * GROUP_LENGTH, (g + 1) * GROUP_LENGTH).join(""));
  }
  return groups.join("-");
}
