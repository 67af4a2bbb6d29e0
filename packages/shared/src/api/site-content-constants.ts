// The site content contract's plain values (page slugs, paging, contact topics, job kinds), kept
// apart from the schemas of site-content.ts and careers.ts so that the web can import them
// without zod: a module that builds zod schemas at import time would bring zod into every chunk
// that reads one constant. The rules behind them: docs/decisions/0034-content-in-the-database.md.

/**
 * The content pages the seed writes and the web shows, by slug (GET /api/content/pages/{slug})
 * with the route each one is the content of. Every public information page has a row, also those
 * whose body is built elsewhere (terms, FAQ, contact, brands, blogs, careers…): their row holds
 * the page's title, lead and SEO text.
 */
export const CONTENT_PAGE_PATHS = {
  home: "/",
  about: "/about",
  "why-spc": "/why-spc",
  "why-spc-hm": "/why-spc-hm",
  international: "/international",
  highschool: "/highschool",
  freesamples: "/freesamples",
  qrlanding: "/qrlanding",
  "coming-soon": "/coming-soon",
  privacy: "/privacy",
  terms: "/terms",
  "faq-help": "/faq-help",
  contact: "/contact",
  brands: "/brands",
  blogs: "/blogs",
  careers: "/careers",
  "cibc-offers": "/cibc/offers",
  "bts-market-landing": "/bts-market-landing",
} as const;
export type ContentPageSlug = keyof typeof CONTENT_PAGE_PATHS;

/** A content slug: lower-case words of letters and digits joined by single hyphens. */
export const CONTENT_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Longest slug, in characters. */
export const CONTENT_SLUG_MAX_LENGTH = 120;

/** Blog posts per page of GET /api/content/blog, unless page_size says otherwise. */
export const BLOG_PAGE_SIZE = 9;
/** Largest page_size of GET /api/content/blog. */
export const BLOG_MAX_PAGE_SIZE = 24;

/** What a contact message is about (POST /api/content/contact); the web words each one. */
export const CONTACT_TOPICS = [
  "membership",
  "billing",
  "deals",
  "technical",
  "partnership",
  "privacy",
  "other",
] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];
/** Longest name of a contact message, in characters once trimmed. */
export const CONTACT_NAME_MAX_LENGTH = 100;
/** Longest contact message, in characters once trimmed. */
export const CONTACT_MESSAGE_MAX_LENGTH = 5000;
/** Longest e-mail address (RFC 5321's path limit). */
export const CONTACT_EMAIL_MAX_LENGTH = 254;

/** How a job opening is held. */
export const JOB_EMPLOYMENT_TYPES = ["full_time", "part_time", "contract", "internship"] as const;
export type JobEmploymentType = (typeof JOB_EMPLOYMENT_TYPES)[number];

/**
 * Where the openings of GET /api/careers/openings come from: the local job board (rows of the
 * database) or a hosted one (Greenhouse's public job board, with its embed script).
 */
export const JOB_BOARD_PROVIDERS = ["local", "greenhouse"] as const;
export type JobBoardProvider = (typeof JOB_BOARD_PROVIDERS)[number];
