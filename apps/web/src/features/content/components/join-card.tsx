import { Link } from "react-router";
import { ButtonLink } from "../../../components/button/button-link";
import { Card } from "../../../components/card/card";
import { FormattedMessage } from "../../../i18n/intl-lite";
import { MembershipPrice } from "./membership-price";

/** Beside an information page: the price and the way in, for a reader the page has convinced. */
export function JoinCard() {
  return (
    <Card className="join-card" title={<FormattedMessage id="content.join.title" />}>
      <p className="join-card__price">
        <FormattedMessage id="content.join.price" values={{ price: <MembershipPrice /> }} />
      </p>
      <p>
        <FormattedMessage id="content.join.body" />
      </p>
      <div className="join-card__actions">
        <ButtonLink to="/signup" variant="primary">
          <FormattedMessage id="content.join.cta" />
        </ButtonLink>
        <Link to="/activate">
          <FormattedMessage id="content.join.activate" />
        </Link>
      </div>
    </Card>
  );
}
