import {
  bodyNonceCheckoutRequestSchema,
  type CheckoutRequest,
  checkoutRequestSchema,
  checkoutResponseSchema,
  DEFAULT_PRODUCT_ID,
  ERROR_CODES,
  errorEnvelopeSchema,
  guestCheckoutRequestSchema,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENT_REPLAYED_HEADER,
  idempotencyKeySchema,
  PAYMENT_NONCE_HEADER,
  productAndBonusResponseSchema,
  taxRateQuerySchema,
  taxRateResponseSchema,
  vaultClientTokenResponseSchema,
} from "@spc/shared";
import { eq } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { createCaptchaGuard, guardVerifier } from "../../../adapters/captcha/require-captcha";
import { GatewayUnavailableError } from "../../../adapters/payments";
import { profiles } from "../../../db/schema";
import { AppError } from "../../../lib/app-error";
import { commonErrorResponses, validationErrorResponse } from "../../../lib/error-responses";
import { orderAttribution } from "../../../lib/utm-header";
import { requireRegistered } from "../../../plugins/auth";
import { ROUTE_RATE_LIMITS } from "../../../plugins/rate-limit";
import {
  type CheckoutAnswer,
  type CheckoutInput,
  customerIdFor,
  findProduct,
  isKnownCheckoutKey,
  provinceTaxRate,
} from "../../membership";

const checkoutResponses = {
  201: checkoutResponseSchema.describe("Paid: the order and the new card (also for a replay)"),
  401: errorEnvelopeSchema.describe("Not signed in"),
  402: errorEnvelopeSchema.describe("payment_declined: details carry the processor response"),
  403: errorEnvelopeSchema.describe("not_registered / captcha_failed (guest orders)"),
  409: errorEnvelopeSchema.describe("checkout_in_progress / active_membership"),
  422: errorEnvelopeSchema.describe(
    "promo_code_not_valid (details.reason) / idempotency_key_reused",
  ),
  503: errorEnvelopeSchema.describe(
    "payment_unavailable: retry with the same Idempotency-Key / captcha_unavailable",
  ),
  ...validationErrorResponse,
  ...commonErrorResponses,
} as const;

const GUEST_RULES =
  "Without an account: a solved captcha in x-captcha-token when a captcha provider is configured (400 captcha_required, 403 captcha_failed), and at most ROUTE_RATE_LIMITS.guestCheckout calls per address (429 rate_limited).";

function headerValue(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function idempotencyKey(request: FastifyRequest): string {
  const parsed = idempotencyKeySchema.safeParse(headerValue(request, IDEMPOTENCY_KEY_HEADER));
  if (!parsed.success) {
    throw new AppError(
      ERROR_CODES.idempotencyKeyRequired,
      "An Idempotency-Key header (a new UUID per purchase attempt) is required",
    );
  }
  return parsed.data;
}

function requireNonce(nonce: string | undefined): string {
  if (!nonce?.trim()) {
    throw new AppError(ERROR_CODES.paymentNonceRequired, "A payment nonce is required");
  }
  return nonce.trim();
}

function codesOf(body: CheckoutRequest): CheckoutInput["codes"] {
  return {
    promo: body.promo_code,
    school: body.school_code,
    referral: body.referral_code,
    access: body.access_code,
  };
}

function send(reply: FastifyReply, answer: CheckoutAnswer) {
  if (answer.replayed) reply.header(IDEMPOTENT_REPLAYED_HEADER, "true");
  return reply.code(answer.status).send(answer.body as never);
}

export const checkoutRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { config } = fastify;
  const db = fastify.database.db;
  const requireCaptcha = createCaptchaGuard(guardVerifier(config.captcha));

  /** Guest orders charge a card without an account (card testing): a solved captcha when a
   * provider is configured. A replayed key is not asked again (captcha tokens are single-use,
   * and a replay only returns the first answer, it never charges). */
  async function guestCaptcha(request: FastifyRequest) {
    if (await isKnownCheckoutKey(db, idempotencyKey(request))) return;
    await requireCaptcha(request);
  }

  function memberInput(
    request: FastifyRequest,
    body: CheckoutRequest,
    nonce: string,
    options: { activation?: boolean; paymentType?: "card" | "paypal" } = {},
  ): CheckoutInput {
    const activation = options.activation ?? body.activation ?? false;
    return {
      kind: activation ? "activation" : "purchase",
      idempotencyKey: idempotencyKey(request),
      userId: request.user!.id,
      guestEmail: null,
      nonce,
      paymentType: options.paymentType ?? "card",
      language: body.language,
      productId: body.product_id,
      province: body.province,
      codes: codesOf(body),
      autoRenew: body.auto_renew ?? true,
      attribution: orderAttribution(request.headers.utm, new Date()),
    };
  }

  for (const [path, activation] of [
    ["/v4/checkout/purchase", false],
    ["/v4/checkout/activation", true],
  ] as const) {
    fastify.post(
      path,
      {
        config: { outcomeMetric: "checkout" },
        preHandler: requireRegistered,
        schema: {
          tags: ["store"],
          summary: activation
            ? "Pay for a membership from the activation flow (nonce in x-payment-nonce)"
            : "Buy the yearly membership (nonce in x-payment-nonce; Idempotency-Key required)",
          body: checkoutRequestSchema,
          response: checkoutResponses,
        },
      },
      async (request, reply) => {
        const nonce = requireNonce(headerValue(request, PAYMENT_NONCE_HEADER));
        const input = memberInput(request, request.body, nonce, activation ? { activation } : {});
        return send(reply, await fastify.payments.checkout(input));
      },
    );
  }

  fastify.post(
    "/v3/checkout",
    {
      config: { outcomeMetric: "checkout" },
      preHandler: requireRegistered,
      schema: {
        tags: ["store"],
        summary: "Buy the membership (older call: nonce in the body; Idempotency-Key required)",
        body: bodyNonceCheckoutRequestSchema,
        response: checkoutResponses,
      },
    },
    async (request, reply) => {
      const input = memberInput(
        request,
        request.body,
        requireNonce(request.body.payment_method_nonce),
      );
      return send(reply, await fastify.payments.checkout(input));
    },
  );

  function guestInput(
    request: FastifyRequest,
    body: typeof guestCheckoutRequestSchema._output,
    paymentType: "card" | "paypal",
  ): CheckoutInput {
    const nonce = requireNonce(
      body.payment_method_nonce ?? headerValue(request, PAYMENT_NONCE_HEADER),
    );
    return {
      kind: "guest",
      idempotencyKey: idempotencyKey(request),
      userId: null,
      guestEmail: body.email.toLowerCase(),
      nonce,
      paymentType,
      language: body.language,
      productId: body.product_id,
      province: body.province,
      postal: body.postal,
      codes: codesOf(body),
      autoRenew: false,
      attribution: orderAttribution(request.headers.utm, new Date()),
    };
  }

  fastify.post(
    "/v2/checkout/guest",
    {
      config: { rateLimit: ROUTE_RATE_LIMITS.guestCheckout, outcomeMetric: "checkout" },
      schema: {
        tags: ["store"],
        summary: "Buy a card without an account: the card is e-mailed and activated later",
        description: GUEST_RULES,
        body: guestCheckoutRequestSchema,
        response: checkoutResponses,
      },
    },
    async (request, reply) => {
      const input = guestInput(request, request.body, "card");
      await guestCaptcha(request);
      return send(reply, await fastify.payments.checkout(input));
    },
  );

  // POST /v2/order and /v2/order/paypal: the member's order when signed in and registered, a
  // guest order (e-mail required) otherwise; the nonce is in the body.
  for (const [path, paymentType] of [
    ["/v2/order", "card"],
    ["/v2/order/paypal", "paypal"],
  ] as const) {
    fastify.post(
      path,
      {
        config: { rateLimit: ROUTE_RATE_LIMITS.guestCheckout, outcomeMetric: "checkout" },
        schema: {
          tags: ["store"],
          summary:
            paymentType === "paypal"
              ? "Place an order paid with PayPal (Braintree PayPal nonce in the body)"
              : "Place an order (member when signed in and registered, else guest with e-mail)",
          description: GUEST_RULES,
          body: guestCheckoutRequestSchema.partial({ email: true }),
          response: checkoutResponses,
        },
      },
      async (request, reply) => {
        const body = request.body;
        let registered = false;
        if (request.user) {
          const [profile] = await db
            .select({ userId: profiles.userId })
            .from(profiles)
            .where(eq(profiles.userId, request.user.id));
          registered = Boolean(profile);
        }
        if (registered) {
          const nonce = requireNonce(body.payment_method_nonce);
          const input = memberInput(request, body, nonce, { paymentType });
          return send(reply, await fastify.payments.checkout(input));
        }
        if (!body.email) {
          throw new AppError(
            ERROR_CODES.validation,
            "Invalid body: email is required for a guest order",
          );
        }
        const input = guestInput(request, { ...body, email: body.email }, paymentType);
        await guestCaptcha(request);
        return send(reply, await fastify.payments.checkout(input));
      },
    );
  }

  fastify.get(
    "/v2/taxrate",
    {
      schema: {
        tags: ["store"],
        summary: "Sales tax of a province (query, else the member's profile province / postal)",
        querystring: taxRateQuerySchema,
        response: {
          200: taxRateResponseSchema,
          ...validationErrorResponse,
          ...commonErrorResponses,
        },
      },
    },
    async (request) => {
      return provinceTaxRate(db, config, request.query.province, request.user?.id ?? null);
    },
  );

  fastify.get(
    "/v2/vault_client_token",
    {
      schema: {
        tags: ["store"],
        summary: "Client token for the payment form (drop-in); 'local' for the test gateway",
        response: {
          200: vaultClientTokenResponseSchema,
          503: errorEnvelopeSchema,
          ...commonErrorResponses,
        },
      },
    },
    async (request) => {
      const gateway = fastify.payments.gateway;
      try {
        const token = await gateway.clientToken(
          request.user ? customerIdFor(request.user.id) : undefined,
        );
        return { client_token: token, gateway: gateway.name };
      } catch (error) {
        if (error instanceof GatewayUnavailableError) {
          throw new AppError(ERROR_CODES.paymentUnavailable, "Payments are unavailable", {
            cause: error,
          });
        }
        throw error;
      }
    },
  );

  fastify.get(
    "/product_and_bonus",
    {
      schema: {
        tags: ["store"],
        summary: "The membership product, its price in cents and the purchase bonus (if any)",
        response: { 200: productAndBonusResponseSchema, ...commonErrorResponses },
      },
    },
    async () => {
      const product = findProduct(DEFAULT_PRODUCT_ID)!;
      return {
        product: {
          id: product.id,
          description_en: product.descriptionEn,
          price: product.priceCents / 100,
        },
        currency: config.currency,
        price_cents: product.priceCents,
        bonus: null,
      };
    },
  );
};
