import { expect, test } from "@playwright/test";
import { acceptCookiesUpFront } from "./fixtures";

test("the Konami sequence sets off confetti for three seconds", async ({ page }) => {
  await acceptCookiesUpFront(page);
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // The easter egg's listener is a lazy chunk: let the page finish loading before typing.
  await page.waitForLoadState("networkidle");
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
  for (const key of sequence) await page.keyboard.press(key);
  const confetti = page.getByTestId("confetti-active");
  await expect(confetti).toBeAttached();
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
