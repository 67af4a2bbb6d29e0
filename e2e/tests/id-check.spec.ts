import { expectNoSeriousViolation } from "./axe";
import {
  acceptCookiesUpFront,
  createMember,
  dismissNotices,
  expect,
  test,
  uniqueEmail,
} from "./fixtures";

// The age and ID check (spec §4, §6; decision 0047): an active member at or above the age
// threshold (40 on the journeys' server) sees the ID verification dialog, starts the flow, the
// local adapter's stand-in page approves it, and the profile's Student status section says so.

test("an active member over the age threshold verifies an ID and the profile shows it", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await acceptCookiesUpFront(page);
  await dismissNotices(page);
  await createMember(page.request, baseURL!, uniqueEmail("idcheck"), {
    profile: { birth_date: "1979-03-15" },
  });
  const before = await page.request.get("/api/users/id-verification/status");
  expect((await before.json()).data).toMatchObject({
    required: false,
    skip_reason: "not_active_member",
  });
  const bought = await page.request.post("/api/store/v4/checkout/purchase", {
    headers: {
      Origin: baseURL!,
      "x-payment-nonce": "fake-valid-nonce",
      "Idempotency-Key": crypto.randomUUID(),
    },
    data: { language: "en" },
  });
  expect(bought.status()).toBe(201);

  await page.goto("/profile");
  const dialog = page.getByRole("dialog", { name: "Verify your ID" });
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  await expect(dialog).toContainText("members aged 40 and over verify a photo ID once");
  await expectNoSeriousViolation(page);
  await dialog.getByRole("button", { name: "Verify my ID" }).click();

  // The local adapter's stand-in for the hosted identity-document page.
  await expect(page.getByRole("heading", { name: "Simulated ID verification" })).toBeVisible();
  await page.getByRole("button", { name: "Approve the ID" }).click();

  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole("heading", { name: "ID verification" })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByText("ID verified", { exact: true })).toBeVisible();
  await expect(page.getByRole("dialog", { name: "Verify your ID" })).toHaveCount(0);
  await expectNoSeriousViolation(page);
});

test("the dialog stays away from members under the threshold, in French too", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(60_000);
  await acceptCookiesUpFront(page);
  await dismissNotices(page);
  await createMember(page.request, baseURL!, uniqueEmail("idcheck-young"), {
    language: "fr",
    profile: { language: "fr" },
  });
  const bought = await page.request.post("/api/store/v4/checkout/purchase", {
    headers: {
      Origin: baseURL!,
      "x-payment-nonce": "fake-valid-nonce",
      "Idempotency-Key": crypto.randomUUID(),
    },
    data: { language: "fr" },
  });
  expect(bought.status()).toBe(201);
  const status = await page.request.get("/api/users/id-verification/status");
  expect((await status.json()).data).toMatchObject({
    required: false,
    skip_reason: "under_threshold",
  });
  await page.goto("/fr/profile");
  await expect(page.getByRole("heading", { name: "Statut étudiant" })).toBeVisible({
    timeout: 20_000,
  });
  await page.waitForTimeout(2500);
  await expect(page.getByRole("dialog", { name: "Vérifiez votre identité" })).toHaveCount(0);
});
