import { ButtonLink } from "../../../components/button/button-link";
import { FormattedMessage } from "../../../i18n/intl-lite";
import type { MessageId } from "../../../i18n/messages";

/**
 * A listing's empty state when its filters match nothing: what happened, and the way back to
 * the unfiltered listing at `clearTo`.
 */
export function FilteredEmpty({
  message = "deals.empty.filtered",
  clearLabel = "deals.empty.clearFilters",
  clearTo,
}: {
  message?: MessageId;
  clearLabel?: MessageId;
  clearTo: string;
}) {
  return (
    <>
      <p>
        <FormattedMessage id={message} />
      </p>
      <ButtonLink to={clearTo} variant="primary">
        <FormattedMessage id={clearLabel} />
      </ButtonLink>
    </>
  );
}
