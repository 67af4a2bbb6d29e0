import { Button } from "../../../components/button/button";
import { FormattedMessage } from "../../../i18n/intl-lite";
import type { MessageId } from "../../../i18n/messages";

/** A read that failed: what happened, in the reader's language, and a way to try again. */
export function LoadError({
  message = "content.loadError",
  onRetry,
}: {
  message?: MessageId;
  onRetry: () => void;
}) {
  return (
    <div role="alert" className="content-error">
      <p>
        <FormattedMessage id={message} />
      </p>
      <Button type="button" variant="secondary" onClick={onRetry}>
        <FormattedMessage id="common.retry" />
      </Button>
    </div>
  );
}
