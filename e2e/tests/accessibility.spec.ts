import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./fixtures";

const SERIOUS = new Set(["serious", "critical"]);

for (const path of ["/", "/fr", "/terms", "/this-page-does-not-exist"]) {
  test(`axe finds no serious or critical violation on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((v) => SERIOUS.has(v.impact ?? ""));
    expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
  });
}
