import { ButtonLink, ExternalButtonLink } from "../../../components/button/button-link";
import { Card } from "../../../components/card/card";
import { NumberedSteps, type Step } from "../../../components/numbered-steps/numbered-steps";
import { FormattedMessage, useIntl } from "../../../i18n/intl-lite";
import { useLanguage } from "../../../i18n/language-store";
import { usePageTitle } from "../../../i18n/use-page-title";
import { formatCents } from "../../../lib/money";
import { useSession } from "../../session";
import { CIBC_TIERS, cibcLinksFor } from "../cibc-links";
import "./cibc-page.css";

const BENEFITS = ["deals", "plus", "free"] as const;
const STEPS: readonly Step[] = (["open", "link", "shop"] as const).map((step) => ({
  key: step,
  title: <FormattedMessage id={`cibc.steps.${step}.title`} />,
  body: <FormattedMessage id={`cibc.steps.${step}.body`} />,
}));

/**
 * /cibc (spec §2.2, §9): the bank partner's page — what SPC+ adds, the bank's student offers at
 * their three tiers (each linking to the bank in the interface language, the other language's
 * link beside it), and how a student client gets SPC+.
 */
export function CibcPage() {
  usePageTitle("page.cibc.title");
  const intl = useIntl();
  const language = useLanguage();
  const session = useSession();
  const [shown, other] = cibcLinksFor(language);
  const plusLink = session.isPlus ? "/spc-plus" : "/plus-offers";

  return (
    <div className="cibc-page">
      <section className="cibc-hero" aria-labelledby="page-title">
        <div className="cibc-hero__inner">
          <p className="cibc-hero__eyebrow">
            <FormattedMessage id="cibc.hero.eyebrow" />
          </p>
          <h1 id="page-title" className="cibc-hero__title">
            <FormattedMessage id="page.cibc.title" />
          </h1>
          <p className="cibc-hero__lead">
            <FormattedMessage id="cibc.intro" />
          </p>
          <div className="cibc-hero__actions">
            <ExternalButtonLink variant="primary" size="large" href={shown.url}>
              <FormattedMessage id="cibc.offers.open" />
            </ExternalButtonLink>
            <ButtonLink variant="on-dark" size="large" to={plusLink}>
              <FormattedMessage id="cibc.plus.see" />
            </ButtonLink>
          </div>
        </div>
      </section>

      <section className="cibc-section" aria-labelledby="cibc-offers-title">
        <h2 id="cibc-offers-title">
          <FormattedMessage id="cibc.offers.title" />
        </h2>
        <ul className="cibc-tiers" data-testid="cibc-offers">
          {CIBC_TIERS.map((amount) => {
            const money = formatCents(amount * 100, intl.locale).replace(/[.,]00/, "");
            return (
              <Card key={amount} as="li" className="cibc-tier" data-tier={amount}>
                <p className="cibc-tier__amount" aria-hidden="true">
                  {money}
                </p>
                <a href={shown.url} target="_blank" rel="noopener noreferrer">
                  <FormattedMessage id="cibc.offers.tier" values={{ amount: money }} />
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
              </Card>
            );
          })}
        </ul>
      </section>

      <section className="cibc-section" aria-labelledby="cibc-plus-title">
        <h2 id="cibc-plus-title">
          <FormattedMessage id="cibc.plus.title" />
        </h2>
        <p className="cibc-section__lead">
          <FormattedMessage id={session.isPlus ? "cibc.plus.member" : "cibc.plus.body"} />
        </p>
        <ul className="cibc-benefits">
          {BENEFITS.map((benefit) => (
            <Card
              key={benefit}
              as="li"
              className="cibc-benefit"
              title={<FormattedMessage id={`cibc.benefits.${benefit}.title`} />}
              titleLevel={3}
            >
              <p>
                <FormattedMessage id={`cibc.benefits.${benefit}.body`} />
              </p>
            </Card>
          ))}
        </ul>
      </section>

      <section className="cibc-section" aria-labelledby="cibc-steps-title">
        <h2 id="cibc-steps-title">
          <FormattedMessage id="cibc.steps.title" />
        </h2>
        <NumberedSteps steps={STEPS} />
      </section>
    </div>
  );
}
