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
          <li key={benefit} className={`home-benefit home-benefit--${benefit}`}>
            <h3 className="home-benefit__title">
              <FormattedMessage id={`home.benefits.${benefit}.title`} />
            </h3>
            <p className="home-benefit__body">
              <FormattedMessage id={`home.benefits.${benefit}.body`} />
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
