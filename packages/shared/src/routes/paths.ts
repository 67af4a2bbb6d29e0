import { AFFILIATE_LINK_PATH } from "../constants";

/**
 * The web's route table (spec §2.1–§2.4) as path patterns, in React Router's syntax: `:name` is
 * one segment, a trailing `?` makes a segment optional, `*` is the rest of the path. The web's
 * tables (apps/web/src/app/page-table.ts, redirect-table.ts, routes.tsx) type their paths with
 * these, and the API answers 404 to a browser asking for a path none of them matches
 * (docs/decisions/0026-honest-page-statuses.md). No zod, no I/O: the web's entry imports it.
 */
export const PAGE_PATHS = [
  // §2.1 public and information routes
  "/",
  "/about",
  "/business",
  "/faq-help",
  "/freesamples",
  "/fundraising",
  "/contact",
  "/terms",
  "/privacy",
  "/brands",
  "/blogs",
  "/blog/:identifier",
  "/international",
  "/why-spc",
  "/why-spc-hm",
  "/coming-soon",
  "/qrlanding",
  "/careers",
  // §2.2 deals and offers
  "/deals",
  "/categories",
  "/deals/category/:name",
  "/deals/:partnerUrlName",
  "/deals/offer/:id",
  "/deals/:partnerName/offer/:id",
  "/search",
  "/search/inStore",
  "/search/:query",
  "/weekly-deals/:id",
  "/plus-offers",
  "/trending",
  "/partner/:name",
  "/partners/:name",
  "/offer/:id",
  "/spc-plus",
  "/redirect-to-partner",
  "/favourites",
  "/favourites/list/:id",
  "/shared-list/:token",
  "/cibc",
  "/cibc/offers",
  "/highschool",
  "/timhortons",
  "/bts-market-landing",
  // §2.3 account, purchase and activation
  "/login",
  "/signup",
  "/signup/additional",
  "/signup/purchase",
  "/signup/activate",
  "/signup/activation/complete",
  "/purchase/instore",
  "/register",
  "/explore-memberships",
  "/purchase",
  "/purchase/summary",
  "/purchase/completion",
  "/activate",
  "/activate/account",
  "/activate/info",
  "/activate/completion",
  "/activate/subscription",
  "/activate/incentive",
  "/membership-screen",
  "/billing",
  "/profile",
  "/profile/edit",
  "/student/verify",
  "/newsletter/confirm",
  "/newsletter/preferences",
  "/reset-password",
  "/__/auth/action",
  "/emailverification",
  "/verifyEmail",
  // §2.4 contests and events
  "/contest/rules",
  "/contest/rules/:contestname",
  "/contest/:id",
  "/12-days-giveaways-2024",
  "/holiday-contest",
  "/bdaycontest",
  "/frost-activation-2025",
  "/frost-2025-matchgame",
  "/campustour-2024",
  "/levis-info2024",
  "/cibc_trade_contest",
  "/landingcontest/:url",
  "/bts-2025",
  "/bts-easy-promo",
  // §2.1 the holiday events' catch-all and the not-found page (NOT_FOUND_PATHS)
  "/:id",
  "*",
] as const;

/** Aliases that only forward to another path (apps/web/src/app/redirect-table.ts). */
export const REDIRECT_PATHS = [
  "/buyspc",
  "/sportchek",
  "/h&m",
  "/samsung10",
  "/fundraise",
  "/blog",
  "/contact-us",
  "/contactez-nous",
  "/terms-of-use",
  "/terms-of-service",
  "/conditions-dutilisation",
  "/privacy-policy",
  "/confidentialite",
  "/banking",
  "/mobile",
  "/signup/account-creation",
  "/qr-select-membership",
  "/contest",
  "/contest/buy-spc",
] as const;

/**
 * Routes with a loader of their own (apps/web/src/app/routes.tsx): the affiliate cookie, the
 * bank's affiliate link, logging out and the school portal.
 */
export const LOADER_PATHS = ["/rktcki", AFFILIATE_LINK_PATH, "/logout", "/campus/:id?"] as const;

/**
 * Paths whose page is the not-found page. `/:id` is spec §2.1's holiday-event catch-all: no
 * event is published yet, so every id is unknown (the web shows the not-found page there too).
 */
export const NOT_FOUND_PATHS = ["/:id", "*"] as const;

/**
 * The back office (issue 20, docs/decisions/0043-back-office-web.md): one route whose pages are
 * routed inside its lazy chunk (apps/web/src/app/admin-routes.tsx), beside the member site.
 * Listed so the API serves its addresses as pages; the staff guard decides what they show.
 */
export const ADMIN_PATHS = ["/admin/*"] as const;

export type PagePath = (typeof PAGE_PATHS)[number];
export type RedirectPath = (typeof REDIRECT_PATHS)[number];
export type LoaderPath = (typeof LOADER_PATHS)[number];
export type AdminPath = (typeof ADMIN_PATHS)[number];
export type RoutePath = PagePath | RedirectPath | LoaderPath | AdminPath;

/** Every path of the route table. */
export const ROUTE_PATHS: readonly RoutePath[] = [
  ...REDIRECT_PATHS,
  ...LOADER_PATHS,
  ...PAGE_PATHS,
  ...ADMIN_PATHS,
];
