import { useIntl } from "../../../i18n/intl-lite";

/** The heart itself: a toggle (aria-pressed) named after the offer; what a press does is given. */
export function HeartToggle({
  offerName,
  pressed,
  onClick,
}: {
  offerName: string;
  pressed: boolean;
  onClick: () => void;
}) {
  const intl = useIntl();
  return (
    <button
      type="button"
      className="favourite-button__toggle"
      aria-pressed={pressed}
      aria-label={intl.formatMessage({ id: "favourites.heart.label" }, { name: offerName })}
      onClick={onClick}
    >
      <HeartIcon />
    </button>
  );
}

/** The heart's outline (filled by CSS when pressed). */
export function HeartIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M12 21s-7.5-4.6-9.6-9.1C.9 8.6 2.9 4.5 6.7 4.5c2.2 0 3.6 1.2 5.3 3.1 1.7-1.9 3.1-3.1 5.3-3.1 3.8 0 5.8 4.1 4.3 7.4C19.5 16.4 12 21 12 21z" />
    </svg>
  );
}
