import { FormattedMessage, FormattedNumber } from "react-intl";
import { Link } from "react-router";
import { usePublicConfig } from "../../content/api/get-public-config";
import { MembershipCardArt } from "./membership-card-art";
import "./home-hero.css";

/** Spec §9: the yearly membership price, in the build's currency (CAD unless US). */
const YEARLY_PRICE = 11.99;

/** The home hero of spec §2.8: join now, buy, activate, log in. */
export function HomeHero() {
  const currency = usePublicConfig().data?.currency ?? "CAD";
  const price = <FormattedNumber value={YEARLY_PRICE} style="currency" currency={currency} />;

  return (
    <section className="home-hero" aria-labelledby="home-hero-title">
      <div className="home-hero__inner">
        <div className="home-hero__copy">
          <p className="home-hero__eyebrow">
            <FormattedMessage id="home.hero.eyebrow" />
          </p>
          <h1 id="home-hero-title" className="home-hero__title">
            <FormattedMessage id="home.hero.title" />
          </h1>
          <p className="home-hero__lead">
            <FormattedMessage id="home.hero.lead" />
          </p>
          <p className="home-hero__price">
            <FormattedMessage id="home.hero.price" values={{ price }} />
          </p>
          <div className="home-hero__actions">
            <Link to="/signup" className="button button--primary button--large">
              <FormattedMessage id="home.hero.joinNow" />
            </Link>
            <Link to="/why-spc" className="button button--on-dark button--large">
              <FormattedMessage id="home.hero.buy" />
            </Link>
          </div>
          <p className="home-hero__secondary">
            <Link to="/activate">
              <FormattedMessage id="home.hero.activate" />
            </Link>
            <span aria-hidden="true"> · </span>
            <Link to="/login">
              <FormattedMessage id="home.hero.login" />
            </Link>
          </p>
        </div>
        <MembershipCardArt />
      </div>
    </section>
  );
}
