import { KONAMI_SEQUENCE } from "@spc/shared";

/**
 * Returns a detector fed one `KeyboardEvent.key` at a time; it answers true on the key that
 * completes the sequence. It compares the most recent keys, so a false start ("up up up …")
 * still counts, and it starts afresh after each match.
 */
export function createSequenceDetector(sequence: readonly string[] = KONAMI_SEQUENCE) {
  const expected = sequence.map((key) => key.toLowerCase());
  let recent: string[] = [];
  return (key: string): boolean => {
    // Letters compare case-insensitively: caps lock or shift must not spoil the sequence.
    recent = [...recent, key.toLowerCase()].slice(-expected.length);
    const matched =
      recent.length === expected.length && recent.every((k, index) => k === expected[index]);
    if (matched) recent = [];
    return matched;
  };
}
