import { expectNoSeriousViolation } from "./axe";
import { acceptCookiesUpFront, createMember, expect, test, uniqueEmail } from "./fixtures";

const NOTIFICATIONS = "/api/users/v2/user/notifications";

test.describe("the popup message (spec §2.8; decision 0054)", () => {
  test.beforeEach(async ({ page }) => {
    await acceptCookiesUpFront(page);
  });

  test("a contest winner sees the win once at start, follows 'See details'; after a reload it does not come back and the centre has it read", async ({
    page,
    baseURL,
  }) => {
    // Two pages with axe checks and a reload.
    test.slow();
    await createMember(page.request, baseURL ?? "", uniqueEmail("popup-message"));
    // The contest draw's notice, through the same notify() (the development-only route).
    const stored = await page.request.post("/api/dev/notifications", {
      headers: { Origin: baseURL ?? "" },
      data: {
        kind: "contest_result",
        message_key: "contest_won",
        params: { title_en: "Winter trip", title_fr: "Voyage d’hiver" },
        link: "/contest/rules",
        expires_in_days: 60,
      },
    });
    expect(stored.status()).toBe(201);

    // The bell reads the centre after the first screen; the popup rides on that one read.
    const reads: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === NOTIFICATIONS) reads.push(request.method());
    });
    await page.goto("/");
    const dialog = page.getByRole("dialog", { name: "Congratulations!" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(
      "You won the “Winter trip” contest! We’ll be in touch about your prize.",
    );
    expect(reads).toEqual(["GET"]);
    await expectNoSeriousViolation(page);

    await dialog.getByRole("link", { name: "See details" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/\/contest\/rules$/);
    // Marked read: the bell's count is gone.
    await expect(page.getByRole("button", { name: "Notifications", exact: true })).toBeVisible();
    await expect
      .poll(async () => (await (await page.request.get(NOTIFICATIONS)).json()).unread_count)
      .toBe(0);

    // Shown once: after a reload the centre is read again and nothing pops up.
    const reread = page.waitForResponse((response) => response.url().endsWith(NOTIFICATIONS));
    await page.reload();
    await reread;
    await page.waitForTimeout(1_000);
    await expect(page.getByRole("dialog", { name: "Congratulations!" })).toHaveCount(0);
    await page.getByRole("button", { name: "Notifications", exact: true }).click();
    const panel = page.getByRole("dialog", { name: "Notifications" });
    await expect(
      panel.getByRole("link", { name: /You won the “Winter trip” contest!/ }),
    ).toBeVisible();
    await expect(panel.getByText("Unread")).toHaveCount(0);
    await expectNoSeriousViolation(page);
  });

  test("in French, 'Fermer' closes it and reads it too", async ({ page, baseURL }) => {
    await createMember(page.request, baseURL ?? "", uniqueEmail("popup-message-fr"), {
      language: "fr",
      profile: { language: "fr" },
    });
    const stored = await page.request.post("/api/dev/notifications", {
      headers: { Origin: baseURL ?? "" },
      data: {
        kind: "membership",
        message_key: "renewal_payment_failed",
        params: { date: "2026-12-15" },
        link: "/billing",
      },
    });
    expect(stored.status()).toBe(201);
    await page.goto("/fr");
    const dialog = page.getByRole("dialog", {
      name: "Le paiement de votre renouvellement a échoué",
    });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("avant le 15 décembre 2026");
    await expect(dialog.getByRole("link", { name: "Voir les détails" })).toHaveAttribute(
      "href",
      "/billing",
    );
    await dialog.getByRole("button", { name: "Fermer" }).click();
    await expect(dialog).toHaveCount(0);
    // Closing stays on the page, and reads it on the server too.
    await expect(page).not.toHaveURL(/billing/);
    await expect
      .poll(async () => (await (await page.request.get(NOTIFICATIONS)).json()).unread_count)
      .toBe(0);
    await expect(page.getByRole("button", { name: "Notifications", exact: true })).toBeVisible();
  });
});
