import { ButtonLink } from "../../../components/button/button-link";
import { FormattedMessage } from "../../../i18n/intl-lite";
import type { MessageId } from "../../../i18n/messages";
import { usePageTitle } from "../../../i18n/use-page-title";
import "../../../components/form/forms.css";
import "../../purchase/components/purchase.css";

const STEPS: MessageId[] = [
  "membership.instore.step1",
  "membership.instore.step2",
  "membership.instore.step3",
];

/** /purchase/instore (spec §2.3): how a card bought in a store becomes a membership, then on to activation. */
export function PurchaseInStorePage() {
  usePageTitle("page.purchaseInStore.title");
  return (
    <div className="purchase-page">
      <h1>
        <FormattedMessage id="page.purchaseInStore.title" />
      </h1>
      <p>
        <FormattedMessage id="membership.instore.intro" />
      </p>
      <ol className="plan-benefits">
        {STEPS.map((id) => (
          <li key={id}>
            <FormattedMessage id={id} />
          </li>
        ))}
      </ol>
      <div className="auth-actions">
        <ButtonLink variant="primary" to="/signup/activate">
          <FormattedMessage id="membership.instore.activate" />
        </ButtonLink>
      </div>
    </div>
  );
}
