import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "../../../components/button/button";
import { ButtonLink } from "../../../components/button/button-link";
import { openModal } from "../../../components/modal/modal-store";
import { FormattedMessage } from "../../../i18n/intl-lite";
import { usePageTitle } from "../../../i18n/use-page-title";
import { refreshSession } from "../../session";
import { type AffiliateFailure, affiliateFailure, clearsMarker } from "../affiliate-outcome";
import { clearAffiliateMarker, readAffiliateMarker } from "../affiliate-storage";
import { associateOnce } from "../associate-once";
import "../../../components/form/forms.css";
import "../../purchase/components/purchase.css";

/**
 * The bank-affiliate registration step (spec §4): the stored token is spent for the SPC+ card,
 * the marker cleared, and the member lands on /deals with the plus-tier welcome (spec §2.8).
 * The route loader only lets a registered member with a stored marker get here.
 */
export function CibcActivationPage() {
  usePageTitle("page.cibcActivation.title");
  const navigate = useNavigate();
  const [failure, setFailure] = useState<AffiliateFailure | null>(null);
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs the call on "try again"
  useEffect(() => {
    const marker = readAffiliateMarker();
    if (!marker) return;
    let current = true;
    associateOnce(marker.token).then(
      async ({ upgradeType }) => {
        clearAffiliateMarker();
        await refreshSession();
        if (!current) return;
        navigate("/deals", { replace: true });
        openModal("cibc-plus-welcome", { upgradeType });
      },
      async (error: unknown) => {
        const outcome = affiliateFailure(error);
        if (clearsMarker(outcome)) clearAffiliateMarker();
        if (outcome.kind === "already-registered") await refreshSession();
        if (current) setFailure(outcome);
      },
    );
    return () => {
      current = false;
    };
  }, [navigate, attempt]);

  return (
    <div className="purchase-page">
      <h1>
        <FormattedMessage id="page.cibcActivation.title" />
      </h1>
      {failure === null && (
        <p role="status" aria-live="polite">
          <FormattedMessage id="cibc.activation.working" />
        </p>
      )}
      {failure?.kind === "already-registered" && (
        <>
          <p className="form-alert form-alert--info" role="status">
            <FormattedMessage id="cibc.activation.already" />
          </p>
          <ButtonLink variant="primary" to="/deals">
            <FormattedMessage id="cibc.activation.toDeals" />
          </ButtonLink>
        </>
      )}
      {failure?.kind === "refused" && (
        <>
          <p className="form-alert form-alert--error" role="alert">
            <FormattedMessage id={failure.message} />
          </p>
          <ButtonLink variant="primary" to="/cibc">
            <FormattedMessage id="cibc.activation.toCibc" />
          </ButtonLink>
        </>
      )}
      {failure?.kind === "failed" && (
        <>
          <p className="form-alert form-alert--error" role="alert">
            <FormattedMessage id="cibc.activation.failed" />
          </p>
          <Button
            type="button"
            variant="primary"
            onClick={() => {
              setFailure(null);
              setAttempt((count) => count + 1);
            }}
          >
            <FormattedMessage id="cibc.activation.retry" />
          </Button>
        </>
      )}
    </div>
  );
}
