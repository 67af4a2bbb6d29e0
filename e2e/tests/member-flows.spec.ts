import {
  acceptCookiesUpFront,
  createMember,
  DEMO_PASSWORD,
  dismissNotices,
  expect,
  PASSWORD,
  signIn,
  test,
  uniqueEmail,
} from "./fixtures";

// Member flows a new user tripped over (issue 12, points 9 and 10): an in-store card's QR link
// opened while logged out, a refused postal code on the profile, a payment-method change, where
// a signed-in member lands, and the SPC+ member's account menu.

// The seed's in-store cards kept for this file (apps/api/src/db/seed/in-store-cards.ts): the
// other journeys take 0101–0108 by project and retry, so this one takes 0109, or 0110 on a retry.
const QR_CARDS = [
  { number: "6018700000000109", csv: "427" },
  { number: "6018700000000110", csv: "835" },
] as const;

test.beforeEach(async ({ page }) => {
  await acceptCookiesUpFront(page);
  await dismissNotices(page);
  // The ads pop-up of /deals (ads.spec.ts has its journeys) would cover what these click.
  await page.route("**/api/offers/v4/ads", (route) => route.fulfill({ json: { data: [] } }));
});

test("a visitor scans an in-store card's QR code, signs up, and ends with the card on the account", async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const card = QR_CARDS[Math.min(testInfo.retry, QR_CARDS.length - 1)]!;
  const lastDigits = new RegExp(`${card.number.slice(12)}$`);

  await page.goto(`/activate?card_num=${card.number}&csv=${card.csv}`);
  await expect(page).toHaveURL(/\/signup\?card_num=\d{16}&csv=\d{3}&from_qr=true$/, {
    timeout: 20_000,
  });

  await page.getByLabel("E-mail", { exact: true }).fill(uniqueEmail("qr"));
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("First name").fill("Maya");
  await page.getByLabel("Last name").fill("Roy");
  await page.getByLabel("Date of birth").fill("20010312");
  await page.getByLabel(/I agree to the/).check();
  await page.getByRole("button", { name: "Create my account" }).click();

  const verify = page.getByRole("dialog", { name: "Check your inbox" });
  await verify.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/signup\/additional/);
  await page.getByLabel("Postal code").fill("h2x1y4");
  await page.getByLabel("Type of school").selectOption("university");
  await page.getByLabel("Gender", { exact: true }).selectOption("female");
  await page.getByRole("button", { name: "Continue" }).click();

  // The sign-up continues with the card it started from, not the purchase.
  await expect(page).toHaveURL(/\/signup\/activate\?card_num=\d{16}&csv=\d{3}$/);
  await expect(page.getByLabel("Card number")).toHaveValue(/^6018\D?7000\D?0000\D?01\d\d$/);
  await page.getByRole("button", { name: "Register my card" }).click();
  await expect(page).toHaveURL(/\/signup\/activation\/complete$/, { timeout: 20_000 });

  // The card is the member's: on the membership screen, after a reload.
  await page.goto("/membership-screen");
  await expect(page.getByTestId("membership-card-number")).toHaveText(lastDigits);
});

test("a postal code the server refuses shows the field error and keeps the saved one", async ({
  page,
  baseURL,
}) => {
  await createMember(page.request, baseURL!, uniqueEmail("postal"));
  await page.goto("/profile/edit");
  const postal = page.getByLabel(/^Postal code/);
  await expect(postal).toHaveValue("H2X 1Y4", { timeout: 20_000 });

  // Well formed, but no Canadian postal code starts with D.
  await postal.fill("d1a1a1");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(postal).toHaveAttribute("aria-invalid", "true");
  await expect(postal).toHaveAccessibleDescription(/Enter a valid postal code\./);
  await expect(postal).toBeFocused();
  await expect(page).toHaveURL(/\/profile\/edit$/);

  await page.goto("/profile");
  await expect(page.getByRole("heading", { level: 1, name: "My profile" })).toBeVisible();
  await expect(page.getByText("H2X 1Y4")).toBeVisible();
  await page.reload();
  await expect(page.getByText("H2X 1Y4")).toBeVisible();

  // In French, the same refusal in French — for a French-speaking member, whose profile language
  // is the one the page settles on once the session loads.
  await createMember(page.request, baseURL!, uniqueEmail("postal-fr"), {
    language: "fr",
    profile: { language: "fr" },
  });
  await page.goto("/fr/profile/edit");
  const codePostal = page.getByLabel(/^Code postal/);
  await codePostal.fill("d1a1a1");
  await page.getByRole("button", { name: "Enregistrer les modifications" }).click();
  await expect(codePostal).toHaveAccessibleDescription(/Entrez un code postal valide\./);
});

test("changing the payment method confirms it and shows the new method", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(60_000);
  await createMember(page.request, baseURL!, uniqueEmail("paychange"));
  const bought = await page.request.post("/api/store/v4/checkout/purchase", {
    headers: {
      Origin: baseURL!,
      "x-payment-nonce": "fake-valid-nonce",
      "Idempotency-Key": crypto.randomUUID(),
    },
    data: { language: "en" },
  });
  expect(bought.status()).toBe(201);

  await page.goto("/billing");
  await expect(page.getByRole("heading", { level: 1, name: "Billing" })).toBeVisible({
    timeout: 20_000,
  });
  const method = page.getByTestId("saved-payment-method");
  await expect(method).toHaveText("Visa ending in 1111");
  await page.getByRole("button", { name: "Change payment method" }).click();
  const change = page.getByRole("dialog", { name: "Change payment method" });
  await change.getByLabel("Approved payment (test card)").check();
  await change.getByRole("button", { name: "Save payment method" }).click();

  const modified = page.getByRole("dialog", { name: "Payment method updated" });
  await expect(modified).toContainText("Visa ending in 1111");
  await modified.getByRole("button", { name: "OK" }).click();
  await expect(modified).toBeHidden();
  await expect(page.getByText("Your payment method was updated.")).toBeVisible();
  await expect(method).toHaveText("Visa ending in 1111");
});

test("a signed-in member is sent on from /login and /signup/purchase, and home sells them nothing", async ({
  page,
  baseURL,
}) => {
  await signIn(page.request, baseURL!, "trial@demo.spc.ca", DEMO_PASSWORD);
  await page.goto("/login");
  await expect(page).toHaveURL(/\/deals$/, { timeout: 20_000 });
  await page.goto("/signup/purchase");
  await expect(page).toHaveURL(/\/deals$/);
  await page.goto("/");
  await expect(page.getByRole("link", { name: "Browse the deals" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Already a member? Log in" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Join now" })).toHaveCount(0);

  // A registered user without a card opening /login goes to the purchase.
  await page.context().clearCookies();
  await signIn(page.request, baseURL!, "nocard@demo.spc.ca", DEMO_PASSWORD);
  await page.goto("/login");
  await expect(page).toHaveURL(/\/signup\/purchase$/, { timeout: 20_000 });
});

test("the SPC+ member's account menu offers no billing, which the bank provides", async ({
  page,
  baseURL,
}) => {
  // The demo SPC+ member reads the site in French (their profile's language).
  await signIn(page.request, baseURL!, "plus@demo.spc.ca", DEMO_PASSWORD);
  await page.goto("/fr/deals");
  // The once-per-login policy notice may open over the menu (and close it): open it again.
  await expect(async () => {
    await page.getByRole("button", { name: "Mon compte", exact: true }).click();
    await expect(page.getByRole("menuitem", { name: "Profil" })).toBeVisible({ timeout: 2_000 });
  }).toPass();
  await expect(page.getByRole("menuitem", { name: "Gérer la facturation" })).toHaveCount(0);
  // …and /billing, which the bank provides, is not reachable either.
  await page.keyboard.press("Escape");
  await page.goto("/billing");
  await expect(page).toHaveURL(/\/deals$/);
});

test("a gated page behind the login prompt names the page in the tab", async ({ page }) => {
  await page.goto("/profile");
  await expect(page.getByRole("dialog", { name: "Log in to continue" })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page).toHaveTitle("My profile | SPC");
  await page.goto("/fr/billing");
  await expect(page).toHaveTitle("Facturation | SPC");
});
