import { useIntl } from "../i18n/intl-lite";

/** The SPC wordmark, drawn inline; the surrounding link names it. */
export function Logo({ className }: { className?: string }) {
  const intl = useIntl();
  return (
    <svg
      className={className}
      viewBox="0 0 96 36"
      width="84"
      height="32"
      aria-hidden="true"
      focusable="false"
    >
      <rect width="96" height="36" rx="10" fill="currentColor" />
      <text
        x="48"
        y="25"
        textAnchor="middle"
        fontFamily="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif"
        fontSize="20"
        fontWeight="800"
        letterSpacing="2"
        fill="var(--logo-text, #ffc857)"
      >
        {intl.formatMessage({ id: "brand.name" })}
      </text>
    </svg>
  );
}
