import { lazy, Suspense, useState } from "react";
import { FormattedMessage } from "../../../i18n/intl-lite";

// The markdown renderer is the heaviest part of the page (≈ 30 kB gzip) and the legal text is
// folded away: load it only when someone opens the terms.
const Markdown = lazy(() => import("react-markdown"));

/** The offer's terms (markdown), collapsed until asked for. */
export function OfferLegal({ text }: { text: string }) {
  const [open, setOpen] = useState(false);
  return (
    <details
      className="offer-detail__legal"
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary>
        <FormattedMessage id="offer.page.legal" />
      </summary>
      {open && (
        <Suspense fallback={<p className="offer-detail__legal-plain">{text}</p>}>
          <Markdown>{text}</Markdown>
        </Suspense>
      )}
    </details>
  );
}
