import { Link, useParams } from "react-router";
import { FormattedMessage, useIntl } from "../../../i18n/intl-lite";
import { usePageTitleText } from "../../../i18n/use-page-title";
import { ApiError } from "../../../lib/api-client";
import { queryClient } from "../../../lib/query-client";
import { ContentMarkdown } from "../../content";
import { contestRulesQueryOptions, useContestRules } from "../api/get-contest-rules";
import "../components/contests.css";

/** /contest/rules/:contestname: one contest's rules, markdown rendered safely (no raw HTML). */
function RulesPage() {
  const name = useParams().contestname ?? "";
  const intl = useIntl();
  const french = intl.locale.startsWith("fr");
  const rules = useContestRules(name);
  const title = rules.data ? (french ? rules.data.title_fr : rules.data.title_en) : null;
  usePageTitleText(
    title ? intl.formatMessage({ id: "contests.rules.titleOf" }, { title }) : null,
    "page.contestRules.title",
  );
  if (rules.isPending) {
    return (
      <section className="page" aria-busy="true">
        <p>
          <FormattedMessage id="contests.page.loading" />
        </p>
      </section>
    );
  }
  if (rules.isError) {
    const missing = rules.error instanceof ApiError && rules.error.status === 404;
    return (
      <section className="page page--centered" aria-labelledby="rules-title">
        <h1 id="rules-title">
          <FormattedMessage id={missing ? "contests.missing.title" : "contests.page.errorTitle"} />
        </h1>
        <p>
          <Link to="/contest/rules">
            <FormattedMessage id="contests.missing.allContests" />
          </Link>
        </p>
      </section>
    );
  }
  return (
    <article className="page" aria-labelledby="rules-title">
      <h1 id="rules-title">
        <FormattedMessage id="contests.rules.titleOf" values={{ title: title ?? "" }} />
      </h1>
      <ContentMarkdown>{french ? rules.data.rule_fr : rules.data.rule_en}</ContentMarkdown>
      <p>
        <Link to="/contest/rules">
          <FormattedMessage id="contests.missing.allContests" />
        </Link>
      </p>
    </article>
  );
}

export const rulesPage = {
  Component: RulesPage,
  loader: ({ params }: { params: { contestname?: string } }) => {
    if (params.contestname)
      void queryClient.prefetchQuery(contestRulesQueryOptions(params.contestname));
    return null;
  },
};
