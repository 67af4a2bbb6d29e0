import { expectNoSeriousViolation } from "./axe";
import {
  acceptCookiesUpFront,
  createMember,
  dismissNotices,
  expect,
  PASSWORD,
  test,
  uniqueEmail,
} from "./fixtures";

// Issue 17, web side: contests, their rules and the holiday event pages (decision 0039, "Web").
// The seed has an open one-click contest (12-days, members 16+), an open Quebec form contest
// (frost-activation-2025, registered 18+ in QC), an upcoming photo contest and a closed one
// (bts-2025). createMember's account lives in Quebec (postal H2X) and was born in 2001.

test.beforeEach(async ({ page }) => {
  await acceptCookiesUpFront(page);
  await dismissNotices(page);
});

test("a member enters an open form contest and still sees the entered state after a reload", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await createMember(page.request, baseURL ?? "", uniqueEmail("contest"));

  await page.goto("/frost-activation-2025");
  await expect(page.getByRole("heading", { level: 1, name: "Frost Activation" })).toBeVisible();
  await expect(page).toHaveTitle(/Frost Activation/);
  await expect(page.getByText("Open", { exact: true })).toBeVisible();
  await expect(page.getByText(/^Closes in \d+ d \d+ h \d+ min$/)).toBeVisible();
  await expectNoSeriousViolation(page);

  // The form is the contest's own questions; an empty send names what is missing.
  const send = page.getByRole("button", { name: "Send my entry" });
  await send.click();
  const spot = page.getByLabel("Your favourite winter study spot");
  await expect(spot).toHaveAttribute("aria-invalid", "true");
  await expect(spot).toHaveAccessibleDescription(/This answer is required\./);
  await expect(spot).toBeFocused();

  await spot.fill("The library's third floor");
  await page.getByLabel(/Skill-testing question/).selectOption("29");
  await page.getByLabel("I accept the contest rules").check();
  await send.click();

  const entered = page.getByRole("dialog", { name: "You’re entered!" });
  await expect(entered).toBeVisible();
  await entered.getByRole("button", { name: "OK" }).click();
  await expect(entered).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Frost Activation" })).toBeVisible();
  await expect(page.getByText("You’re entered", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Send my entry" })).toHaveCount(0);
  await expectNoSeriousViolation(page);
});

test("a visitor on a login-gated contest page is asked to log in and lands back on it; an ineligible entry opens the submission dialog", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const email = uniqueEmail("contest-gate");
  await createMember(page.context().request, baseURL ?? "", email);
  await page.context().clearCookies();

  await page.goto("/12-days-giveaways-2024");
  const prompt = page.getByRole("dialog", { name: "Log in to continue" });
  await expect(prompt).toBeVisible();
  await prompt.getByRole("link", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel(/^E-mail$/).fill(email);
  await page.getByLabel(/^Password$/).fill(PASSWORD);
  await page.getByRole("button", { name: "Log in", exact: true }).click();

  await expect(page).toHaveURL(/\/12-days-giveaways-2024$/);
  await expect(page.getByRole("heading", { level: 1, name: "12 Days of Giveaways" })).toBeVisible();
  // The calendar: today's prize, passed days and locked ones with their date.
  const calendar = page.getByRole("list").filter({ hasText: "Day 12" });
  await expect(calendar.getByText("Today’s prize")).toBeVisible();
  await expect(calendar.getByText("Passed").first()).toBeVisible();
  await expect(calendar.getByText(/^Opens on /).first()).toBeVisible();
  await expectNoSeriousViolation(page);

  // The 12-days contest is for card holders: this account has none, so the server refuses.
  await page.getByRole("button", { name: "Enter the contest" }).click();
  const refused = page.getByRole("dialog", { name: "We couldn’t take your entry" });
  await expect(refused).toBeVisible();
  await expect(refused).toContainText("for SPC members with a valid membership card");
  await refused.getByRole("button", { name: "OK" }).click();
  await expect(page.getByRole("button", { name: "Enter the contest" })).toBeFocused();
});

test("a closed contest cannot be entered", async ({ page, baseURL }) => {
  await createMember(page.request, baseURL ?? "", uniqueEmail("contest-closed"));
  await page.goto("/bts-2025");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText("Closed", { exact: true })).toBeVisible();
  await expect(
    page.getByText("This contest is closed: entries are no longer accepted."),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: /Enter the contest|Send my entry/ })).toHaveCount(
    0,
  );
  await expectNoSeriousViolation(page);
});

test("the rules read in French, and the holiday event page answers on its own address", async ({
  page,
}) => {
  await page.goto("/fr/contest/rules/frost-activation-2025");
  await expect(
    page.getByRole("heading", { level: 1, name: /^Règlement\s:\sActivation Frimas$/ }),
  ).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Règlement (Québec)" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", /^fr/);
  await expectNoSeriousViolation(page);

  await page.getByRole("link", { name: "Tous les concours et leur règlement" }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: "Règlement du concours" }),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Activation Frimas" })).toBeVisible();

  await page.goto("/study-break");
  await expect(
    page.getByRole("heading", { level: 1, name: /pause d'étude|pause d’étude/ }),
  ).toBeVisible();
  await page.goto("/no-such-event");
  await expect(page.getByRole("heading", { level: 1, name: "Page introuvable" })).toBeVisible();
});
