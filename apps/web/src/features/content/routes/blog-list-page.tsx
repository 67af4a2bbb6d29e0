import { Link, useSearchParams } from "react-router";
import { FormattedMessage, useIntl } from "../../../i18n/intl-lite";
import { useLanguage } from "../../../i18n/language-store";
import { usePageTitleText } from "../../../i18n/use-page-title";
import { useBlogPosts } from "../api/get-blog-posts";
import { useContentPage } from "../api/get-content-page";
import { BlogCard, BlogCardSkeleton } from "../components/blog-card";
import { ContentHero } from "../components/content-hero";
import { LoadError } from "../components/load-error";
import "../components/blog.css";

/** `?page=` as a page number: anything else is the first page. */
function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** /blogs: the posts, newest first, a page at a time (`?page=2`, so a page can be shared). */
export function BlogListPage() {
  const language = useLanguage();
  const intl = useIntl();
  const [params] = useSearchParams();
  const page = pageOf(params.get("page"));
  const intro = useContentPage("blogs");
  const posts = useBlogPosts(page);
  const row = intro.data;
  usePageTitleText(row?.[`title_${language}`], "page.blogs.title");
  const pagination = posts.data?.pagination;

  return (
    <div className="content-page">
      <ContentHero
        title={row?.[`title_${language}`]}
        fallback="page.blogs.title"
        lead={row?.[`summary_${language}`]}
        pending={intro.isPending}
      />
      <section className="content-layout" aria-labelledby="page-title" aria-busy={posts.isPending}>
        {posts.isPending && (
          <ul className="blog-grid">
            {[1, 2, 3].map((key) => (
              <li key={key}>
                <BlogCardSkeleton />
              </li>
            ))}
          </ul>
        )}
        {posts.isError && <LoadError message="blog.loadError" onRetry={() => posts.refetch()} />}
        {posts.data && posts.data.data.length === 0 && (
          <p>
            {/* Past the last page (an old shared link): the way back to the newest posts. */}
            {page > 1 ? (
              <Link to="/blogs">
                <FormattedMessage id="blog.back" />
              </Link>
            ) : (
              <FormattedMessage id="blog.empty" />
            )}
          </p>
        )}
        {posts.data && posts.data.data.length > 0 && (
          <ul className="blog-grid">
            {posts.data.data.map((post) => (
              <li key={post.id}>
                <BlogCard post={post} />
              </li>
            ))}
          </ul>
        )}
        {pagination && pagination.total_pages > 1 && (
          <nav className="blog-pager" aria-label={intl.formatMessage({ id: "blog.pages" })}>
            {page > 1 && (
              <Link to={page === 2 ? "/blogs" : `/blogs?page=${page - 1}`} rel="prev">
                <FormattedMessage id="blog.previous" />
              </Link>
            )}
            <p>
              <FormattedMessage id="blog.pageOf" values={{ page, total: pagination.total_pages }} />
            </p>
            {page < pagination.total_pages && (
              <Link to={`/blogs?page=${page + 1}`} rel="next">
                <FormattedMessage id="blog.next" />
              </Link>
            )}
          </nav>
        )}
      </section>
    </div>
  );
}
