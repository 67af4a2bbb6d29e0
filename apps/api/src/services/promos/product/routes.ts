import {
  DEFAULT_PRODUCT_ID,
  promoProductGuestQuerySchema,
  promoProductQuerySchema,
  promoProductResponseSchema,
} from "@spc/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError } from "../../../lib/app-error";
import { commonErrorResponses, validationErrorResponse } from "../../../lib/error-responses";
import {
  type CodeCheck,
  checkCode,
  findCodeByHash,
  findProduct,
  type ProvinceCode,
  provinceOfPostal,
  quote,
  resolveProvince,
  taxRateOf,
  toValidationResponse,
  toWireTaxLines,
} from "../../membership";

const ALL_KINDS = ["promo", "school", "referral", "access"] as const;

/**
 * The product as the purchase page shows it, priced with a code (promos service, spec §7).
 * An invalid code is reported in `promo` (valid false) and the full price is returned.
 */
export const promoProductRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const db = fastify.database.db;
  const { config } = fastify;
  const product = findProduct(DEFAULT_PRODUCT_ID)!;

  function answer(check: CodeCheck | null, province: ProvinceCode | null) {
    const priced = quote(product.priceCents, check?.ok ? check.code.discount : null, province);
    return {
      product: {
        id: product.id,
        description_en: product.descriptionEn,
        price: product.priceCents / 100,
      },
      price: {
        currency: config.currency,
        subtotal_cents: priced.subtotalCents,
        discount_cents: priced.discountCents,
        tax_cents: priced.taxCents,
        total_cents: priced.totalCents,
        tax_rate: taxRateOf(priced.taxLines),
        taxes: toWireTaxLines(priced.taxLines),
        province,
      },
      promo: check ? toValidationResponse(check) : null,
    };
  }

  /**
   * The buyer's province (spec §7 product, as the purchase summary needs it): the one asked for
   * (an unknown one is refused: 400 province_required), else the member's, else none (before tax).
   */
  async function buyerProvince(
    asked: string | undefined,
    userId: string | null,
  ): Promise<ProvinceCode | null> {
    if (asked) return resolveProvince(db, config, asked, null, undefined);
    if (!userId) return null;
    try {
      return await resolveProvince(db, config, undefined, userId, undefined);
    } catch (error) {
      if (error instanceof AppError) return null; // no province on file: price before tax
      throw error;
    }
  }

  fastify.get(
    "/v2/product",
    {
      schema: {
        tags: ["promos"],
        summary:
          "The membership priced with a promo code (is_hashed: SHA-256 hex of the code), taxed for `province` or the member's",
        querystring: promoProductQuerySchema,
        response: {
          200: promoProductResponseSchema,
          ...validationErrorResponse,
          ...commonErrorResponses,
        },
      },
    },
    async (request) => {
      const userId = request.user?.id ?? null;
      let code = request.query.promocode ?? null;
      let check: CodeCheck | null = null;
      if (code && request.query.is_hashed === "true") {
        const found = await findCodeByHash(db, code);
        if (!found) check = { ok: false, code: "", reason: "not_found" };
        code = found;
      }
      if (code) check = await checkCode(db, code, ALL_KINDS, { userId, productId: product.id });
      return answer(check, await buyerProvince(request.query.province, userId));
    },
  );

  fastify.get(
    "/v2/product/guest",
    {
      schema: {
        tags: ["promos"],
        summary:
          "The membership priced with a promo code for a visitor (tax for `province`, else from the postal code)",
        querystring: promoProductGuestQuerySchema,
        response: {
          200: promoProductResponseSchema,
          ...validationErrorResponse,
          ...commonErrorResponses,
        },
      },
    },
    async (request) => {
      const { promocode, postal, province } = request.query;
      const check = promocode
        ? await checkCode(db, promocode, ALL_KINDS, { userId: null, productId: product.id })
        : null;
      const fromPostal = config.country === "us" ? null : provinceOfPostal(postal);
      return answer(check, province ? await buyerProvince(province, null) : fromPostal);
    },
  );
};
