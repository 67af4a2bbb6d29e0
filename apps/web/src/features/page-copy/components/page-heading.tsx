import type { ContentPageSlug } from "@spc/shared";
import { FormattedMessage } from "../../../i18n/intl-lite";
import { useLanguage } from "../../../i18n/language-store";
import type { MessageId } from "../../../i18n/messages";
import { usePageTitleText } from "../../../i18n/use-page-title";
import { usePageCopy } from "../api/get-page-copy";
import "./page-copy.css";

export interface PageHeadingProps {
  slug: ContentPageSlug;
  /** The page's name in the catalogue (its route's title): the heading until its row arrives. */
  title: MessageId;
  /** The heading's id, for the page's aria-labelledby. */
  id?: string;
}

/**
 * A public page's `<h1>` and lead from its content row (decision 0034: the row gives the heading,
 * the lead and the SEO text). The catalogue's page name stands in while the row loads or if it
 * cannot be read, so the page always has its heading; the lead keeps its space with a skeleton.
 */
export function PageHeading({ slug, title: fallback, id }: PageHeadingProps) {
  const language = useLanguage();
  const copy = usePageCopy(slug);
  const title = copy.data ? copy.data[`title_${language}`] : null;
  const lead = copy.data ? copy.data[`summary_${language}`] : null;
  usePageTitleText(title, fallback);
  return (
    <header className="page-heading">
      <h1 id={id}>{title ?? <FormattedMessage id={fallback} />}</h1>
      {copy.isPending && <p className="page-heading__lead page-copy-skeleton" aria-hidden="true" />}
      {lead && <p className="page-heading__lead">{lead}</p>}
    </header>
  );
}
