import { useLocation } from "react-router";
import { queryClient } from "../../../lib/query-client";
import { NotFoundPage } from "../../content";
import { contestPageQueryOptions } from "../api/get-contest-page";
import { ContestView } from "../components/contest-view";
import { EventLinkNotice } from "../components/event-link-notice";
import { PrizeCalendar } from "../components/prize-calendar";
import { contestOfPath } from "../contest-routes";

/**
 * Every contest page of spec §2.4 is this one chunk (one lazy entry in the route table, so the
 * shell grows by one import, not one per page): the address says which contest and what else
 * it shows (contestOfPath).
 */
function ContestRoutePage() {
  const target = contestOfPath(useLocation().pathname);
  if (!target) return <NotFoundPage />;
  if (target.calendar) {
    return (
      <ContestView contestKey={target.key}>
        {(data, now) => <PrizeCalendar contest={data.contest} now={now} />}
      </ContestView>
    );
  }
  return (
    <>
      {target.eventLink && <EventLinkNotice />}
      <ContestView contestKey={target.key} />
    </>
  );
}

export const contestRoute = {
  Component: ContestRoutePage,
  loader: ({ request }: { request: Request }) => {
    const target = contestOfPath(new URL(request.url).pathname);
    if (target) void queryClient.prefetchQuery(contestPageQueryOptions(target.key));
    return null;
  },
};
