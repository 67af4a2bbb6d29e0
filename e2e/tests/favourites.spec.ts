import { expectNoSeriousViolation } from "./axe";
import {
  acceptCookiesUpFront,
  createMember,
  dismissNotices,
  expect,
  test,
  uniqueEmail,
} from "./fixtures";

test("a member saves an offer from /deals into a new list, renames it, opens it from /favourites and removes the offer; the shared link opens for a visitor", async ({
  page,
  baseURL,
}) => {
  // Two pages are scanned with axe and the journey crosses five pages: longer than the default.
  test.setTimeout(90_000);
  await acceptCookiesUpFront(page);
  await dismissNotices(page);
  await createMember(page.request, baseURL ?? "", uniqueEmail("favourites"));

  await page.goto("/deals");
  const firstCard = page.locator(".offer-card").first();
  const offerLink = firstCard.locator(".offer-card__link");
  const title = (await offerLink.textContent())?.trim() ?? "";
  await offerLink.click();

  await page.getByRole("button", { name: "Save to a list" }).click();
  await page.getByRole("button", { name: "Create a new list" }).click();
  await page.getByLabel("List name").fill("Back to school");
  await page.getByRole("button", { name: "Create list" }).click();
  // §4: the chooser reopens; choose the new list.
  await page.getByRole("button", { name: /Back to school/ }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);

  await page.goto("/favourites");
  await expectNoSeriousViolation(page);
  await page.getByRole("link", { name: /Back to school/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Back to school" })).toBeVisible();
  await expect(page.getByRole("link", { name: title })).toBeVisible();
  await expectNoSeriousViolation(page);

  await page.getByRole("button", { name: "Rename list" }).click();
  await page.getByLabel("List name").fill("Trip");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Trip" })).toBeVisible();

  await page.getByRole("button", { name: "Share list" }).click();
  const link = await page.getByLabel("Link to this list").inputValue();

  await page.getByRole("button", { name: `Remove ${title} from this list` }).click();
  await expect(page.getByText("This list is empty.")).toBeVisible();

  // A visitor opens the shared link.
  await page.context().clearCookies();
  await page.goto(new URL(link).pathname);
  await expect(page.getByRole("heading", { level: 1, name: "Trip" })).toBeVisible();
  await expectNoSeriousViolation(page);
});
