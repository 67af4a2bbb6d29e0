import { FormattedMessage } from "react-intl";
import { Link } from "react-router";
import { FormAlert } from "../../auth/components/fields";

/** What a sign-up that could not sign in shows: the same words for a new or a known address. */
export function CheckInboxNotice({ email, onLogin }: { email: string; onLogin?: () => void }) {
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
      <p>
        <Link to="/login" onClick={onLogin}>
          <FormattedMessage id="shell.cta.login" />
        </Link>
      </p>
    </FormAlert>
  );
}
