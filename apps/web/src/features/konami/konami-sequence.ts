/** Spec §1: up, up, down, down, left, right, left, right, b, a. */
export const KONAMI_SEQUENCE = [
  "arrowup",
  "arrowup",
  "arrowdown",
  "arrowdown",
  "arrowleft",
  "arrowright",
  "arrowleft",
  "arrowright",
  "b",
  "a",
] as const;

/**
 * Returns a detector fed one `KeyboardEvent.key` at a time; it answers true on the key that
 * completes the sequence. It compares the most recent keys, so a false start ("up up up …")
 * still counts, and it starts afresh after each match.
 */
export function createSequenceDetector(sequence: readonly string[] = KONAMI_SEQUENCE) {
  let recent: string[] = [];
  return (key: string): boolean => {
    // Letters compare case-insensitively: caps lock or shift must not spoil the sequence.
    recent = [...recent, key.toLowerCase()].slice(-sequence.length);
    const matched =
      recent.length === sequence.length && recent.every((k, index) => k === sequence[index]);
    if (matched) recent = [];
    return matched;
  };
}
