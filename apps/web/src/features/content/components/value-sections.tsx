import { ButtonLink } from "../../../components/button/button-link";
import { FormattedMessage } from "../../../i18n/intl-lite";
import { MembershipPrice } from "./membership-price";
import "./value-sections.css";
import { NumberedSteps, type Step } from "../../../components/numbered-steps/numbered-steps";

/**
 * The three facts that sell the membership (spec §1, §9): the yearly price, the $250+ members
 * save a year and the 450+ deals. The price comes from the plan constant, never from copy.
 */
export function ValueFacts() {
  return (
    <ul className="value-facts">
      <li className="value-facts__item">
        <span className="value-facts__figure">
          <MembershipPrice />
        </span>
        <span>
          <FormattedMessage id="content.why.fact.price" />
        </span>
      </li>
      <li className="value-facts__item">
        <span className="value-facts__figure">
          <FormattedMessage id="content.why.fact.savings.figure" />
        </span>
        <span>
          <FormattedMessage id="content.why.fact.savings" />
        </span>
      </li>
      <li className="value-facts__item">
        <span className="value-facts__figure">
          <FormattedMessage id="content.why.fact.deals.figure" />
        </span>
        <span>
          <FormattedMessage id="content.why.fact.deals" />
        </span>
      </li>
    </ul>
  );
}

const STEPS: readonly Step[] = (["step1", "step2", "step3"] as const).map((step) => ({
  key: step,
  title: <FormattedMessage id={`content.why.${step}.title`} />,
  body: <FormattedMessage id={`content.why.${step}.body`} />,
}));

/** How membership works, in three numbered steps. */
export function HowItWorks() {
  return (
    <section className="how-it-works" aria-labelledby="how-it-works-title">
      <h2 id="how-it-works-title">
        <FormattedMessage id="content.why.how.title" />
      </h2>
      <NumberedSteps steps={STEPS} />
    </section>
  );
}

/** The two ways in, for a visitor: join online, or activate a card from campus. */
export function JoinActions({ onDark = false }: { onDark?: boolean }) {
  return (
    <div className="join-actions">
      <ButtonLink to="/signup" variant="primary" size="large">
        <FormattedMessage id="content.join.cta" />
      </ButtonLink>
      <ButtonLink to="/activate" variant={onDark ? "on-dark" : "secondary"} size="large">
        <FormattedMessage id="content.join.activate" />
      </ButtonLink>
    </div>
  );
}

/** The closing band of a sales page: the price once more and the way in. */
export function JoinBand() {
  return (
    <section className="join-band" aria-labelledby="join-band-title">
      <h2 id="join-band-title">
        <FormattedMessage id="content.why.cta.title" />
      </h2>
      <p>
        <FormattedMessage id="content.join.price" values={{ price: <MembershipPrice /> }} />
      </p>
      <JoinActions onDark />
    </section>
  );
}
