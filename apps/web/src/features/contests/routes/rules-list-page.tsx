import { Link } from "react-router";
import { FormattedMessage, useIntl } from "../../../i18n/intl-lite";
import { usePageTitle } from "../../../i18n/use-page-title";
import { queryClient } from "../../../lib/query-client";
import { contestsQueryOptions, useContests } from "../api/get-contests";
import "../components/contests.css";

/** /contest/rules: every published contest, each linking to its rules. */
function RulesListPage() {
  usePageTitle("page.contestRules.title");
  const intl = useIntl();
  const french = intl.locale.startsWith("fr");
  const contests = useContests();
  return (
    <section className="page" aria-labelledby="rules-title">
      <h1 id="rules-title">
        <FormattedMessage id="page.contestRules.title" />
      </h1>
      {contests.isPending ? (
        <p>
          <FormattedMessage id="contests.page.loading" />
        </p>
      ) : contests.isError ? (
        <p role="alert">
          <FormattedMessage id="contests.page.errorBody" />
        </p>
      ) : contests.data.contests.length === 0 ? (
        <p>
          <FormattedMessage id="contests.rules.none" />
        </p>
      ) : (
        <ul className="contest-rules__list">
          {contests.data.contests.map((contest) => (
            <li key={contest.id}>
              <Link to={`/contest/rules/${encodeURIComponent(contest.contest_id)}`}>
                {french ? contest.title_fr : contest.title_en}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export const rulesList = {
  Component: RulesListPage,
  loader: () => {
    void queryClient.prefetchQuery(contestsQueryOptions());
    return null;
  },
};
