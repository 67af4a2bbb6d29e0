import type { CarouselType } from "@spc/shared";
import { type KeyboardEvent, useId, useRef, useState } from "react";
import { FormattedMessage } from "../../../i18n/intl-lite";
import { useLanguage } from "../../../i18n/language-store";
import type { MessageId } from "../../../i18n/messages";
import { useCarousel } from "../api/get-carousel";

type View = "perks" | "values";
const VIEWS: readonly View[] = ["perks", "values"];
const LABEL: Record<View, MessageId> = {
  perks: "careers.culture.perks",
  values: "careers.culture.values",
};

/** One carousel as a list of cards (heading and sentence); empty when it failed (spec §8). */
function CarouselList({ type, title }: { type: CarouselType; title?: MessageId }) {
  const language = useLanguage();
  const carousel = useCarousel(type);
  return (
    <div className="careers-culture__group">
      {title && (
        <h3>
          <FormattedMessage id={title} />
        </h3>
      )}
      {carousel.isPending && (
        <ul className="careers-cards" aria-hidden="true">
          {[0, 1, 2].map((n) => (
            <li key={n} className="careers-card careers-skeleton careers-card--skeleton" />
          ))}
        </ul>
      )}
      {carousel.data && carousel.data.length > 0 && (
        <ul className="careers-cards" data-testid={`careers-${type.toLowerCase()}`}>
          {carousel.data.map((item) => (
            <li key={item.id} className="careers-card">
              <p className="careers-card__title">{item[`text_${language}`]}</p>
              {item[`subtext_${language}`] && <p>{item[`subtext_${language}`]}</p>}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * Benefits and perks ↔ values and principles (spec §2.1): two tabs (arrow keys move between
 * them, WAI-ARIA tabs pattern); perks show the PERK carousel, values the VALUE and PRINCIPLE ones.
 */
export function CultureSection() {
  const [view, setView] = useState<View>("perks");
  const base = useId();
  const tabs = useRef<Record<View, HTMLButtonElement | null>>({ perks: null, values: null });
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = { ArrowRight: 1, ArrowLeft: -1, Home: -VIEWS.length, End: VIEWS.length }[
      event.key
    ];
    if (step === undefined) return;
    event.preventDefault();
    const index = Math.min(VIEWS.length - 1, Math.max(0, VIEWS.indexOf(view) + step));
    const next = event.key.startsWith("Arrow")
      ? (VIEWS[(VIEWS.indexOf(view) + step + VIEWS.length) % VIEWS.length] as View)
      : (VIEWS[index] as View);
    setView(next);
    tabs.current[next]?.focus();
  };
  return (
    <section
      id="culture"
      className="careers-section careers-culture"
      aria-labelledby="careers-culture-title"
    >
      <h2 id="careers-culture-title">
        <FormattedMessage id="careers.culture.title" />
      </h2>
      <div role="tablist" className="careers-tabs" aria-labelledby="careers-culture-title">
        {VIEWS.map((option) => (
          <button
            key={option}
            ref={(element) => {
              tabs.current[option] = element;
            }}
            type="button"
            role="tab"
            id={`${base}-${option}-tab`}
            aria-selected={view === option}
            aria-controls={`${base}-${option}-panel`}
            tabIndex={view === option ? 0 : -1}
            className="careers-tabs__tab"
            onClick={() => setView(option)}
            onKeyDown={onKeyDown}
          >
            <FormattedMessage id={LABEL[option]} />
          </button>
        ))}
      </div>
      {VIEWS.map((option) => (
        <div
          key={option}
          role="tabpanel"
          id={`${base}-${option}-panel`}
          aria-labelledby={`${base}-${option}-tab`}
          hidden={view !== option}
          className="careers-culture__panel"
        >
          {option === "perks" ? (
            <CarouselList type="PERK" />
          ) : (
            <>
              <CarouselList type="VALUE" title="careers.culture.valuesTitle" />
              <CarouselList type="PRINCIPLE" title="careers.culture.principlesTitle" />
            </>
          )}
        </div>
      ))}
    </section>
  );
}
