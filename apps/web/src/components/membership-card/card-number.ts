/**
 * A card number as the printed card shows it (spec §5): blocks of four joined by dashes,
 * "6018-3456-7890-1234" (shorter numbers keep their tail).
 */
export function formatCardNumber(number: string): string {
  return number.replace(/\D/g, "").replace(/(\d{4})(?=\d)/g, "$1-");
}
