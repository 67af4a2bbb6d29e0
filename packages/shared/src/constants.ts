// Business constants and limits of spec §9, named. Times are milliseconds unless the name says so.
import type { Country } from "./entities/locale";

const SECOND_MS = 1000;
const HOUR_MS = 60 * 60 * SECOND_MS;
const DAY_MS = 24 * HOUR_MS;

// ── Offers and search ──────────────────────────────────────────────────────────────────────────
/** Offers per page of every offers listing. */
export const OFFERS_PAGE_SIZE = 24;
/** Default limit of the tag-filter helper and of the top tag suggestions call. */
export const TAG_SUGGESTIONS_LIMIT = 10;
/** The search box's tag dropdown shows at most this many tags. */
export const TAG_DROPDOWN_LIMIT = 5;

// ── Product and money ──────────────────────────────────────────────────────────────────────────
/** Yearly membership price, shown as $11.99/year. */
export const MEMBERSHIP_PRICE = 11.99;
/** Product id used when no promo code selects another product. */
export const DEFAULT_PRODUCT_ID = "1_year_card";
/** Description of the default product, kept verbatim from the legacy catalogue. */
export const DEFAULT_PRODUCT_DESCRIPTION = "2019/20 Membership";
/** Currency of prices per country build. */
export const CURRENCY_BY_COUNTRY: Readonly<Record<Country, "CAD" | "USD">> = Object.freeze({
  ca: "CAD",
  us: "USD",
});

// ── Members ────────────────────────────────────────────────────────────────────────────────────
/** A membership that began this many days ago or less is new: the new-member promotion (0053). */
export const NEW_MEMBER_PROMO_DAYS = 14;

// ── Timings ────────────────────────────────────────────────────────────────────────────────────
/** The shown search suggestion rotates this often. */
export const SUGGESTION_ROTATION_MS = 5 * SECOND_MS;
/** Fade between two search suggestions. */
export const SUGGESTION_FADE_MS = 500;
/** The tag list hides this long after the search box blurs, so a click on a tag still lands. */
export const TAG_LIST_HIDE_DELAY_MS = 150;
/** Browser geolocation gives up after this long. */
export const GEOLOCATION_TIMEOUT_MS = 3000;
/** Mobile menu items animate in with this delay per item. */
export const MENU_ITEM_DELAY_MS = 100;
/** Length of the hidden-sequence confetti effect. */
export const CONFETTI_DURATION_MS = 3000;
/** Number of comets (particles) of the confetti effect. */
export const CONFETTI_PARTICLE_COUNT = 200;

// ── Validity windows ───────────────────────────────────────────────────────────────────────────
/** First-party analytics' pseudonymous visitor id cookie (ANALYTICS_PROVIDER=local), 13 months. */
export const ANALYTICS_VISITOR_COOKIE = "spc_aid";
export const ANALYTICS_VISITOR_MAX_AGE_MS = 396 * DAY_MS;
/**
 * First-party measurement rows (analytics_events) are deleted once this old (decision 0051): as
 * long as the visitor cookie that links them lives, 13 months.
 */
export const ANALYTICS_RETENTION_MS = ANALYTICS_VISITOR_MAX_AGE_MS;
/** sessionStorage: whether this tab's visit is in the recorded sample ("1") or not ("0"). */
export const SESSION_RECORDING_KEY = "spc_rec";
/** A stored UTM record stays valid this long. */
export const UTM_MAX_AGE_MS = 7 * DAY_MS;
/** The request header that carries the stored UTM record as JSON (spec §7). */
export const UTM_HEADER = "utm";
/**
 * The browser extension's cookies (spec §9). A `from_extension` hand-off also leaves the member's
 * token for the extension for an hour; the partner redirect names the offer and its site for
 * 10 seconds, so the extension, seeing that site open, knows SPC already applied the deal.
 */
export const EXTENSION_TOKEN_COOKIE = "spc_ext_token";
export const EXTENSION_TOKEN_MAX_AGE_MS = 60 * 60_000;
export const EXTENSION_OFFER_ID_COOKIE = "spc_ext_offer_id";
export const EXTENSION_OFFER_DOMAIN_COOKIE = "spc_ext_offer_domain";
export const EXTENSION_OFFER_MAX_AGE_MS = 10_000;
/** Name of the affiliate cookie set by /rktcki. */
export const AFFILIATE_COOKIE_NAME = "rmStoreGateway";
/** Lifetime of the affiliate cookie (2 592 000 000 ms). */
export const AFFILIATE_COOKIE_MAX_AGE_MS = 30 * DAY_MS;

/**
 * The bank-affiliate link (spec §2.6): the bank's site sends a client to this path with its token
 * in this query parameter; the web then runs the sign-up and calls POST /v2/associateCard.
 */
export const AFFILIATE_LINK_PATH = "/cibc/activation";
export const AFFILIATE_TOKEN_PARAM = "affiliate_token";
/**
 * The offer behind the /samsung10 campaign address (spec §2.1: "/samsung10 goes to
 * /redirect-to-partner?offer_id=", the id not shown). The demo catalogue seeds its campaign offer
 * under this id (seedOfferIds.samsung10); a catalogue where the campaign's offer has another id
 * changes it here.
 */
export const SAMSUNG10_OFFER_ID = 17;
/** The long lifetime of the membership-expiring modal cookie (the short one ends the day). */
export const EXPIRING_MODAL_COOKIE_LONG_MAX_AGE_MS = 365 * DAY_MS;

// ── Membership expiry ──────────────────────────────────────────────────────────────────────────
/** Days-before-expiry at which warnings start a new tier. */
export const EXPIRY_WARNING_TIERS_DAYS = [0, 7, 14, 30] as const;
/** `days` values the expiry-status call uses to select a banner. */
export const EXPIRY_BANNER_DAYS = [7, 0, 30, 60, 14, 2] as const;
/** `days` values (besides the subscription type) that open the membership-expiring modal. */
export const EXPIRING_MODAL_DAYS = [2, 14] as const;

// ── Lengths and formats ────────────────────────────────────────────────────────────────────────
/** Saved-list names longer than this are cut for display. */
export const LIST_NAME_DISPLAY_MAX = 45;
/** A cut saved-list name keeps this many characters before the ellipsis. */
export const LIST_NAME_TRUNCATE_TO = 40;
/** Digits of a membership card number. */
export const CARD_NUMBER_LENGTH = 16;
/** Shortest card number accepted when registering an existing card. */
export const REGISTER_CARD_NUMBER_MIN_LENGTH = 13;
/** Longest card number accepted when registering an existing card. */
export const REGISTER_CARD_NUMBER_MAX_LENGTH = 16;
/** Every membership card number starts with this. */
export const CARD_NUMBER_PREFIX = "6018";
/** Card number input groups, joined by a dash for display. */
export const CARD_NUMBER_BLOCKS = [4, 4, 4, 4] as const;
/** Digits of a membership security code (csv). */
export const CSV_LENGTH = 3;
/** Shortest security code accepted when registering an existing card. */
export const REGISTER_CSV_MIN_LENGTH = 3;
/** Longest security code accepted when registering an existing card. */
export const REGISTER_CSV_MAX_LENGTH = 4;
/** Shortest accepted password. */
export const PASSWORD_MIN_LENGTH = 8;
/** Canadian postal code as typed with its space (A1B 2C3). */
export const CA_POSTAL_MAX_LENGTH = 7;
/** US ZIP code length. */
export const US_POSTAL_LENGTH = 5;
/** Placeholder shown in the postal input per country. */
export const POSTAL_PLACEHOLDER: Readonly<Record<Country, string>> = Object.freeze({
  ca: "A1B 2C3",
  us: "12345",
});

// ── Ages ───────────────────────────────────────────────────────────────────────────────────────
/** The lower age limit the product checks against. */
export const MINIMUM_AGE = 16;
/** The default minimum of the age helper (age of majority used by most checks). */
export const ADULT_AGE = 18;

// ── Layout ─────────────────────────────────────────────────────────────────────────────────────
/**
 * Breakpoint widths in px: mobile up to 500, tablet 500–768 (iPad tablet 500–820), desktop above
 * 768; the header switches to desktop above 1024; the desktop layout never shrinks below 960.
 */
export const BREAKPOINTS = Object.freeze({
  mobileMax: 500,
  tabletMax: 768,
  ipadTabletMax: 820,
  desktopAbove: 768,
  headerDesktopAbove: 1024,
  minimumDesktopWidth: 960,
});

// ── Misc ───────────────────────────────────────────────────────────────────────────────────────
/** Key of the June acquisition campaign. */
export const ACQUISITION_CAMPAIGN_KEY = "june-acq";
/** HTTP status that opens the rate-limited modal. */
export const RATE_LIMIT_STATUS = 429;
/** Social sign-in providers; these skip the allowed-login check. */
export const SOCIAL_PROVIDERS = ["google", "facebook", "apple"] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** Local storage keys, one place so web code never spells them twice. */
export const STORAGE_KEYS = Object.freeze({
  language: "language",
  location: "location",
  postal: "postal",
  preferences: "preferences",
  cookies: "cookies",
  resendCountdown: "resendCountdown",
  loginAttemptCount: "loginAttemptCount",
  purchaseAttemptCount: "purchaseAttemptCount",
  failedRegistrationCount: "failedRegistrationCount",
  redirectUrl: "redirectUrl",
  uniqueToken: "unique_token",
  utmData: "utm_data",
});

/** The hidden key sequence (KeyboardEvent.key values) that triggers the confetti. */
export const KONAMI_SEQUENCE = Object.freeze([
  "ArrowUp",
  "ArrowUp",
  "ArrowDown",
  "ArrowDown",
  "ArrowLeft",
  "ArrowRight",
  "ArrowLeft",
  "ArrowRight",
  "b",
  "a",
] as const);

/** The 26 rotating search-box suggestions, each in both languages. */
export const SEARCH_SUGGESTIONS: readonly { readonly en: string; readonly fr: string }[] =
  Object.freeze([
    { en: "shoes", fr: "chaussures" },
    { en: "lunch", fr: "dîner" },
    { en: "jeans", fr: "jeans" },
    { en: "coffee", fr: "café" },
    { en: "pizza", fr: "pizza" },
    { en: "headphones", fr: "écouteurs" },
    { en: "laptop", fr: "ordinateur portable" },
    { en: "textbooks", fr: "manuels scolaires" },
    { en: "backpack", fr: "sac à dos" },
    { en: "sneakers", fr: "espadrilles" },
    { en: "hoodies", fr: "kangourous" },
    { en: "movie tickets", fr: "billets de cinéma" },
    { en: "groceries", fr: "épicerie" },
    { en: "gym membership", fr: "abonnement au gym" },
    { en: "haircut", fr: "coupe de cheveux" },
    { en: "phone case", fr: "étui de téléphone" },
    { en: "skincare", fr: "soins de la peau" },
    { en: "makeup", fr: "maquillage" },
    { en: "bubble tea", fr: "thé aux perles" },
    { en: "burgers", fr: "burgers" },
    { en: "sushi", fr: "sushis" },
    { en: "winter jacket", fr: "manteau d'hiver" },
    { en: "glasses", fr: "lunettes" },
    { en: "stationery", fr: "papeterie" },
    { en: "streaming", fr: "diffusion en continu" },
    { en: "travel", fr: "voyage" },
  ]);
