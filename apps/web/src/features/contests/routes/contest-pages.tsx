import { useLocation, useParams } from "react-router";
import { queryClient } from "../../../lib/query-client";
import { NotFoundPage } from "../../content";
import { contestPageQueryOptions } from "../api/get-contest-page";
import { ContestView } from "../components/contest-view";
import { EventLinkNotice } from "../components/event-link-notice";
import { PrizeCalendar } from "../components/prize-calendar";
import { CONTEST_OF_PAGE, type ContestPagePath, numericContestId } from "../contest-routes";

function loaderFor(key: string) {
  return () => {
    void queryClient.prefetchQuery(contestPageQueryOptions(key));
    return null;
  };
}

/** The contest of a §2.4 page, from its address (the language prefix is gone by then). */
function contestOfPath(pathname: string): string | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return Object.hasOwn(CONTEST_OF_PAGE, path) ? CONTEST_OF_PAGE[path as ContestPagePath] : null;
}

function MappedContestPage() {
  const key = contestOfPath(useLocation().pathname);
  return key ? <ContestView contestKey={key} /> : <NotFoundPage />;
}

/** The pages that show one contest each (CONTEST_OF_PAGE): /bdaycontest, /frost-…, /levis-… */
export const mapped = {
  Component: MappedContestPage,
  loader: ({ request }: { request: Request }) => {
    const key = contestOfPath(new URL(request.url).pathname);
    if (key) void queryClient.prefetchQuery(contestPageQueryOptions(key));
    return null;
  },
};

/** /12-days-giveaways-2024 and /holiday-contest (and /contest, which forwards): the calendar. */
export const twelveDays = {
  Component: function TwelveDaysPage() {
    return (
      <ContestView contestKey={CONTEST_OF_PAGE["/12-days-giveaways-2024"]}>
        {(data, now) => <PrizeCalendar contest={data.contest} now={now} />}
      </ContestView>
    );
  },
  loader: loaderFor(CONTEST_OF_PAGE["/12-days-giveaways-2024"]),
};

/** /bts-2025 (event_id, campus_id): the contest, and the active event link when the pair is valid. */
export const bts2025 = {
  Component: function Bts2025Page() {
    return (
      <>
        <EventLinkNotice />
        <ContestView contestKey={CONTEST_OF_PAGE["/bts-2025"]} />
      </>
    );
  },
  loader: loaderFor(CONTEST_OF_PAGE["/bts-2025"]),
};

/** /contest/:id (numeric): any contest by its number; anything else is not found. */
export const byNumber = {
  Component: function ContestByNumberPage() {
    const id = numericContestId(useParams().id);
    return id ? <ContestView contestKey={id} /> : <NotFoundPage />;
  },
};

/** /landingcontest/:url: a contest's landing page by its string id. */
export const landing = {
  Component: function LandingContestPage() {
    const url = useParams().url ?? "";
    return <ContestView contestKey={url} />;
  },
};
