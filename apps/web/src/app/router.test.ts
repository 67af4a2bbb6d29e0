import { afterEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "../lib/query-client";
import { stubFetchByPath } from "../test/fetch";
import { type AppRouter, createAppRouter } from "./router";

/** Resolves once the router's first navigation (loaders, lazy pages) has finished. */
function initialized(router: AppRouter): Promise<AppRouter> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve(router);
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve(router);
    });
  });
}

const started: AppRouter[] = [];
afterEach(() => {
  for (const router of started.splice(0)) router.dispose();
  window.history.replaceState(null, "", "/");
  queryClient.clear();
  vi.unstubAllGlobals();
});

async function visit(address: string): Promise<{ router: AppRouter; asked: string[] }> {
  const asked = stubFetchByPath(() => ({ data: [] }));
  window.history.replaceState(null, "", address);
  const router = createAppRouter();
  started.push(router);
  return { router: await initialized(router), asked };
}

describe("the app router", () => {
  it("matches a page by its address and keeps the query string", async () => {
    const { router } = await visit("/deals/maple-slice-pizza/offer/1?source=mail");
    expect(router.state.location.search).toBe("?source=mail");
    expect(router.state.matches.at(-1)?.route.path).toBe("/deals/:partnerName/offer/:id");
    expect(router.state.errors).toBeNull();
  });

  it("starts the offer page's read from its route loader, with the page's queryOptions", async () => {
    const { asked } = await visit("/deals/maple-slice-pizza/offer/1");
    expect(asked).toContain("/api/offers/v2/offers/1");
    expect(queryClient.getQueryState(["offers", "offer", "1"])).toBeDefined();
  });

  it("starts the /deals first row's reads from its loader, but not for a filtered address", async () => {
    const plain = await visit("/deals");
    await vi.waitFor(() => expect(plain.asked).toContain("/api/offers/theme/order"));
    plain.router.dispose();
    queryClient.clear();
    vi.unstubAllGlobals();

    const filtered = await visit("/deals?filters=new");
    expect(filtered.asked).not.toContain("/api/offers/theme/order");
  });
});
