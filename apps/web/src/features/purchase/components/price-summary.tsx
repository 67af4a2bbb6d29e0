import { FormattedMessage, useIntl } from "../../../i18n/intl-lite";
import type { MessageId } from "../../../i18n/messages";
import { formatCents, formatRate } from "../../../lib/money";
import type { PriceBreakdown } from "../types";

/** The order lines: membership, discount, one line per tax of the province, total. */
export function PriceSummary({ price }: { price: PriceBreakdown }) {
  const intl = useIntl();
  const money = (cents: number) => formatCents(cents, intl.locale, price.currency);
  return (
    <dl className="price-summary" data-testid="price-summary">
      <div className="price-summary__row">
        <dt>
          <FormattedMessage id="purchase.summary.membership" />
        </dt>
        <dd data-testid="price-subtotal">{money(price.subtotal_cents)}</dd>
      </div>
      {price.discount_cents > 0 && (
        <div className="price-summary__row price-summary__row--discount">
          <dt>
            <FormattedMessage id="purchase.summary.discount" />
          </dt>
          <dd>−{money(price.discount_cents)}</dd>
        </div>
      )}
      {price.taxes.map((tax) => (
        <div className="price-summary__row" key={tax.name}>
          <dt>
            <FormattedMessage
              id="purchase.summary.tax"
              values={{
                name: intl.formatMessage({
                  id: `purchase.summary.taxName.${tax.name}` as MessageId,
                }),
                rate: formatRate(tax.rate, intl.locale),
              }}
            />
          </dt>
          <dd>{money(tax.amount_cents)}</dd>
        </div>
      ))}
      {price.province === null && (
        <div className="price-summary__row">
          <dt>
            <FormattedMessage id="purchase.summary.taxUnknown" />
          </dt>
          <dd />
        </div>
      )}
      <div className="price-summary__row price-summary__row--total">
        <dt>
          <FormattedMessage id="purchase.summary.total" />
        </dt>
        <dd data-testid="price-total">{money(price.total_cents)}</dd>
      </div>
    </dl>
  );
}
