// A public page's own content row (heading, lead, intro): decision 0034, used by the pages of
// decision 0036 whose main content comes from another call.
export { pageCopyQueryOptions, usePageCopy } from "./api/get-page-copy";
export { PageHeading } from "./components/page-heading";
