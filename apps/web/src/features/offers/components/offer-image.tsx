import { useState } from "react";

// Every offer picture is drawn at this ratio and size, so nothing moves when it arrives.
export const OFFER_IMAGE_WIDTH = 320;
export const OFFER_IMAGE_HEIGHT = 180;

const PLACEHOLDER_COLOURS = ["#0b5c7d", "#7b2cbf", "#c2410c", "#15803d", "#be123c", "#1d4ed8"];

/**
 * A lazy offer picture; a brand-coloured tile with the partner's initial when there is none.
 * `eager` pictures (the first cards in view) load at once; the `priority` one, likely the
 * largest thing on a phone's first screen, ahead of everything else the page asks for.
 */
export function OfferImage({
  src,
  partnerName,
  eager = false,
  priority = false,
}: {
  src?: string | null;
  partnerName: string;
  eager?: boolean;
  priority?: boolean;
}) {
  const [failed, setFailed] = useState(false);
  if (src && !failed) {
    return (
      <img
        className="offer-image"
        src={src}
        alt=""
        width={OFFER_IMAGE_WIDTH}
        height={OFFER_IMAGE_HEIGHT}
        loading={eager || priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : undefined}
        decoding="async"
        onError={() => setFailed(true)}
      />
    );
  }
  // A stable colour per partner, spread across the palette by a tiny string hash.
  let hash = 0;
  for (const char of partnerName) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  const colour = PLACEHOLDER_COLOURS[hash % PLACEHOLDER_COLOURS.length];
  return (
    <div
      className="offer-image offer-image--placeholder"
      style={{ backgroundColor: colour }}
      aria-hidden="true"
    >
      {partnerName.trim().charAt(0).toUpperCase()}
    </div>
  );
}
