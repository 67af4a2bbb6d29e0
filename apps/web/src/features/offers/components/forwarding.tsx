import { FormattedMessage } from "../../../i18n/intl-lite";

/** What a forwarding route shows for the moment it takes to look its target up. */
export function Forwarding() {
  return (
    <div className="page page--centered" aria-busy="true">
      <div className="spinner" aria-hidden="true" />
      <p role="status">
        <FormattedMessage id="offer.forwarding" />
      </p>
    </div>
  );
}
