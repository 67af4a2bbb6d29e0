import { FormattedMessage } from "../../../i18n/intl-lite";

/** A drawn membership card for the hero; decorative, so hidden from assistive technology. */
export function MembershipCardArt() {
  return (
    <div className="card-art" aria-hidden="true">
      <div className="card-art__card card-art__card--back" />
      <div className="card-art__card">
        <span className="card-art__brand">
          <FormattedMessage id="brand.name" />
        </span>
        <span className="card-art__chip" />
        <span className="card-art__number">
          <FormattedMessage id="home.card.number" />
        </span>
        <span className="card-art__label">
          <FormattedMessage id="home.card.label" />
        </span>
      </div>
    </div>
  );
}
