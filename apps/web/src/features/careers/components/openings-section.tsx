import type { JobCategory, JobEmploymentType } from "@spc/shared";
import { useId, useState } from "react";
import { Badge } from "../../../components/badge/badge";
import { Button } from "../../../components/button/button";
import { FormattedMessage } from "../../../i18n/intl-lite";
import { useLanguage } from "../../../i18n/language-store";
import type { MessageId } from "../../../i18n/messages";
import { useOpenings } from "../api/get-openings";
import { OPENINGS_ID } from "./careers-hero";
import "../../../components/disclosure/disclosure.css";

const EMPLOYMENT: Record<JobEmploymentType, MessageId> = {
  full_time: "careers.openings.type.full_time",
  part_time: "careers.openings.type.part_time",
  contract: "careers.openings.type.contract",
  internship: "careers.openings.type.internship",
};

/** One category of openings: a disclosure button (aria-expanded) that shows its openings. */
function OpeningCategory({ category }: { category: JobCategory }) {
  const language = useLanguage();
  const [open, setOpen] = useState(false);
  const panel = useId();
  return (
    <li className="careers-category">
      <h3 className="careers-category__heading">
        <button
          type="button"
          className="disclosure-toggle careers-category__toggle"
          aria-expanded={open}
          aria-controls={panel}
          onClick={() => setOpen((value) => !value)}
        >
          <span>{category[`name_${language}`]}</span>
          <Badge tone="info">
            <FormattedMessage
              id="careers.openings.count"
              values={{ count: category.openings.length }}
            />
          </Badge>
          <span className="disclosure-toggle__chevron" aria-hidden="true" />
        </button>
      </h3>
      <ul id={panel} className="careers-category__openings" hidden={!open}>
        {category.openings.map((opening) => (
          <li key={opening.id} className="careers-opening">
            <div className="careers-opening__text">
              <h4 className="careers-opening__title">{opening[`title_${language}`]}</h4>
              <p className="careers-opening__meta">
                <span>{opening[`location_${language}`]}</span>
                {opening.employment_type && (
                  <Badge tone="neutral">
                    <FormattedMessage id={EMPLOYMENT[opening.employment_type]} />
                  </Badge>
                )}
              </p>
              {opening[`summary_${language}`] && <p>{opening[`summary_${language}`]}</p>}
            </div>
            <a
              className="button button--secondary"
              href={opening.apply_url}
              {...(opening.apply_url.startsWith("mailto:")
                ? {}
                : { target: "_blank", rel: "noopener noreferrer" })}
            >
              <FormattedMessage id="careers.openings.apply" />
              <span className="visually-hidden">: {opening[`title_${language}`]}</span>
            </a>
          </li>
        ))}
      </ul>
    </li>
  );
}

/**
 * Current openings (spec §2.1) from the configured job board (GET /api/careers/openings), by
 * category, each category expanding on click; then the "other applications" e-mail link. The
 * hosted board's answer is listed the same way as the local one (no outside script is loaded).
 */
export function OpeningsSection() {
  const openings = useOpenings();
  return (
    <section
      id={OPENINGS_ID}
      className="careers-section careers-openings"
      aria-labelledby="careers-openings-title"
    >
      <h2 id="careers-openings-title" tabIndex={-1}>
        <FormattedMessage id="careers.openings.title" />
      </h2>
      {openings.isPending && (
        <div aria-busy="true">
          <p className="visually-hidden" role="status">
            <FormattedMessage id="careers.openings.loading" />
          </p>
          {[0, 1, 2].map((n) => (
            <div key={n} className="careers-skeleton careers-skeleton--row" aria-hidden="true" />
          ))}
        </div>
      )}
      {openings.isError && (
        <div role="alert" className="careers-openings__state">
          <p>
            <FormattedMessage id="careers.openings.error" />
          </p>
          <Button type="button" variant="secondary" onClick={() => openings.refetch()}>
            <FormattedMessage id="common.retry" />
          </Button>
        </div>
      )}
      {openings.data && openings.data.categories.length === 0 && (
        <p className="careers-openings__state">
          <FormattedMessage id="careers.openings.none" />
        </p>
      )}
      {openings.data && openings.data.categories.length > 0 && (
        <ul className="careers-categories" data-testid="careers-categories">
          {openings.data.categories.map((category) => (
            <OpeningCategory key={category.slug} category={category} />
          ))}
        </ul>
      )}
      {openings.data && (
        <p className="careers-other">
          <FormattedMessage
            id="careers.openings.other"
            values={{
              email: openings.data.applications_email,
              link: (chunks) => <a href={`mailto:${openings.data.applications_email}`}>{chunks}</a>,
            }}
          />
        </p>
      )}
    </section>
  );
}
