import { screen } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render";
import { BlogListPage } from "./blog-list-page";
import { BlogPostPage } from "./blog-post-page";
import { BusinessPage } from "./external-site-page";
import { AboutPage } from "./information-page";
import { WhySpcPage } from "./why-spc-page";

const dates = { published_at: "2026-09-01T12:00:00.000Z", updated_at: "2026-10-01T12:00:00.000Z" };
const seo = {
  title_en: "About SPC",
  title_fr: "À propos",
  description_en: "d",
  description_fr: "d",
};
const about = {
  id: 1,
  slug: "about",
  path: "/about",
  title_en: "About SPC",
  title_fr: "À propos de SPC",
  summary_en: "Students first.",
  summary_fr: "Les étudiants d’abord.",
  body_en: "## Our story\n\nRead the [privacy policy](/privacy).",
  body_fr: "## Notre histoire",
  seo,
  ...dates,
};
const post = {
  id: 7,
  slug: "budget-tips",
  title_en: "Ten budget tips",
  title_fr: "Dix astuces budget",
  excerpt_en: "Spend less this term.",
  excerpt_fr: "Dépensez moins.",
  cover_image_url: null,
  cover_alt_en: "",
  cover_alt_fr: "",
  author_name: "Maya",
  reading_minutes_en: 4,
  reading_minutes_fr: 5,
  ...dates,
};
const config = {
  country: "ca",
  currency: "CAD",
  languages: ["en", "fr"],
  business_url: "https://business.example.com",
  fundraising_url: "https://fundraising.example.com",
  support_email: "support@spc.local",
};

/** Answers the page's reads by address; `fail` names reads that answer 500 (or 404). */
function serve(answers: Record<string, unknown>, status: Record<string, number> = {}) {
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
    const url = String(input instanceof Request ? input.url : input);
    const key = Object.keys(answers).find((prefix) => url.includes(prefix));
    const code = key ? (status[key] ?? 200) : 404;
    if (!key || code !== 200) {
      return Response.json({ error: { code: "not_found", message: "x" } }, { status: code });
    }
    return Response.json(answers[key]);
  });
}

function renderAt(path: string, pattern: string, element: React.ReactNode) {
  return renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={pattern} element={element} />
      </Routes>
    </MemoryRouter>,
  );
}

describe("content pages", () => {
  it("shows an information page's row: heading, lead, body and the join card", async () => {
    serve({ "/api/content/pages/about": about, "/api/config": config });
    renderAt("/about", "/about", <AboutPage />);
    expect(await screen.findByRole("heading", { level: 1, name: "About SPC" })).toBeTruthy();
    expect(screen.getByText("Students first.")).toBeTruthy();
    expect(screen.getByRole("heading", { level: 2, name: "Our story" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "privacy policy" }).getAttribute("href")).toBe(
      "/privacy",
    );
    expect(await screen.findByText("$11.99/year")).toBeTruthy();
    expect(document.title).toBe("About SPC | SPC");
  });

  it("says so and offers a retry when the page cannot be read", async () => {
    serve({ "/api/content/pages/about": about }, { "/api/content/pages/about": 500 });
    renderAt("/about", "/about", <AboutPage />);
    expect(await screen.findByRole("alert")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1, name: "About us" })).toBeTruthy();
  });

  it("sells with the plan's price, the savings and the deal count", async () => {
    serve({ "/api/content/pages/why-spc": { ...about, slug: "why-spc" }, "/api/config": config });
    renderAt("/why-spc", "/why-spc", <WhySpcPage />);
    expect(await screen.findByText("$11.99")).toBeTruthy();
    expect(screen.getByText("$250+")).toBeTruthy();
    expect(screen.getByText("450+")).toBeTruthy();
    expect(screen.getAllByRole("link", { name: "Join now" })[0]?.getAttribute("href")).toBe(
      "/signup",
    );
  });

  it("leads to the configured business site", async () => {
    serve({ "/api/config": config });
    renderAt("/business", "/business", <BusinessPage />);
    const link = await screen.findByRole("link", { name: "Visit SPC for business" });
    expect(link.getAttribute("href")).toBe("https://business.example.com");
    expect(screen.getByText("Opens business.example.com in a new tab.")).toBeTruthy();
  });

  it("lists the blog's posts a page at a time", async () => {
    serve({
      "/api/content/pages/blogs": { ...about, title_en: "The SPC blog" },
      "/api/content/blog?": {
        data: [post],
        pagination: { current_page: 2, page_size: 9, total: 12, total_pages: 2 },
      },
    });
    renderAt("/blogs?page=2", "/blogs", <BlogListPage />);
    expect(await screen.findByRole("link", { name: "Ten budget tips" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Ten budget tips" }).getAttribute("href")).toBe(
      "/blog/budget-tips",
    );
    expect(screen.getByText("Page 2 of 2")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Newer posts" }).getAttribute("href")).toBe("/blogs");
  });

  it("shows a post, and the not-found page for an unknown one", async () => {
    serve({
      "/api/content/blog/budget-tips": { ...post, body_en: "Cook at home.", body_fr: "", seo },
    });
    const { unmount } = renderAt("/blog/budget-tips", "/blog/:identifier", <BlogPostPage />);
    expect(await screen.findByRole("heading", { level: 1, name: "Ten budget tips" })).toBeTruthy();
    expect(screen.getByText("Cook at home.")).toBeTruthy();
    expect(screen.getByText("By Maya")).toBeTruthy();
    unmount();

    serve({});
    renderAt("/blog/nope", "/blog/:identifier", <BlogPostPage />);
    expect(await screen.findByRole("heading", { level: 1, name: "Page not found" })).toBeTruthy();
  });
});
