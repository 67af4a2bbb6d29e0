import type { ReactNode } from "react";
import { FormattedMessage } from "../../../i18n/intl-lite";
import type { MessageId } from "../../../i18n/messages";
import "./content-page.css";

export interface ContentHeroProps {
  /** The row's title once read; the catalogue's page name stands in until then. */
  title: string | null | undefined;
  fallback: MessageId;
  /** The row's lead (plain text); a skeleton keeps its place while `pending`. */
  lead?: string | null;
  pending?: boolean;
  /** A short line above the heading (a date, a section name). */
  eyebrow?: ReactNode;
  /** `brand`: the dark band of a sales page (why-spc), as on the home page. */
  tone?: "light" | "brand";
  children?: ReactNode;
}

/**
 * The band at the top of a content page: its one `<h1>` (id `page-title`, which the page's
 * landmark names itself by) and lead. The page always has a heading, even before its row arrives.
 */
export function ContentHero({
  title,
  fallback,
  lead,
  pending,
  eyebrow,
  tone = "light",
  children,
}: ContentHeroProps) {
  return (
    <header className={tone === "brand" ? "content-hero content-hero--brand" : "content-hero"}>
      <div className="content-hero__inner">
        {eyebrow && <p className="content-hero__eyebrow">{eyebrow}</p>}
        <h1 id="page-title" className="content-hero__title">
          {title || <FormattedMessage id={fallback} />}
        </h1>
        {pending && <p className="content-hero__lead content-skeleton" aria-hidden="true" />}
        {lead && <p className="content-hero__lead">{lead}</p>}
        {children}
      </div>
    </header>
  );
}

/** Lines of grey where a text will be: the page keeps its shape while it loads. */
export function ProseSkeleton({ lines = 6 }: { lines?: number }) {
  return (
    <div className="content-prose-skeleton" aria-hidden="true">
      {Array.from({ length: lines }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholder lines
        <span key={index} className="content-skeleton" />
      ))}
    </div>
  );
}
