import { Link } from "react-router";
import { FormAlert } from "../../../components/form/form-alert";
import { FormattedMessage } from "../../../i18n/intl-lite";
import { ResendVerification } from "../../auth";

/** What a sign-up that could not sign in shows: the same words for a new or a known address. */
export function CheckInboxNotice({
  email,
  password,
  onLogin,
}: {
  email: string;
  /** What was just typed, kept in memory only: resending logs in silently with it (spec §4). */
  password: string;
  onLogin?: () => void;
}) {
  return (
    <FormAlert tone="info">
      <p>
        <strong>
          <FormattedMessage id="signup.checkInbox.title" />
        </strong>
      </p>
      <p>
        <FormattedMessage id="signup.checkInbox.body" values={{ email }} />
      </p>
      <ResendVerification credentials={{ email, password }} />
      <p>
        <Link to="/login" onClick={onLogin}>
          <FormattedMessage id="shell.cta.login" />
        </Link>
      </p>
    </FormAlert>
  );
}
