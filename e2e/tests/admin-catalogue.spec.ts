import type { Page } from "@playwright/test";
import * as OTPAuth from "otpauth";
import { expectNoSeriousViolation } from "./axe";
import { DEMO_PASSWORD, dismissNotices, expect, signIn, test } from "./fixtures";

/*
 * The back office's catalogue (issue 20, must-show 7): an admin signs in with a password and an
 * authenticator code, creates a partner and a draft offer for it with an uploaded pool of unique
 * codes, uploads the partner's file, previews the page in French, publishes it; then a member
 * opens the offer's public page and reveals one of the uploaded codes.
 */

/** The demo staff's published key (README, "Demo staff"). */
const DEMO_STAFF_TOTP = new OTPAuth.TOTP({
  secret: OTPAuth.Secret.fromUTF8("SPC-demo-staff-totp-not-secret!!"),
});

async function expectNoSeriousViolations(page: Page) {
  await expectNoSeriousViolation(page);
}

async function signInStaff(page: Page, email: string) {
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Continue" }).click();
  const code = page.getByLabel("6-digit code from your authenticator app");
  await expect(code).toBeVisible();
  await code.fill(DEMO_STAFF_TOTP.generate());
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

test.describe("the back office's catalogue", () => {
  test.slow();

  test("an admin creates a partner and an offer with a code file, previews and publishes it; a member reveals an uploaded code", async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const stamp = `${Date.now()}`;
    const urlName = `e2e-partner-${stamp}`;
    const partnerName = `E2E Partner ${stamp}`;
    const codes = Array.from({ length: 5 }, (_, i) => `E2E${stamp}U${i + 1}`);

    // The partners list asks for a sign-in first, then comes back.
    await page.goto("/admin/partners");
    await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Fpartners$/);
    await signInStaff(page, "admin@demo.spc.ca");
    await expect(page).toHaveURL(/\/admin\/partners$/);
    await expect(page.getByRole("heading", { level: 1, name: "Partners" })).toBeVisible();
    await expect(page.getByRole("table", { name: /Partners, sortable/ })).toBeVisible();
    await expectNoSeriousViolations(page);

    // A new partner.
    await page.getByRole("link", { name: "New partner" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "New partner" })).toBeVisible();
    await page.getByLabel("Name", { exact: true }).fill(partnerName);
    await page.getByLabel("Address name").fill(urlName);
    await page.getByRole("button", { name: "Create the partner" }).click();
    await expect(page).toHaveURL(/\/admin\/partners\/\d+$/);
    await expect(page.getByRole("heading", { level: 1, name: partnerName })).toBeVisible();

    // Its offer: a draft, online and in store, one uploaded code per member.
    await page.getByRole("link", { name: "New offer for this partner" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "New offer" })).toBeVisible();
    await expect(page.getByLabel("Partner", { exact: true })).toHaveValue(/\d+/);
    const category = page.getByLabel("Category");
    await expect(category.locator("option").nth(1)).toBeAttached();
    await category.selectOption({ index: 1 });
    await page.getByLabel("Title (English)").fill(`E2E deal ${stamp}`);
    await page.getByLabel("Title (French)").fill(`Offre E2E ${stamp}`);
    await page.getByLabel("In store").check();
    await page.getByLabel("Where codes come from").selectOption("upload_unique");
    await page.getByLabel("How members get a code").selectOption("unique");
    await expect(page.getByLabel("Code shown to everyone")).toHaveCount(0);
    await page.getByLabel("Offer link (English)").fill("https://example.com/e2e-deal");
    await page.getByRole("button", { name: "Create the draft" }).click();
    await expect(page).toHaveURL(/\/admin\/offers\/\d+$/);
    const offerId = Number(page.url().split("/").pop());
    await expect(page.getByRole("heading", { level: 1, name: `E2E deal ${stamp}` })).toBeVisible();
    await expect(page.getByText("Draft", { exact: true })).toBeVisible();
    await expectNoSeriousViolations(page);

    // The partner's file of codes, from the offer's page.
    const codesPanel = page.getByRole("region", { name: "Codes" });
    await codesPanel.getByLabel("Code file (CSV or text)").setInputFiles({
      name: "codes.txt",
      mimeType: "text/plain",
      buffer: Buffer.from(`${codes.join("\n")}\n`),
    });
    await codesPanel.getByRole("button", { name: "Import" }).click();
    await expect(codesPanel.getByText("5 codes imported")).toBeVisible();

    // The preview, in French: the public page's card, framed as not published.
    await page.getByRole("link", { name: "Preview the offer page" }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/offers/${offerId}/preview$`));
    await expect(page.getByText("Preview — not published.")).toBeVisible();
    await page.getByLabel("French").check();
    await expect(page.getByRole("heading", { name: `Offre E2E ${stamp}` })).toBeVisible();
    await page.getByLabel("Visitor").check();
    await expect(page.getByText("asked to sign in or join first")).toBeVisible();
    await expectNoSeriousViolations(page);

    // Published, after a confirmation.
    await page.getByRole("link", { name: "Back to the offer" }).click();
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    const confirm = page.getByRole("dialog", { name: "Publish this offer?" });
    await expect(confirm).toBeVisible();
    await confirm.getByRole("button", { name: "Publish the offer" }).click();
    await expect(page.getByText("The offer is published.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Delist", exact: true })).toBeVisible();

    // A member opens the public page and reveals one of the uploaded codes.
    const member = await browser.newContext();
    try {
      const memberPage = await member.newPage();
      await memberPage.route("**/api/offers/v4/ads", (route) =>
        route.fulfill({ json: { data: [] } }),
      );
      await signIn(memberPage.request, baseURL ?? "", "member@demo.spc.ca", DEMO_PASSWORD);
      await dismissNotices(memberPage);
      await memberPage.goto(`/deals/${urlName}/offer/${offerId}`);
      await expect(
        memberPage.getByRole("heading", { level: 1, name: `E2E deal ${stamp}` }),
      ).toBeVisible();
      const dialog = memberPage.getByRole("dialog", { name: `Your ${partnerName} deal` });
      // The once-per-login policy notice may open over the page (and close the code dialog):
      // press the button again until the code dialog stays.
      await expect(async () => {
        await memberPage.getByRole("button", { name: "Get the code" }).click({ timeout: 5_000 });
        await expect(dialog).toBeVisible({ timeout: 5_000 });
      }).toPass({ timeout: 45_000 });
      await expect(dialog.getByText(new RegExp(`^E2E${stamp}U[1-5]$`))).toBeVisible();
      const shown = await dialog.getByText(new RegExp(`^E2E${stamp}U[1-5]$`)).textContent();
      expect(codes).toContain(shown?.trim());
    } finally {
      await member.close();
    }
  });

  test("collections, in-store card batches, ads and e-mail pop-ups: pages an admin reads and uses, axe clean", async ({
    page,
  }) => {
    const stamp = `${Date.now()}`;
    await page.goto("/admin/collections");
    await signInStaff(page, "admin@demo.spc.ca");
    await expect(page.getByRole("heading", { level: 1, name: "Collections" })).toBeVisible();
    await expect(page.getByRole("table", { name: /home page’s order/ })).toBeVisible();
    await expectNoSeriousViolations(page);

    await page
      .getByRole("navigation", { name: "Back office" })
      .getByRole("link", { name: "In-store cards" })
      .click();
    await expect(
      page.getByRole("heading", { level: 1, name: "In-store card batches" }),
    ).toBeVisible();
    await expect(page.getByText(/downloads only once/)).toBeVisible();
    await expectNoSeriousViolations(page);

    await page
      .getByRole("navigation", { name: "Back office" })
      .getByRole("link", { name: "Ads pop-ups" })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: "Ads pop-ups" })).toBeVisible();
    await page.getByRole("button", { name: "New pop-up" }).click();
    const panel = page.getByRole("region", { name: "New pop-up" });
    await panel.getByLabel("Headline (English)").fill(`E2E sale ${stamp}`);
    await panel.getByLabel("Headline (French)").fill(`Soldes E2E ${stamp}`);
    await panel.getByRole("button", { name: "Create the pop-up" }).click();
    const saved = page.getByRole("region", { name: `E2E sale ${stamp}` });
    await expect(saved.getByLabel("New file for: Desktop picture, English")).toBeVisible();
    await expect(saved.getByLabel("New file for: Phone picture, French")).toBeVisible();
    await expectNoSeriousViolations(page);

    // E-mail sign-up pop-ups: the same page, form and uploads; the preview is the site's pop-up.
    await page
      .getByRole("navigation", { name: "Back office" })
      .getByRole("link", { name: "E-mail pop-ups" })
      .click();
    await expect(
      page.getByRole("heading", { level: 1, name: "E-mail sign-up pop-ups" }),
    ).toBeVisible();
    await page.getByRole("button", { name: "Preview New deals, straight to your inbox" }).click();
    const preview = page.getByRole("dialog", { name: "New deals, straight to your inbox" });
    await preview.getByLabel("E-mail address").fill("preview@example.com");
    await preview.getByRole("button", { name: "Sign me up" }).click();
    await expect(preview.getByText(/check your inbox/)).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.keyboard.press("Escape");
    await expect(preview).toBeHidden();
    await page.getByRole("button", { name: "New e-mail pop-up" }).click();
    const emailPanel = page.getByRole("region", { name: "New e-mail pop-up" });
    await expect(emailPanel.getByLabel("Shown on")).toHaveValue("all");
    await emailPanel.getByLabel("Headline (English)").fill(`E2E news ${stamp}`);
    await emailPanel.getByLabel("Headline (French)").fill(`Nouvelles E2E ${stamp}`);
    await emailPanel.getByRole("button", { name: "Create the pop-up" }).click();
    const emailSaved = page.getByRole("region", { name: `E2E news ${stamp}` });
    await expect(emailSaved.getByLabel("New file for: Desktop picture, English")).toBeVisible();
    await expectNoSeriousViolations(page);
  });
});
