import { CURRENCY_BY_COUNTRY, MEMBERSHIP_PRICE } from "@spc/shared";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { ButtonLink } from "../../../components/button/button-link";
import { FormattedMessage, FormattedNumber } from "../../../i18n/intl-lite";
import { usePublicConfig } from "../../content";
import { useSession } from "../../session";
import { MembershipCardArt } from "./membership-card-art";
import "./home-hero.css";

/**
 * The home hero of spec §2.8: join now, buy, activate, log in — for a visitor. Someone signed in
 * is not asked to log in; a member with a valid card is not sold a card but sent to the deals
 * and their card (docs/decisions/0020). While the session loads, visitors' hero shows.
 */
export function HomeHero() {
  // The yearly price in the build's currency (spec §9: CAD, or USD in the US build).
  const currency = CURRENCY_BY_COUNTRY[usePublicConfig().data?.country ?? "ca"];
  const price = <FormattedNumber value={MEMBERSHIP_PRICE} style="currency" currency={currency} />;
  const session = useSession();
  const signedIn = !session.loading && session.isLoggedIn;
  const member = signedIn && session.hasValidCard;

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
          {member ? <MemberActions /> : <SalesActions price={price} signedIn={signedIn} />}
        </div>
        <MembershipCardArt />
      </div>
    </section>
  );
}

/** What a member with a valid card does next: the deals, or their card at the counter. */
function MemberActions() {
  return (
    <div className="home-hero__actions">
      <ButtonLink to="/deals" variant="primary" size="large">
        <FormattedMessage id="home.hero.member.deals" />
      </ButtonLink>
      <ButtonLink to="/membership-screen" variant="on-dark" size="large">
        <FormattedMessage id="home.hero.member.card" />
      </ButtonLink>
    </div>
  );
}

/** The price and the ways to become a member; "log in" only for someone who is not. */
function SalesActions({ price, signedIn }: { price: ReactNode; signedIn: boolean }) {
  return (
    <>
      <p className="home-hero__price">
        <FormattedMessage id="home.hero.price" values={{ price }} />
      </p>
      <div className="home-hero__actions">
        <ButtonLink to="/signup" variant="primary" size="large">
          <FormattedMessage id="home.hero.joinNow" />
        </ButtonLink>
        <ButtonLink to="/why-spc" variant="on-dark" size="large">
          <FormattedMessage id="home.hero.buy" />
        </ButtonLink>
      </div>
      <p className="home-hero__secondary">
        <Link to="/activate">
          <FormattedMessage id="home.hero.activate" />
        </Link>
        {!signedIn && (
          <>
            <span aria-hidden="true"> · </span>
            <Link to="/login">
              <FormattedMessage id="home.hero.login" />
            </Link>
          </>
        )}
      </p>
    </>
  );
}
