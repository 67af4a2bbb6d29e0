import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildCatalogue } from "./catalogue";
import { seedClock } from "./clock";
import { categorySeeds } from "./data/categories";

/**
 * Partner logos (docs/decisions/0029-coherent-demo-catalogue.md): a monogram on a tile in a
 * shade of the partner's category colour, one SVG file per partner, committed under
 * apps/web/public/images/partners/ so the web build serves them as they are. The shade, the
 * tile's shape and the accent come from the partner's name, so logos differ within a category
 * and never change unless the name does. `npm run -w @spc/api seed:logos` rewrites the folder.
 */

export const LOGO_DIR = fileURLToPath(
  new URL("../../../../web/public/images/partners", import.meta.url),
);

const SMALL_WORDS = new Set(["&", "and", "the", "to", "of", "de", "du", "des", "le", "la", "co."]);

/** "Maple Slice Pizza" → "MS", "PixelPeak" → "PP", "Kiloworks" → "K", "CIBC" → "CIBC". */
export function monogram(name: string): string {
  if (/^[A-Z]{2,4}$/.test(name)) return name;
  const words = name
    .split(/[\s-]+/)
    .filter((word) => word && !SMALL_WORDS.has(word.toLowerCase()))
    .flatMap((word) => word.split(/(?<=[a-zà-ÿ])(?=[A-Z])/));
  return words
    .slice(0, 2)
    .map((word) => word.charAt(0))
    .join("")
    .toLocaleUpperCase("fr-CA");
}

/** A small stable hash of a name (FNV-1a), for picking a shade and a shape. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (const char of text) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

type Hsl = [hue: number, saturation: number, lightness: number];

function hexToHsl(hex: string): Hsl {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255) as [
    number,
    number,
    number,
  ];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const light = (max + min) / 2;
  if (max === min) return [0, 0, light];
  const d = max - min;
  const sat = light > 0.5 ? d / (2 - max - min) : d / (max + min);
  const hue =
    max === r ? (g - b) / d + (g < b ? 6 : 0) : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return [hue * 60, sat, light];
}

function hslToHex([hue, sat, light]: Hsl): string {
  const k = (n: number) => (n + hue / 30) % 12;
  const a = sat * Math.min(light, 1 - light);
  const channel = (n: number) =>
    Math.round(255 * (light - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1))))
      .toString(16)
      .padStart(2, "0");
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

/** Relative luminance (WCAG) of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

function escapeXml(text: string): string {
  return text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll('"', "&quot;");
}

/** The partner's logo: its monogram on a tile of a shade of its category's colour. */
export function partnerLogoSvg(name: string, categoryColour: string): string {
  const hash = hashOf(name);
  const [hue, sat, light] = hexToHsl(categoryColour);
  // Within ±20° of the category's hue, a darker or a lighter shade of it.
  const shade: Hsl = [
    (hue + ((hash % 41) - 20) + 360) % 360,
    Math.min(0.85, Math.max(0.35, sat)),
    [0.28, 0.36, 0.44, 0.9][(hash >>> 6) % 4] ?? light,
  ];
  const background = hslToHex(shade);
  const ink = hslToHex([shade[0], Math.min(0.9, shade[1]), shade[2] > 0.6 ? 0.25 : 0.97]);
  // Keep the letters readable whatever the shade (WCAG large-text contrast at least).
  const text =
    contrast(luminance(background), luminance(ink)) >= 3
      ? ink
      : luminance(background) > 0.18
        ? "#1b1b1b"
        : "#ffffff";
  const letters = monogram(name);
  const size = letters.length === 1 ? 46 : letters.length === 2 ? 38 : 26;
  const radius = [20, 48, 30][(hash >>> 9) % 3];
  const accent =
    (hash >>> 12) % 2 === 0
      ? `<rect x="30" y="72" width="36" height="4" rx="2" fill="${text}" opacity=".55"/>`
      : `<rect x="7" y="7" width="82" height="82" rx="${Math.max(0, (radius ?? 20) - 6)}" fill="none" stroke="${text}" stroke-opacity=".35" stroke-width="2"/>`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" width="96" height="96" role="img" aria-label="${escapeXml(name)}">`,
    `<rect width="96" height="96" rx="${radius}" fill="${background}"/>`,
    accent,
    `<text x="48" y="${accent.includes('y="72"') ? 48 : 50}" text-anchor="middle" dominant-baseline="central" font-family="system-ui,-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif" font-size="${size}" font-weight="700" letter-spacing="1" fill="${text}">${escapeXml(letters)}</text>`,
    "</svg>",
    "",
  ].join("\n");
}

/** Every seeded partner's logo file: [file name, SVG]. */
export function partnerLogoFiles(): [fileName: string, svg: string][] {
  const plan = buildCatalogue(seedClock(new Date("2026-01-01T00:00:00Z")));
  const colourByKey = new Map(categorySeeds.map((seed) => [seed.key, seed.colour]));
  return plan.partners.map((partner) => {
    const colour = colourByKey.get(plan.partnerCategories.get(partner.id) ?? "") ?? "#5c5c5c";
    return [`${partner.urlName}.svg`, partnerLogoSvg(partner.partnerName, colour)];
  });
}

// `tsx src/db/seed/logos.ts`: rewrites apps/web/public/images/partners/ from the catalogue.
if (import.meta.url === `file://${process.argv[1]}`) {
  const files = partnerLogoFiles();
  mkdirSync(LOGO_DIR, { recursive: true });
  const keep = new Set(files.map(([name]) => name));
  for (const stale of readdirSync(LOGO_DIR).filter((name) => !keep.has(name))) {
    rmSync(path.join(LOGO_DIR, stale));
  }
  for (const [name, svg] of files) writeFileSync(path.join(LOGO_DIR, name), svg);
  console.info(`${files.length} partner logos in ${LOGO_DIR}`);
}
