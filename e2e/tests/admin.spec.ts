import type { Page } from "@playwright/test";
import * as OTPAuth from "otpauth";
import { expectNoSeriousViolation } from "./axe";
import { DEMO_PASSWORD, expect, signIn, test } from "./fixtures";

/*
 * The back office (issue 20, decision 0043): a staff member signs in with a password and an
 * authenticator code, reads the code pools, imports a partner's file (and sees a bad one
 * refused, nothing imported), finds the import in the audit log; a member is turned away.
 * The demo staff exist on the journeys' server with the published TOTP key (README).
 */

/** The demo staff's published key (README, "Demo staff"), as an authenticator app holds it. */
const DEMO_STAFF_TOTP = new OTPAuth.TOTP({
  secret: OTPAuth.Secret.fromUTF8("SPC-demo-staff-totp-not-secret!!"),
});
/** The offer of the seed's "Demo Unique Pool" partner: one uploaded code per member. */
const UNIQUE_POOL_OFFER_ID = 3;

async function expectNoSeriousViolations(page: Page) {
  await expectNoSeriousViolation(page);
}

/** A code file given to the upload field, as a partner would send it. */
function codeFile(name: string, lines: string[]) {
  return { name, mimeType: "text/plain", buffer: Buffer.from(`${lines.join("\n")}\n`) };
}

test.describe("the back office", () => {
  // Four pages scanned with axe, two uploads and a sign-in: longer than the default.
  test.slow();

  test("an admin signs in with a code, imports codes, sees a refused file and the audit row", async ({
    page,
  }) => {
    // A visitor asking for the code pools is sent to sign in first, and back afterwards.
    await page.goto("/admin/codes");
    await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Fcodes$/);
    await expect(page.getByRole("heading", { level: 1, name: "Staff sign-in" })).toBeVisible();
    await expectNoSeriousViolations(page);

    await page.getByLabel("E-mail").fill("admin@demo.spc.ca");
    await page.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: "Continue" }).click();

    const code = page.getByLabel("6-digit code from your authenticator app");
    await expect(code).toBeVisible();
    await expect(code).toHaveAttribute("autocomplete", "one-time-code");
    await expect(code).toHaveAttribute("inputmode", "numeric");
    // A wrong code says so, and the person stays on the code step.
    await code.fill("000000");
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page.getByRole("alert")).toContainText("That code is not right");
    await code.fill(DEMO_STAFF_TOTP.generate());
    await page.getByRole("button", { name: "Sign in", exact: true }).click();

    // Back where they were going, inside the back office's own frame.
    await expect(page).toHaveURL(/\/admin\/codes$/);
    await expect(page.getByRole("heading", { level: 1, name: "Code pools" })).toBeVisible();
    const banner = page.getByRole("banner");
    await expect(banner).toContainText("Morgan Tremblay");
    await expect(banner).toContainText("Administrator");
    const nav = page.getByRole("navigation", { name: "Back office" });
    await expect(nav.getByRole("link", { name: "Code pools" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    const row = page.getByRole("row").filter({ hasText: `#${UNIQUE_POOL_OFFER_ID}` });
    await expect(row).toBeVisible();
    await expectNoSeriousViolations(page);

    // A clean file: every code goes in.
    const stamp = `${Date.now()}`;
    await row.getByRole("button", { name: `Manage pool #${UNIQUE_POOL_OFFER_ID}` }).click();
    const panel = page.getByRole("region", { name: `Pool of offer #${UNIQUE_POOL_OFFER_ID}` });
    await expect(panel).toBeVisible();
    const file = panel.getByLabel("Code file (CSV or text)");
    await file.setInputFiles(codeFile("codes.txt", [`E2E-${stamp}-A`, `E2E-${stamp}-B`]));
    await panel.getByRole("button", { name: "Import" }).click();
    await expect(panel.getByRole("status").filter({ hasText: "imported" })).toContainText(
      "2 codes imported (2 lines read).",
    );

    // A file repeating a code (and one already in the pool): refused whole, each problem listed.
    await file.setInputFiles(
      codeFile("again.txt", [`E2E-${stamp}-C`, `E2E-${stamp}-C`, `E2E-${stamp}-A`]),
    );
    await panel.getByRole("button", { name: "Import" }).click();
    const refused = panel.getByRole("alert");
    await expect(refused).toContainText("File rejected: nothing was imported (3 lines read).");
    await expect(refused).toContainText("1 code repeated in the file");
    await expect(refused).toContainText(`“E2E-${stamp}-C” on lines 1, 2`);
    await expect(refused).toContainText("1 code already in the pool");
    await expect(refused).toContainText(`“E2E-${stamp}-A” on line 3`);

    // The audit log has the import, newest first, with its values as text.
    await nav.getByRole("link", { name: "Audit log" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Audit log" })).toBeVisible();
    await page.getByLabel("Entity type").fill("code_pool");
    await page.getByLabel("Entity number").fill(String(UNIQUE_POOL_OFFER_ID));
    await page.getByRole("button", { name: "Filter", exact: true }).click();
    await expect(page).toHaveURL(/entity_type=code_pool/);
    const first = page.getByRole("row").nth(1);
    await expect(first).toContainText("Import");
    await expect(first).toContainText("admin@demo.spc.ca");
    await expect(first).toContainText(`Code pool #${UNIQUE_POOL_OFFER_ID}`);
    await first.getByText("Show 1 change").click();
    const diff = first.locator("details");
    await expect(diff).toContainText("imported");
    await expect(diff).toContainText("2");
    await expectNoSeriousViolations(page);

    // The dashboard, then signing out ends the back office.
    await nav.getByRole("link", { name: "Dashboard" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test("a member who opens the back office is told it is for staff", async ({ page, baseURL }) => {
    await signIn(page.request, baseURL!, "member@demo.spc.ca", DEMO_PASSWORD);
    await page.goto("/admin");
    await expect(
      page.getByRole("heading", { level: 1, name: "This area is for SPC staff" }),
    ).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Back office" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Go to the site" })).toBeVisible();
  });

  test("support reads the code pools without the write controls", async ({ page, baseURL }) => {
    const answer = await page.request.post("/api/auth/sign-in/email", {
      headers: { Origin: baseURL! },
      data: { email: "support@demo.spc.ca", password: DEMO_PASSWORD },
    });
    expect(await answer.json()).toMatchObject({ twoFactorRedirect: true });
    const verified = await page.request.post("/api/auth/two-factor/verify-totp", {
      headers: { Origin: baseURL! },
      data: { code: DEMO_STAFF_TOTP.generate() },
    });
    expect(verified.ok()).toBe(true);
    await page.goto("/admin/codes");
    await expect(page.getByRole("heading", { level: 1, name: "Code pools" })).toBeVisible();
    await expect(
      page.getByRole("row").filter({ hasText: `#${UNIQUE_POOL_OFFER_ID}` }),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: /Manage pool/ })).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Export a partner’s reveals" })).toHaveCount(0);
  });
});
