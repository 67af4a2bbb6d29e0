import { Link } from "react-router";
import { useIntl } from "../../../i18n/intl-lite";
import { useLanguage } from "../../../i18n/language-store";
import { readableTextColour } from "../../../lib/colour-contrast";
import { useCategories } from "../api/get-categories";
import "./deals.css";

const SPC_PLUS_COLOUR = "#1b1b1f";

/** The coloured category grid of the search dialog and /categories: SPC+ first (spec §2.7). */
export function CategoryGrid({
  labelledBy,
  onNavigate,
}: {
  labelledBy?: string;
  onNavigate?: () => void;
}) {
  const intl = useIntl();
  const language = useLanguage();
  const categories = useCategories();
  const tiles = [
    {
      key: "spc-plus",
      to: "/spc-plus",
      label: intl.formatMessage({ id: "deals.category.spcPlus" }),
      colour: SPC_PLUS_COLOUR,
    },
    ...categories.map((category) => ({
      key: String(category.id),
      to: `/deals/category/${category.url_name}`,
      label: language === "fr" ? category.name_fr : category.name_en,
      colour: category.colour,
    })),
  ];
  return (
    <ul className="category-grid" aria-labelledby={labelledBy}>
      {tiles.map((tile) => (
        <li key={tile.key}>
          <Link
            to={tile.to}
            className="category-tile"
            style={{ backgroundColor: tile.colour, color: readableTextColour(tile.colour) }}
            onClick={onNavigate}
          >
            {tile.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
