import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { buildCatalogue } from "./catalogue";
import { seedClock } from "./clock";
import { adRows } from "./content/ads";
import { emailOptRows } from "./content/email-opts";
import { LOGO_DIR, partnerLogoFiles } from "./logos";

// The web build copies apps/web/public as is into the folder the API serves (WEB_DIST_DIR), so a
// path like /images/ads/x.svg is served exactly when apps/web/public/images/ads/x.svg exists.
const PUBLIC_DIR = fileURLToPath(new URL("../../../../web/public", import.meta.url));

function publicFile(urlPath: string): string {
  return path.join(PUBLIC_DIR, ...urlPath.split("/").filter(Boolean));
}

/** Why a seeded picture path would show a broken image box, or null when it is fine. */
function problemWith(urlPath: string): string | null {
  if (!urlPath.startsWith("/images/")) return "not under /images/";
  let size: number;
  try {
    size = statSync(publicFile(urlPath)).size;
  } catch {
    return "no such file in apps/web/public";
  }
  if (size > 8_192) return `${size} bytes: too heavy for a pop-up picture`;
  const svg = readFileSync(publicFile(urlPath), "utf8");
  if (!/^<svg [^>]*viewBox="[^"]+"/.test(svg)) return "not an SVG with a viewBox";
  return null;
}

function expectAllServed(paths: Iterable<string>) {
  const problems = [...new Set(paths)]
    .map((urlPath) => [urlPath, problemWith(urlPath)] as const)
    .filter(([, problem]) => problem !== null);
  expect(problems).toEqual([]);
}

describe("seeded pictures", () => {
  it("gives every ads pop-up record real pictures, desktop and mobile, in both languages", () => {
    const rows = adRows();
    expect(rows.length).toBeGreaterThan(0);
    expectAllServed(
      rows.flatMap((row) => [row.imageEn, row.imageFr, row.imageMobileEn, row.imageMobileFr]),
    );
  });

  it("gives every e-mail opt-in pop-up record real pictures, desktop and mobile, in both languages", () => {
    const rows = emailOptRows();
    expect(rows.length).toBeGreaterThan(0);
    expectAllServed(
      rows.flatMap((row) => [row.imageEn, row.imageFr, row.imageMobileEn, row.imageMobileFr]),
    );
  });

  it("gives every seeded offer a picture that exists", () => {
    const offers = buildCatalogue(seedClock(new Date("2026-11-25T12:00:00Z"))).offers;
    expectAllServed(offers.flatMap((offer) => (offer.imageUrl ? [offer.imageUrl] : [])));
  });

  it("gives every seeded partner a logo that exists", () => {
    const partners = buildCatalogue(seedClock(new Date("2026-11-25T12:00:00Z"))).partners;
    expect(partners.every((partner) => partner.logoUrl)).toBe(true);
    expectAllServed(partners.flatMap((partner) => (partner.logoUrl ? [partner.logoUrl] : [])));
  });

  it("keeps the committed partner logos those the seed draws (npm run -w @spc/api seed:logos)", () => {
    const files = partnerLogoFiles();
    const stale = files.filter(([name, svg]) => {
      try {
        return readFileSync(`${LOGO_DIR}/${name}`, "utf8") !== svg;
      } catch {
        return true;
      }
    });
    expect(stale.map(([name]) => name)).toEqual([]);
    expect(readdirSync(LOGO_DIR).sort()).toEqual(files.map(([name]) => name).sort());
  });
});
