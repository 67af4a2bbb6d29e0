import { test as base, expect, type Page } from "@playwright/test";

/** Stores a cookie choice before the page loads, so journeys not about consent are not blocked. */
export async function acceptCookiesUpFront(page: Page) {
  await page.addInitScript(() => {
    if (!window.localStorage.getItem("cookies")) {
      window.localStorage.setItem(
        "cookies",
        JSON.stringify({
          version: 1,
          timestamp: new Date().toISOString(),
          categories: {
            strictly_necessary: true,
            analytical: false,
            marketing: false,
            functional: false,
          },
        }),
      );
    }
  });
}

export const test = base;
export { expect };
