import type { RouteMatch } from "@spc/shared";
import type { Db } from "../../db/client";
import { activeHolidayEvents } from "./careers-repository";
import { blogPostAnswer, contentContextOf } from "./reads";

const BLOG_POST_PAGE = "/blog/:identifier";
/** The catch-all: a holiday event page while its event runs (spec §2.1), else not found. */
const EVENT_PAGE = "/:id";

/**
 * The HTTP status of a web page naming content (docs/decisions/0026): 404 for a blog post that
 * is unknown, a draft or not yet published, else 200. Read through the content cache with the key
 * of the post page's own API read, so a page view warms it.
 */
export function contentStatusOf(db: Db): (page: RouteMatch) => Promise<200 | 404> {
  const context = contentContextOf(db);
  return async ({ path, params }) => {
    if (path === EVENT_PAGE) return (await activeHolidayEvent(db, params.id ?? "")) ? 200 : 404;
    if (path !== BLOG_POST_PAGE) return 200;
    const answer = await blogPostAnswer(context, params.identifier ?? "");
    return answer.ok ? 200 : 404;
  };
}

/** The running holiday event whose slug the address names, if any. */
export async function activeHolidayEvent(db: Db, slug: string) {
  const events = await activeHolidayEvents(db);
  return events.find((event) => event.slug === slug.toLowerCase()) ?? null;
}
