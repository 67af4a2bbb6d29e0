import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { cards, paymentCustomers, profiles } from "../db/schema";
import type { RenewalGateway } from "../services/membership";
import { createMember, type TestMember } from "./members";

export interface RenewingMemberOptions {
  /** The saved method's token at the local gateway: it charges like this nonce ("declined-…"). */
  token: string;
  /** The card's last valid day (YYYY-MM-DD). */
  expiryDate: string;
  /** Default true. */
  isPrimary?: boolean;
  /** The profile's province, which sets the renewal's tax; default ON. */
  province?: string;
  language?: "en" | "fr";
  /** Also turn auto-renew on in the profile (it is on the card always). */
  profileAutoRenew?: boolean;
}

/**
 * A member whose card was bought online, renews automatically and has a payment method saved at
 * the local gateway: what the renewal job charges.
 */
export async function createRenewingMember(
  app: FastifyInstance,
  options: RenewingMemberOptions,
): Promise<TestMember> {
  const member = await createMember(app, {
    language: options.language,
    cards: [{ expiryDate: options.expiryDate, isPrimary: options.isPrimary ?? true }],
  });
  const db = app.database.db;
  await db
    .update(cards)
    .set({ autoRenew: true, source: "purchase", isOnlinePurchased: true })
    .where(eq(cards.userId, member.userId));
  await db.insert(paymentCustomers).values({
    userId: member.userId,
    gateway: "local",
    customerId: `spc_${member.userId}`,
    paymentMethodToken: options.token,
  });
  await db
    .update(profiles)
    .set({
      province: options.province ?? "ON",
      ...(options.profileAutoRenew ? { isAutoRenew: true } : {}),
    })
    .where(eq(profiles.userId, member.userId));
  return member;
}

/**
 * A renewal gateway that records every charge and declines tokens starting with "declined"
 * (2000 Do Not Honor) until `heal(token)` lets that token pay. `delayMs` keeps a charge in flight
 * long enough for overlapping runs to meet.
 */
export function recordingRenewalGateway(delayMs = 20) {
  const charges: { orderId: string; amountCents: number; token: string | undefined }[] = [];
  const healed = new Set<string>();
  const gateway: RenewalGateway = {
    name: "local",
    async charge(request) {
      charges.push({
        orderId: request.orderId,
        amountCents: request.amountCents,
        token: request.paymentMethodToken,
      });
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      const token = request.paymentMethodToken ?? "";
      if (token.startsWith("declined") && !healed.has(token)) {
        return {
          ok: false,
          kind: "processor_declined",
          message: "Do Not Honor",
          transaction: { id: `tx-${charges.length}` },
          processorResponseCode: "2000",
          processorResponseText: "Do Not Honor",
        };
      }
      return { ok: true, transaction: { id: `tx-${charges.length}` } };
    },
    async findByOrderId() {
      return [];
    },
  };
  return { gateway, charges, heal: (token: string) => healed.add(token) };
}
