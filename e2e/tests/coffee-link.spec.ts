import { expectNoSeriousViolation } from "./axe";
import {
  acceptCookiesUpFront,
  createMember,
  dismissNotices,
  expect,
  test,
  uniqueEmail,
} from "./fixtures";

// Coffee-chain rewards linking (issue 18; decision 0046): the gate 5 s after start for an
// unlinked member, the §5 rule, the §8 failure in both languages, the congratulations, and the
// /timhortons page for a visitor and a member. The local rewards partner knows every address at
// rewards.test and no address at example.com.

test.use({ linkingGate: true });

const rewardsAddress = () => `e2e-${Date.now()}-${Math.floor(Math.random() * 1e6)}@rewards.test`;

test("the linking gate opens after 5 s for an unlinked member and links a rewards account", async ({
  page,
  baseURL,
}) => {
  // The gate waits 5 s by design, then the whole linking runs with two axe checks.
  test.slow();
  // No dismissNotices here: it closes the gate on pages not about it.
  await acceptCookiesUpFront(page);
  await createMember(page.request, baseURL!, uniqueEmail("coffee"));

  const started = Date.now();
  await page.goto("/deals");
  const gate = page.getByRole("dialog", { name: "Link your Tims Rewards account" });
  await expect(gate).toBeVisible({ timeout: 20_000 });
  expect(Date.now() - started).toBeGreaterThanOrEqual(4500);

  const email = gate.getByLabel("Tims Rewards account e-mail");
  const confirm = gate.getByLabel("Confirm e-mail");
  const submit = gate.getByRole("button", { name: "Link my account" });
  await expect(submit).toBeDisabled();

  // Addresses that differ: the §5 message, and no way to submit.
  await email.fill("first@rewards.test");
  await confirm.fill("second@rewards.test");
  await expect(
    gate.getByText("Please enter a valid email address and both emails must match"),
  ).toBeVisible();
  await expect(submit).toBeDisabled();

  // An address the partner does not know: the §8 failure, and submit stays off until an edit.
  const unknown = uniqueEmail("no-rewards");
  await email.fill(unknown);
  await confirm.fill(unknown);
  await submit.click();
  await expect(
    gate.getByText("Linking process has failed, please retry your Tims reward account email."),
  ).toBeVisible();
  await expect(submit).toBeDisabled();
  await expectNoSeriousViolation(page, '[role="dialog"]');

  // A rewards account: the gate closes and the congratulations open.
  const account = rewardsAddress();
  await email.fill(account);
  await confirm.fill(account);
  await expect(submit).toBeEnabled();
  await submit.click();
  const congrats = page.getByRole("dialog", { name: "Congratulations, you're linked!" });
  await expect(congrats).toBeVisible();
  await expect(congrats.getByText(account)).toBeVisible();
  await expect(gate).toBeHidden();
  await expectNoSeriousViolation(page, '[role="dialog"]');
  await congrats.getByRole("button", { name: "Great" }).click();

  // /timhortons shows the link, and the gate does not come back.
  await page.goto("/timhortons");
  await expect(
    page.getByRole("heading", { level: 1, name: "Tims Rewards for students" }),
  ).toBeVisible();
  await expect(page.getByText(`Your Tims Rewards account ${account} is linked.`)).toBeVisible();
  await expectNoSeriousViolation(page);
});

test("a visitor sees the coffee-chain offer on /timhortons and is asked to log in", async ({
  page,
}) => {
  await acceptCookiesUpFront(page);
  await page.goto("/timhortons");
  await expect(page).toHaveTitle(/Tims Rewards for students/);
  await expect(
    page.getByRole("heading", { level: 1, name: "Tims Rewards for students" }),
  ).toBeVisible();
  await expect(page.getByRole("heading", { name: "This month's coffee offer" })).toBeVisible();
  await expect(page.getByText("Free café latte for students with any pastry")).toBeVisible();
  await page.getByRole("button", { name: "Log in to link" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await page.keyboard.press("Escape");
  await expectNoSeriousViolation(page);
});

test("a French member reads the link failure in French on /fr/timhortons", async ({
  page,
  baseURL,
}) => {
  await acceptCookiesUpFront(page);
  await dismissNotices(page);
  await createMember(page.request, baseURL!, uniqueEmail("cafe"), {
    language: "fr",
    profile: { language: "fr" },
  });
  await page.goto("/fr/timhortons");
  await expect(
    page.getByRole("heading", { level: 1, name: "Récompenses Tim pour les étudiants" }),
  ).toBeVisible();
  const unknown = uniqueEmail("inconnu");
  await page.getByLabel("Courriel du compte Récompenses Tim").fill(unknown);
  await page.getByLabel("Confirmez le courriel").fill(unknown.toUpperCase());
  await page.getByRole("button", { name: "Lier mon compte" }).click();
  await expect(
    page.getByText(
      "La liaison a échoué. Veuillez vérifier le courriel de votre compte Récompenses Tim et réessayer.",
    ),
  ).toBeVisible();
  // The gate never opens over the page that has the form.
  await page.waitForTimeout(1000);
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expectNoSeriousViolation(page);
});
