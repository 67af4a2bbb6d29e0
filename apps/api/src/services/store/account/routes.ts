import {
  ERROR_CODES,
  errorEnvelopeSchema,
  hasActiveSubscriptionResponseSchema,
  isSubscriberResponseSchema,
  referralCodesResponseSchema,
  storeSuccessResponseSchema,
  unsubscribeRequestSchema,
  unsubscribeResponseSchema,
  updatePaymentMethodRequestSchema,
  updatePaymentMethodResponseSchema,
  userTransactionsResponseSchema,
} from "@spc/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { renderGoldenTicketMail } from "../../../adapters/mailer";
import { GatewayUnavailableError } from "../../../adapters/payments";
import { AppError } from "../../../lib/app-error";
import { commonErrorResponses, validationErrorResponse } from "../../../lib/error-responses";
import { requireRegistered, requireUser } from "../../../plugins/auth";
import {
  cardsOf,
  customerIdFor,
  MEMBER_REFERRAL_DISCOUNT,
  renewalDepsOf,
  retryFailedRenewal,
  validRenewalPromo,
} from "../../membership";
import { createStoreAccountRepository } from "./repository";

const memberErrors = {
  401: errorEnvelopeSchema.describe("Not signed in"),
  403: errorEnvelopeSchema.describe("not_registered"),
  ...commonErrorResponses,
} as const;

/** The member's subscription, transactions, payment method and referral calls (spec §7 store). */
export const storeAccountRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const repository = createStoreAccountRepository(fastify.database.db);

  /**
   * A new payment method is the member's answer to a failed renewal: charge it now through the
   * renewal job's own path (same claim, attempt numbering, ledger rows and e-mails) rather than
   * waiting for the next retry day. Only while a card still renews automatically: a member who
   * turned auto-renew off, or whose retries ran out (auto-renew turned off), is not charged by
   * saving a card — they turn auto-renew back on, as the job expects.
   */
  async function retryRenewal(userId: string): Promise<"renewed" | "failed" | "none"> {
    const renewing = (await cardsOf(fastify.database.db, userId)).some(
      (card) => card.autoRenew && card.cobrand === "spc" && !card.isTrial,
    );
    if (!renewing) return "none";
    const deps = renewalDepsOf(fastify, fastify.payments.gateway);
    return (await retryFailedRenewal(deps, userId)).status;
  }

  fastify.get(
    "/isSubscriber",
    {
      preHandler: requireUser,
      schema: {
        tags: ["store"],
        summary: "Whether the member pays yearly (auto-renew on with a saved payment method)",
        response: { 200: isSubscriberResponseSchema, ...memberErrors },
      },
    },
    async (request) => {
      const state = await repository.subscription(request.user!.id);
      return { is_subscriber: state.isSubscriber };
    },
  );

  fastify.get(
    "/has_active_subscription",
    {
      preHandler: requireUser,
      schema: {
        tags: ["store"],
        summary: "Subscriber with an active, unexpired paid card",
        response: { 200: hasActiveSubscriptionResponseSchema, ...memberErrors },
      },
    },
    async (request) => {
      const state = await repository.subscription(request.user!.id);
      return { has_active_subscription: state.hasActiveSubscription };
    },
  );

  fastify.post(
    "/unsubscribe",
    {
      preHandler: requireRegistered,
      schema: {
        tags: ["store"],
        summary: "Stop the yearly renewal (auto-renew off); the current card stays valid",
        body: unsubscribeRequestSchema,
        response: { 200: unsubscribeResponseSchema, ...memberErrors },
      },
    },
    async (request) => {
      await repository.turnOffAutoRenew(request.user!.id);
      return { success: true as const, is_auto_renew: false as const };
    },
  );

  fastify.get(
    "/user_transactions",
    {
      preHandler: requireUser,
      schema: {
        tags: ["store"],
        summary: "The member's own payments: purchases, declines, renewals and refunds",
        response: { 200: userTransactionsResponseSchema, ...memberErrors },
      },
    },
    async (request) => {
      const rows = await repository.transactions(request.user!.id);
      return {
        transactions: rows.map((row) => ({
          id: row.id,
          kind: row.kind,
          status: row.status,
          amount_cents: row.amountCents,
          currency: row.currency,
          order_id: row.orderId,
          gateway_transaction_id: row.gatewayTransactionId,
          processor_response_code: row.processorResponseCode,
          processor_response_text: row.processorResponseText,
          message: row.message,
          created_at: row.createdAt.toISOString(),
        })),
      };
    },
  );

  fastify.put(
    "/updatePaymentMethod",
    {
      preHandler: requireRegistered,
      schema: {
        tags: ["store"],
        summary: "Save a new payment method (nonce) for renewals, optionally with a renewal promo",
        description:
          "A member whose renewal charge failed, and whose card still renews automatically, is charged again right away with the new method (renewal_status renewed / failed; none when nothing was outstanding).",
        body: updatePaymentMethodRequestSchema,
        response: {
          200: updatePaymentMethodResponseSchema,
          402: errorEnvelopeSchema.describe("payment_declined: the card was not verified"),
          422: errorEnvelopeSchema.describe("promo_code_not_valid"),
          503: errorEnvelopeSchema.describe("payment_unavailable"),
          ...validationErrorResponse,
          ...memberErrors,
        },
      },
    },
    async (request) => {
      const userId = request.user!.id;
      // Checkout's code rules (the same check as PUT /user/updateAutoRenew): 422 when refused.
      const promo = request.body.promoCode
        ? await validRenewalPromo(fastify.database.db, request.body.promoCode, userId)
        : null;
      const gateway = fastify.payments.gateway;
      const customerId = customerIdFor(userId);
      let outcome: Awaited<ReturnType<typeof gateway.vault>>;
      try {
        outcome = await gateway.vault(customerId, request.body.nonce);
      } catch (error) {
        if (!(error instanceof GatewayUnavailableError)) throw error;
        throw new AppError(ERROR_CODES.paymentUnavailable, "Payments are unavailable", {
          cause: error,
        });
      }
      if (!outcome.ok) {
        throw new AppError(ERROR_CODES.paymentDeclined, outcome.message, {
          details: { reason: outcome.kind },
        });
      }
      await repository.savePaymentMethod(userId, {
        gateway: gateway.name,
        customerId,
        paymentMethodToken: outcome.token,
        cardBrand: outcome.cardBrand,
        cardLast4: outcome.cardLast4,
        renewalPromoCode: promo,
      });
      return {
        success: true as const,
        payment_method: { brand: outcome.cardBrand, last4: outcome.cardLast4 },
        renewal_promo_code: promo,
        renewal_status: await retryRenewal(userId),
      };
    },
  );

  fastify.get(
    "/v2/referrals_codes",
    {
      preHandler: requireRegistered,
      schema: {
        tags: ["store"],
        summary: "The member's referral code, its counts and what it gives a friend",
        response: { 200: referralCodesResponseSchema, ...memberErrors },
      },
    },
    async (request) => {
      const row = (await repository.referral(request.user!.id))!;
      return {
        referral_code: row.referralCode,
        referral_count: row.referralCount,
        referral_redemption_count: row.referralRedemptionCount,
        referral_discount: MEMBER_REFERRAL_DISCOUNT,
      };
    },
  );

  fastify.post(
    "/user/send_golden_ticket_email",
    {
      preHandler: requireRegistered,
      schema: {
        tags: ["store"],
        summary: "E-mail the member their golden-ticket card (404 no_golden_ticket without one)",
        response: {
          200: storeSuccessResponseSchema,
          404: errorEnvelopeSchema.describe("no_golden_ticket"),
          ...memberErrors,
        },
      },
    },
    async (request) => {
      const ticket = await repository.goldenTicket(request.user!.id);
      if (!ticket) {
        throw new AppError(ERROR_CODES.noGoldenTicket, "No golden ticket card");
      }
      const mail = renderGoldenTicketMail(
        {
          firstName: ticket.firstName,
          cardNumber: ticket.cardNumber,
          expiryDate: ticket.expiryDate,
        },
        ticket.language === "fr" ? "fr" : "en",
      );
      await fastify.mailer.send({ to: ticket.email, kind: "golden_ticket", ...mail });
      return { success: true as const };
    },
  );
};
