import { CONTEST_TIME_ZONE } from "@spc/shared";
import { type ReactNode, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { Badge } from "../../../components/badge/badge";
import { Button } from "../../../components/button/button";
import { openModal } from "../../../components/modal/modal-store";
import { FormattedMessage, useIntl } from "../../../i18n/intl-lite";
import { usePageTitleText, useRouteTitle } from "../../../i18n/use-page-title";
import { ApiError } from "../../../lib/api-client";
import { useViewer } from "../../session";
import { type ContestPageData, useContestPage } from "../api/get-contest-page";
import { useRegisterContest } from "../api/register-contest";
import { stateAt } from "../contest-time";
import { type RefusalDialog, refusalOf } from "../refusal";
import { useNow } from "../use-now";
import { ContestForm } from "./contest-form";
import { Countdown } from "./countdown";
import { MatchGame } from "./match-game";
import { PhotoGallery } from "./photo-gallery";
import { PhotoShareDialog } from "./photo-share-dialog";
import { ContestResultDialog } from "./refusal-dialog";
import "./contests.css";

/**
 * One contest's page (spec §2.4, §2.8, §3): its title and dates (Toronto time), a countdown, and
 * by state: upcoming (countdown to opening), open (the entry of its kind), entered (still shown
 * after a reload: the page reads the member's own entry), closed (no way to enter).
 */
export function ContestView({
  contestKey,
  children,
}: {
  /** The contest's string id (or its numeric id) for GET /contestPage. */
  contestKey: string;
  /** Shown under the entry (the 12-days calendar). */
  children?: (data: ContestPageData, now: Date) => ReactNode;
}) {
  const page = useContestPage(contestKey);
  const intl = useIntl();
  const french = intl.locale.startsWith("fr");
  // The contest's own title once known; the route table's name of the page until then.
  const routeTitle = useRouteTitle() ?? "page.contest.title";
  usePageTitleText(
    page.data ? (french ? page.data.contest.title_fr : page.data.contest.title_en) : null,
    routeTitle,
  );
  const now = useNow();

  if (page.isPending) {
    return (
      <section className="page" aria-busy="true">
        <p>
          <FormattedMessage id="contests.page.loading" />
        </p>
      </section>
    );
  }
  if (page.isError) {
    const missing = page.error instanceof ApiError && page.error.status === 404;
    return (
      <section className="page page--centered" aria-labelledby="contest-title">
        <h1 id="contest-title">
          <FormattedMessage id={missing ? "contests.missing.title" : "contests.page.errorTitle"} />
        </h1>
        <p className="page__lead">
          <FormattedMessage id={missing ? "contests.missing.body" : "contests.page.errorBody"} />
        </p>
        <p>
          <Link to="/contest/rules">
            <FormattedMessage id="contests.missing.allContests" />
          </Link>
        </p>
      </section>
    );
  }
  return (
    <ContestDetails data={page.data} contestKey={contestKey} now={now}>
      {children?.(page.data, now)}
    </ContestDetails>
  );
}

function ContestDetails({
  data,
  contestKey,
  now,
  children,
}: {
  data: ContestPageData;
  contestKey: string;
  now: Date;
  children?: ReactNode;
}) {
  const intl = useIntl();
  const french = intl.locale.startsWith("fr");
  const { contest, entry } = data;
  const state = stateAt(contest, now);
  const when = (instant: string) =>
    intl.formatDate(instant, {
      timeZone: CONTEST_TIME_ZONE,
      dateStyle: "long",
      timeStyle: "short",
    });

  return (
    <section className="page contest" aria-labelledby="contest-title">
      <p className="page__eyebrow">
        <FormattedMessage id="contests.page.eyebrow" />
      </p>
      <h1 id="contest-title">{french ? contest.title_fr : contest.title_en}</h1>
      <p className="page__lead">{french ? contest.description_fr : contest.description_en}</p>
      <p className="contest__dates">
        <FormattedMessage
          id="contests.page.dates"
          values={{ opens: when(contest.opens_at), closes: when(contest.closes_at) }}
        />
      </p>
      {/* The live region: announced when the state changes (opens, closes, entered), not each minute. */}
      <p className="contest__state" aria-live="polite">
        <Badge tone={state === "open" ? "success" : "neutral"}>
          {entry ? (
            <FormattedMessage id="contests.state.entered" />
          ) : state === "open" ? (
            <FormattedMessage id="contests.state.open" />
          ) : state === "upcoming" ? (
            <FormattedMessage id="contests.state.upcoming" />
          ) : (
            <FormattedMessage id="contests.state.closed" />
          )}
        </Badge>
      </p>
      {state === "upcoming" && <Countdown target={contest.opens_at} now={now} kind="opens" />}
      {state === "open" && <Countdown target={contest.closes_at} now={now} kind="closes" />}
      <Entry data={data} contestKey={contestKey} state={state} />
      {children}
      {contest.entry_kind === "photo" && (
        <section className="contest__section" aria-labelledby="contest-photos">
          <h2 id="contest-photos">
            <FormattedMessage id="contests.photo.galleryTitle" />
          </h2>
          <PhotoGallery photos={data.photos} />
        </section>
      )}
      <p>
        <Link to={`/contest/rules/${encodeURIComponent(contest.contest_id)}`}>
          <FormattedMessage id="contests.page.rulesLink" />
        </Link>
      </p>
    </section>
  );
}

function Entry({
  data,
  contestKey,
  state,
}: {
  data: ContestPageData;
  contestKey: string;
  state: "upcoming" | "open" | "closed";
}) {
  const viewer = useViewer();
  const location = useLocation();
  const register = useRegisterContest(contestKey);
  const [result, setResult] = useState<RefusalDialog | { kind: "entered" } | null>(null);
  const [sharing, setSharing] = useState(false);
  const { contest, entry, questions } = data;
  const section = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  // The entry button is disabled while sending, so focus had left it when the dialog opened:
  // on close, focus goes back to the entry (its control, or its heading once entered).
  const closeResult = () => {
    setResult(null);
    requestAnimationFrame(() => {
      const control = section.current?.querySelector<HTMLElement>(
        "button:not([disabled]), input, select",
      );
      (control ?? heading.current)?.focus();
    });
  };

  const enter = (answers?: Record<string, unknown>) =>
    register.mutate(
      { contest_id: contest.contest_id, answers },
      {
        onSuccess: () => setResult({ kind: "entered" }),
        onError: (error) => {
          const refusal = refusalOf(error);
          if (refusal.kind === "login") askToLogIn();
          else setResult(refusal);
        },
      },
    );
  const askToLogIn = () =>
    openModal("login-prompt", { redirectTo: `${location.pathname}${location.search}` });

  let body: ReactNode;
  if (entry) {
    body = (
      <div className="contest__entered">
        <p>
          <FormattedMessage id="contests.entered.body" />
        </p>
        {entry.photo_status && (
          <p>
            {entry.photo_status === "approved" ? (
              <FormattedMessage id="contests.photo.statusApproved" />
            ) : entry.photo_status === "rejected" ? (
              <FormattedMessage id="contests.photo.statusRejected" />
            ) : (
              <FormattedMessage id="contests.photo.statusPending" />
            )}
          </p>
        )}
      </div>
    );
  } else if (state === "closed") {
    body = (
      <p>
        <FormattedMessage id="contests.closed.body" />
      </p>
    );
  } else if (state === "upcoming") {
    body = (
      <p>
        <FormattedMessage id="contests.upcoming.body" />
      </p>
    );
  } else if (viewer.status === "visitor") {
    // Spec §2.8 travel photo (logged out) and every other kind: the login prompt, back here after.
    body = (
      <>
        <p>
          <FormattedMessage id="contests.visitor.body" />
        </p>
        <Button type="button" variant="primary" onClick={askToLogIn}>
          {contest.entry_kind === "photo" ? (
            <FormattedMessage id="contests.photo.loginToShare" />
          ) : (
            <FormattedMessage id="contests.visitor.login" />
          )}
        </Button>
      </>
    );
  } else if (contest.entry_kind === "form") {
    body = <ContestForm questions={questions} busy={register.isPending} onSubmit={enter} />;
  } else if (contest.entry_kind === "match_game") {
    body = <MatchGame busy={register.isPending} onComplete={() => enter({ completed: true })} />;
  } else if (contest.entry_kind === "photo") {
    body = (
      <Button type="button" variant="primary" onClick={() => setSharing(true)}>
        <FormattedMessage id="contests.photo.share" />
      </Button>
    );
  } else {
    body = (
      <Button type="button" variant="primary" busy={register.isPending} onClick={() => enter()}>
        <FormattedMessage id="contests.enter.oneClick" />
      </Button>
    );
  }

  return (
    <section ref={section} className="contest__section" aria-labelledby="contest-entry">
      <h2 id="contest-entry" ref={heading} tabIndex={-1}>
        <FormattedMessage id="contests.entry.title" />
      </h2>
      {body}
      {result && (
        <ContestResultDialog result={result} contestId={contest.contest_id} onClose={closeResult} />
      )}
      {sharing && (
        <PhotoShareDialog
          contestId={contest.id}
          pageKey={contestKey}
          onClose={() => setSharing(false)}
          onShared={() => setResult({ kind: "entered" })}
        />
      )}
    </section>
  );
}
