import { acceptCookiesUpFront, expect, test } from "./fixtures";

// The school portal link (spec §2.3 /campus/:id?): it signs out whoever was signed in, keeps the
// school code (unique_token, spec §9) and shows the school-portal registration screen.

test.beforeEach(async ({ page }) => {
  await acceptCookiesUpFront(page);
});

test("a school portal link signs out, keeps the school code and offers to create an account", async ({
  page,
  baseURL,
}) => {
  const email = `e2e-campus-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const headers = { Origin: baseURL! };
  const request = page.context().request;
  const password = "Etudiant2026!";
  await request.post("/api/auth/sign-up/email", {
    headers,
    data: { email, password, name: "Sam Roy", language: "en" },
  });
  expect(
    (await request.post("/api/auth/sign-in/email", { headers, data: { email, password } })).ok(),
  ).toBe(true);

  await page.goto("/campus/42?unique_token=school-code-123");
  await expect(
    page.getByRole("heading", { level: 1, name: "Join SPC through your school" }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/campus\/42$/);
  expect(await page.evaluate(() => localStorage.getItem("unique_token"))).toBe("school-code-123");

  // Signed out: the visitor header, and the session is gone on the server too.
  await expect(page.getByRole("link", { name: "Log in" }).first()).toBeVisible();
  const session = await request.get("/api/auth/get-session");
  expect(await session.json()).toBeNull();

  await page.getByRole("main").getByRole("link", { name: "Create an account" }).click();
  await expect(page.getByRole("dialog", { name: "Create your account" })).toBeVisible();
});
