import { ButtonLink } from "../../../components/button/button-link";
import { Card } from "../../../components/card/card";
import { FormattedMessage, useIntl } from "../../../i18n/intl-lite";
import { usePageTitle } from "../../../i18n/use-page-title";
import { formatCents } from "../../../lib/money";
import { useSession } from "../../session";
import { useFreeTrialStatus } from "../api/get-free-trial-status";
import "../../../components/form/forms.css";
import "../../purchase/components/purchase.css";

const MEMBERSHIP_PRICE_CENTS = 1199;

/** /explore-memberships: the ways to become a member (buy, free trial, card in hand, SPC+). */
export function ExploreMembershipsPage() {
  usePageTitle("page.exploreMemberships.title");
  const intl = useIntl();
  const session = useSession();
  const trial = useFreeTrialStatus({ enabled: session.isLoggedIn });
  return (
    <div className="purchase-page">
      <h1>
        <FormattedMessage id="page.exploreMemberships.title" />
      </h1>
      <Card title={<FormattedMessage id="purchase.plan.name" />}>
        <p>
          <FormattedMessage
            id="purchase.plan.pricePerYear"
            values={{ price: formatCents(MEMBERSHIP_PRICE_CENTS, intl.locale) }}
          />
        </p>
        <ButtonLink variant="primary" to="/purchase">
          <FormattedMessage id="membership.explore.buy" />
        </ButtonLink>
      </Card>
      {(!session.isLoggedIn || trial.data?.is_eligible) && (
        <Card title={<FormattedMessage id="membership.register.trial.title" />}>
          <p>
            <FormattedMessage id="membership.register.trial.body" />
          </p>
          <ButtonLink variant="primary" to="/register">
            <FormattedMessage id="membership.register.trial.start" />
          </ButtonLink>
        </Card>
      )}
      <Card title={<FormattedMessage id="membership.register.card.title" />}>
        <ButtonLink variant="primary" to="/register">
          <FormattedMessage id="membership.explore.register" />
        </ButtonLink>
      </Card>
      <Card title={<FormattedMessage id="membership.explore.plus.title" />}>
        <p>
          <FormattedMessage id="membership.explore.plus.body" />
        </p>
        <ButtonLink variant="primary" to="/cibc">
          <FormattedMessage id="membership.explore.plus.link" />
        </ButtonLink>
      </Card>
    </div>
  );
}
