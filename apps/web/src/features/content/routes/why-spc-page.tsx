import type { ContentPageSlug } from "@spc/shared";
import { FormattedMessage } from "../../../i18n/intl-lite";
import { useLanguage } from "../../../i18n/language-store";
import type { MessageId } from "../../../i18n/messages";
import { usePageTitleText } from "../../../i18n/use-page-title";
import { useContentPage } from "../api/get-content-page";
import { ContentHero, ProseSkeleton } from "../components/content-hero";
import { ContentMarkdown } from "../components/content-markdown";
import { LoadError } from "../components/load-error";
import { HowItWorks, JoinActions, JoinBand, ValueFacts } from "../components/value-sections";

interface SalesPageProps {
  slug: ContentPageSlug;
  title: MessageId;
  eyebrow: MessageId;
  /** The numbered steps, for a row whose text does not already walk through them. */
  steps: boolean;
}

/**
 * The value of membership (issue 16): the row's words between designed sections — the price,
 * the $250+ savings and 450+ deals, how it works and the way in — so the copy can change in the
 * database while the figures stay those of the plan.
 */
function SalesPage({ slug, title, eyebrow, steps }: SalesPageProps) {
  const language = useLanguage();
  const page = useContentPage(slug);
  const row = page.data;
  usePageTitleText(row?.[`title_${language}`], title);

  return (
    <article className="content-page" aria-labelledby="page-title" aria-busy={page.isPending}>
      <ContentHero
        tone="brand"
        title={row?.[`title_${language}`]}
        fallback={title}
        lead={row?.[`summary_${language}`]}
        pending={page.isPending}
        eyebrow={<FormattedMessage id={eyebrow} />}
      >
        <JoinActions onDark />
      </ContentHero>
      <div className="content-layout">
        <ValueFacts />
        <div>
          {page.isPending && <ProseSkeleton lines={9} />}
          {page.isError && <LoadError onRetry={() => page.refetch()} />}
          {row && <ContentMarkdown>{row[`body_${language}`]}</ContentMarkdown>}
        </div>
        {steps && <HowItWorks />}
        <JoinBand />
      </div>
    </article>
  );
}

/** /why-spc: why a student joins (the row's text walks through the steps itself). */
export const WhySpcPage = () => (
  <SalesPage slug="why-spc" title="page.whySpc.title" eyebrow="content.why.eyebrow" steps={false} />
);

/** /why-spc-hm: the same case for fashion shoppers (decision 0034's reading of the spec). */
export const WhySpcHmPage = () => (
  <SalesPage slug="why-spc-hm" title="page.whySpcHm.title" eyebrow="content.whyHm.eyebrow" steps />
);
