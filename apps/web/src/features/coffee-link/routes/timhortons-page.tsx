import { useLocation } from "react-router";
import { Button } from "../../../components/button/button";
import { ButtonLink } from "../../../components/button/button-link";
import { Card } from "../../../components/card/card";
import { openModal } from "../../../components/modal/modal-store";
import { FormattedMessage } from "../../../i18n/intl-lite";
import { usePageTitle } from "../../../i18n/use-page-title";
import { queryClient } from "../../../lib/query-client";
import { OfferCard, OfferCardSkeletons, useNow } from "../../offers";
import { useSession } from "../../session";
import { activeOfferQueryOptions, useActiveOffer } from "../api/get-active-offer";
import { useLinkingStatus } from "../api/get-linking-status";
import { LinkForm } from "../components/link-form";
import "../components/coffee-link.css";

/** Starts the offer's read with the page's chunk (no wait: the card has its skeleton). */
export function timHortonsLoader() {
  void queryClient.prefetchQuery(activeOfferQueryOptions());
  return null;
}

function CoffeeOffer() {
  const offer = useActiveOffer();
  const now = useNow();
  if (offer.isPending) return <OfferCardSkeletons count={1} />;
  const card = offer.data?.data;
  if (!card) {
    return (
      <p>
        <FormattedMessage id="coffeeLink.page.noOffer" />
      </p>
    );
  }
  return <OfferCard offer={card} source="timhortons" now={now} eager />;
}

function LinkPanel() {
  const view = useSession();
  const { pathname } = useLocation();
  const status = useLinkingStatus(view.isRegistered);
  if (view.loading) return null;
  if (!view.isLoggedIn) {
    return (
      <>
        <p>
          <FormattedMessage id="coffeeLink.page.visitor" />
        </p>
        <Button
          type="button"
          variant="primary"
          onClick={() => openModal("login-prompt", { redirectTo: pathname })}
        >
          <FormattedMessage id="coffeeLink.page.signIn" />
        </Button>
      </>
    );
  }
  if (!view.isRegistered) {
    return (
      <>
        <p>
          <FormattedMessage id="coffeeLink.page.register" />
        </p>
        <ButtonLink to="/register" variant="primary">
          <FormattedMessage id="coffeeLink.page.registerAction" />
        </ButtonLink>
      </>
    );
  }
  if (status.isPending) return null;
  if (status.data?.Linked) {
    return (
      <p role="status">
        <FormattedMessage
          id="coffeeLink.page.linked"
          values={{ email: status.data.th_email ?? "" }}
        />
      </p>
    );
  }
  return (
    <>
      <p>
        <FormattedMessage id="coffeeLink.page.unlinked" />
      </p>
      <LinkForm
        onLinked={(linked) => openModal("coffee-link-congrats", { email: linked.th_email ?? "" })}
      />
    </>
  );
}

/** /timhortons — the coffee-chain offer and the rewards link (spec §2.2; decision 0046). */
export function TimHortonsPage() {
  usePageTitle("page.timHortons.title");
  return (
    <div className="page coffee-link-page">
      <h1>
        <FormattedMessage id="page.timHortons.title" />
      </h1>
      <p className="page__lead">
        <FormattedMessage id="coffeeLink.page.lead" />
      </p>
      <section aria-labelledby="coffee-offer-title">
        <h2 id="coffee-offer-title">
          <FormattedMessage id="coffeeLink.page.offerTitle" />
        </h2>
        <div className="coffee-link-page__offer">
          <CoffeeOffer />
        </div>
      </section>
      <Card
        className="coffee-link-page__panel"
        title={<FormattedMessage id="coffeeLink.page.linkTitle" />}
      >
        <LinkPanel />
      </Card>
    </div>
  );
}
