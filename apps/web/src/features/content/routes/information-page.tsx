import type { ContentPageSlug } from "@spc/shared";
import type { ReactNode } from "react";
import { useLanguage } from "../../../i18n/language-store";
import type { MessageId } from "../../../i18n/messages";
import { usePageTitleText } from "../../../i18n/use-page-title";
import { useContentPage } from "../api/get-content-page";
import { ContentHero, ProseSkeleton } from "../components/content-hero";
import { ContentMarkdown } from "../components/content-markdown";
import { JoinCard } from "../components/join-card";
import { LoadError } from "../components/load-error";

export interface InformationPageProps {
  slug: ContentPageSlug;
  /** The catalogue's page name: the heading until the row arrives, and the tab's title if it fails. */
  title: MessageId;
  /** A line above the heading made from the row's last change (the privacy page's date). */
  eyebrow?: (updatedAt: string) => ReactNode;
  /** The call to action beside the text; absent for pages that sell nothing (privacy). */
  aside?: boolean;
  /** What stands beside the text instead of the join card. */
  asideContent?: ReactNode;
}

/**
 * A page whose words are one content row (decision 0034): heading and lead in the band, the
 * markdown body beside the join card. The tab reads the heading (issue 14); the HTML the server
 * sent carried the row's SEO title for search engines and link previews (decision 0035).
 */
export function InformationPage({
  slug,
  title,
  eyebrow,
  aside = true,
  asideContent,
}: InformationPageProps) {
  const language = useLanguage();
  const page = useContentPage(slug);
  const row = page.data;
  usePageTitleText(row?.[`title_${language}`], title);

  return (
    <article className="content-page" aria-labelledby="page-title" aria-busy={page.isPending}>
      <ContentHero
        title={row?.[`title_${language}`]}
        fallback={title}
        lead={row?.[`summary_${language}`]}
        pending={page.isPending}
        eyebrow={row && eyebrow ? eyebrow(row.updated_at) : undefined}
      />
      <div className={aside ? "content-layout content-layout--aside" : "content-layout"}>
        <div>
          {page.isPending && <ProseSkeleton />}
          {page.isError && <LoadError onRetry={() => page.refetch()} />}
          {row && <ContentMarkdown>{row[`body_${language}`]}</ContentMarkdown>}
        </div>
        {aside && <div className="content-layout__aside">{asideContent ?? <JoinCard />}</div>}
      </div>
    </article>
  );
}

// The §2.1 pages that are one row each: the route table loads these.
export const AboutPage = () => <InformationPage slug="about" title="page.about.title" />;
export const InternationalPage = () => (
  <InformationPage slug="international" title="page.international.title" />
);
export const FreeSamplesPage = () => (
  <InformationPage slug="freesamples" title="page.freeSamples.title" />
);
export const QrLandingPage = () => (
  <InformationPage slug="qrlanding" title="page.qrLanding.title" />
);
export const ComingSoonPage = () => (
  <InformationPage slug="coming-soon" title="page.comingSoon.title" />
);
