import type { BlogPostSummary } from "@spc/shared";
import { useLanguage } from "../../../i18n/language-store";

// Until posts have pictures (decision 0034: the cover column is null), each draws its own: one
// of the brand's gradients, chosen by the post's id so it keeps its look, with a soft pattern.
const PALETTES = [
  ["var(--brand-deep)", "var(--brand)"],
  ["var(--brand)", "var(--teal)"],
  ["var(--brand-deep)", "var(--teal)"],
  ["var(--success-text)", "var(--teal)"],
  ["var(--plus)", "var(--brand)"],
] as const;

/** A post's picture: its own when it has one (with its text alternative), else a drawn one. */
export function BlogCover({ post, large = false }: { post: BlogPostSummary; large?: boolean }) {
  const language = useLanguage();
  const className = large ? "blog-cover blog-cover--large" : "blog-cover";
  if (post.cover_image_url) {
    return (
      <img
        className={className}
        src={post.cover_image_url}
        alt={post[`cover_alt_${language}`]}
        loading="lazy"
        decoding="async"
      />
    );
  }
  const [from, to] = PALETTES[post.id % PALETTES.length] ?? PALETTES[0];
  return (
    <svg
      className={className}
      viewBox="0 0 320 160"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
    >
      <defs>
        <linearGradient id={`blog-cover-${post.id}`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" style={{ stopColor: from }} />
          <stop offset="1" style={{ stopColor: to }} />
        </linearGradient>
      </defs>
      <rect width="320" height="160" fill={`url(#blog-cover-${post.id})`} />
      <circle
        cx={260 - (post.id % 4) * 30}
        cy="30"
        r="70"
        style={{ fill: "var(--accent)" }}
        opacity="0.85"
      />
      <circle cx="40" cy="150" r="50" style={{ fill: "var(--surface)" }} opacity="0.12" />
      <path
        d="M0 120 Q80 90 160 120 T320 110 V160 H0Z"
        style={{ fill: "var(--surface)" }}
        opacity="0.16"
      />
    </svg>
  );
}
