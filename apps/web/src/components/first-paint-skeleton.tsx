import { useIntl } from "../i18n/intl-lite";

/**
 * The page's frame before anything else has loaded: header bar with the logo's shape, a heading
 * line and four card blocks, no text. index.html carries the same markup (a test keeps the two
 * identical) and its inline styles, so the browser paints this before any script arrives and
 * React's first frames (no catalogue yet, then the first route's code on its way) keep showing it.
 */
export function FirstPaintSkeleton() {
  return (
    <div className="boot" aria-hidden="true">
      <div className="boot__bar">
        <svg className="boot__logo" viewBox="0 0 96 36" width="84" height="32" aria-hidden="true">
          <rect width="96" height="36" rx="10" />
        </svg>
      </div>
      <div className="boot__page">
        <div className="boot__line" />
        <div className="boot__grid">
          <div />
          <div />
          <div />
          <div />
        </div>
      </div>
    </div>
  );
}

/** The router's fallback while the first page's code loads: the skeleton, announced as loading. */
export function FirstRouteLoading() {
  const intl = useIntl();
  return (
    <>
      <FirstPaintSkeleton />
      <p className="visually-hidden" role="status">
        {intl.formatMessage({ id: "app.loading" })}
      </p>
    </>
  );
}
