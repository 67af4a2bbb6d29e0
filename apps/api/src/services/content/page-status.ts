import type { RouteMatch } from "@spc/shared";
import type { Db } from "../../db/client";
import { blogPostAnswer, contentContextOf } from "./reads";

const BLOG_POST_PAGE = "/blog/:identifier";

/**
 * The HTTP status of a web page naming content (docs/decisions/0026): 404 for a blog post that
 * is unknown, a draft or not yet published, else 200. Read through the content cache with the key
 * of the post page's own API read, so a page view warms it.
 */
export function contentStatusOf(db: Db): (page: RouteMatch) => Promise<200 | 404> {
  const context = contentContextOf(db);
  return async ({ path, params }) => {
    if (path !== BLOG_POST_PAGE) return 200;
    const answer = await blogPostAnswer(context, params.identifier ?? "");
    return answer.ok ? 200 : 404;
  };
}
