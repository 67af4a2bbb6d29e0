import type { MemberCard } from "@spc/shared";
import { Link, useNavigate, useSearchParams } from "react-router";
import { Card } from "../../../components/card/card";
import { FormattedMessage } from "../../../i18n/intl-lite";
import { usePageTitle } from "../../../i18n/use-page-title";
import { queryClient } from "../../../lib/query-client";
import { refreshSession } from "../../session";
import type { ActivationState } from "../activation-steps";
import { membershipKeys } from "../api/keys";
import { CardActivationForm } from "../components/card-activation-form";
import "../../../components/form/forms.css";
import "../../purchase/components/purchase.css";

/**
 * /signup/activate?card_num=&csv= (registered; spec §2.3): the sign-up-time activation of a card
 * bought in store, with the same number + security-code form as /register, ending on the
 * activation-complete screen.
 */
export function SignupActivatePage() {
  usePageTitle("page.activate.title");
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const activated = async (card: MemberCard) => {
    queryClient.removeQueries({ queryKey: membershipKeys.cards() });
    queryClient.removeQueries({ queryKey: membershipKeys.freeTrialStatus() });
    await refreshSession().catch(() => undefined);
    const state: ActivationState = { from: "/signup/activate", card };
    navigate("/signup/activation/complete", { state });
  };
  return (
    <div className="purchase-page">
      <h1>
        <FormattedMessage id="page.activate.title" />
      </h1>
      <Card aria-labelledby="signup-activate-card">
        <p id="signup-activate-card">
          <FormattedMessage id="membership.activate.signup.intro" />
        </p>
        <CardActivationForm
          initialNumber={search.get("card_num")}
          initialCsv={search.get("csv")}
          onActivated={activated}
        />
      </Card>
      <p>
        <FormattedMessage id="membership.activate.signup.noCard" />{" "}
        <Link to="/signup/purchase">
          <FormattedMessage id="membership.activate.signup.buy" />
        </Link>
      </p>
    </div>
  );
}
