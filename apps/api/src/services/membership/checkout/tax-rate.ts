// The sales tax a buyer would pay, as `GET /v2/tax_rate` shows it before the purchase.
import type { Config } from "../../../config";
import type { Db } from "../../../db/client";
import { RATE_SCALE } from "../../../lib/money";
import { resolveProvince } from "./price-checkout";
import { TAX_TABLE, TAX_TABLE_AS_OF } from "./tax";
import { taxRateOf } from "./wire";

/** The province's taxes (explicit, else the member's profile province / postal code). */
export async function provinceTaxRate(
  db: Db,
  config: Pick<Config, "country">,
  explicit: string | undefined,
  userId: string | null,
) {
  const province = await resolveProvince(db, config, explicit, userId, undefined);
  const parts = province ? TAX_TABLE[province] : [];
  return {
    province,
    tax_rate: taxRateOf(parts),
    taxes: parts.map((part) => ({ name: part.name, rate: part.rate / RATE_SCALE })),
    as_of: TAX_TABLE_AS_OF,
  };
}
