import { Link } from "react-router";
import { useIntl } from "../../../i18n/intl-lite";
import { useLanguage } from "../../../i18n/language-store";
import { readableTextColour } from "../../../lib/colour-contrast";
import { useCategories } from "../api/get-categories";
import { CategoryAction } from "./category-action";
import "./deals.css";

const SPC_PLUS_COLOUR = "#1b1b1f";

/**
 * The coloured category grid of the search dialog and /categories: SPC+ first (spec §2.7).
 * `withActions` adds the registered category action (the favourite toggle) to each category's
 * tile; the synthetic SPC+ tile has none.
 */
export function CategoryGrid({
  labelledBy,
  onNavigate,
  withActions = false,
}: {
  labelledBy?: string;
  onNavigate?: () => void;
  withActions?: boolean;
}) {
  const intl = useIntl();
  const language = useLanguage();
  const categories = useCategories();
  const tiles = [
    {
      key: "spc-plus",
      id: null,
      to: "/spc-plus",
      label: intl.formatMessage({ id: "deals.category.spcPlus" }),
      colour: SPC_PLUS_COLOUR,
    },
    ...categories.map((category) => ({
      key: String(category.id),
      id: category.id,
      to: `/deals/category/${category.url_name}`,
      label: language === "fr" ? category.name_fr : category.name_en,
      colour: category.colour,
    })),
  ];
  return (
    <ul className="category-grid" aria-labelledby={labelledBy}>
      {tiles.map((tile) => (
        <li key={tile.key} className="category-grid__item">
          <Link
            to={tile.to}
            className="category-tile"
            style={{ backgroundColor: tile.colour, color: readableTextColour(tile.colour) }}
            onClick={onNavigate}
          >
            {tile.label}
          </Link>
          {withActions && tile.id !== null && (
            <CategoryAction categoryId={tile.id} categoryName={tile.label} />
          )}
        </li>
      ))}
    </ul>
  );
}
