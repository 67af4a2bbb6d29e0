import { acceptCookiesUpFront, expect, test } from "./fixtures";

test("the Konami sequence sets off confetti for three seconds", async ({ page }) => {
  await acceptCookiesUpFront(page);
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // The easter egg's listener is a lazy chunk mounted after the page has loaded, so the first
  // attempt may come before it listens: type the whole sequence again until it answers.
  const sequence = [
    "ArrowUp",
    "ArrowUp",
    "ArrowDown",
    "ArrowDown",
    "ArrowLeft",
    "ArrowRight",
    "ArrowLeft",
    "ArrowRight",
    "b",
    "a",
  ];
  const confetti = page.getByTestId("confetti-active");
  await expect(async () => {
    for (const key of sequence) await page.keyboard.press(key);
    await expect(confetti).toBeAttached({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await expect(confetti).not.toBeAttached({ timeout: 6000 });
});

test("a broken sequence does nothing", async ({ page }) => {
  await acceptCookiesUpFront(page);
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  for (const key of ["ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight", "b", "a"]) {
    await page.keyboard.press(key);
  }
  await page.waitForTimeout(300);
  await expect(page.getByTestId("confetti-active")).not.toBeAttached();
});
