import { type APIRequestContext, test as base, expect, type Page } from "@playwright/test";

/** Stores a cookie choice before the page loads, so journeys not about consent are not blocked. */
export async function acceptCookiesUpFront(page: Page) {
  await page.addInitScript(() => {
    if (!window.localStorage.getItem("cookies")) {
      window.localStorage.setItem(
        "cookies",
        JSON.stringify({
          version: 1,
          timestamp: new Date().toISOString(),
          categories: {
            strictly_necessary: true,
            analytical: false,
            marketing: false,
            functional: false,
          },
        }),
      );
    }
  });
}

/** The password of every account a journey makes. */
export const PASSWORD = "Student2026!";

/** An address no other journey or run uses (they all share the server's database). */
export function uniqueEmail(tag: string): string {
  return `e2e-${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

/**
 * A registered account with a complete profile and no card, made through the API; it stays
 * signed in on `request`'s context (clear the cookies to continue as a visitor).
 */
export async function createMember(request: APIRequestContext, baseURL: string, email: string) {
  const headers = { Origin: baseURL };
  const signUp = await request.post("/api/auth/sign-up/email", {
    headers,
    data: { email, password: PASSWORD, name: "Alex Tremblay", language: "en" },
  });
  expect(signUp.ok()).toBe(true);
  const signIn = await request.post("/api/auth/sign-in/email", {
    headers,
    data: { email, password: PASSWORD },
  });
  expect(signIn.ok()).toBe(true);
  const register = await request.post("/api/users/v2/user/register", {
    headers,
    data: {
      profile: {
        first_name: "Alex",
        last_name: "Tremblay",
        birth_date: "2001-05-04",
        language: "en",
        postal: "H2X 1Y4",
        school_type: "university",
        gender: "prefer_not_to_say",
        alerts: { policy: 1 },
      },
    },
  });
  expect(register.status()).toBe(201);
}

export const test = base;
export { expect };
