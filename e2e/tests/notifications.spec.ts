import type { Page } from "@playwright/test";
import { expectNoSeriousViolation } from "./axe";
import { acceptCookiesUpFront, createMember, expect, test, uniqueEmail } from "./fixtures";

/**
 * The policy dialog shows once per sign-in in a tab (spec §4); these journeys are about the
 * notification centre, so the tab is marked as having shown it (as after a first page).
 */
async function policyDialogAlreadyShown(page: Page) {
  const session = await page.request.get("/api/auth/get-session");
  const sessionId: string = (await session.json()).session.id;
  await page.addInitScript((id) => {
    window.sessionStorage.setItem("policyNoticeSession", id);
  }, sessionId);
}

test.describe("the notification centre (decision 0048)", () => {
  test.beforeEach(async ({ page }) => {
    await acceptCookiesUpFront(page);
    // The e-mail pop-up is for people not subscribed: this device already is.
    await page.addInitScript(() => {
      window.localStorage.setItem("email_opt_subscribed", new Date().toISOString());
    });
  });

  test("a new member sees the policy notification, opens the panel with the keyboard and marks it read; the count goes and stays gone", async ({
    page,
    baseURL,
  }) => {
    await createMember(page.request, baseURL ?? "", uniqueEmail("notifications"), {
      profile: { alerts: { policy: 0 } },
    });
    await policyDialogAlreadyShown(page);
    await page.goto("/");

    const bell = page.getByRole("button", { name: "Notifications, 1 unread" });
    await expect(bell).toBeVisible();
    await bell.focus();
    await page.keyboard.press("Enter");
    const panel = page.getByRole("dialog", { name: "Notifications" });
    await expect(panel).toBeVisible();
    // Focus moved into the panel (its heading).
    await expect(panel.getByRole("heading", { name: "Notifications" })).toBeFocused();
    const notice = panel.getByRole("link", { name: /We’ve updated our privacy policy/ });
    await expect(notice).toHaveAttribute("href", "/privacy");
    await expect(panel.getByText("Unread")).toBeAttached();
    await expectNoSeriousViolation(page);

    const markRead = panel.getByRole("button", { name: "Mark as read" });
    await markRead.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("button", { name: "Notifications", exact: true })).toBeVisible();
    await expect(panel.getByRole("button", { name: "Mark as read" })).toHaveCount(0);
    await expect(panel.getByText("Unread")).toHaveCount(0);

    await page.keyboard.press("Escape");
    await expect(panel).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Notifications", exact: true })).toBeFocused();

    // Spec §4: reading it set alerts.policy to 1 — the count stays gone after a reload.
    const profile = await page.request.get("/api/users/v2/user/notifications");
    expect((await profile.json()).unread_count).toBe(0);
    await page.reload();
    await expect(page.getByRole("button", { name: "Notifications", exact: true })).toBeVisible();
  });

  test("in French: the count, the notice and « mark all as read »", async ({ page, baseURL }) => {
    await createMember(page.request, baseURL ?? "", uniqueEmail("notifications-fr"), {
      language: "fr",
      profile: { language: "fr", alerts: { policy: 0 } },
    });
    await policyDialogAlreadyShown(page);
    await page.goto("/fr");

    const bell = page.getByRole("button", { name: "Notifications, 1 non lue" });
    await bell.click();
    const panel = page.getByRole("dialog", { name: "Notifications" });
    await expect(
      panel.getByRole("link", { name: /Nous avons mis à jour notre politique de confidentialité/ }),
    ).toBeVisible();
    await expect(panel.getByText(/^(maintenant|il y a \d+ minutes?)$/)).toBeVisible();
    await expectNoSeriousViolation(page);
    await panel.getByRole("button", { name: "Tout marquer comme lu" }).click();
    await expect(page.getByRole("button", { name: "Notifications", exact: true })).toBeVisible();
  });

  test("answering the policy dialog of the sign-in reads the same notice in the centre", async ({
    page,
    baseURL,
  }) => {
    await createMember(page.request, baseURL ?? "", uniqueEmail("notifications-dialog"), {
      profile: { alerts: { policy: 0 } },
    });
    await page.goto("/");
    const dialog = page.getByRole("dialog", { name: "We’ve updated our privacy policy" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Got it" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Notifications", exact: true })).toBeVisible();
  });

  test("@mobile on a phone, in French, the bell fits the header row and its panel fits the screen", async ({
    page,
    baseURL,
  }) => {
    await createMember(page.request, baseURL ?? "", uniqueEmail("notifications-phone"), {
      language: "fr",
      profile: { language: "fr", alerts: { policy: 0 } },
    });
    await policyDialogAlreadyShown(page);
    await page.goto("/fr");
    const bell = page.getByRole("button", { name: "Notifications, 1 non lue" });
    await bell.click();
    const panel = page.getByRole("dialog", { name: "Notifications" });
    await expect(panel).toBeVisible();
    const width = page.viewportSize()?.width ?? 0;
    const box = await panel.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
    await page.screenshot({ path: test.info().outputPath("phone-panel.png") });
    await expectNoSeriousViolation(page);
  });
});
