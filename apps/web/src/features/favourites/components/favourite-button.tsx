import { useEffect } from "react";
import { useLocation } from "react-router";
import { Button } from "../../../components/button/button";
import { openModal } from "../../../components/modal/modal-store";
import { errorMessageId } from "../../../i18n/error-messages";
import { FormattedMessage, useIntl } from "../../../i18n/intl-lite";
import { useSession } from "../../session";
import { useFavouriteOffers } from "../api/get-favourite-offers";
import { useUpdateFavouriteOffers } from "../api/update-favourite-offers";
import {
  clearPendingFavourite,
  peekPendingFavourite,
  rememberPendingFavourite,
} from "../pending-favourite";
import "./favourite-button.css";

/**
 * The heart on offer cards and the offer page: a toggle (aria-pressed) named after the offer.
 * A member's press changes it at once and rolls back with a translated error if the server
 * refuses (spec §4); a visitor's press opens the login prompt and completes after login.
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
  const favourites = useFavouriteOffers(member);
  const update = useUpdateFavouriteOffers();
  const pressed = favourites.data?.favourite_offer_ids.includes(offerId) ?? false;
  const loaded = favourites.data !== undefined;
  const { mutate } = update;

  // A save pressed before logging in completes once this member's favourites are known.
  useEffect(() => {
    if (!member || !loaded || peekPendingFavourite() !== offerId) return;
    clearPendingFavourite();
    if (!pressed) mutate({ offerId, favourite: true });
  }, [member, loaded, pressed, offerId, mutate]);

  const onClick = () => {
    if (session.loading) return;
    if (!member) {
      rememberPendingFavourite(offerId);
      openModal("login-prompt", { redirectTo: `${location.pathname}${location.search}` });
      return;
    }
    if (!loaded) return;
    update.mutate({ offerId, favourite: !pressed });
  };

  // The list chooser (a lazy dialog); a visitor logs in first.
  const onSaveToList = () => {
    if (session.loading) return;
    if (!member) {
      openModal("login-prompt", { redirectTo: `${location.pathname}${location.search}` });
      return;
    }
    openModal("favourites-list-chooser", { offerId });
  };

  return (
    <span className={`favourite-button favourite-button--${size}`}>
      <button
        type="button"
        className="favourite-button__toggle"
        aria-pressed={pressed}
        aria-label={intl.formatMessage({ id: "favourites.heart.label" }, { name: offerName })}
        onClick={onClick}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M12 21s-7.5-4.6-9.6-9.1C.9 8.6 2.9 4.5 6.7 4.5c2.2 0 3.6 1.2 5.3 3.1 1.7-1.9 3.1-3.1 5.3-3.1 3.8 0 5.8 4.1 4.3 7.4C19.5 16.4 12 21 12 21z" />
        </svg>
      </button>
      {size === "page" && (
        <Button type="button" variant="secondary" onClick={onSaveToList}>
          <FormattedMessage id="favourites.chooser.open" />
        </Button>
      )}
      {update.isError && (
        <span className="favourite-button__error" role="alert">
          <FormattedMessage id={errorMessageId(update.error, "favourites.heart.error")} />
        </span>
      )}
    </span>
  );
}
