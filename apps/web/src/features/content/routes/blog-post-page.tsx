import { useParams } from "react-router";
import { ButtonLink } from "../../../components/button/button-link";
import { FormattedDate, FormattedMessage } from "../../../i18n/intl-lite";
import { useLanguage } from "../../../i18n/language-store";
import { usePageTitleText } from "../../../i18n/use-page-title";
import { ApiError } from "../../../lib/api-client";
import { useBlogPost } from "../api/get-blog-post";
import { BlogCover } from "../components/blog-cover";
import { ContentHero, ProseSkeleton } from "../components/content-hero";
import { ContentMarkdown } from "../components/content-markdown";
import { LoadError } from "../components/load-error";
import { NotFoundPage } from "./not-found-page";
import "../components/blog.css";

/**
 * /blog/:identifier: one post, by slug or numeric id. A post that does not exist (or is not
 * published) is the not-found page, as the server's 404 for the same address says.
 */
export function BlogPostPage() {
  const { identifier = "" } = useParams();
  const post = useBlogPost(identifier);
  if (post.error instanceof ApiError && post.error.status === 404) return <NotFoundPage />;
  return <BlogPostView identifier={identifier} />;
}

function BlogPostView({ identifier }: { identifier: string }) {
  const language = useLanguage();
  const post = useBlogPost(identifier);
  const data = post.data;
  usePageTitleText(data?.[`title_${language}`], "page.blogPost.title");

  return (
    <article className="content-page" aria-labelledby="page-title" aria-busy={post.isPending}>
      <ContentHero
        title={data?.[`title_${language}`]}
        fallback="page.blogPost.title"
        lead={data?.[`excerpt_${language}`]}
        pending={post.isPending}
        eyebrow={
          data && (
            <>
              <FormattedDate value={data.published_at} dateStyle="long" />
              <span aria-hidden="true"> · </span>
              <FormattedMessage
                id="blog.readingTime"
                values={{ minutes: data[`reading_minutes_${language}`] }}
              />
            </>
          )
        }
      >
        {data && (
          <p className="blog-post__author">
            <FormattedMessage id="blog.by" values={{ author: data.author_name }} />
          </p>
        )}
      </ContentHero>
      <div className="content-layout">
        <div className="blog-post">
          {post.isPending && <ProseSkeleton lines={10} />}
          {post.isError && (
            <LoadError message="blog.postLoadError" onRetry={() => post.refetch()} />
          )}
          {data && (
            <>
              <BlogCover post={data} large />
              <ContentMarkdown>{data[`body_${language}`]}</ContentMarkdown>
            </>
          )}
          <ButtonLink to="/blogs" variant="secondary" className="blog-post__back">
            <FormattedMessage id="blog.back" />
          </ButtonLink>
        </div>
      </div>
    </article>
  );
}
