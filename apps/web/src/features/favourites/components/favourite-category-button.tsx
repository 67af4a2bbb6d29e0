import { errorMessageId } from "../../../i18n/error-messages";
import { FormattedMessage, useIntl } from "../../../i18n/intl-lite";
import type { CategoryActionProps } from "../../deals";
import { useSession } from "../../session";
import { useFavouriteCategories } from "../api/get-favourite-categories";
import { useUpdateFavouriteCategories } from "../api/update-favourite-categories";
import { HeartIcon } from "./heart-toggle";
import "./favourite-button.css";
import "./favourite-category-button.css";

/**
 * The favourite toggle on a /categories tile, for registered members (visitors see the grid as
 * before). Optimistic with rollback like the heart (spec §4): pressed at once, sent as one
 * add/remove, put back with a translated error if the server refuses. Loaded lazily through the
 * deals grid's slot (decision 0037).
 */
export default function FavouriteCategoryButton({ categoryId, categoryName }: CategoryActionProps) {
  const intl = useIntl();
  const member = useSession().isRegistered;
  const favourites = useFavouriteCategories(member);
  const update = useUpdateFavouriteCategories();
  if (!member) return null;
  const pressed = favourites.data?.favourite_categories.includes(categoryId) ?? false;

  return (
    <span className="favourite-category">
      <button
        type="button"
        className="favourite-button__toggle favourite-category__toggle"
        aria-pressed={pressed}
        aria-label={intl.formatMessage({ id: "favourites.category.label" }, { name: categoryName })}
        onClick={() => {
          if (favourites.data) update.mutate({ categoryId, favourite: !pressed });
        }}
      >
        <HeartIcon />
      </button>
      {update.isError && (
        <span className="favourite-button__error" role="alert">
          <FormattedMessage id={errorMessageId(update.error, "favourites.category.error")} />
        </span>
      )}
    </span>
  );
}
