export { type AnalyticsSettings, usePublicConfig } from "./api/get-public-config";
export { useWebsiteMenu } from "./api/get-website-menu";
// Content markdown for any page that shows a content row (FAQ answers, careers bios…): no raw
// HTML, only safe links (decision 0035).
export { ContentMarkdown } from "./components/content-markdown";
export { JoinCard } from "./components/join-card";
export { MembershipPrice } from "./components/membership-price";
// A page of one content row, for features that put their own card beside it (/highschool).
export { InformationPage } from "./routes/information-page";
// The not-found page, for pages that find nothing under their address (`/:id`, `/contest/:id`).
export { NotFoundPage } from "./routes/not-found-page";
