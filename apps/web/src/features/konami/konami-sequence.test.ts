import { describe, expect, it } from "vitest";
import { createSequenceDetector } from "./konami-sequence";

const KEYS = ["ArrowUp", "ArrowUp", "ArrowDown", "ArrowDown", "ArrowLeft", "ArrowRight"];
const FULL = [...KEYS, "ArrowLeft", "ArrowRight", "b", "a"];

function feed(keys: string[]) {
  const detect = createSequenceDetector();
  return keys.map((key) => detect(key));
}

describe("the Konami detector", () => {
  it("fires on the last key of the sequence and not before", () => {
    const results = feed(FULL);
    expect(results.slice(0, -1).every((hit) => !hit)).toBe(true);
    expect(results.at(-1)).toBe(true);
  });

  it("tolerates a false start", () => {
    expect(feed(["ArrowUp", "ArrowUp", ...FULL]).at(-1)).toBe(true);
    expect(feed(["x", "ArrowUp", "b", ...FULL]).at(-1)).toBe(true);
  });

  it("does not fire when a key is wrong or missing", () => {
    expect(feed([...KEYS, "ArrowLeft", "ArrowRight", "a", "b"]).some(Boolean)).toBe(false);
    expect(feed(FULL.slice(1)).some(Boolean)).toBe(false);
  });

  it("ignores letter case", () => {
    expect(feed([...KEYS, "ArrowLeft", "ArrowRight", "B", "A"]).at(-1)).toBe(true);
  });

  it("starts afresh after a match", () => {
    const results = feed([...FULL, "ArrowUp", "b", "a", ...FULL]);
    expect(results.filter(Boolean)).toHaveLength(2);
  });
});
