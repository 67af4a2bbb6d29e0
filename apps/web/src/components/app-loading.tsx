import { useIntl } from "../i18n/intl-lite";

/** Shown while the first page's code loads. */
export function AppLoading() {
  const intl = useIntl();
  return (
    <div
      className="app-loading"
      role="status"
      aria-label={intl.formatMessage({ id: "app.loading" })}
    >
      <span className="spinner" aria-hidden="true" />
    </div>
  );
}
