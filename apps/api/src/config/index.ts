// The API's configuration: one file per concern, read from the environment once by loadConfig.
// Code outside this folder imports from here ("../config") only.
export { DEVELOPMENT_AFFILIATE_SECRET } from "./affiliate";
export type { CaptchaConfig } from "./captcha";
export { ConfigError } from "./errors";
export type { IdCheckConfig } from "./id-check";
export { type Config, loadConfig } from "./load";
export type { MailConfig } from "./mail";
export type { PaymentsConfig } from "./payments";
export { publicConfig, publicConfigSchema } from "./public";
export { DEFAULT_RENEWAL_RETRY_DAYS } from "./renewals";
export { DEVELOPMENT_SCHOOL_PORTAL_SECRET } from "./school-portal";
export { REPO_ROOT } from "./server";
export type { JobBoardConfig, SiteConfig } from "./site";
export type { StorageConfig } from "./storage";
export type { TimsConfig } from "./tims";
