import { CURRENCY_BY_COUNTRY, MEMBERSHIP_PRICE } from "@spc/shared";
import { FormattedNumber } from "../../../i18n/intl-lite";
import { usePublicConfig } from "../api/get-public-config";

/**
 * The yearly membership price in the build's currency (spec §9: $11.99, CAD or USD), from the
 * shared plan constant the purchase pages charge, so a sales page cannot quote another price.
 */
export function MembershipPrice() {
  const currency = CURRENCY_BY_COUNTRY[usePublicConfig().data?.country ?? "ca"];
  return <FormattedNumber value={MEMBERSHIP_PRICE} style="currency" currency={currency} />;
}
