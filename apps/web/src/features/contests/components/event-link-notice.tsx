import { useState } from "react";
import { useSearchParams } from "react-router";
import { ButtonLink } from "../../../components/button/button-link";
import { Modal } from "../../../components/modal/modal";
import { FormattedMessage, useIntl } from "../../../i18n/intl-lite";
import { useVerifyEvent } from "../api/verify-event";

/**
 * /bts-2025?event_id=…&campus_id=…: spec §2.8 "active event link" — when the pair names an
 * active campus event, a dialog says so and offers the back-to-school sign-up (spec §2.3: /signup
 * with both ids); an inactive pair gets a plain notice. Without the pair, nothing.
 */
export function EventLinkNotice() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const eventId = params.get("event_id");
  const campusId = params.get("campus_id");
  const verify = useVerifyEvent(eventId, campusId);
  const [dismissed, setDismissed] = useState(false);
  if (!eventId || !campusId || !verify.data) return null;
  if (!verify.data.valid) {
    return (
      <p className="page contest__event-notice" role="status">
        <FormattedMessage id="contests.event.inactive" />
      </p>
    );
  }
  if (dismissed) return null;
  const signup = `/signup?${new URLSearchParams({ event_id: eventId, campus_id: campusId })}`;
  return (
    <Modal
      open
      onClose={() => setDismissed(true)}
      title={intl.formatMessage({ id: "contests.event.activeTitle" })}
      description={
        <FormattedMessage
          id="contests.event.activeBody"
          values={{ name: verify.data.event?.name ?? "" }}
        />
      }
    >
      <div className="modal__actions">
        <ButtonLink to={signup} variant="primary">
          <FormattedMessage id="contests.event.join" />
        </ButtonLink>
      </div>
    </Modal>
  );
}
