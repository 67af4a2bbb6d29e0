import { SAMSUNG10_OFFER_ID } from "@spc/shared";
import { createMemoryRouter, matchRoutes } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { useLanguageStore } from "../i18n/language-store";
import { PAGES } from "./page-table";
import { REDIRECTS } from "./redirect-table";
import { routes } from "./routes";

async function settle(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  await new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
  const { pathname, search } = router.state.location;
  router.dispose();
  return `${pathname}${search}`;
}

afterEach(() => useLanguageStore.setState({ chosen: null, country: null }));

describe("the redirect table", () => {
  it.each(REDIRECTS)("sends %s to %s and keeps the query string", async (from, to) => {
    const join = to.includes("?") ? "&" : "?";
    expect(await settle(`${from}?utm_source=mail`)).toBe(`${to}${join}utm_source=mail`);
  });

  it("sends /samsung10 to the partner redirect of the campaign's offer, whatever the query says", async () => {
    expect(await settle("/samsung10")).toBe(`/redirect-to-partner?offer_id=${SAMSUNG10_OFFER_ID}`);
    expect(await settle("/samsung10?offer_id=1&utm_source=mail")).toBe(
      `/redirect-to-partner?offer_id=${SAMSUNG10_OFFER_ID}&utm_source=mail`,
    );
  });

  it("covers the aliases the spec names", () => {
    const from = new Map(REDIRECTS);
    expect(from.get("/contest")).toBe("/12-days-giveaways-2024");
    expect(from.get("/h&m")).toBe("/deals");
    expect(from.get("/conditions-dutilisation")).toBe("/terms");
  });
});

describe("the page table", () => {
  const concrete = (path: string) => path.replace(/:(\w+)\?/g, "x").replace(/:(\w+)/g, "1");

  it.each(PAGES.filter((page) => page.path !== "*" && page.path !== "/:id"))(
    "routes $path to its own entry",
    ({ path, title }) => {
      const matches = matchRoutes(routes, concrete(path)) ?? [];
      const handle = matches.at(-1)?.route.handle as { title?: string } | undefined;
      expect(handle?.title).toBe(title);
      expect(matches.at(-1)?.route.path ?? "/").not.toBe("*");
    },
  );

  it("sends unknown paths to the not-found page", () => {
    for (const path of ["/nope", "/a/b/c"]) {
      const handle = matchRoutes(routes, path)?.at(-1)?.route.handle as { title?: string };
      expect(handle.title).toBe("page.notFound.title");
    }
  });
});

describe("language markers in the URL", () => {
  it("switches to French and strips a leading /fr, keeping the query", async () => {
    expect(await settle("/fr/why-spc?ref=1")).toBe("/why-spc?ref=1");
    expect(useLanguageStore.getState().chosen).toBe("fr");
  });

  it("strips a trailing /fr/ before /deals/:partner could claim it", async () => {
    expect(await settle("/deals/fr/")).toBe("/deals");
    expect(useLanguageStore.getState().chosen).toBe("fr");
  });

  it("switches back to English with /en", async () => {
    useLanguageStore.setState({ chosen: "fr" });
    expect(await settle("/en")).toBe("/");
    expect(useLanguageStore.getState().chosen).toBe("en");
  });

  it("keeps English in the US build", async () => {
    useLanguageStore.setState({ country: "us" });
    expect(await settle("/fr/deals")).toBe("/deals");
    expect(useLanguageStore.getState().chosen).toBeNull();
  });
});
