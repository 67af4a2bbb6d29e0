import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router";
import { useLanguage } from "../../../i18n/language-store";
import { usePageTitle } from "../../../i18n/use-page-title";
import { usePartnerOffers } from "../../offers/api/get-partner-offers";
import { formatCents } from "../../purchase/money";
import { useSession } from "../../session/session-query";
import { CIBC_STUDENT_URL, CIBC_TIERS } from "../cibc-links";
import "../../auth/components/forms.css";
import "../../purchase/components/purchase.css";

/** /cibc: the bank partner's student offers (three tiers) and the SPC+ plan it includes. */
export function CibcPage() {
  usePageTitle("page.cibc.title");
  const intl = useIntl();
  const language = useLanguage();
  const session = useSession();
  const offers = usePartnerOffers("cibc");
  const bankUrl = CIBC_STUDENT_URL[language];
  const listed = offers.data?.data ?? [];

  return (
    <div className="purchase-page">
      <h1>
        <FormattedMessage id="cibc.title" />
      </h1>
      <p>
        <FormattedMessage id="cibc.intro" />
      </p>

      <section className="auth-card" aria-labelledby="cibc-offers">
        <h2 id="cibc-offers">
          <FormattedMessage id="cibc.offers.title" />
        </h2>
        <ul className="plan-benefits" data-testid="cibc-offers">
          {listed.length > 0
            ? listed.map((offer) => (
                <li key={offer.offer_id}>
                  <Link to={`/deals/cibc/offer/${offer.offer_id}`}>
                    {language === "fr" ? offer.title_fr : offer.title_en}
                  </Link>
                </li>
              ))
            : CIBC_TIERS.map((amount) => (
                <li key={amount}>
                  <FormattedMessage
                    id="cibc.offers.tier"
                    values={{
                      amount: formatCents(amount * 100, intl.locale).replace(/[.,]00/, ""),
                    }}
                  />
                </li>
              ))}
        </ul>
        <a className="button" href={bankUrl} target="_blank" rel="noopener noreferrer">
          <FormattedMessage id="cibc.offers.open" />
        </a>
      </section>

      <section className="auth-card" aria-labelledby="cibc-plus">
        <h2 id="cibc-plus">
          <FormattedMessage id="cibc.plus.title" />
        </h2>
        <p>
          <FormattedMessage id={session.isPlus ? "cibc.plus.member" : "cibc.plus.body"} />
        </p>
        <Link className="button" to={session.isPlus ? "/spc-plus" : "/plus-offers"}>
          <FormattedMessage id="cibc.plus.see" />
        </Link>
      </section>
    </div>
  );
}
