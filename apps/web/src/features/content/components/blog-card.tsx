import type { BlogPostSummary } from "@spc/shared";
import { Card, CardLink } from "../../../components/card/card";
import { FormattedDate, FormattedMessage } from "../../../i18n/intl-lite";
import { useLanguage } from "../../../i18n/language-store";
import { BlogCover } from "./blog-cover";

/** A post in the blog's list: its picture, title (the card's one link), excerpt and date. */
export function BlogCard({ post }: { post: BlogPostSummary }) {
  const language = useLanguage();
  return (
    <Card
      as="article"
      interactive
      density="compact"
      titleLevel={2}
      className="blog-card"
      media={<BlogCover post={post} />}
      title={<CardLink to={`/blog/${post.slug}`}>{post[`title_${language}`]}</CardLink>}
    >
      <p className="blog-card__excerpt">{post[`excerpt_${language}`]}</p>
      <p className="blog-card__meta">
        <FormattedDate value={post.published_at} dateStyle="medium" />
        <span aria-hidden="true"> · </span>
        <FormattedMessage
          id="blog.readingTime"
          values={{ minutes: post[`reading_minutes_${language}`] }}
        />
      </p>
    </Card>
  );
}

/** The list's placeholders while a page of posts loads. */
export function BlogCardSkeleton() {
  return (
    <div className="blog-card blog-card--skeleton card card--compact" aria-hidden="true">
      <span className="blog-cover content-skeleton" />
      <div className="card__body">
        <span className="content-skeleton blog-card__skeleton-title" />
        <span className="content-skeleton blog-card__skeleton-line" />
        <span className="content-skeleton blog-card__skeleton-line" />
      </div>
    </div>
  );
}
