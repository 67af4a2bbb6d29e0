import { describe, expect, it } from "vitest";
import {
  COLOURS_IN_USE,
  OVERLAY_COLOURS,
  overlayColours,
  pickTeam,
  shuffled,
  TEAM_SIZE,
} from "./team-picks";

/** A seeded generator (mulberry32), so a failure can be replayed. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe("careers overlay colours", () => {
  it("has six colours", () => {
    expect(OVERLAY_COLOURS).toHaveLength(6);
    expect(new Set(OVERLAY_COLOURS).size).toBe(6);
  });

  it("never gives two neighbours the same colour, whatever the draw", () => {
    for (let seed = 0; seed < 500; seed += 1) {
      const colours = overlayColours(12, seeded(seed));
      for (let i = 1; i < colours.length; i += 1) expect(colours[i]).not.toBe(colours[i - 1]);
    }
  });

  it("uses at most four of the six colours in one visit", () => {
    for (let seed = 0; seed < 500; seed += 1) {
      const colours = overlayColours(40, seeded(seed));
      expect(new Set(colours).size).toBeLessThanOrEqual(COLOURS_IN_USE);
      for (const colour of colours) expect(OVERLAY_COLOURS).toContain(colour);
    }
  });

  it("draws the four at random: over many visits every one of the six appears", () => {
    const seen = new Set<string>();
    for (let seed = 0; seed < 200; seed += 1)
      for (const c of overlayColours(3, seeded(seed))) seen.add(c);
    expect(seen).toEqual(new Set(OVERLAY_COLOURS));
  });

  it("holds even when the generator always answers the same number", () => {
    for (const value of [0, 0.5, 0.999999]) {
      const colours = overlayColours(6, () => value);
      for (let i = 1; i < colours.length; i += 1) expect(colours[i]).not.toBe(colours[i - 1]);
    }
  });

  it("gives nothing for no members", () => {
    expect(overlayColours(0)).toEqual([]);
  });
});

describe("careers team picks", () => {
  const members = ["Amélie", "Jordan", "Priya", "Marc-Antoine"];

  it("shows at most three members, each once, with a colour", () => {
    for (let seed = 0; seed < 100; seed += 1) {
      const team = pickTeam(members, seeded(seed));
      expect(team).toHaveLength(TEAM_SIZE);
      expect(new Set(team.map((t) => t.member)).size).toBe(TEAM_SIZE);
      for (const { member } of team) expect(members).toContain(member);
    }
  });

  it("shows everyone when there are fewer than three", () => {
    expect(pickTeam(["Solo"], seeded(1)).map((t) => t.member)).toEqual(["Solo"]);
    expect(pickTeam([], seeded(1))).toEqual([]);
  });

  it("orders them at random", () => {
    const firsts = new Set<string>();
    for (let seed = 0; seed < 100; seed += 1)
      firsts.add(pickTeam(members, seeded(seed))[0]?.member ?? "");
    expect(firsts.size).toBe(members.length);
  });

  it("shuffles without losing or changing items", () => {
    expect(shuffled([1, 2, 3, 4, 5], seeded(7)).sort()).toEqual([1, 2, 3, 4, 5]);
  });
});
