import { expectNoSeriousViolation } from "./axe";
import {
  acceptCookiesUpFront,
  DEMO_PASSWORD,
  dismissNotices,
  expect,
  signIn,
  test,
} from "./fixtures";

// The browser extension opens the site with ?from_extension (spec §2.5): a signed-in member's
// token goes to it by message (and a one-hour cookie); with a card the tab closes, and when the
// browser keeps it open the back-to-extension dialog (§2.8) says where to go.

test.beforeEach(async ({ page, baseURL }) => {
  await acceptCookiesUpFront(page);
  await page.route("**/api/offers/v4/ads", (route) => route.fulfill({ json: { data: [] } }));
  await page.addInitScript(() => {
    const seen: unknown[] = [];
    (window as unknown as { extensionMessages: unknown[] }).extensionMessages = seen;
    window.addEventListener("message", (event) => seen.push(event.data));
  });
  await signIn(page.request, baseURL ?? "", "member@demo.spc.ca", DEMO_PASSWORD);
});

test("a member with a card is handed to the extension and told to go back to it", async ({
  page,
  context,
}) => {
  await dismissNotices(page);
  // A tab with a page behind it in its history is not one a script may close.
  await page.goto("/deals");
  await page.goto("/?from_extension=1");

  const dialog = page.getByRole("dialog", { name: "Your SPC extension is ready" });
  await expect(dialog).toBeVisible();
  const messages = await page.evaluate(
    () => (window as unknown as { extensionMessages: unknown[] }).extensionMessages,
  );
  expect(messages).toContainEqual({ type: "SPC_AUTH_TOKEN", token: expect.any(String) });
  const cookie = (await context.cookies()).find((c) => c.name === "spc_ext_token");
  expect(cookie?.value).toBeTruthy();
  await expectNoSeriousViolation(page);

  await dialog.getByRole("button", { name: "Close this tab" }).click();
  await expect(dialog.getByText(/Your browser kept this tab open/)).toBeVisible();
  await dialog.getByRole("link", { name: "Browse deals instead" }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/deals$/);
});

test("a tab opened by a script (as the extension opens it) closes once the token is handed over", async ({
  page,
  context,
}) => {
  await page.goto("/deals");
  const [tab] = await Promise.all([
    context.waitForEvent("page"),
    page.evaluate(() => {
      window.open("/?from_extension=1");
    }),
  ]);
  await tab.waitForEvent("close");
  expect(tab.isClosed()).toBe(true);
});
