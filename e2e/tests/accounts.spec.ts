import type { Page } from "@playwright/test";
import { expectNoSeriousViolation } from "./axe";
import {
  acceptCookiesUpFront,
  createMember,
  expect,
  PASSWORD,
  test,
  uniqueEmail,
} from "./fixtures";

// Accounts journeys (issue 3, item 7): sign-up in French through verification to logout, page
// gating with the remembered route, and axe on the account pages. Every run creates its own
// accounts on the fresh embedded database the config starts.

async function logInThroughForm(page: Page, email: string, submit = "Log in") {
  await page.getByLabel(/^(E-mail|Courriel)$/).fill(email);
  await page.getByLabel(/^(Password|Mot de passe)$/).fill(PASSWORD);
  await page.getByRole("button", { name: submit, exact: true }).click();
}

test.beforeEach(async ({ page }) => {
  await acceptCookiesUpFront(page);
});

test("sign up in French, verify the e-mail, answer the questions, edit the profile, log out", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const email = uniqueEmail("fr");

  await page.goto("/fr/signup");
  await expect(page.getByRole("heading", { level: 1, name: "Créez votre compte" })).toBeVisible();

  // Submitting empty shows the errors and focuses the first invalid field.
  await page.getByRole("button", { name: "Créer mon compte" }).click();
  await expect(page.getByLabel("Courriel", { exact: true })).toBeFocused();
  await expect(page.getByLabel("Courriel", { exact: true })).toHaveAttribute(
    "aria-invalid",
    "true",
  );

  await page.getByLabel("Courriel", { exact: true }).fill(email);
  await page.getByLabel("Mot de passe", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Prénom", { exact: true }).fill("Camille");
  await page.getByLabel("Nom de famille").fill("Gagnon");
  await page.getByLabel("Date de naissance").fill("20000115");
  await expect(page.getByLabel("Date de naissance")).toHaveValue("2000-01-15");
  await page.getByLabel(/J’accepte les/).check();
  await page.getByRole("button", { name: "Créer mon compte" }).click();

  // The verification e-mail went out once; the dialog says so.
  const verifyDialog = page.getByRole("dialog", { name: "Consultez votre boîte de réception" });
  await expect(verifyDialog).toBeVisible();
  await verifyDialog.getByRole("button", { name: "Continuer" }).click();

  // The additional questions close the sign-up.
  await expect(page).toHaveURL(/\/signup\/additional/);
  await page.getByLabel("Code postal").fill("h2x1y4");
  await expect(page.getByLabel("Code postal")).toHaveValue("H2X 1Y4");
  await page.getByLabel("Type d’établissement").selectOption("university");
  await page.getByLabel("Genre", { exact: true }).selectOption("female");
  await page.getByRole("button", { name: "Continuer" }).click();
  await expect(page).toHaveURL(/\/signup\/purchase/);

  // Open the verification e-mail in the development mailbox and follow its link.
  await page.goto("/dev/mailbox");
  const row = page.getByRole("row").filter({ hasText: email });
  await row.getByRole("link", { name: "open link" }).first().click();
  await expect(page.getByText("Votre adresse courriel est vérifiée.")).toBeVisible();

  // Log out: back home, the language kept.
  await page.goto("/logout");
  await expect(page).toHaveURL(/\/\?loggedOut=true$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
  await expect(page.getByRole("link", { name: "Se connecter" }).first()).toBeVisible();

  // Log in again.
  await page.goto("/login");
  await logInThroughForm(page, email, "Se connecter");
  await expect(page).toHaveURL(/\/deals/);

  // Edit the profile.
  await page.goto("/profile");
  await expect(page.getByRole("heading", { level: 1, name: "Mon profil" })).toBeVisible();
  await expect(page.getByText("Camille Gagnon")).toBeVisible();
  await page.getByRole("link", { name: "Modifier mon profil" }).click();
  await page.getByLabel("Prénom", { exact: true }).fill("Camille-Anne");
  await page.getByRole("button", { name: "Enregistrer les modifications" }).click();
  await expect(page.getByText("Votre profil est enregistré.")).toBeVisible();
  await expect(page.getByText("Camille-Anne Gagnon")).toBeVisible();

  // Log out from the account menu.
  await page.getByRole("button", { name: "Mon compte", exact: true }).click();
  await page.getByRole("menuitem", { name: "Se déconnecter" }).click();
  await expect(page).toHaveURL(/\/\?loggedOut=true$/);
  await expect(page.getByRole("link", { name: "Se connecter" }).first()).toBeVisible();
});

test("a visitor opening /favourites gets the login prompt and lands on /favourites after logging in", async ({
  page,
  baseURL,
}) => {
  const email = uniqueEmail("gate");
  await createMember(page.context().request, baseURL!, email);
  await page.context().clearCookies();

  await page.goto("/favourites");
  const prompt = page.getByRole("dialog", { name: "Log in to continue" });
  await expect(prompt).toBeVisible();
  await prompt.getByRole("link", { name: "Log in" }).click();

  await expect(page).toHaveURL(/\/login$/);
  await logInThroughForm(page, email);
  await expect(page).toHaveURL(/\/favourites$/);
  await expect(page.getByRole("heading", { level: 1, name: "Favourites" })).toBeVisible();
});

test("Get started opens the create-account dialog; the new account finishes on /signup", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto("/deals");
  const opener = page.getByRole("link", { name: "Get started" }).first();
  await opener.click();
  const dialog = page.getByRole("dialog", { name: "Create your account" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("E-mail")).toBeFocused();
  await expect(page).toHaveURL(/\/deals/);

  // Translated field errors, announced on the fields; nothing sent.
  await dialog.getByRole("button", { name: "Create my account" }).click();
  await expect(dialog.getByLabel("E-mail")).toHaveAttribute("aria-invalid", "true");
  await expect(dialog.getByLabel("E-mail")).toHaveAccessibleDescription("This field is required.");

  // Escape closes it and gives the focus back to the opener.
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  await opener.click();
  await dialog.getByLabel("E-mail").fill(uniqueEmail("dialog"));
  await dialog.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await dialog.getByRole("button", { name: "Create my account" }).click();

  // Signed in: the verification dialog replaces it, and /signup asks for the rest.
  const verify = page.getByRole("dialog", { name: "Check your inbox" });
  await expect(verify).toBeVisible();
  await verify.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await expect(
    page.getByRole("heading", { level: 1, name: "Finish setting up your account" }),
  ).toBeVisible();
});

test("the login prompt's Create an account opens the dialog, which never says an address is taken", async ({
  page,
  baseURL,
}) => {
  const email = uniqueEmail("taken");
  await createMember(page.context().request, baseURL!, email);
  await page.context().clearCookies();

  await page.goto("/favourites");
  const prompt = page.getByRole("dialog", { name: "Log in to continue" });
  await prompt.getByRole("link", { name: "Create an account" }).click();
  const dialog = page.getByRole("dialog", { name: "Create your account" });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("E-mail").fill(email);
  await dialog.getByLabel("Password", { exact: true }).fill("Another-pass2026");
  await dialog.getByRole("button", { name: "Create my account" }).click();
  await expect(dialog.getByText(`If ${email} can be used for a new account`)).toBeVisible();
  // The link can be sent again (after the countdown the sign-up started).
  await expect(dialog.getByRole("button", { name: /^Resend/ })).toBeVisible();
  await expectNoSeriousViolation(page, "[role=dialog]");
});

test("a wrong password says only that the e-mail or password is incorrect", async ({ page }) => {
  await page.goto("/login");
  await page.getByLabel("E-mail").fill(uniqueEmail("nobody"));
  await page.getByLabel("Password", { exact: true }).fill("Wrong-password1");
  await page.getByRole("button", { name: "Log in", exact: true }).click();
  await expect(page.getByRole("alert")).toHaveText("E-mail or password is incorrect.");
});

for (const path of ["/login", "/signup", "/profile"]) {
  test(`axe finds no serious or critical violation on ${path}`, async ({ page, baseURL }) => {
    if (path === "/profile")
      await createMember(page.context().request, baseURL!, uniqueEmail("axe"));
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoSeriousViolation(page);
  });
}
