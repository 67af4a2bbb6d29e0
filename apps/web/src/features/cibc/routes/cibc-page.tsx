import { ButtonLink, ExternalButtonLink } from "../../../components/button/button-link";
import { Card } from "../../../components/card/card";
import { FormattedMessage, useIntl } from "../../../i18n/intl-lite";
import { useLanguage } from "../../../i18n/language-store";
import { usePageTitle } from "../../../i18n/use-page-title";
import { formatCents } from "../../../lib/money";
import { useSession } from "../../session";
import { CIBC_TIERS, cibcLinksFor } from "../cibc-links";
import "../../../components/form/forms.css";
import "../../purchase/components/purchase.css";
import "./cibc-page.css";

/**
 * /cibc (spec §2.2, §9): the bank partner's student offers at their three tiers, each linking to
 * the bank in the interface language with the other language's link beside it, and the SPC+
 * plan the bank's clients get free.
 */
export function CibcPage() {
  usePageTitle("page.cibc.title");
  const intl = useIntl();
  const language = useLanguage();
  const session = useSession();
  const [shown, other] = cibcLinksFor(language);

  return (
    <div className="purchase-page">
      <h1>
        <FormattedMessage id="page.cibc.title" />
      </h1>
      <p>
        <FormattedMessage id="cibc.intro" />
      </p>

      <Card title={<FormattedMessage id="cibc.offers.title" />}>
        <ul className="plan-benefits" data-testid="cibc-offers">
          {CIBC_TIERS.map((amount) => (
            <li key={amount} data-tier={amount}>
              <a href={shown.url} target="_blank" rel="noopener noreferrer">
                <FormattedMessage
                  id="cibc.offers.tier"
                  values={{
                    amount: formatCents(amount * 100, intl.locale).replace(/[.,]00/, ""),
                  }}
                />
              </a>
              <a
                href={other.url}
                hrefLang={other.language}
                lang={other.language}
                target="_blank"
                rel="noopener noreferrer"
                className="cibc-offer-link"
              >
                <FormattedMessage id={`cibc.offers.link.${other.language}`} />
              </a>
            </li>
          ))}
        </ul>
        <ExternalButtonLink variant="primary" href={shown.url}>
          <FormattedMessage id="cibc.offers.open" />
        </ExternalButtonLink>
      </Card>

      <Card title={<FormattedMessage id="cibc.plus.title" />}>
        <p>
          <FormattedMessage id={session.isPlus ? "cibc.plus.member" : "cibc.plus.body"} />
        </p>
        <ButtonLink variant="primary" to={session.isPlus ? "/spc-plus" : "/plus-offers"}>
          <FormattedMessage id="cibc.plus.see" />
        </ButtonLink>
      </Card>
    </div>
  );
}
