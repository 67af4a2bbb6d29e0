import type { MemberCard } from "@spc/shared";
import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { Button } from "../../../components/button/button";
import { Card } from "../../../components/card/card";
import { FormAlert } from "../../../components/form/form-alert";
import { openModal } from "../../../components/modal/modal-store";
import { FormattedMessage } from "../../../i18n/intl-lite";
import { usePageTitle } from "../../../i18n/use-page-title";
import { queryClient } from "../../../lib/query-client";
import {
  deriveSessionView,
  peekSession,
  refreshSession,
  useSession,
  VISITOR_SNAPSHOT,
} from "../../session";
import { useFreeTrialStatus } from "../api/get-free-trial-status";
import { membershipKeys } from "../api/keys";
import { useStartFreeTrial } from "../api/start-free-trial";
import { CardActivationForm } from "../components/card-activation-form";
import { cardErrorMessage } from "../register-rules";
import "../../../components/form/forms.css";
import "../../purchase/components/purchase.css";

async function onRegistered(card: MemberCard) {
  // The auto-renew prompt rule (spec §4) reads the member as they were before this card: once
  // the session is refreshed it always has a valid card, so the prompt would never open.
  const view = deriveSessionView(peekSession() ?? VISITOR_SNAPSHOT, new Date());
  const before = { hasValidCard: view.hasValidCard, isFreeTrial: view.isFreeTrial };
  queryClient.removeQueries({ queryKey: membershipKeys.cards() });
  queryClient.removeQueries({ queryKey: membershipKeys.freeTrialStatus() });
  await refreshSession().catch(() => undefined);
  openModal("membership-register-success", { card, before });
}

/** /register (registered): start the free trial when eligible, or register a card already held. */
export function RegisterPage() {
  usePageTitle("page.register.title");
  const [search] = useSearchParams();
  const session = useSession();
  // Read once on arrival (the gate loaded the session): a card registered here must not reopen it.
  const [activeMember] = useState(session.hasValidCard);
  useEffect(() => {
    if (activeMember) openModal("membership-active-member");
  }, [activeMember]);
  const trial = useFreeTrialStatus();
  const freeTrial = useStartFreeTrial(onRegistered);
  return (
    <div className="purchase-page">
      <h1>
        <FormattedMessage id="page.register.title" />
      </h1>
      {trial.data?.is_eligible && !session.hasValidCard && (
        <Card title={<FormattedMessage id="membership.register.trial.title" />}>
          <p>
            <FormattedMessage id="membership.register.trial.body" />
          </p>
          {freeTrial.isError && (
            <FormAlert>
              <FormattedMessage id={cardErrorMessage(freeTrial.error)} />
            </FormAlert>
          )}
          <Button
            type="button"
            variant="primary"
            disabled={freeTrial.isPending}
            aria-busy={freeTrial.isPending || undefined}
            onClick={() => freeTrial.mutate()}
          >
            <FormattedMessage id="membership.register.trial.start" />
          </Button>
        </Card>
      )}
      <Card title={<FormattedMessage id="membership.register.card.title" />}>
        <CardActivationForm
          initialNumber={search.get("card_num")}
          initialCsv={search.get("csv")}
          onActivated={onRegistered}
        />
      </Card>
    </div>
  );
}
