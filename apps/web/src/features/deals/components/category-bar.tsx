import { NavLink, useLocation } from "react-router";
import { useIntl } from "../../../i18n/intl-lite";
import { useLanguage } from "../../../i18n/language-store";
import { readableTextColour } from "../../../lib/colour-contrast";
import { useCategories } from "../api/get-categories";
import "./category-bar.css";

interface Chip {
  key: string;
  to: string;
  label: string;
  colour: string;
}

// Spec §2.2: the horizontal category list belongs to the deals and category pages only.
export function showsCategoryBar(pathname: string): boolean {
  return pathname === "/deals" || pathname.startsWith("/deals/category/");
}

const ALL_COLOUR = "#0b3954";
const SPC_PLUS_COLOUR = "#1b1b1f";

/** Category chips: the client's "All" and "SPC+" first, then the server's categories. */
export function CategoryBar() {
  const intl = useIntl();
  const language = useLanguage();
  const categories = useCategories();
  const { pathname } = useLocation();
  if (!showsCategoryBar(pathname)) return null;

  const chips: Chip[] = [
    {
      key: "all",
      to: "/deals",
      label: intl.formatMessage({ id: "deals.category.all" }),
      colour: ALL_COLOUR,
    },
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
    <nav
      className="category-bar"
      aria-label={intl.formatMessage({ id: "deals.category.navLabel" })}
    >
      <ul className="category-bar__list">
        {chips.map((chip) => (
          <li key={chip.key}>
            <NavLink
              to={chip.to}
              end
              className="category-chip"
              style={{ backgroundColor: chip.colour, color: readableTextColour(chip.colour) }}
            >
              {chip.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
