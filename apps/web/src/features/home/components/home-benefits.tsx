import { Card } from "../../../components/card/card";
import { FormattedMessage } from "../../../i18n/intl-lite";
import "./home-benefits.css";

const BENEFITS = ["deals", "anywhere", "app"] as const;

/** Three reasons to join, under the hero. */
export function HomeBenefits() {
  return (
    <section className="home-benefits" aria-labelledby="home-benefits-title">
      <h2 id="home-benefits-title" className="home-benefits__title">
        <FormattedMessage id="home.benefits.title" />
      </h2>
      <ul className="home-benefits__list">
        {BENEFITS.map((benefit) => (
          <Card
            key={benefit}
            as="li"
            className={`home-benefit home-benefit--${benefit}`}
            title={<FormattedMessage id={`home.benefits.${benefit}.title`} />}
            titleLevel={3}
          >
            <p className="home-benefit__body">
              <FormattedMessage id={`home.benefits.${benefit}.body`} />
            </p>
          </Card>
        ))}
      </ul>
    </section>
  );
}
