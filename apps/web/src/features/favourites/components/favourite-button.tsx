import { lazy, Suspense } from "react";
import { useLocation } from "react-router";
import { Button } from "../../../components/button/button";
import { openModal } from "../../../components/modal/modal-store";
import { FormattedMessage, useIntl } from "../../../i18n/intl-lite";
import { useSession } from "../../session";
import { rememberPendingFavourite } from "../pending-favourite";
import { HeartToggle } from "./heart-toggle";
import "./favourite-button.css";

// The favourites read and change load for registered members only (decision 0037).
const MemberHeart = lazy(() => import("./member-heart").then((m) => ({ default: m.MemberHeart })));

const nothing = () => {};

/**
 * The heart on offer cards and the offer page, and beside it the list chooser's entry ("Save to
 * a list": a button on the page, an icon at the card's corner). A visitor's heart press is
 * remembered and opens the login prompt; the member's heart completes it after login.
 */
export function FavouriteButton({
  offerId,
  offerName,
  size = "card",
}: {
  offerId: number;
  offerName: string;
  size?: "card" | "page";
}) {
  const intl = useIntl();
  const session = useSession();
  const location = useLocation();
  const member = session.isRegistered;
  const askToLogIn = () =>
    openModal("login-prompt", { redirectTo: `${location.pathname}${location.search}` });

  const onVisitorPress = () => {
    if (session.loading) return;
    rememberPendingFavourite(offerId);
    askToLogIn();
  };

  // The list chooser (a lazy dialog); a visitor logs in first.
  const onSaveToList = () => {
    if (session.loading) return;
    if (!member) askToLogIn();
    else openModal("favourites-list-chooser", { offerId });
  };

  return (
    <>
      <span className={`favourite-button favourite-button--${size}`}>
        {member ? (
          // Until the member's part arrives, the same heart, not pressed and inert.
          <Suspense
            fallback={<HeartToggle offerName={offerName} pressed={false} onClick={nothing} />}
          >
            <MemberHeart offerId={offerId} offerName={offerName} />
          </Suspense>
        ) : (
          <HeartToggle offerName={offerName} pressed={false} onClick={onVisitorPress} />
        )}
        {size === "page" && (
          <Button type="button" variant="secondary" aria-haspopup="dialog" onClick={onSaveToList}>
            <FormattedMessage id="favourites.chooser.open" />
          </Button>
        )}
      </span>
      {size === "card" && (
        <button
          type="button"
          className="save-to-list-card"
          aria-haspopup="dialog"
          aria-label={intl.formatMessage({ id: "favourites.chooser.openFor" }, { name: offerName })}
          onClick={onSaveToList}
        >
          <svg
            className="save-to-list-card__icon"
            viewBox="0 0 24 24"
            aria-hidden="true"
            focusable="false"
          >
            <path d="M6 3h12v18l-6-4-6 4V3zM12 7v6M9 10h6" />
          </svg>
        </button>
      )}
    </>
  );
}
