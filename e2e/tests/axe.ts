import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

const SERIOUS = new Set(["serious", "critical"]);

/**
 * The accessibility bar of every journey: axe finds no serious or critical violation on the page
 * (or inside `include`, e.g. an open dialog). The failure lists each rule with its node count.
 */
export async function expectNoSeriousViolation(page: Page, include?: string) {
  const builder = new AxeBuilder({ page });
  const results = await (include ? builder.include(include) : builder).analyze();
  const serious = results.violations.filter((v) => SERIOUS.has(v.impact ?? ""));
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
}
