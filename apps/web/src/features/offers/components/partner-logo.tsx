/**
 * A partner's logo: a square picture on a white tile, so every brand reads on any background.
 * Decorative (alt ""): the partner's name is always written beside it.
 */
export function PartnerLogo({
  src,
  size,
  className,
  eager = false,
}: {
  src: string | null | undefined;
  /** Drawn width and height in CSS pixels. */
  size: number;
  className?: string;
  eager?: boolean;
}) {
  if (!src) return null;
  return (
    <img
      className={className ? `partner-logo ${className}` : "partner-logo"}
      src={src}
      alt=""
      width={size}
      height={size}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
    />
  );
}
