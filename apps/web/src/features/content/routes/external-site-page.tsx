import { ExternalButtonLink } from "../../../components/button/button-link";
import { Card } from "../../../components/card/card";
import { FormattedMessage } from "../../../i18n/intl-lite";
import type { MessageId } from "../../../i18n/messages";
import { usePageTitle } from "../../../i18n/use-page-title";
import { usePublicConfig } from "../api/get-public-config";
import { ContentHero } from "../components/content-hero";
import { LoadError } from "../components/load-error";

interface ExternalSitePageProps {
  title: MessageId;
  lead: MessageId;
  points: readonly MessageId[];
  cta: MessageId;
  /** Which configured address (/api/config: BUSINESS_URL, FUNDRAISING_URL) the page leads to. */
  site: "business_url" | "fundraising_url";
}

/** The host name a reader sees before they leave (`business.spc.example.com`). */
function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

/**
 * A page whose service lives on another site in the Canadian build (spec §2.1): a short page
 * saying what is there and a link to it, rather than a redirect — the address stays shareable,
 * has its own title and description for search engines, and nobody is sent off the site without
 * knowing where (decision 0035).
 */
function ExternalSitePage({ title, lead, points, cta, site }: ExternalSitePageProps) {
  usePageTitle(title);
  const config = usePublicConfig();
  const url = config.data?.[site];

  return (
    <article className="content-page" aria-labelledby="page-title">
      <ContentHero title={null} fallback={title} lead={null}>
        <p className="content-hero__lead">
          <FormattedMessage id={lead} />
        </p>
      </ContentHero>
      <div className="content-layout">
        <Card title={<FormattedMessage id="content.external.what" />}>
          <ul className="content-external__points">
            {points.map((point) => (
              <li key={point}>
                <FormattedMessage id={point} />
              </li>
            ))}
          </ul>
          {config.isError && <LoadError onRetry={() => config.refetch()} />}
          {url && (
            <div className="content-external__go">
              <ExternalButtonLink href={url} variant="primary" size="large">
                <FormattedMessage id={cta} />
              </ExternalButtonLink>
              <p className="content-external__host">
                <FormattedMessage id="content.external.leaving" values={{ host: hostOf(url) }} />
              </p>
            </div>
          )}
        </Card>
      </div>
    </article>
  );
}

export const BusinessPage = () => (
  <ExternalSitePage
    title="page.business.title"
    lead="content.business.lead"
    points={["content.business.point1", "content.business.point2", "content.business.point3"]}
    cta="content.business.cta"
    site="business_url"
  />
);

export const FundraisingPage = () => (
  <ExternalSitePage
    title="page.fundraising.title"
    lead="content.fundraising.lead"
    points={[
      "content.fundraising.point1",
      "content.fundraising.point2",
      "content.fundraising.point3",
    ]}
    cta="content.fundraising.cta"
    site="fundraising_url"
  />
);
