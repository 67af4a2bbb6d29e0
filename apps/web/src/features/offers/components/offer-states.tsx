import { Button } from "../../../components/button/button";
import { ButtonLink } from "../../../components/button/button-link";
import { FormattedMessage } from "../../../i18n/intl-lite";
import "../../deals/components/deals.css";

/** The delisted state (spec §4): the partner took the offer down; their other deals may remain. */
export function OfferDelisted({ partnerUrlName }: { partnerUrlName: string }) {
  return (
    <section className="page-state" aria-labelledby="page-title">
      <h1 id="page-title">
        <FormattedMessage id="offer.delisted.title" />
      </h1>
      <p>
        <FormattedMessage id="offer.delisted.body" />
      </p>
      <div className="page-state__actions">
        <ButtonLink to={`/deals/${encodeURIComponent(partnerUrlName)}`} variant="primary">
          <FormattedMessage id="offer.delisted.partnerDeals" />
        </ButtonLink>
        <ButtonLink to="/deals" variant="secondary">
          <FormattedMessage id="offer.state.allDeals" />
        </ButtonLink>
      </div>
    </section>
  );
}

/** The gone state (spec §4): the offer expired or never existed. */
export function OfferGone() {
  return (
    <section className="page-state" aria-labelledby="page-title">
      <h1 id="page-title">
        <FormattedMessage id="offer.gone.title" />
      </h1>
      <p>
        <FormattedMessage id="offer.gone.body" />
      </p>
      <div className="page-state__actions">
        <ButtonLink to="/deals" variant="primary">
          <FormattedMessage id="offer.state.allDeals" />
        </ButtonLink>
        <ButtonLink to="/categories" variant="secondary">
          <FormattedMessage id="offer.gone.categories" />
        </ButtonLink>
      </div>
    </section>
  );
}

/** Any other failure: say so and offer a retry. */
export function OfferLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <section className="page-state" role="alert" aria-labelledby="page-title">
      <h1 id="page-title">
        <FormattedMessage id="offer.error.title" />
      </h1>
      <p>
        <FormattedMessage id="offer.error.body" />
      </p>
      <Button type="button" variant="primary" onClick={onRetry}>
        <FormattedMessage id="common.retry" />
      </Button>
    </section>
  );
}
