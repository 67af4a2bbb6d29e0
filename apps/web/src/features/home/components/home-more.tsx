import type { Brand } from "@spc/shared";
import { Link } from "react-router";
import { AppBadges } from "../../../components/app-badges/app-badges";
import { Card } from "../../../components/card/card";
import { NumberedSteps, type Step } from "../../../components/numbered-steps/numbered-steps";
import { FormattedMessage } from "../../../i18n/intl-lite";
import { useBrands } from "../../brands";
import { MembershipPrice } from "../../content";
import { useTrendingOffers } from "../../deals";
import { OfferRow, useWanted } from "../../offers";
import "./home-more.css";

// How many brands the strip shows: the partners with the most deals, each with its logo.
const BRAND_STRIP_SIZE = 10;
const STEPS: readonly Step[] = (["join", "find", "save"] as const).map((step) => ({
  key: step,
  title: <FormattedMessage id={`homeMore.steps.${step}.title`} />,
  body: (
    <FormattedMessage id={`homeMore.steps.${step}.body`} values={{ price: <MembershipPrice /> }} />
  ),
}));
const VOICES = ["amira", "jordan", "elodie"] as const;

/**
 * The home page below its first screen (issue 16): what students save on now, the brands they
 * know, how membership works, what members say, and the app. Its own chunk, loaded after the first
 * screen, and its trending row reads the API only once it comes near the screen.
 */
export default function HomeMore() {
  return (
    <>
      <TrendingDeals />
      <BrandStrip />
      <HowItWorks />
      <Voices />
      <GetTheApp />
    </>
  );
}

function TrendingDeals() {
  const [wanted, want] = useWanted(false);
  const query = useTrendingOffers(wanted);
  return (
    <div className="home-more home-more--deals">
      <OfferRow
        id="home-trending"
        title={<FormattedMessage id="homeMore.trending.title" />}
        offers={query.data?.data}
        isPending={query.isPending}
        seeAll="/trending"
        source="trending"
        onNear={want}
        deferred
      />
    </div>
  );
}

/** The strip's brands: those with a logo, most deals first (then by name), at most ten. */
export function stripBrands(brands: readonly Brand[]): Brand[] {
  return brands
    .filter((brand) => brand.logo_url)
    .sort((a, b) => b.offer_count - a.offer_count || a.partner_name.localeCompare(b.partner_name))
    .slice(0, BRAND_STRIP_SIZE);
}

function BrandStrip() {
  const brands = stripBrands(useBrands().data?.data ?? []);
  return (
    <section className="home-more home-brands" aria-labelledby="home-brands-title">
      <div className="home-more__head">
        <h2 id="home-brands-title">
          <FormattedMessage id="homeMore.brands.title" />
        </h2>
        <Link to="/brands" className="home-more__link">
          <FormattedMessage id="homeMore.brands.all" />
        </Link>
      </div>
      <ul className="home-brands__list">
        {brands.map((brand) => (
          <li key={brand.partner_id}>
            <Link
              to={`/deals/${encodeURIComponent(brand.url_name)}`}
              className="home-brands__brand"
            >
              <img src={brand.logo_url ?? ""} alt="" width={56} height={56} loading="lazy" />
              <span>{brand.partner_name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function HowItWorks() {
  return (
    <section className="home-more home-steps" aria-labelledby="home-steps-title">
      <h2 id="home-steps-title">
        <FormattedMessage id="homeMore.steps.title" />
      </h2>
      <NumberedSteps steps={STEPS} />
      <Link to="/signup" className="button button--primary home-steps__join">
        <FormattedMessage id="homeMore.steps.cta" />
      </Link>
    </section>
  );
}

function Voices() {
  return (
    <section className="home-more home-voices" aria-labelledby="home-voices-title">
      <h2 id="home-voices-title">
        <FormattedMessage id="homeMore.voices.title" />
      </h2>
      <ul className="home-voices__list">
        {VOICES.map((voice) => (
          <Card key={voice} as="li" className="home-voice">
            <figure>
              <blockquote>
                <p>
                  <FormattedMessage id={`homeMore.voices.${voice}.quote`} />
                </p>
              </blockquote>
              <figcaption>
                <FormattedMessage id={`homeMore.voices.${voice}.who`} />
              </figcaption>
            </figure>
          </Card>
        ))}
      </ul>
    </section>
  );
}

function GetTheApp() {
  return (
    <section className="home-app" aria-labelledby="home-app-title">
      <div className="home-app__inner">
        <div>
          <h2 id="home-app-title">
            <FormattedMessage id="homeMore.app.title" />
          </h2>
          <p className="home-app__lead">
            <FormattedMessage id="homeMore.app.body" />
          </p>
        </div>
        <AppBadges />
      </div>
    </section>
  );
}
