import { CURRENCY_BY_COUNTRY, MEMBERSHIP_PRICE } from "@spc/shared";
import { FormattedMessage, FormattedNumber } from "react-intl";
import { Link } from "react-router";
import { usePublicConfig } from "../../content/api/get-public-config";
import { MembershipCardArt } from "./membership-card-art";
import "./home-hero.css";

/** The home hero of spec §2.8: join now, buy, activate, log in. */
export function HomeHero() {
  // The yearly price in the build's currency (spec §9: CAD, or USD in the US build).
  const currency = CURRENCY_BY_COUNTRY[usePublicConfig().data?.country ?? "ca"];
  const price = <FormattedNumber value={MEMBERSHIP_PRICE} style="currency" currency={currency} />;

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
