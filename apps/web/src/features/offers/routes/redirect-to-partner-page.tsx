import { useEffect } from "react";
import { useSearchParams } from "react-router";
import { Button } from "../../../components/button/button";
import { ButtonLink } from "../../../components/button/button-link";
import { openModal } from "../../../components/modal/modal-store";
import { FormattedMessage } from "../../../i18n/intl-lite";
import { usePageTitle } from "../../../i18n/use-page-title";
import { tellExtensionAboutOffer } from "../../../lib/extension-cookies";
import { useViewer } from "../../session";
import { useOfferUrl } from "../api/get-offer-url";
import { Forwarding } from "../components/forwarding";
import { revealRefusal } from "../reveal/reveal-refusal";
import "../../deals/components/deals.css";

/**
 * /redirect-to-partner?offer_id= (spec §2.2): once signed in, resolve the offer's partner link and
 * leave for it. A visitor gets the login prompt, which remembers this URL for after sign-in. The
 * route is exempt from startup handling: it never reads or strips the startup query parameters.
 */
export function RedirectToPartnerPage() {
  usePageTitle("page.redirectToPartner.title");
  const [params] = useSearchParams();
  const offerId = params.get("offer_id")?.trim() ?? "";
  const viewer = useViewer();
  const signedIn = viewer.status !== "visitor";
  const url = useOfferUrl(offerId, signedIn && /^\d+$/.test(offerId));

  useEffect(() => {
    if (!url.data?.url) return;
    tellExtensionAboutOffer(offerId, url.data.url);
    window.location.replace(url.data.url);
  }, [url.data, offerId]);

  useEffect(() => {
    if (!viewer.loading && !signedIn && offerId) {
      openModal("login-prompt", { redirectTo: `/redirect-to-partner?offer_id=${offerId}` });
    }
  }, [viewer.loading, signedIn, offerId]);

  if (viewer.loading || (signedIn && offerId && !url.isError)) return <Forwarding />;
  return (
    <section className="page-state" aria-labelledby="page-title">
      <h1 id="page-title">
        <FormattedMessage id="page.redirectToPartner.title" />
      </h1>
      <p>
        <FormattedMessage
          id={
            !offerId || url.isError
              ? (revealRefusal(url.error) ?? "offer.redirect.unavailable")
              : "offer.redirect.loginFirst"
          }
        />
      </p>
      <div className="page-state__actions">
        {offerId && !signedIn && (
          <Button
            type="button"
            variant="primary"
            onClick={() =>
              openModal("login-prompt", { redirectTo: `/redirect-to-partner?offer_id=${offerId}` })
            }
          >
            <FormattedMessage id="offer.loginPrompt.login" />
          </Button>
        )}
        <ButtonLink to="/deals" variant="secondary">
          <FormattedMessage id="offer.state.allDeals" />
        </ButtonLink>
      </div>
    </section>
  );
}
