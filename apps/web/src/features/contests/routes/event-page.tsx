import { useParams } from "react-router";
import { FormattedMessage, useIntl } from "../../../i18n/intl-lite";
import { usePageTitleText } from "../../../i18n/use-page-title";
import { queryClient } from "../../../lib/query-client";
import { activeHolidaysQueryOptions, useActiveHolidays } from "../../careers";
import { ContentMarkdown, NotFoundPage } from "../../content";

/**
 * The catch-all `/:id` (spec §2.1): the holiday event page when the id is the slug of an event
 * running now (GET /api/careers/holiday/active, decision 0034); anything else is the not-found page.
 */
function EventPage() {
  const id = useParams().id ?? "";
  const intl = useIntl();
  const french = intl.locale.startsWith("fr");
  const events = useActiveHolidays();
  const event = events.data?.find((candidate) => candidate.slug === id) ?? null;
  usePageTitleText(
    event ? (french ? event.title_fr : event.title_en) : null,
    "page.notFound.title",
  );
  if (events.isPending) {
    return (
      <section className="page" aria-busy="true">
        <p>
          <FormattedMessage id="contests.page.loading" />
        </p>
      </section>
    );
  }
  if (!event) return <NotFoundPage />;
  return (
    <article className="page" aria-labelledby="event-title">
      <p className="page__eyebrow">
        <FormattedMessage id="contests.event.eyebrow" />
      </p>
      <h1 id="event-title">{french ? event.title_fr : event.title_en}</h1>
      <p className="page__lead">{french ? event.summary_fr : event.summary_en}</p>
      {event.image_url && <img src={event.image_url} alt="" className="contest__photo-large" />}
      <ContentMarkdown>{french ? event.body_fr : event.body_en}</ContentMarkdown>
    </article>
  );
}

export const eventPage = {
  Component: EventPage,
  loader: () => {
    void queryClient.prefetchQuery(activeHolidaysQueryOptions());
    return null;
  },
};
