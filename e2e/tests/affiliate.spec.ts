import type { Page } from "@playwright/test";
import { DEVELOPMENT_AFFILIATE_SECRET } from "../../apps/api/src/config";
import { mintAffiliateToken } from "../../apps/api/src/services/membership/affiliate/token";
import {
  acceptCookiesUpFront,
  createMember,
  expect,
  PASSWORD,
  test,
  uniqueEmail,
} from "./fixtures";

// The bank-affiliate journey (issue 5, spec §2.6 / §4): the bank's link carries a signed,
// single-use token; the visitor is sent to sign-up, logs in instead, and lands on /deals as an
// SPC+ member (plus welcome, SPC+ header logo). A second account cannot reuse the token.
// The e2e server runs with NODE_ENV=test, so it verifies with the API's development secret,
// which signs the tokens here (the bank's site does the same with the production secret).
/** Opens the bank's link and logs in from the sign-up page it leads to. */
async function followBankLink(page: Page, token: string, email: string) {
  await page.goto(`/cibc/activation?affiliate_token=${encodeURIComponent(token)}`);
  await expect(page).toHaveURL(/\/signup$/);
  await page.getByRole("main").getByRole("link", { name: "Log in", exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  // exact: the sign-up form's "…by e-mail" opt-in can still be on screen while /login loads.
  await page.getByLabel("E-mail", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("main").getByRole("button", { name: "Log in", exact: true }).click();
}

test.beforeEach(async ({ page }) => {
  await acceptCookiesUpFront(page);
});

test("a bank client follows the affiliate link, logs in and lands as an SPC+ member", async ({
  page,
  baseURL,
  browser,
}) => {
  test.setTimeout(90_000);
  const email = uniqueEmail("cibc");
  // Signed in beforehand: the link signs whoever it is out first (spec §2.6).
  await createMember(page.request, baseURL!, email);
  const { token } = mintAffiliateToken(DEVELOPMENT_AFFILIATE_SECRET);

  await followBankLink(page, token, email);

  await expect(page).toHaveURL(/\/deals$/, { timeout: 20_000 });
  const welcome = page.getByRole("dialog", { name: "Welcome to SPC+" });
  await expect(welcome).toBeVisible();
  await welcome.getByRole("button", { name: "Start shopping" }).click();
  await expect(welcome).toBeHidden();
  await expect(page.getByRole("link", { name: "SPC+ home" })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem("bankAffiliate"))).toBeNull();

  // Another account with the same link: refused, and no SPC+ logo.
  const context = await browser.newContext({ baseURL });
  // Not about the e-mail opt-in pop-up (decision 0045): this browser counts as subscribed.
  await context.addInitScript(() => {
    window.localStorage.setItem("email_opt_subscribed", new Date().toISOString());
  });
  const other = await context.newPage();
  await acceptCookiesUpFront(other);
  const otherEmail = uniqueEmail("cibc-other");
  await createMember(other.request, baseURL!, otherEmail);
  await followBankLink(other, token, otherEmail);
  await expect(other).toHaveURL(/\/cibc\/activation$/, { timeout: 20_000 });
  await expect(
    other.getByRole("alert").filter({ hasText: "already been used by another account" }),
  ).toBeVisible();
  await expect(other.getByRole("link", { name: "SPC+ home" })).toHaveCount(0);
  await context.close();
});

test("a new bank client signs up in French from the link and is welcomed to SPC+", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const { token } = mintAffiliateToken(DEVELOPMENT_AFFILIATE_SECRET);
  await page.goto(`/fr/cibc/activation?affiliate_token=${encodeURIComponent(token)}`);
  await expect(page).toHaveURL(/\/signup$/);
  expect(await page.evaluate(() => window.localStorage.getItem("bankAffiliate"))).toContain(token);

  await page.getByLabel("Courriel", { exact: true }).fill(uniqueEmail("cibc-new"));
  await page.getByLabel("Mot de passe", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Prénom", { exact: true }).fill("Camille");
  await page.getByLabel("Nom de famille").fill("Tremblay");
  await page.getByLabel("Date de naissance").fill("20030115");
  await page.getByLabel(/J’accepte les/).check();
  await page.getByRole("button", { name: "Créer mon compte" }).click();
  const verifyDialog = page.getByRole("dialog", { name: "Consultez votre boîte de réception" });
  await verifyDialog.getByRole("button", { name: "Continuer" }).click();

  await expect(page).toHaveURL(/\/signup\/additional/);
  await page.getByLabel("Code postal").fill("h2x1y4");
  await page.getByLabel("Type d’établissement").selectOption("university");
  await page.getByLabel("Genre", { exact: true }).selectOption("female");
  await page.getByRole("button", { name: "Continuer" }).click();

  // The sign-up comes back to the association step, then /deals as a new SPC+ member.
  await expect(page).toHaveURL(/\/deals$/, { timeout: 20_000 });
  const welcome = page.getByRole("dialog", { name: "Bienvenue dans SPC+" });
  await expect(welcome).toBeVisible();
  await welcome.getByRole("button", { name: "Commencer à magasiner" }).click();
  await expect(page.getByRole("link", { name: "Accueil SPC+" })).toBeVisible();
});

test("/cibc shows the three bank offers with English and French links and the SPC+ plan", async ({
  page,
}) => {
  await page.goto("/cibc");
  const offers = page.getByTestId("cibc-offers").getByRole("listitem");
  await expect(offers).toHaveCount(3);
  await expect(offers.nth(0)).toContainText("$60");
  await expect(offers.nth(1)).toContainText("$30");
  await expect(offers.nth(2)).toContainText("$25");
  await expect(offers.nth(0).getByRole("link", { name: "Français" })).toHaveAttribute(
    "href",
    /cibc\.com\/fr\//,
  );
  await expect(page.getByRole("heading", { name: "The SPC+ plan" })).toBeVisible();
});
