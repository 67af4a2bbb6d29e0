import { acceptCookiesUpFront, DEMO_PASSWORD, expect, test } from "./fixtures";

test("a dialog closes on Escape and gives focus back to what opened it", async ({ page }) => {
  await page.goto("/");
  const opener = page.getByRole("button", { name: "Settings" });
  await opener.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Cookie preferences" });
  await expect(dialog).toBeVisible();
  // Focus moves into the dialog while it is open.
  await expect
    .poll(() => page.evaluate(() => Boolean(document.activeElement?.closest("[role=dialog]"))))
    .toBe(true);

  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test("the mobile menu opens as a dialog, locks the page scroll and closes on Escape @mobile", async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== "mobile", "mobile layout only");
  await page.goto("/");
  await page.getByRole("button", { name: "Only necessary" }).click();
  const opener = page.getByRole("button", { name: "Open the menu" });
  await opener.click();
  const menu = page.getByRole("dialog", { name: "Menu" });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole("button", { name: "Français" })).toBeVisible();
  const overflow = await page.evaluate(() => getComputedStyle(document.body).overflow);
  expect(overflow).toBe("hidden");
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(opener).toBeFocused();
});

test("the mobile menu offers a signed-in member their card and log out, not sign-up @mobile", async ({
  page,
  baseURL,
}, testInfo) => {
  test.skip(testInfo.project.name !== "mobile", "mobile layout only");
  await acceptCookiesUpFront(page);
  // Signing in through the page's request context stores the session cookie in the browser.
  const signIn = await page.request.post("/api/auth/sign-in/email", {
    headers: { Origin: baseURL ?? "" },
    data: { email: "member@demo.spc.ca", password: DEMO_PASSWORD },
  });
  expect(signIn.ok()).toBe(true);
  await page.goto("/deals");
  await page.getByRole("button", { name: "Open the menu" }).click();
  const menu = page.getByRole("dialog", { name: "Menu" });
  await expect(menu.getByRole("link", { name: "My membership card" })).toBeVisible();
  await expect(menu.getByRole("link", { name: "Log out" })).toBeVisible();
  await expect(menu.getByRole("link", { name: "Get started" })).toHaveCount(0);
});

for (const [prefix, login] of [
  ["", "Log in"],
  // The phone's shorter French wording; wider screens say "Se connecter".
  ["/fr", "Connexion"],
] as const) {
  test(`a visitor on a 390 px phone finds "${login}" in the header, on one row with no overflow`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await acceptCookiesUpFront(page);
    await page.goto(`${prefix}/`);
    const header = page.locator(".site-header__bar");
    const link = header.getByRole("link", { name: login });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute("href", /\/login$/);
    const box = await link.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
    expect(box?.width ?? 0).toBeGreaterThanOrEqual(44);
    // One row: the bar keeps its single-row height, and nothing reaches past the screen's edge.
    const bar = await header.boundingBox();
    expect(bar?.height ?? 0).toBeLessThanOrEqual(72);
    const overflow = await page.evaluate(() => {
      const right = (selector: string) =>
        document.querySelector(selector)?.getBoundingClientRect().right ?? 0;
      return {
        page: document.documentElement.scrollWidth,
        menu: right(".site-header__menu-button"),
      };
    });
    expect(overflow.page).toBeLessThanOrEqual(390);
    expect(overflow.menu).toBeLessThanOrEqual(390);
    await link.click();
    await expect(page).toHaveURL(/\/login$/);
  });
}
