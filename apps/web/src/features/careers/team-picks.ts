/**
 * The careers page's team listing (spec §2.1, §9): at most three members, in random order, each
 * on an overlay colour chosen at random. Six colours exist; a visit uses four of them, picked at
 * random, and two members side by side never share a colour. Pure: the randomness comes in as a
 * function, so tests can fix it.
 */

/** The six overlay colours (tokens in careers.css, each with white text above AA contrast). */
export const OVERLAY_COLOURS = ["ocean", "midnight", "forest", "berry", "plum", "amber"] as const;
export type OverlayColour = (typeof OVERLAY_COLOURS)[number];

/** Colours a visit draws from (spec §2.1: "four are used at random"). */
export const COLOURS_IN_USE = 4;

/** Members shown at most (spec §9). */
export const TEAM_SIZE = 3;

/** A random number in [0, 1), like Math.random. */
export type Random = () => number;

/** A copy of `items` in random order (Fisher–Yates). */
export function shuffled<T>(items: readonly T[], random: Random = Math.random): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

/**
 * `count` overlay colours: four of the six chosen at random, then one of those four per member,
 * never the colour of the member before.
 */
export function overlayColours(count: number, random: Random = Math.random): OverlayColour[] {
  const palette = shuffled(OVERLAY_COLOURS, random).slice(0, COLOURS_IN_USE);
  const colours: OverlayColour[] = [];
  for (let i = 0; i < count; i += 1) {
    const previous = colours[i - 1];
    const choices = palette.filter((colour) => colour !== previous);
    colours.push(choices[Math.floor(random() * choices.length)] as OverlayColour);
  }
  return colours;
}

/** Up to `size` members in random order, each with its overlay colour. */
export function pickTeam<T>(
  members: readonly T[],
  random: Random = Math.random,
  size: number = TEAM_SIZE,
): { member: T; colour: OverlayColour }[] {
  const chosen = shuffled(members, random).slice(0, size);
  const colours = overlayColours(chosen.length, random);
  return chosen.map((member, i) => ({ member, colour: colours[i] as OverlayColour }));
}
