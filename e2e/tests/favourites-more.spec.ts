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

// Issue 15, the web's last journeys (decision 0037): a visitor's heart goes through login and
// lands saved; a shared list read in French, then in English; the list chooser from a category
// page's card (it reopens after a new list), favourite categories, and the rename and delete
// dialogs; axe on /categories.

test.beforeEach(async ({ page }) => {
  await acceptCookiesUpFront(page);
  await dismissNotices(page);
});

test("a visitor's heart asks them to log in, and the offer is a favourite once they have", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const email = uniqueEmail("fav-visitor");
  await createMember(page.request, baseURL ?? "", email);
  await page.context().clearCookies();

  await page.goto("/deals");
  // A press while the session is still being read does nothing: wait for the visitor's header.
  await expect(page.getByRole("link", { name: "Log in", exact: true }).first()).toBeVisible();
  const title = (await page.locator(".offer-card__link").first().textContent())?.trim() ?? "";
  const heart = page.getByRole("button", { name: `Favourite: ${title}` }).first();
  await expect(heart).toHaveAttribute("aria-pressed", "false");
  await heart.click();

  const prompt = page.getByRole("dialog");
  await expect(prompt).toBeVisible();
  await prompt.getByRole("link", { name: "Log in", exact: true }).click();
  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel(/^(E-mail|Courriel)$/).fill(email);
  await page.getByLabel(/^(Password|Mot de passe)$/).fill(PASSWORD);
  await page.getByRole("button", { name: "Log in", exact: true }).click();

  // Back where the heart was pressed, and the save went through without a second press.
  await expect(page).toHaveURL(/\/deals$/, { timeout: 20_000 });
  await expect(page.getByRole("button", { name: `Favourite: ${title}` }).first()).toHaveAttribute(
    "aria-pressed",
    "true",
    { timeout: 20_000 },
  );
  await page.getByRole("link", { name: "Favourites", exact: true }).click();
  await expect(page).toHaveURL(/\/favourites$/);
  const offers = page.getByRole("region", { name: "Favourite offers" });
  await expect(offers.getByRole("link", { name: title })).toBeVisible();

  // The profile dropdown's "Saved" (spec §2.7) leads to the same page.
  await page.goto("/deals");
  await expect(async () => {
    await page.getByRole("button", { name: "My account", exact: true }).click();
    await expect(page.getByRole("menuitem", { name: "Saved" })).toBeVisible({ timeout: 2_000 });
  }).toPass();
  await page.getByRole("menuitem", { name: "Saved" }).click();
  await expect(page).toHaveURL(/\/favourites$/);
  await expect(offers.getByRole("link", { name: title })).toBeVisible();
});

test("a shared list opens in French for a visitor and follows a switch to English", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const headers = { Origin: baseURL ?? "" };
  await createMember(page.request, baseURL ?? "", uniqueEmail("fav-shared"));
  const created = await page.request.post("/api/offers/user/saved-list", {
    headers,
    data: { name: "Voyage à Québec", offer_ids: [1] },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const shared = await page.request.post(`/api/offers/user/saved-list/${id}/share`, { headers });
  expect(shared.ok()).toBe(true);
  const { share_token: token } = (await shared.json()) as { share_token: string };
  await page.context().clearCookies();

  const read = async (language: "en" | "fr") => {
    const answer = await page.request.get(`/api/offers/shared-list/${token}?language=${language}`);
    const body = (await answer.json()) as { items: { offer: Record<string, string> }[] };
    return body.items[0]?.offer[`title_${language}`] ?? "";
  };
  const [titleFr, titleEn] = [await read("fr"), await read("en")];

  await page.goto(`/fr/shared-list/${token}`);
  await expect(page).toHaveURL(new RegExp(`/shared-list/${token}$`));
  await expect(page.locator("html")).toHaveAttribute("lang", /^fr/);
  await expect(page.getByRole("heading", { level: 1, name: "Voyage à Québec" })).toBeVisible();
  await expect(page.getByText("Une liste de rabais partagée avec vous.")).toBeVisible();
  await expect(page.getByRole("link", { name: titleFr })).toBeVisible();
  await expectNoSeriousViolation(page);

  await page.getByRole("button", { name: "English", exact: true }).first().click();
  await expect(page.locator("html")).toHaveAttribute("lang", /^en/);
  await expect(page.getByText("A list of deals shared with you.")).toBeVisible();
  await expect(page.getByRole("link", { name: titleEn })).toBeVisible();
  // The owner's name for the list is theirs, in no language.
  await expect(page.getByRole("heading", { level: 1, name: "Voyage à Québec" })).toBeVisible();
});

test("a member saves from a category page's card into a new list, favourites a category, renames and deletes the list in dialogs", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await createMember(page.request, baseURL ?? "", uniqueEmail("fav-category"));

  await page.goto("/deals/category/food-and-drink");
  // A press while the session is still being read does nothing: wait for the member's header.
  await expect(page.getByRole("link", { name: "Favourites", exact: true })).toBeVisible();
  const title = (await page.locator(".offer-card__link").first().textContent())?.trim() ?? "";
  await page
    .getByRole("button", { name: `Save ${title} to a list` })
    .first()
    .click();
  const chooser = page.getByRole("dialog", { name: "Save to a list" });
  await expect(chooser).toBeVisible();
  await chooser.getByRole("button", { name: "Create a new list" }).click();
  await page.getByLabel("List name").fill("Picnic");
  await page.getByRole("button", { name: "Create list" }).click();
  // Spec §4: on a category page the chooser comes back for the same offer.
  await expect(chooser).toBeVisible();
  await chooser.getByRole("button", { name: /Picnic/ }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);

  await page.goto("/categories");
  const food = page.getByRole("button", { name: "Favourite category: Food & Drink" });
  await expect(food).toHaveAttribute("aria-pressed", "false");
  await expectNoSeriousViolation(page);
  await food.click();
  await expect(food).toHaveAttribute("aria-pressed", "true");

  await page.goto("/favourites");
  const categories = page.getByRole("region", { name: "Favourite categories" });
  await expect(categories.getByRole("link", { name: "Food & Drink" })).toBeVisible();
  await page.getByRole("link", { name: /Picnic/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Picnic" })).toBeVisible();
  await expect(page.getByRole("link", { name: title })).toBeVisible();

  const rename = page.getByRole("button", { name: "Rename list" });
  await rename.click();
  const field = page.getByRole("dialog", { name: "Rename list" }).getByLabel("List name");
  await expect(field).toBeFocused();
  await field.fill("Summer picnic");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Summer picnic" })).toBeVisible();
  await expect(rename).toBeFocused();

  await page.getByRole("button", { name: "Delete list" }).click();
  const confirm = page.getByRole("dialog", { name: "Delete this list?" });
  await expect(confirm).toContainText(
    "“Summer picnic” will be deleted, with the 1 offer saved in it.",
  );
  await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
  await confirm.getByRole("button", { name: "Delete", exact: true }).click();
  await expect(page).toHaveURL(/\/favourites$/);
  await expect(page.getByText("No lists yet.", { exact: false })).toBeVisible();
});
