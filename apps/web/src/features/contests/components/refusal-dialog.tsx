import { Link } from "react-router";
import { Button } from "../../../components/button/button";
import { Modal } from "../../../components/modal/modal";
import { FormattedMessage, useIntl } from "../../../i18n/intl-lite";
import { type RefusalDialog as Refusal, refusalMessageId } from "../refusal";

/**
 * Spec §2.8 contest open/close modal (closed, not open yet) and submission modal (refused with
 * its reason, or entered), on the project's Modal (focus moves in and comes back on close).
 */
export function ContestResultDialog({
  result,
  contestId,
  onClose,
}: {
  result: Refusal | { kind: "entered" };
  contestId: string;
  onClose: () => void;
}) {
  const intl = useIntl();
  const title =
    result.kind === "entered"
      ? intl.formatMessage({ id: "contests.dialog.enteredTitle" })
      : result.kind === "closed"
        ? intl.formatMessage({ id: "contests.dialog.closedTitle" })
        : result.kind === "not-open-yet"
          ? intl.formatMessage({ id: "contests.dialog.notOpenTitle" })
          : intl.formatMessage({ id: "contests.dialog.refusedTitle" });
  return (
    <Modal
      open
      onClose={onClose}
      title={title}
      description={
        result.kind === "entered" ? (
          <FormattedMessage id="contests.dialog.enteredBody" />
        ) : (
          <FormattedMessage id={refusalMessageId(result)} />
        )
      }
    >
      {result.kind === "refused" && (
        <p>
          <Link to={`/contest/rules/${encodeURIComponent(contestId)}`}>
            <FormattedMessage id="contests.page.rulesLink" />
          </Link>
        </p>
      )}
      <div className="modal__actions">
        <Button type="button" variant="primary" onClick={onClose}>
          <FormattedMessage id="contests.dialog.ok" />
        </Button>
      </div>
    </Modal>
  );
}
