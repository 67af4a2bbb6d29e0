import { FormattedMessage } from "react-intl";
import type { CookieCategory } from "../cookie-categories";
import "./cookie-category-row.css";

interface CookieCategoryRowProps {
  category: CookieCategory;
  checked: boolean;
  /** Absent for strictly necessary cookies, which cannot be switched off. */
  onToggle?: () => void;
}

/** One category: a labelled switch with its description. */
export function CookieCategoryRow({ category, checked, onToggle }: CookieCategoryRowProps) {
  const labelId = `cookie-${category}-label`;
  const descriptionId = `cookie-${category}-description`;
  return (
    <li className="cookie-category">
      <div className="cookie-category__head">
        <span id={labelId} className="cookie-category__label">
          <FormattedMessage id={`cookies.category.${category}.label`} />
        </span>
        {onToggle ? (
          <button
            type="button"
            role="switch"
            className="switch"
            aria-checked={checked}
            aria-labelledby={labelId}
            aria-describedby={descriptionId}
            onClick={onToggle}
          />
        ) : (
          <span className="cookie-category__always">
            <FormattedMessage id="cookies.category.alwaysActive" />
          </span>
        )}
      </div>
      <p id={descriptionId} className="cookie-category__description">
        <FormattedMessage id={`cookies.category.${category}.description`} />
      </p>
    </li>
  );
}
