import { expectNoSeriousViolation } from "./axe";
import { expect, test } from "./fixtures";

for (const path of ["/", "/fr", "/terms", "/this-page-does-not-exist"]) {
  test(`axe finds no serious or critical violation on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoSeriousViolation(page);
  });
}
