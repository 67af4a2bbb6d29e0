import type { MouseEvent } from "react";
import { FormattedMessage } from "../../../i18n/intl-lite";
import { useLanguage } from "../../../i18n/language-store";
import type { MessageId } from "../../../i18n/messages";
import { usePageTitleText } from "../../../i18n/use-page-title";
import { usePageCopy } from "../../page-copy";
import { useCarousel } from "../api/get-carousel";

export const OPENINGS_ID = "openings";

/** Brings the openings into view and moves focus to their heading (keyboard and screen readers). */
export function goToOpenings(event: MouseEvent<HTMLAnchorElement>) {
  const target = document.getElementById(OPENINGS_ID);
  if (!target) return;
  event.preventDefault();
  const reduce = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
  target.scrollIntoView({ behavior: reduce ? "auto" : "smooth", block: "start" });
  target.querySelector<HTMLElement>("h2")?.focus({ preventScroll: true });
}

/**
 * The careers banner (spec §2.1): the page's heading and lead from its content row, the HERO
 * carousel's line (which cites the 450+ deals) and a call to action that scrolls to the openings.
 * A HERO carousel that fails leaves its line out; the heading and the call to action stay.
 */
export function CareersHero({ title: fallback }: { title: MessageId }) {
  const language = useLanguage();
  const copy = usePageCopy("careers");
  const hero = useCarousel("HERO");
  const title = copy.data?.[`title_${language}`] ?? null;
  usePageTitleText(title, fallback);
  const item = hero.data?.[0];
  return (
    <section className="careers-hero" aria-labelledby="careers-title">
      <div className="careers-hero__inner">
        <h1 id="careers-title">{title ?? <FormattedMessage id={fallback} />}</h1>
        {hero.isPending && (
          <p className="careers-hero__tagline careers-skeleton" aria-hidden="true" />
        )}
        {item && <p className="careers-hero__tagline">{item[`text_${language}`]}</p>}
        {item?.[`subtext_${language}`] ? (
          <p className="careers-hero__lead">{item[`subtext_${language}`]}</p>
        ) : (
          copy.data && <p className="careers-hero__lead">{copy.data[`summary_${language}`]}</p>
        )}
        <a
          className="button button--primary button--large"
          href={`#${OPENINGS_ID}`}
          onClick={goToOpenings}
        >
          <FormattedMessage id="careers.hero.cta" />
        </a>
      </div>
    </section>
  );
}
