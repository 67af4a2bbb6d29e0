import type { PagePath } from "@spc/shared";
import type { ComponentType } from "react";
import type { LoaderFunction } from "react-router";
import type { PageGate } from "../features/session";
import type { MessageId } from "../i18n/messages";

/**
 * What a page's chunk gives the router (React Router's `lazy` route properties): its component
 * and, where its first screen needs data, a loader that reads it into the query cache with the
 * same queryOptions the page's hooks use. Both arrive with the chunk, so the entry stays small.
 */
export interface PageParts {
  Component: ComponentType;
  loader?: LoaderFunction;
}

type PageModule = () => Promise<PageParts>;

// Every page loads on demand, each its own chunk.
// Home sends plus-tier members to /deals (membership/plus-home.tsx), loaded beside the home chunk.
const home: PageModule = () =>
  Promise.all([
    import("../features/home/routes/home-page"),
    import("../features/membership/plus-home"),
  ]).then(([page, plus]) => ({ Component: plus.withPlusHomeRedirect(page.HomePage) }));
const terms: PageModule = () =>
  import("../features/content/routes/terms-page").then((m) => ({ Component: m.TermsPage }));
const notFound: PageModule = () =>
  import("../features/content/routes/not-found-page").then((m) => ({ Component: m.NotFoundPage }));
// §2.1 information pages, blog and sales pages from content rows (decision 0035).
const about: PageModule = () =>
  import("../features/content/routes/information-page").then((m) => ({ Component: m.AboutPage }));
const international: PageModule = () =>
  import("../features/content/routes/information-page").then((m) => ({
    Component: m.InternationalPage,
  }));
const highSchool: PageModule = () =>
  import("../features/membership/routes/high-school-page").then((m) => ({
    Component: m.HighSchoolPage,
  }));
const freeSamples: PageModule = () =>
  import("../features/content/routes/information-page").then((m) => ({
    Component: m.FreeSamplesPage,
  }));
const qrLanding: PageModule = () =>
  import("../features/content/routes/information-page").then((m) => ({
    Component: m.QrLandingPage,
  }));
const comingSoon: PageModule = () =>
  import("../features/content/routes/information-page").then((m) => ({
    Component: m.ComingSoonPage,
  }));
const privacy: PageModule = () =>
  import("../features/content/routes/privacy-page").then((m) => ({ Component: m.PrivacyPage }));
const whySpc: PageModule = () =>
  import("../features/content/routes/why-spc-page").then((m) => ({ Component: m.WhySpcPage }));
const whySpcHm: PageModule = () =>
  import("../features/content/routes/why-spc-page").then((m) => ({ Component: m.WhySpcHmPage }));
const business: PageModule = () =>
  import("../features/content/routes/external-site-page").then((m) => ({
    Component: m.BusinessPage,
  }));
const fundraising: PageModule = () =>
  import("../features/content/routes/external-site-page").then((m) => ({
    Component: m.FundraisingPage,
  }));
const blogs: PageModule = () =>
  import("../features/content/routes/blog-list-page").then((m) => ({ Component: m.BlogListPage }));
const blogPost: PageModule = () =>
  import("../features/content/routes/blog-post-page").then((m) => ({ Component: m.BlogPostPage }));
// §2.2 deals and offers: each page is its own chunk.
const deals: PageModule = () =>
  import("../features/deals/routes/deals-page").then((m) => ({
    Component: m.DealsPage,
    loader: m.dealsLoader,
  }));
const categories: PageModule = () =>
  import("../features/deals/routes/categories-page").then((m) => ({ Component: m.CategoriesPage }));
const category: PageModule = () =>
  import("../features/deals/routes/category-page").then((m) => ({ Component: m.CategoryPage }));
const partnerDeals: PageModule = () =>
  import("../features/offers/routes/partner-deals-page").then((m) => ({
    Component: m.PartnerDealsPage,
  }));
const partnerTags: PageModule = () =>
  import("../features/offers/routes/partner-deals-page").then((m) => ({
    Component: m.PartnerTagsPage,
  }));
const offerForward: PageModule = () =>
  import("../features/offers/routes/offer-forward-page").then((m) => ({
    Component: m.OfferForwardPage,
  }));
const offer: PageModule = () =>
  import("../features/offers/routes/offer-page").then((m) => ({
    Component: m.OfferPage,
    loader: m.offerLoader,
  }));
const favourites: PageModule = () =>
  import("../features/favourites/routes/favourites-page").then((m) => ({
    Component: m.FavouritesPage,
    loader: m.favouritesLoader,
  }));
const savedList: PageModule = () =>
  import("../features/favourites/routes/saved-list-page").then((m) => ({
    Component: m.SavedListPage,
    loader: m.savedListLoader,
  }));
const sharedList: PageModule = () =>
  import("../features/favourites/routes/shared-list-page").then((m) => ({
    Component: m.SharedListPage,
  }));
const search: PageModule = () =>
  import("../features/search/routes/search-page").then((m) => ({ Component: m.SearchPage }));
const searchInStore: PageModule = () =>
  import("../features/search/routes/in-store-search-page").then((m) => ({
    Component: m.InStoreSearchPage,
  }));
const weeklyDeals: PageModule = () =>
  import("../features/deals/routes/weekly-deals-page").then((m) => ({
    Component: m.WeeklyDealsPage,
  }));
const plusOffers: PageModule = () =>
  import("../features/deals/routes/plus-offers-page").then((m) => ({
    Component: m.PlusOffersPage,
  }));
const trending: PageModule = () =>
  import("../features/deals/routes/trending-page").then((m) => ({ Component: m.TrendingPage }));
const spcPlus: PageModule = () =>
  import("../features/deals/routes/spc-plus-page").then((m) => ({ Component: m.SpcPlusPage }));
const redirectToPartner: PageModule = () =>
  import("../features/offers/routes/redirect-to-partner-page").then((m) => ({
    Component: m.RedirectToPartnerPage,
  }));
// §2.3 accounts: each page is its own chunk.
const login: PageModule = () =>
  import("../features/auth/routes/login-page").then((m) => ({ Component: m.LoginPage }));
const resetPassword: PageModule = () =>
  import("../features/auth/routes/reset-password-page").then((m) => ({
    Component: m.ResetPasswordPage,
  }));
const authAction: PageModule = () =>
  import("../features/auth/routes/auth-action-page").then((m) => ({ Component: m.AuthActionPage }));
const emailVerification: PageModule = () =>
  import("../features/auth/routes/email-verification-page").then((m) => ({
    Component: m.EmailVerificationPage,
  }));
const signup: PageModule = () =>
  import("../features/signup/routes/signup-page").then((m) => ({ Component: m.SignupPage }));
const signupAdditional: PageModule = () =>
  import("../features/signup/routes/signup-additional-page").then((m) => ({
    Component: m.SignupAdditionalPage,
  }));
const profile: PageModule = () =>
  import("../features/profile/routes/profile-page").then((m) => ({ Component: m.ProfilePage }));
const studentVerify: PageModule = () =>
  import("../features/profile/routes/student-verify-page").then((m) => ({
    Component: m.StudentVerifyPage,
  }));
// The newsletter's e-mailed links (decision 0044): the double opt-in and the preferences page.
const newsletterConfirm: PageModule = () =>
  import("../features/email-opt/routes/newsletter-confirm-page").then((m) => ({
    Component: m.NewsletterConfirmPage,
  }));
const newsletterPreferences: PageModule = () =>
  import("../features/email-opt/routes/newsletter-preferences-page").then((m) => ({
    Component: m.NewsletterPreferencesPage,
  }));
const profileEdit: PageModule = () =>
  import("../features/profile/routes/profile-edit-page").then((m) => ({
    Component: m.ProfileEditPage,
  }));
// §2.3 purchase and membership (money path): each page is its own chunk.
const purchase: PageModule = () =>
  import("../features/purchase/routes/purchase-page").then((m) => ({ Component: m.PurchasePage }));
const signupPurchase: PageModule = () =>
  import("../features/purchase/routes/purchase-page").then((m) => ({
    Component: m.SignupPurchasePage,
  }));
const purchaseSummary: PageModule = () =>
  import("../features/purchase/routes/purchase-summary-page").then((m) => ({
    Component: m.PurchaseSummaryPage,
  }));
const purchaseCompletion: PageModule = () =>
  import("../features/purchase/routes/purchase-completion-page").then((m) => ({
    Component: m.PurchaseCompletionPage,
  }));
const billing: PageModule = () =>
  import("../features/billing/routes/billing-page").then((m) => ({ Component: m.BillingPage }));
const register: PageModule = () =>
  import("../features/membership/routes/register-page").then((m) => ({
    Component: m.RegisterPage,
  }));
const exploreMemberships: PageModule = () =>
  import("../features/membership/routes/explore-memberships-page").then((m) => ({
    Component: m.ExploreMembershipsPage,
  }));
const activate: PageModule = () =>
  import("../features/membership/routes/activate-pages").then((m) => ({
    Component: m.ActivatePage,
  }));
const activateAccount: PageModule = () =>
  import("../features/membership/routes/activate-pages").then((m) => ({
    Component: m.ActivateAccountPage,
  }));
const activateInfo: PageModule = () =>
  import("../features/membership/routes/activate-pages").then((m) => ({
    Component: m.ActivateInfoPage,
  }));
// /activate/completion and /signup/activation/complete are the same screen.
const activationComplete: PageModule = () =>
  import("../features/membership/routes/activation-complete-page").then((m) => ({
    Component: m.ActivationCompletePage,
  }));
const activateSubscription: PageModule = () =>
  import("../features/membership/routes/activate-subscription-page").then((m) => ({
    Component: m.ActivateSubscriptionPage,
  }));
const activateIncentive: PageModule = () =>
  import("../features/membership/routes/activate-incentive-page").then((m) => ({
    Component: m.ActivateIncentivePage,
  }));
const signupActivate: PageModule = () =>
  import("../features/membership/routes/signup-activate-page").then((m) => ({
    Component: m.SignupActivatePage,
  }));
const purchaseInStore: PageModule = () =>
  import("../features/membership/routes/purchase-in-store-page").then((m) => ({
    Component: m.PurchaseInStorePage,
  }));
// Careers, help and brands (decision 0036): each page is its own chunk.
const careers: PageModule = () =>
  import("../features/careers/routes/careers-page").then((m) => ({
    Component: m.CareersPage,
    loader: m.careersLoader,
  }));
const faqHelp: PageModule = () =>
  import("../features/support/routes/faq-page").then((m) => ({
    Component: m.FaqPage,
    loader: m.faqLoader,
  }));
const contact: PageModule = () =>
  import("../features/support/routes/contact-page").then((m) => ({
    Component: m.ContactPage,
    loader: m.contactLoader,
  }));
const brands: PageModule = () =>
  import("../features/brands/routes/brands-page").then((m) => ({
    Component: m.BrandsPage,
    loader: m.brandsLoader,
  }));
const cibcOffers: PageModule = () =>
  import("../features/campaigns/routes/cibc-offers-page").then((m) => ({
    Component: m.CibcOffersPage,
    loader: m.cibcOffersLoader,
  }));
const btsMarket: PageModule = () =>
  import("../features/campaigns/routes/bts-market-page").then((m) => ({
    Component: m.BtsMarketPage,
    loader: m.btsMarketLoader,
  }));
const cibc: PageModule = () =>
  import("../features/cibc/routes/cibc-page").then((m) => ({ Component: m.CibcPage }));
const membershipScreen: PageModule = () =>
  import("../features/membership/routes/membership-screen-page").then((m) => ({
    Component: m.MembershipScreenPage,
  }));

// §2.4 contests and events (issue 17; decision 0039 "Web"): one chunk and one entry for every
// contest page (the address says which contest), one each for the rules and the event pages.
const contest: PageModule = () =>
  import("../features/contests/routes/contest-pages").then((m) => m.contestRoute);
const contestRulesList: PageModule = () =>
  import("../features/contests/routes/rules-list-page").then((m) => m.rulesList);
const contestRules: PageModule = () =>
  import("../features/contests/routes/rules-page").then((m) => m.rulesPage);
const holidayEvent: PageModule = () =>
  import("../features/contests/routes/event-page").then((m) => m.eventPage);
// §2.2 the coffee-chain offer and rewards link (decision 0046).
const timHortons: PageModule = () =>
  import("../features/coffee-link/routes/timhortons-page").then((m) => ({
    Component: m.TimHortonsPage,
    loader: m.timHortonsLoader,
  }));

export interface PageEntry {
  /** One of the shared route table's pages, so the API knows the path too. */
  path: PagePath;
  /** Page name in the catalogue: the document title while the page loads or is gated. */
  title: MessageId;
  /** The page's lazily loaded module: every route has its own page (issue 16). */
  page: PageModule;
  /** Spec §2.6 page gating: who may see the page (absent = everyone). */
  gate?: PageGate;
}

/** Every page of spec §2.1–§2.4 (aliases that only forward live in redirect-table.ts). */
export const PAGES: readonly PageEntry[] = [
  // §2.1 public and information routes
  { path: "/", title: "page.home.title", page: home },
  { path: "/about", title: "page.about.title", page: about },
  { path: "/business", title: "page.business.title", page: business },
  { path: "/faq-help", title: "page.faqHelp.title", page: faqHelp },
  {
    path: "/freesamples",
    title: "page.freeSamples.title",
    page: freeSamples,
  },
  { path: "/fundraising", title: "page.fundraising.title", page: fundraising },
  { path: "/contact", title: "page.contact.title", page: contact },
  { path: "/terms", title: "page.terms.title", page: terms },
  { path: "/privacy", title: "page.privacy.title", page: privacy },
  { path: "/brands", title: "page.brands.title", page: brands },
  { path: "/blogs", title: "page.blogs.title", page: blogs },
  { path: "/blog/:identifier", title: "page.blogPost.title", page: blogPost },
  {
    path: "/international",
    title: "page.international.title",
    page: international,
  },
  { path: "/why-spc", title: "page.whySpc.title", page: whySpc },
  { path: "/why-spc-hm", title: "page.whySpcHm.title", page: whySpcHm },
  {
    path: "/coming-soon",
    title: "page.comingSoon.title",
    page: comingSoon,
  },
  { path: "/qrlanding", title: "page.qrLanding.title", page: qrLanding },
  { path: "/careers", title: "page.careers.title", page: careers },
  // §2.2 deals and offers
  { path: "/deals", title: "page.deals.title", page: deals },
  { path: "/categories", title: "page.categories.title", page: categories },
  { path: "/deals/category/:name", title: "page.category.title", page: category },
  { path: "/deals/:partnerUrlName", title: "page.partnerDeals.title", page: partnerDeals },
  { path: "/deals/offer/:id", title: "page.offer.title", page: offerForward },
  { path: "/deals/:partnerName/offer/:id", title: "page.offer.title", page: offer },
  { path: "/search", title: "page.search.title", page: search },
  { path: "/search/inStore", title: "page.searchInStore.title", page: searchInStore },
  { path: "/search/:query", title: "page.search.title", page: search },
  { path: "/weekly-deals/:id", title: "page.weeklyDeals.title", page: weeklyDeals },
  { path: "/plus-offers", title: "page.plusOffers.title", page: plusOffers },
  { path: "/trending", title: "page.trending.title", page: trending },
  { path: "/partner/:name", title: "page.partner.title", page: partnerTags },
  { path: "/partners/:name", title: "page.partner.title", page: partnerDeals },
  { path: "/offer/:id", title: "page.offer.title", page: offerForward },
  { path: "/spc-plus", title: "page.spcPlus.title", page: spcPlus },
  { path: "/redirect-to-partner", title: "page.redirectToPartner.title", page: redirectToPartner },
  { path: "/favourites", title: "page.favourites.title", page: favourites, gate: "registered" },
  {
    path: "/favourites/list/:id",
    title: "page.savedList.title",
    page: savedList,
    gate: "registered",
  },
  // A list its owner shares by link: read-only, for anyone (issue 15; decision 0032).
  { path: "/shared-list/:token", title: "page.sharedList.title", page: sharedList },
  { path: "/cibc", title: "page.cibc.title", page: cibc },
  { path: "/cibc/offers", title: "page.cibcOffers.title", page: cibcOffers },
  {
    path: "/highschool",
    title: "page.highSchool.title",
    page: highSchool,
  },
  { path: "/timhortons", title: "page.timHortons.title", page: timHortons },
  { path: "/bts-market-landing", title: "page.btsMarket.title", page: btsMarket },
  // §2.3 account, purchase and activation
  { path: "/login", title: "page.login.title", page: login },
  { path: "/signup", title: "page.signup.title", page: signup },
  {
    path: "/signup/additional",
    title: "page.signupAdditional.title",
    page: signupAdditional,
    gate: "registered",
  },
  {
    path: "/signup/purchase",
    title: "page.purchase.title",
    page: signupPurchase,
    gate: "purchase",
  },
  {
    path: "/signup/activate",
    title: "page.activate.title",
    page: signupActivate,
    gate: "registered",
  },
  {
    path: "/signup/activation/complete",
    title: "page.activationComplete.title",
    page: activationComplete,
    gate: "registered",
  },
  { path: "/purchase/instore", title: "page.purchaseInStore.title", page: purchaseInStore },
  { path: "/register", title: "page.register.title", page: register, gate: "registered" },
  {
    path: "/explore-memberships",
    title: "page.exploreMemberships.title",
    page: exploreMemberships,
  },
  { path: "/purchase", title: "page.purchase.title", page: purchase, gate: "purchase" },
  { path: "/purchase/summary", title: "page.purchaseSummary.title", page: purchaseSummary },
  {
    path: "/purchase/completion",
    title: "page.purchaseCompletion.title",
    page: purchaseCompletion,
  },
  { path: "/activate", title: "page.activate.title", page: activate },
  { path: "/activate/account", title: "page.activateAccount.title", page: activateAccount },
  {
    path: "/activate/info",
    title: "page.activateInfo.title",
    page: activateInfo,
    gate: "registered",
  },
  {
    path: "/activate/completion",
    title: "page.activationComplete.title",
    page: activationComplete,
  },
  {
    path: "/activate/subscription",
    title: "page.activateSubscription.title",
    page: activateSubscription,
    gate: "registered",
  },
  {
    path: "/activate/incentive",
    title: "page.activateIncentive.title",
    page: activateIncentive,
    gate: "registered",
  },
  {
    path: "/membership-screen",
    title: "page.membership.title",
    page: membershipScreen,
    gate: "registered",
  },
  { path: "/billing", title: "page.billing.title", page: billing, gate: "registered" },
  { path: "/profile", title: "page.profile.title", page: profile, gate: "registered" },
  { path: "/profile/edit", title: "page.profileEdit.title", page: profileEdit, gate: "registered" },
  {
    path: "/student/verify",
    title: "page.studentVerify.title",
    page: studentVerify,
    gate: "registered",
  },
  {
    path: "/newsletter/confirm",
    title: "page.newsletterConfirm.title",
    page: newsletterConfirm,
  },
  {
    path: "/newsletter/preferences",
    title: "page.newsletterPreferences.title",
    page: newsletterPreferences,
  },
  { path: "/reset-password", title: "page.resetPassword.title", page: resetPassword },
  { path: "/__/auth/action", title: "page.authAction.title", page: authAction },
  { path: "/emailverification", title: "page.emailVerification.title", page: emailVerification },
  { path: "/verifyEmail", title: "page.emailVerification.title", page: emailVerification },
  // §2.4 contests and events; the login-gated ones (spec §2.4) use the registered gate: the login
  // prompt, then back to the page (§2.5 auto-login lands on it the same way).
  { path: "/contest/rules", title: "page.contestRules.title", page: contestRulesList },
  { path: "/contest/rules/:contestname", title: "page.contestRules.title", page: contestRules },
  { path: "/contest/:id", title: "page.contest.title", page: contest },
  {
    path: "/12-days-giveaways-2024",
    title: "page.twelveDays.title",
    page: contest,
    gate: "registered",
  },
  {
    path: "/holiday-contest",
    title: "page.holidayContest.title",
    page: contest,
    gate: "registered",
  },
  {
    path: "/bdaycontest",
    title: "page.birthdayContest.title",
    page: contest,
    gate: "registered",
  },
  {
    path: "/frost-activation-2025",
    title: "page.frostActivation.title",
    page: contest,
    gate: "registered",
  },
  {
    path: "/frost-2025-matchgame",
    title: "page.frostMatchGame.title",
    page: contest,
    gate: "registered",
  },
  { path: "/campustour-2024", title: "page.campusTour.title", page: contest },
  { path: "/levis-info2024", title: "page.levis.title", page: contest },
  { path: "/cibc_trade_contest", title: "page.cibcContest.title", page: contest },
  { path: "/landingcontest/:url", title: "page.contest.title", page: contest },
  { path: "/bts-2025", title: "page.bts2025.title", page: contest },
  { path: "/bts-easy-promo", title: "page.btsEasyPromo.title", page: contest },
  // §2.1 "a catch-all /:id serves holiday event pages": the event running now under that slug,
  // anything else the not-found page.
  { path: "/:id", title: "page.notFound.title", page: holidayEvent },
  { path: "*", title: "page.notFound.title", page: notFound },
];
