import { useEffect } from "react";
import { useSearchParams } from "react-router";
import { openModalWhenFree } from "../../../components/modal/modal-store";
import { FormattedMessage } from "../../../i18n/intl-lite";
import type { MessageId } from "../../../i18n/messages";
import { useVerifyEvent } from "../api/verify-event";

/** The notice of an event link that is not running, by the answer's message (spec §8). */
export function inactiveEventMessage(message: string): MessageId {
  if (message === "event not started") return "contests.event.notStarted";
  if (message === "event over") return "contests.event.inactive";
  return "contests.event.notFound";
}

/**
 * /bts-2025?event_id=…&campus_id=…: GET /verifyEventId checks the pair. An active event link
 * (spec §8 "active event link available") opens the back-to-school join dialog through the modal
 * store (it waits for a dialog already open); any other answer shows why the link does not work.
 * Without both ids, the contest page alone.
 */
export function EventLinkNotice() {
  const [params] = useSearchParams();
  const eventId = params.get("event_id")?.trim() || null;
  const campusId = params.get("campus_id")?.trim() || null;
  const verify = useVerifyEvent(eventId, campusId);
  const answer = verify.data;

  useEffect(() => {
    if (!answer?.valid) return;
    openModalWhenFree("bts-join", {
      eventName: answer.event?.name ?? "",
      schoolCode: answer.event?.school_code ?? null,
    });
  }, [answer]);

  if (!eventId || !campusId) return null;
  if (verify.isError) {
    return (
      <p className="page contest__event-notice" role="alert">
        <FormattedMessage id="contests.event.notFound" />
      </p>
    );
  }
  if (!answer || answer.valid) return null;
  return (
    <p className="page contest__event-notice" role="status">
      <FormattedMessage id={inactiveEventMessage(answer.message)} />
    </p>
  );
}
