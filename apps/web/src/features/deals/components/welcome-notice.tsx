import { useSearchParams } from "react-router";
import { FormattedMessage, useIntl } from "../../../i18n/intl-lite";

/**
 * /deals is the member landing after purchase (spec §2.2): ?register or ?registerBMO (the bank
 * flow) show a short welcome until dismissed; dismissing drops the parameter from the URL.
 */
export function WelcomeNotice() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const bank = params.has("registerBMO");
  if (!bank && !params.has("register")) return null;
  const dismiss = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete("register");
        next.delete("registerBMO");
        return next;
      },
      { replace: true },
    );
  return (
    <div className="welcome-notice" role="status">
      <p>
        <strong>
          <FormattedMessage id="deals.welcome.title" />
        </strong>{" "}
        <FormattedMessage id={bank ? "deals.welcome.bankBody" : "deals.welcome.body"} />
      </p>
      <button
        type="button"
        className="welcome-notice__close"
        aria-label={intl.formatMessage({ id: "deals.welcome.dismiss" })}
        onClick={dismiss}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
