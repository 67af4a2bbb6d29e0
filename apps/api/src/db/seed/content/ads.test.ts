import {
  englishTypographyProblems,
  frenchTypographyProblems,
  matchRoutePath,
  NOT_FOUND_PATHS,
} from "@spc/shared";
import { describe, expect, it } from "vitest";
import { categorySeeds } from "../data/categories";
import { adRows } from "./ads";

const rows = adRows();

describe("seeded ads copy", () => {
  it("writes every text a visitor sees in English and in French", () => {
    for (const row of rows) {
      expect(row.titleEn && row.titleFr && row.imageAltEn && row.imageAltFr).toBeTruthy();
      expect(row.titleFr).not.toBe(row.titleEn);
      expect(Boolean(row.descriptionFr)).toBe(Boolean(row.descriptionEn));
      // The call to action's label exactly when there is a call to action.
      expect(Boolean(row.textEn) && Boolean(row.textFr)).toBe(Boolean(row.isClickable));
    }
  });

  it("follows each language's typography (the shared rule: curly apostrophes, French spacing)", () => {
    const problems = rows.flatMap((row) => [
      ...[row.titleEn, row.descriptionEn, row.textEn, row.imageAltEn].flatMap((copy = "") =>
        englishTypographyProblems(copy).map((problem) => `${copy}: ${problem}`),
      ),
      ...[row.titleFr, row.descriptionFr, row.textFr, row.imageAltFr].flatMap((copy = "") =>
        frenchTypographyProblems(copy).map((problem) => `${copy}: ${problem}`),
      ),
    ]);
    expect(problems).toEqual([]);
  });

  it("describes each picture instead of repeating the headline", () => {
    for (const row of rows) {
      expect(row.imageAltEn).not.toBe(row.titleEn);
      expect(row.imageAltFr).not.toBe(row.titleFr);
    }
  });

  it("links clickable records to pages of the app that exist, without a language marker", () => {
    const categories = new Set(categorySeeds.map((category) => category.key));
    for (const row of rows.filter((r) => r.isClickable)) {
      for (const url of [row.urlEn, row.urlFr]) {
        expect(url).toMatch(/^\/(?!en\/|fr\/)/);
        const route = matchRoutePath(url ?? "");
        expect(route).not.toBeNull();
        expect(NOT_FOUND_PATHS).not.toContain(route?.path);
        if (route?.path === "/deals/category/:name") {
          expect(categories).toContain(route.params.name);
        }
      }
    }
  });
});
