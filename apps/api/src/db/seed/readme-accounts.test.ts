import { readFileSync } from "node:fs";
import {
  cardsForUserResponseSchema,
  MEMBERSHIP_PRICE,
  paymentMethodResponseSchema,
  userTransactionsResponseSchema,
} from "@spc/shared";
import { beforeAll, describe, expect, it } from "vitest";
import { sessionCookie } from "../../testing/accounts";
import { MANY_SIGN_INS, useTestApp } from "../../testing/use-test-app";

/**
 * The README's "Demo accounts" table is a promise to whoever opens the demo: this test reads the
 * table itself and checks, through the member API on a fresh database, that each account is
 * what its row says — and nothing it does not say (a row that does not say "auto-renew on" must
 * not renew, one that does not say "French" is English).
 */
const README = readFileSync(new URL("../../../../../README.md", import.meta.url), "utf8");

interface Row {
  email: string;
  says: string;
}

function demoAccountsSection(): string {
  const start = README.indexOf("### Demo accounts");
  const end = README.indexOf("\n#", start + 1);
  expect(start, "README has a '### Demo accounts' section").toBeGreaterThan(-1);
  return README.slice(start, end === -1 ? undefined : end);
}

function readmeRows(): Row[] {
  return demoAccountsSection()
    .split("\n")
    .map((line) => /^\|\s*`([^`]+@[^`]+)`\s*\|\s*(.+?)\s*\|\s*$/.exec(line))
    .flatMap((match) => (match ? [{ email: match[1]!, says: match[2]! }] : []));
}

function readmePassword(): string {
  const match = /One password for all:\s*\*\*`([^`]+)`\*\*/.exec(demoAccountsSection());
  expect(match, "README names the demo password").not.toBeNull();
  return match![1]!;
}

/** Whole days from today (UTC) to a calendar date. */
function daysFromToday(date: string): number {
  const today = new Date().toISOString().slice(0, 10);
  return Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 864e5);
}

/** What a row says, as facts the API can confirm or deny. */
function claimsOf(says: string) {
  const text = says.toLowerCase();
  const trialDays = /(\d+) days left/.exec(text);
  const expiredDays = /expired (\d+) days ago/.exec(text);
  const noCard = /without a card|no card|not registered/.test(text);
  return {
    verified: !/not verified/.test(text),
    registered: !/not registered/.test(text),
    french: /\bfrench\b/.test(text),
    hasCard: !noCard,
    cobrand: /spc\+|`cibc`/.test(text) ? "cibc" : "spc",
    trial: /free-trial|free trial/.test(text) && !noCard,
    trialDaysLeft: trialDays ? Number(trialDays[1]) : null,
    expiredDaysAgo: expiredDays ? Number(expiredDays[1]) : null,
    boughtOnline: /bought online/.test(text),
    autoRenew: /auto-renew on/.test(text),
  };
}

const rows = readmeRows();

describe("the README's demo accounts", () => {
  const ctx = useTestApp({ env: MANY_SIGN_INS });
  const password = readmePassword();

  it("lists the six seeded accounts", () => {
    expect(rows.map((row) => row.email)).toEqual([
      "member@demo.spc.ca",
      "plus@demo.spc.ca",
      "trial@demo.spc.ca",
      "expired@demo.spc.ca",
      "nocard@demo.spc.ca",
      "unverified@demo.spc.ca",
    ]);
  });

  describe.each(rows)("$email", ({ email, says }) => {
    const claims = claimsOf(says);
    let cookie: string;
    const get = async (url: string) => {
      const response = await ctx.app().inject({ url, headers: { cookie } });
      expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
      return response.json();
    };

    beforeAll(async () => {
      cookie = await sessionCookie(ctx.app(), email, password);
    });

    it(`is ${says}: signed in, verified or not, registered or not, in its language`, async () => {
      const status = await get("/api/users/verification-status");
      expect(status.data.email_verified).toBe(claims.verified);
      const registration = await get("/api/users/userIsRegistered");
      expect(registration).toMatchObject({
        registered: claims.registered,
        hasCard: claims.hasCard,
      });
      const language = claims.registered
        ? (await get("/api/users/v2/user/register")).profile.language
        : (await get("/api/auth/get-session")).user.language;
      expect(language).toBe(claims.french ? "fr" : "en");
    });

    it("holds the card its row describes (cobrand, trial, expiry, bought online)", async () => {
      if (!claims.registered) return; // no profile: the card calls answer not_registered
      const { cards } = cardsForUserResponseSchema.parse(await get("/api/users/v2/cardsForUser"));
      if (!claims.hasCard) {
        expect(cards).toEqual([]);
        return;
      }
      expect(cards).toHaveLength(1);
      const [card] = cards;
      expect(card).toMatchObject({
        cobrand: claims.cobrand,
        is_trial: claims.trial,
        is_expired: claims.expiredDaysAgo !== null,
        is_online_purchased: claims.boughtOnline,
        is_auto_renew: claims.autoRenew,
      });
      const left = daysFromToday(card!.expiry_date!);
      if (claims.trialDaysLeft !== null) expect(left).toBe(claims.trialDaysLeft);
      if (claims.expiredDaysAgo !== null) expect(left).toBe(-claims.expiredDaysAgo);
      if (claims.trialDaysLeft === null && claims.expiredDaysAgo === null) {
        expect(left).toBeGreaterThan(30); // "valid": not about to lapse either
      }
      const { membership_type } = await get("/api/users/userIsRegistered");
      const expected =
        claims.expiredDaysAgo !== null
          ? null
          : claims.trial
            ? "free_trial"
            : claims.cobrand === "cibc"
              ? "spc_plus"
              : "spc";
      expect(membership_type).toBe(expected);
    });

    it("renews, has a saved payment method and its purchase only when its row says so", async () => {
      if (!claims.registered) return;
      const subscriber = await get("/api/store/isSubscriber");
      expect(subscriber.is_subscriber).toBe(claims.autoRenew);
      const { payment_method } = paymentMethodResponseSchema.parse(
        await get("/api/store/payment_method"),
      );
      if (claims.autoRenew) {
        expect(payment_method).toMatchObject({ type: "card", brand: "Visa", last4: "1111" });
      } else {
        expect(payment_method).toBeNull();
      }
      const { transactions } = userTransactionsResponseSchema.parse(
        await get("/api/store/user_transactions"),
      );
      const purchases = transactions.filter(
        (t) => t.kind === "purchase" && t.status === "succeeded",
      );
      expect(purchases).toHaveLength(claims.boughtOnline ? 1 : 0);
      if (claims.boughtOnline) {
        // A year of membership with the member's provincial taxes (13 % to 15 % in Canada).
        const price = Math.round(MEMBERSHIP_PRICE * 100);
        expect(purchases[0]?.currency).toBe("CAD");
        expect(purchases[0]?.amount_cents).toBeGreaterThan(price * 1.12);
        expect(purchases[0]?.amount_cents).toBeLessThan(price * 1.16);
      }
    });
  });
});
