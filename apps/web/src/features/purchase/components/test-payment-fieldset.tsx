import { FormattedMessage } from "../../../i18n/intl-lite";
import type { TestNonceChoice } from "../test-nonces";

/**
 * The LOCAL gateway's payment form: no card fields (nothing to type, nothing sensitive), only a
 * clearly labelled choice of the documented test nonces. Shown only when the client token says
 * the gateway is "local"; the Braintree drop-in replaces it in production (follow-up).
 */
export function TestPaymentFieldset({
  value,
  onChange,
  disabled,
}: {
  value: TestNonceChoice;
  onChange: (value: TestNonceChoice) => void;
  disabled?: boolean;
}) {
  return (
    <fieldset className="test-payment" disabled={disabled}>
      <legend>
        <FormattedMessage id="purchase.payment.test.legend" />
      </legend>
      <p>
        <FormattedMessage id="purchase.payment.test.explain" />
      </p>
      {(["approve", "decline"] as const).map((choice) => (
        <label key={choice}>
          <input
            type="radio"
            name="test-nonce"
            value={choice}
            checked={value === choice}
            onChange={() => onChange(choice)}
          />
          <FormattedMessage id={`purchase.payment.test.${choice}`} />
        </label>
      ))}
    </fieldset>
  );
}
