import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import en from "../i18n/en.json";
import fr from "../i18n/fr.json";
import { PAGES } from "./page-table";

// Spec §2.1 / issue 14: a page's document title is its own visible heading inside the site
// template. Read from the sources: the page's <h1> and its title hook must name one message, and
// the route table's `title` (what stands in for the page: placeholder, login prompt) is that
// message too. Headings made of data (category, collection, offer, search) are checked in the
// browser journeys; here their generic fallback is.

const APP = import.meta.dirname;
const tableSource = readFileSync(join(APP, "page-table.ts"), "utf8");

// Pages left out, and why.
const HEADING_ELSEWHERE: Record<string, string> = {
  "/": "spec §2.1 names the home page's title: Home / Accueil",
  "/activate/account": "forwards at once, with nothing of its own on screen",
  "/activate/info": "forwards at once, with nothing of its own on screen",
};
// The heading is the offer's own title, drawn by a child component: the journey in
// e2e/tests/deals.spec.ts checks that the tab reads it.
const DATA_HEADING = new Set(["/deals/:partnerName/offer/:id"]);
// Pages drawn by the content feature's page components (decision 0035): the route's component
// hands them its message, which their <h1> and tab show until the content row's title (both)
// arrives; e2e/tests/content-pages.spec.ts checks the loaded heading and tab.
const CONTENT_HEADING = new Set([
  "/about",
  "/business",
  "/freesamples",
  "/fundraising",
  "/privacy",
  "/international",
  "/why-spc",
  "/why-spc-hm",
  "/coming-soon",
  "/qrlanding",
  "/highschool",
]);

// Pages whose heading and tab come from their content row through features/page-copy (decision
// 0036): the route hands its message to the heading component as `title`, shown until the row
// arrives; e2e/tests/careers-faq-contact.spec.ts checks the loaded heading.
const PAGE_COPY_HEADING = new Set([
  "/careers",
  "/faq-help",
  "/contact",
  "/brands",
  "/cibc/offers",
  "/bts-market-landing",
]);

// Contest, rules and event pages (issue 17; decision 0039 "Web"): the heading is the contest's,
// the rules' or the event's own title (data); until it arrives the tab reads the route table's
// title (ContestView reads the route's handle). e2e/tests/contests.spec.ts checks the loaded
// heading and tab.
const CONTEST_HEADING = new Set([
  "/contest/rules/:contestname",
  "/contest/:id",
  "/12-days-giveaways-2024",
  "/holiday-contest",
  "/bdaycontest",
  "/frost-activation-2025",
  "/frost-2025-matchgame",
  "/campustour-2024",
  "/levis-info2024",
  "/cibc_trade_contest",
  "/landingcontest/:url",
  "/bts-2025",
  "/bts-easy-promo",
  "/:id",
]);

/** The file each PageModule constant of page-table.ts imports. */
function moduleFiles(): Map<string, string[]> {
  const files = new Map<string, string[]>();
  const modules = tableSource.matchAll(
    /const (\w+): PageModule = \(\) =>([\s\S]*?)\n(?=const |\n)/g,
  );
  for (const [, name = "", body = ""] of modules) {
    const imports = [...body.matchAll(/import\("\.\.\/([^"]+)"\)/g)].map(([, path]) =>
      join(APP, "..", `${path}.tsx`),
    );
    files.set(name, imports);
  }
  return files;
}

const FILES = moduleFiles();
const realPages = PAGES.filter((entry) => !HEADING_ELSEWHERE[entry.path]);

/** The JSX <h1> elements of a source (comments left out), by their content. */
function headings(source: string): string[] {
  const code = source.replace(/^\s*\/\/.*$/gm, "");
  return [...code.matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/g)].map(([, body = ""]) => body.trim());
}

describe("page titles follow the page's own heading", () => {
  it("knows the file of every real page", () => {
    for (const entry of realPages) {
      expect(FILES.get(entry.page?.name ?? ""), entry.path).toBeDefined();
    }
  });

  it.each(realPages.map((entry) => [entry.path, entry] as const))(
    "%s: the heading, the tab and the route table read the same message",
    (_path, entry) => {
      const [file = ""] = FILES.get(entry.page?.name ?? "") ?? [];
      const source = readFileSync(file, "utf8");
      const title = entry.title;
      if (CONTEST_HEADING.has(entry.path)) {
        expect(source, `${file} titles the tab from its data`).toMatch(
          /usePageTitleText\(|<ContestView /,
        );
        return;
      }
      if (CONTENT_HEADING.has(entry.path) || PAGE_COPY_HEADING.has(entry.path)) {
        expect(source, `${file} hands ${title} to its content page`).toContain(`title="${title}"`);
        return;
      }
      // The title hook names the route table's message (alone, or as the fallback of a name).
      const hook = new RegExp(`usePageTitle(Text)?\\([^;]*"${title.replaceAll(".", "\\.")}"`);
      const variable = source.match(/usePageTitle\((\w+)\)/)?.[1];
      const assigned =
        variable !== undefined &&
        new RegExp(`const ${variable} =[^;]*"${title.replaceAll(".", "\\.")}"`).test(source);
      expect(hook.test(source) || assigned, `${file} titles the tab with ${title}`).toBe(true);

      if (DATA_HEADING.has(entry.path)) return;
      for (const heading of headings(source)) {
        const literal = heading.match(/^<FormattedMessage id="([\w.]+)" \/>$/)?.[1];
        const read = heading.match(/^<FormattedMessage id=\{(\w+)\} \/>$/)?.[1];
        // A name from the page's data, or the generic heading until it is known.
        const named = heading.match(/^\{(\w+) \?\? <FormattedMessage id="([\w.]+)" \/>\}$/);
        if (literal) expect(literal, `${file}: <h1> reads the tab's message`).toBe(title);
        else if (read) expect(read, `${file}: <h1> reads the tab's message`).toBe(variable);
        else if (named) {
          expect(named[2], `${file}: the <h1>'s fallback is the tab's`).toBe(title);
          expect(source, `${file}: the tab reads the <h1>'s name`).toContain(
            `usePageTitleText(${named[1]}, "${title}")`,
          );
        } else expect.fail(`${file}: an <h1> the test cannot read: ${heading}`);
      }
    },
  );

  it("has the same message ids in both languages for every route title", () => {
    for (const entry of PAGES) {
      expect(en[entry.title as keyof typeof en], entry.title).toBeTruthy();
      expect(fr[entry.title as keyof typeof fr], entry.title).toBeTruthy();
    }
  });
});
