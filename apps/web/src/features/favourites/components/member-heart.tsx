import { useEffect } from "react";
import { errorMessageId } from "../../../i18n/error-messages";
import { FormattedMessage } from "../../../i18n/intl-lite";
import { useFavouriteOffers } from "../api/get-favourite-offers";
import { useUpdateFavouriteOffers } from "../api/update-favourite-offers";
import { clearPendingFavourite, peekPendingFavourite } from "../pending-favourite";
import { HeartToggle } from "./heart-toggle";

/**
 * A registered member's heart: the favourites read and the optimistic change (spec §4: applied
 * at once, rolled back with a translated error if the server refuses). Loaded only for members,
 * so a visitor's first load never carries it (decision 0037).
 */
export function MemberHeart({ offerId, offerName }: { offerId: number; offerName: string }) {
  const favourites = useFavouriteOffers();
  const update = useUpdateFavouriteOffers();
  const pressed = favourites.data?.favourite_offer_ids.includes(offerId) ?? false;
  const loaded = favourites.data !== undefined;
  const { mutate } = update;

  // A save pressed before logging in completes once this member's favourites are known.
  useEffect(() => {
    if (!loaded || peekPendingFavourite() !== offerId) return;
    clearPendingFavourite();
    if (!pressed) mutate({ offerId, favourite: true });
  }, [loaded, pressed, offerId, mutate]);

  return (
    <>
      <HeartToggle
        offerName={offerName}
        pressed={pressed}
        onClick={() => loaded && update.mutate({ offerId, favourite: !pressed })}
      />
      {update.isError && (
        <span className="favourite-button__error" role="alert">
          <FormattedMessage id={errorMessageId(update.error, "favourites.heart.error")} />
        </span>
      )}
    </>
  );
}
