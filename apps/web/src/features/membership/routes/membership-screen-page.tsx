import type { MemberCard } from "@spc/shared";
import { useEffect } from "react";
import { Link } from "react-router";
import { Button } from "../../../components/button/button";
import { ButtonLink } from "../../../components/button/button-link";
import { Card } from "../../../components/card/card";
import { FormAlert } from "../../../components/form/form-alert";
import { formatCardNumber } from "../../../components/membership-card/card-number";
import { MembershipCard } from "../../../components/membership-card/membership-card";
import { FormattedMessage, useIntl } from "../../../i18n/intl-lite";
import { usePageTitle } from "../../../i18n/use-page-title";
import { useSession } from "../../session";
import { useMemberCards } from "../api/get-member-cards";
import { cardToShow, rememberCard, rememberedCard } from "../card-format";
import { CardQr } from "../components/card-qr";
import { useOnline } from "../use-online";
import "../../../components/form/forms.css";
import "../../purchase/components/purchase.css";

/**
 * /membership-screen (registered): the card to show at the till. The last card shown is kept in
 * local storage, so with no signal the member still sees it (with a notice). Offline the cards
 * query pauses rather than fails (TanStack Query's networkMode "online"), so "paused" or offline
 * reads like an error here: without it the screen would say "Loading…" for as long as the signal
 * is gone once the cached answer has been collected.
 */
/** An in-store card that will not renew: the member may add a yearly subscription (spec §2.3). */
function offersSubscription(card: MemberCard): boolean {
  return !card.is_online_purchased && !card.is_trial && !card.is_auto_renew;
}

export function MembershipScreenPage() {
  usePageTitle("page.membership.title");
  const intl = useIntl();
  const session = useSession();
  const owner = session.snapshot.user?.id ?? "";
  const cards = useMemberCards({ retry: 1 });
  const online = useOnline();
  const paused = cards.fetchStatus === "paused" || !online;
  const unreachable = cards.isError || paused;
  const fresh = cards.data ? cardToShow(cards.data) : null;
  // The saved card, else the one the session loaded with the page (still in memory).
  const card =
    fresh ?? (unreachable ? (rememberedCard(owner) ?? cardToShow(session.snapshot.cards)) : null);
  const offline = unreachable && card !== null;

  useEffect(() => {
    if (fresh && owner) rememberCard(owner, fresh);
  }, [fresh, owner]);

  return (
    <div className="purchase-page">
      <h1>
        <FormattedMessage id="page.membership.title" />
      </h1>
      {cards.isPending && !unreachable && (
        <p role="status">
          <FormattedMessage id="app.loading" />
        </p>
      )}
      {offline && (
        <FormAlert tone="info">
          <FormattedMessage id="membership.screen.offline" />
        </FormAlert>
      )}
      {paused && !card && (
        <FormAlert>
          <FormattedMessage id="membership.screen.offlineNoCard" />
        </FormAlert>
      )}
      {!paused && cards.isError && !card && (
        <FormAlert>
          <FormattedMessage id="membership.screen.error" />{" "}
          <Button type="button" variant="link" onClick={() => cards.refetch()}>
            <FormattedMessage id="common.retry" />
          </Button>
        </FormAlert>
      )}
      {card && (
        <>
          <MembershipCard card={card}>
            {/* The bare 16-digit number, like the barcode: what a partner's till scanner types. */}
            <CardQr
              value={card.card_number}
              label={intl.formatMessage(
                { id: "membership.card.qrLabel" },
                { number: formatCardNumber(card.card_number) },
              )}
            />
          </MembershipCard>
          <p className="membership-screen__hint">
            <FormattedMessage id="membership.screen.hint" />
          </p>
          {fresh && offersSubscription(fresh) && (
            <p>
              <Link to="/activate/subscription" state={{ from: "/membership-screen" }}>
                <FormattedMessage id="membership.activate.subscription.add" />
              </Link>
            </p>
          )}
        </>
      )}
      {cards.isSuccess && !card && (
        <Card
          footer={
            <ButtonLink variant="primary" to="/purchase">
              <FormattedMessage id="membership.screen.buy" />
            </ButtonLink>
          }
        >
          <p>
            <FormattedMessage id="membership.screen.noCard" />
          </p>
        </Card>
      )}
    </div>
  );
}
