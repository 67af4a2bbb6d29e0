import type { APIRequestContext } from "@playwright/test";
import { expectNoSeriousViolation } from "./axe";
import {
  acceptCookiesUpFront,
  createMember,
  DEMO_PASSWORD,
  dismissNotices,
  expect,
  signIn,
  test,
  uniqueEmail,
} from "./fixtures";

// Money path journeys (issue 5, item 5 browser part): a registered user without a card buys the
// membership in French with the local test gateway (a decline first, then an approval) and sees
// the card barcode and QR; the demo member's billing shows its seeded purchase and turns auto-renew
// off and on; the purchase steps keep their order. Each run starts from the fresh demo seed of the
// config's server.

const PASSWORD = "Etudiant2026!";

/** A registered Quebec account without a card, signed in on the page's context. */
function createBuyer(request: APIRequestContext, baseURL: string, email: string) {
  return createMember(request, baseURL, email, {
    password: PASSWORD,
    name: "Léa Gagnon",
    language: "fr",
    profile: {
      first_name: "Léa",
      last_name: "Gagnon",
      birth_date: "2002-03-14",
      language: "fr",
      postal: "H2X 1Y4",
      school_type: "cegep",
    },
  });
}

test.beforeEach(async ({ page }) => {
  await acceptCookiesUpFront(page);
  await dismissNotices(page);
});

test("a registered user without a card buys the membership in French and sees the card QR @mobile", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await createBuyer(page.request, baseURL!, uniqueEmail("buy"));

  await page.goto("/fr/purchase");
  await expect(
    page.getByRole("heading", { level: 1, name: "Obtenez votre adhésion SPC" }),
  ).toBeVisible({ timeout: 20_000 });
  // 11,99 $ the Canadian French way (no-break space before the dollar sign).
  await expect(page.getByTestId("plan-price")).toHaveText(/^11,99\s\$ par année/);
  await page.getByRole("button", { name: "Continuer" }).click();

  await expect(page).toHaveURL(/\/purchase\/summary$/);
  await expect(
    page.getByRole("heading", { level: 1, name: "Sommaire de la commande" }),
  ).toBeVisible();
  const summary = page.getByTestId("price-summary");
  await expect(page.getByTestId("price-subtotal")).toHaveText(/^11,99\s\$$/);
  // Quebec: GST and QST lines from the API, in French.
  await expect(summary.getByText(/^TPS \(5\s%\)$/)).toBeVisible();
  await expect(summary.getByText(/^TVQ \(9,975\s%\)$/)).toBeVisible();
  await expect(page.getByTestId("price-total")).toHaveText(/^\d+,\d\d\s\$$/);

  // A code that does not exist: a translated error, and the price stays.
  await page.getByLabel("Code promotionnel, scolaire ou de parrainage").fill("nexistepas");
  await page.getByRole("button", { name: "Appliquer" }).click();
  await expect(page.getByText("Ce code n’existe pas. Vérifiez l’orthographe.")).toBeVisible();

  // The local gateway: a test-payment choice instead of card fields. Declined first.
  await expect(page.getByRole("group", { name: "Paiement de test" })).toBeVisible();
  await page.getByLabel("Paiement refusé (carte de test)").check();
  const pay = page.getByRole("button", { name: /^Payer \d+,\d\d\s\$$/ });
  await pay.click();
  await expect(
    page.getByRole("alert").filter({ hasText: "Votre paiement a été refusé" }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/purchase\/summary$/);

  // Nothing lost: approve and pay again.
  await page.getByLabel("Paiement approuvé (carte de test)").check();
  await expect(pay).toBeEnabled();
  await pay.click();

  await expect(page).toHaveURL(/\/purchase\/completion$/, { timeout: 20_000 });
  await expect(
    page.getByRole("heading", { level: 1, name: /^Bienvenue chez SPC\s!$/ }),
  ).toBeVisible();
  await expect(page.getByTestId("membership-card-number")).toHaveText(/\d{4}-\d{4}-\d{4}-\d{4}$/);
  const barcode = page.getByTestId("membership-barcode");
  await expect(barcode).toBeVisible();
  await expect(barcode).toHaveAttribute(
    "aria-label",
    /^Code-barres de la carte \d{4}-\d{4}-\d{4}-\d{4}$/,
  );

  // The card is on the membership screen too, and the payment in the billing history.
  await page.getByRole("link", { name: "Afficher ma carte" }).click();
  await expect(page).toHaveURL(/\/membership-screen$/);
  await expect(page.getByTestId("membership-barcode")).toBeVisible();
  // …with its scannable QR of the same number (spec §2.3), named for screen readers.
  const qr = page.getByRole("img", { name: /^Code QR de la carte \d{4}-\d{4}-\d{4}-\d{4}$/ });
  await expect(qr).toBeVisible();
  expect((await qr.boundingBox())?.width ?? 0).toBeGreaterThanOrEqual(160);
  await page.goto("/billing");
  await expect(page.getByRole("heading", { level: 1, name: "Facturation" })).toBeVisible();
  await expect(page.getByRole("cell", { name: "Achat d’adhésion", exact: true })).toBeVisible();
  await expect(
    page.getByRole("cell", { name: "Achat d’adhésion Refusé", exact: true }),
  ).toBeVisible();
  // The purchase saved its card for the renewal: /billing describes it (never the token).
  await expect(page.getByTestId("saved-payment-method")).toHaveText("Visa se terminant par 1111");
  await expect(page.getByRole("button", { name: "Changer de mode de paiement" })).toBeVisible();
});

test("the demo member's billing shows the README's purchase: auto-renew on, a saved card, its transaction; off and on again", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(60_000);
  await signIn(page.request, baseURL!, "member@demo.spc.ca", DEMO_PASSWORD);
  await page.goto("/en/billing");
  await expect(page.getByRole("heading", { level: 1, name: "Billing" })).toBeVisible({
    timeout: 20_000,
  });
  // As the README says: bought online, auto-renew on, with the card it was bought with saved.
  const toggle = page.getByRole("switch", { name: "Renew my membership automatically" });
  await expect(toggle).toBeChecked();
  await expect(page.getByText(/^Your membership renews automatically on /)).toBeVisible();
  await expect(page.getByTestId("saved-payment-method")).toHaveText("Visa ending in 1111");
  await expect(page.getByRole("cell", { name: "Membership purchase", exact: true })).toBeVisible();

  // Change it: the same dialog, accessible; a declined card keeps the saved one.
  await page.getByRole("button", { name: "Change payment method" }).click();
  const change = page.getByRole("dialog", { name: "Change payment method" });
  await change.getByLabel("Declined payment (test card)").check();
  await expectNoSeriousViolation(page, '[role="dialog"]');
  await change.getByRole("button", { name: "Save payment method" }).click();
  await expect(change.getByRole("alert")).toHaveText(
    "This card was declined. Try another payment method.",
  );
  await page.keyboard.press("Escape");
  await expect(change).toBeHidden();
  await expect(page.getByTestId("saved-payment-method")).toHaveText("Visa ending in 1111");

  // Off: confirm; it stays off after a reload (the server agreed).
  await toggle.click();
  await page
    .getByRole("dialog", { name: "Turn off auto-renewal?" })
    .getByRole("button", { name: "Turn off auto-renewal" })
    .click();
  await expect(toggle).not.toBeChecked();
  await page.reload();
  await expect(toggle).not.toBeChecked();

  // On again: the saved payment method is enough, no add-payment step.
  await toggle.click();
  await page
    .getByRole("dialog", { name: "Turn on auto-renewal?" })
    .getByRole("button", { name: "Turn on auto-renewal" })
    .click();
  await expect(page.getByRole("dialog", { name: "Add a payment method" })).toHaveCount(0);
  await expect(toggle).toBeChecked();
  await page.reload();
  await expect(toggle).toBeChecked();
});

test("/purchase/completion and /purchase/summary opened directly go back to /purchase", async ({
  page,
  baseURL,
}) => {
  await signIn(page.request, baseURL!, "nocard@demo.spc.ca", DEMO_PASSWORD);
  await page.goto("/en/purchase/completion");
  await expect(page).toHaveURL(/\/purchase$/, { timeout: 20_000 });
  await expect(
    page.getByRole("heading", { level: 1, name: "Get your SPC membership" }),
  ).toBeVisible();
  await page.goto("/purchase/summary");
  await expect(page).toHaveURL(/\/purchase$/);
});

test("a user without a valid card opening /billing goes to /deals", async ({ page, baseURL }) => {
  await signIn(page.request, baseURL!, "nocard@demo.spc.ca", DEMO_PASSWORD);
  await page.goto("/en/billing?promo_code=RENEW10");
  await expect(page).toHaveURL(/\/deals/, { timeout: 20_000 });
});

test("an in-store card link sends a visitor to sign-up with the card and from_qr", async ({
  page,
}) => {
  await page.goto("/activate?card_num=6018000000000999&csv=321");
  await expect(page).toHaveURL(/\/signup\?card_num=6018000000000999&csv=321&from_qr=true$/, {
    timeout: 20_000,
  });
});

test("a new member starts the free trial from /register and goes shopping", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(60_000);
  await createBuyer(page.request, baseURL!, uniqueEmail("trial"));
  // The buyer's profile is in French: the interface follows it.
  await page.goto("/fr/register");
  await page.getByRole("button", { name: "Commencer mon essai gratuit" }).click();
  const success = page.getByRole("dialog", { name: /^Votre adhésion est active\s!$/ });
  await expect(success).toBeVisible({ timeout: 20_000 });
  await expect(success.getByTestId("membership-barcode")).toBeVisible();
  await success.getByRole("button", { name: "Commencer à magasiner" }).click();
  await expect(page).toHaveURL(/\/deals/);
});

test("the SPC+ member sees the plus logo and the three CIBC offers", async ({ page, baseURL }) => {
  await signIn(page.request, baseURL!, "plus@demo.spc.ca", DEMO_PASSWORD);
  // The plus member's profile is in French: the interface follows it.
  await page.goto("/fr/cibc");
  await expect(page.getByRole("heading", { level: 1, name: "SPC+ avec CIBC" })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByRole("link", { name: "Accueil SPC+" })).toBeVisible();
  // Seed offers 12–14: the three bank tiers (the partner's fourth offer is the SPC+ plan itself).
  const offers = page.getByTestId("cibc-offers");
  for (const amount of ["60", "30", "25"]) {
    await expect(
      offers.getByRole("link", { name: new RegExp(`prime de ${amount}\\s\\$`) }),
    ).toBeVisible();
  }
  await expect(page.getByRole("link", { name: "Ouvrir un compte à la CIBC" })).toHaveAttribute(
    "href",
    "https://www.cibc.com/fr/student/spc.html",
  );
});

test("home sends the SPC+ member to /deals unless redirectHome is set", async ({
  page,
  baseURL,
}) => {
  await signIn(page.request, baseURL!, "plus@demo.spc.ca", DEMO_PASSWORD);
  await page.goto("/");
  await expect(page).toHaveURL(/\/deals$/, { timeout: 20_000 });
  await page.goto("/?redirectHome=true");
  await page.waitForLoadState("networkidle");
  await expect(page).toHaveURL(/\/\?redirectHome=true$/);
});

// In-store cards (issue 5, item 2): the demo seed's unassigned cards (README "In-store cards").
// Isolation: every project and retry takes its own card and a fresh account, so the desktop and
// @mobile runs (in parallel) and a retry after a half-done attempt never meet a used card.
const IN_STORE_CARDS = [
  { number: "6018700000000101", csv: "314" },
  { number: "6018700000000102", csv: "271" },
  { number: "6018700000000103", csv: "161" },
  { number: "6018700000000104", csv: "141" },
  { number: "6018700000000105", csv: "173" },
  { number: "6018700000000106", csv: "223" },
  { number: "6018700000000107", csv: "059" },
  { number: "6018700000000108", csv: "618" },
] as const;

function inStoreCardFor(info: { project: { name: string }; retry: number }) {
  const perProject = IN_STORE_CARDS.length / 2;
  const project = info.project.name === "mobile" ? 1 : 0;
  return IN_STORE_CARDS[project * perProject + Math.min(info.retry, perProject - 1)]!;
}

test("a registered user without a card activates an in-store card from its link; a wrong code is refused @mobile", async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(60_000);
  const card = inStoreCardFor(testInfo);
  const wrongCsv = "000"; // no seeded in-store card has this code
  const printed = card.number.replace(/(\d{4})(?=\d)/g, "$1-");
  await createBuyer(page.request, baseURL!, uniqueEmail("instore"));

  // The card's QR link: the registration form comes prefilled with the card and its code.
  await page.goto(`/fr/activate?card_num=${card.number}&csv=${card.csv}`);
  await expect(page).toHaveURL(/\/register\?card_num=\d{16}&csv=\d{3}$/, { timeout: 20_000 });
  const number = page.getByLabel("Numéro de carte");
  const csv = page.getByLabel("Code de sécurité (CSV)");
  await expect(number).toHaveValue(printed);
  await expect(csv).toHaveValue(card.csv);

  // A mistyped code is refused, and nothing is activated.
  await csv.fill(wrongCsv);
  const submit = page.getByRole("button", { name: "Enregistrer ma carte" });
  await submit.click();
  await expect(
    page.getByText("Le numéro de carte et le code de sécurité ne correspondent pas."),
  ).toBeVisible();
  const success = page.getByRole("dialog", { name: /^Votre adhésion est active\s!$/ });
  await expect(success).toHaveCount(0);

  // The right code: the card is the member's.
  await csv.fill(card.csv);
  await submit.click();
  await expect(success).toBeVisible({ timeout: 20_000 });
  await expect(success.getByTestId("membership-card-number")).toHaveText(new RegExp(`${printed}$`));

  await page.goto("/membership-screen");
  await expect(page.getByRole("heading", { level: 1, name: "Mon adhésion" })).toBeVisible();
  await expect(page.getByTestId("membership-card-number")).toHaveText(new RegExp(`${printed}$`));
  await expect(page.getByTestId("membership-barcode")).toHaveAttribute(
    "aria-label",
    `Code-barres de la carte ${printed}`,
  );
});
