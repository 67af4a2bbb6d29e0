// The lazy route module of the bank's link (react-router `lazy`): loader and page in one chunk.
export { affiliateActivationLoader as loader } from "../affiliate-loader";
export { CibcActivationPage as Component } from "./cibc-activation-page";
