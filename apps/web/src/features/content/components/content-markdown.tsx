import type { ComponentProps } from "react";
import Markdown, { type Components, type UrlTransform } from "react-markdown";
import { Link } from "react-router";
import { useLanguage } from "../../../i18n/language-store";
import { isInternalPath, localisedPath, safeContentImage, safeContentUrl } from "../content-url";
import "./content-markdown.css";

/** Addresses in content go through the link rule; pictures must be this site's own. */
const urlTransform: UrlTransform = (url, key) =>
  (key === "src" ? safeContentImage(url) : safeContentUrl(url)) ?? undefined;

/**
 * A link of content: a page of this site goes through the app's router (no reload) with the
 * reader's language marker, another site opens as a plain link, and a link the rule dropped
 * keeps its words without being a link.
 */
function ContentLink({
  href,
  children,
  node: _node,
  ...rest
}: ComponentProps<"a"> & { node?: unknown }) {
  const language = useLanguage();
  if (!href) return <span>{children}</span>;
  if (isInternalPath(href)) {
    return (
      <Link {...rest} to={localisedPath(href, language)}>
        {children}
      </Link>
    );
  }
  const external = /^https?:/i.test(href);
  return (
    <a {...rest} href={href} rel={external ? "noopener noreferrer" : undefined}>
      {children}
    </a>
  );
}

// The page already has its <h1>: a content `#` heading sits one level below it, so the page keeps
// a single top-level heading for screen-reader navigation. A document that uses `#` for its own
// title and `##` for its sections (the terms) moves every level down one.
const COMPONENTS: Components = { a: ContentLink, h1: "h2" };
const DEMOTED: Components = { a: ContentLink, h1: "h2", h2: "h3", h3: "h4", h4: "h5", h5: "h6" };

export interface ContentMarkdownProps {
  /** CommonMark from a content row (decision 0034). */
  children: string;
  className?: string;
  /** Every heading one level down, for a text whose `#` is its own title. */
  demoteHeadings?: boolean;
}

/**
 * Content markdown, rendered safely (decision 0035): raw HTML in the text is dropped, never
 * rendered (no rehype-raw, no dangerouslySetInnerHTML), and every address passes the link rule
 * of content-url.ts.
 */
export function ContentMarkdown({ children, className, demoteHeadings }: ContentMarkdownProps) {
  return (
    <div className={className ? `content-markdown ${className}` : "content-markdown"}>
      <Markdown
        skipHtml
        urlTransform={urlTransform}
        components={demoteHeadings ? DEMOTED : COMPONENTS}
      >
        {children}
      </Markdown>
    </div>
  );
}
