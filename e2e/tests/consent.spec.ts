import type { Page, Request } from "@playwright/test";
import { expectNoSeriousViolation } from "./axe";
import { expect, test } from "./fixtures";

const COLLECTOR = "/api/analytics/events";

/** Every call to the first-party analytics collector the page makes from now on. */
function analyticsCalls(page: Page): Request[] {
  const calls: Request[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === COLLECTOR) calls.push(request);
  });
  return calls;
}

async function cookieNamed(page: Page, name: string) {
  return (await page.context().cookies()).find((cookie) => cookie.name === name);
}

test.describe("cookie consent, applied", () => {
  test("refusing analytics means no analytics request leaves the browser", async ({ page }) => {
    const calls = analyticsCalls(page);
    await page.goto("/");
    await page
      .getByRole("region", { name: "We value your privacy" })
      .getByRole("button", { name: "Only necessary" })
      .click();
    await page.goto("/deals");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.goto("/categories");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // Long enough for a first page view and a timed batch (5 s) to have gone out.
    await page.waitForTimeout(6000);
    expect(calls).toHaveLength(0);
    expect(await cookieNamed(page, "spc_aid")).toBeUndefined();
  });

  test("accepting analytics measures pages; withdrawing it stops at once and forgets the visitor", async ({
    page,
  }) => {
    const calls = analyticsCalls(page);
    await page.goto("/");
    const firstView = page.waitForRequest((request) => request.url().endsWith(COLLECTOR));
    await page
      .getByRole("region", { name: "We value your privacy" })
      .getByRole("button", { name: "Accept all" })
      .click();
    // The first page view goes at once, and the collector keeps it (a beacon's body is not
    // readable here; its content has unit tests).
    const answer = await (await firstView).response();
    expect(answer?.status()).toBe(204);
    expect((await cookieNamed(page, "spc_aid"))?.value).toMatch(/^[0-9a-f-]{36}$/);

    // The footer's link reopens the choice; the list comes from the API.
    await page.getByRole("button", { name: "Cookie preferences" }).click();
    const dialog = page.getByRole("dialog", { name: "Cookie preferences" });
    await expect(dialog.getByRole("switch", { name: /Analytical/ })).toBeChecked();
    await dialog.getByText("Cookie list").first().click();
    await expectNoSeriousViolation(page);
    await dialog.getByRole("switch", { name: /Analytical/ }).click();
    await dialog.getByRole("button", { name: "Confirm my choices" }).click();
    await expect(dialog).toBeHidden();
    await expect.poll(() => cookieNamed(page, "spc_aid")).toBeUndefined();

    const sent = calls.length;
    await page.getByRole("link", { name: "Deals" }).first().click();
    await expect(page).toHaveURL(/\/deals$/);
    await page.waitForTimeout(6000);
    expect(calls).toHaveLength(sent);
  });

  test("a browser sending Global Privacy Control is not asked and gets strictly necessary only", async ({
    page,
  }) => {
    await page.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true }),
    );
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await expect(page.getByRole("region", { name: "We value your privacy" })).toHaveCount(0);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("cookies") ?? "{}"));
    expect(stored).toMatchObject({
      source: "gpc",
      categories: { analytical: false, marketing: false, functional: false },
    });
  });

  test("an affiliate link's cookie waits for marketing consent", async ({ page }) => {
    await page.goto("/rktcki?ranMID=42&ranSiteID=campus-blog");
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await cookieNamed(page, "rmStoreGateway")).toBeUndefined();
    await page
      .getByRole("region", { name: "We value your privacy" })
      .getByRole("button", { name: "Accept all" })
      .click();
    await expect
      .poll(async () =>
        decodeURIComponent((await cookieNamed(page, "rmStoreGateway"))?.value ?? ""),
      )
      .toContain('"ranSiteID":"campus-blog"');
  });
});
