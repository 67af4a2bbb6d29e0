// The checkout's shapes and timings, shared by the files of one checkout (decision 0010, 0017).
import type { FastifyBaseLogger } from "fastify";
import type { PaymentGateway } from "../../../adapters/payments";
import type { Config } from "../../../config";
import type { Db } from "../../../db/client";
import type { PaymentIntentKind, paymentIntents } from "../../../db/schema";
import type { OrderAttribution } from "../../../lib/utm-header";
import { INTENT_LEASE_MS } from "./intent-lease";
import type { toOrderSummary, toWireCard } from "./wire";

export type Intent = typeof paymentIntents.$inferSelect;

/** While a request works on an intent nobody else touches it; renewed while it works, so a
 * crashed request's lock lapses within this (intent-lease.ts). */
export const INTENT_LOCK_MS = INTENT_LEASE_MS;
/** The reconciler fails a pending intent the gateway has no record of only after this long (late
 * sales); a same-key retry, which has the nonce, charges it instead (decision 0017). */
export const UNCHARGED_GRACE_MS = 10 * 60_000;
/** How long a duplicate request waits for the first one to finish before answering 409: a bit
 * more than a lease, so a retry after a crash finds out instead of being told to come back. */
export const REPLAY_WAIT_MS = INTENT_LEASE_MS + 5_000;

/** Test seam: runs right after the gateway took the money (stage "gateway", before it is
 * recorded) and after it is recorded as charged (stage "recorded"); `beforeCharge` runs once the
 * intent is recorded, before the gateway is called. A throw simulates a crash. */
export interface CheckoutHooks {
  afterCharge?: (stage: "gateway" | "recorded", intentId: string) => void | Promise<void>;
  beforeCharge?: (intentId: string) => void | Promise<void>;
}

export interface CheckoutDeps {
  db: Db;
  gateway: PaymentGateway;
  config: Pick<Config, "country" | "currency">;
  log: FastifyBaseLogger;
  hooks: CheckoutHooks;
  /** Called after a guest order commits (e-mails the card); failures are only logged. */
  onGuestCard?: (email: string, language: string, body: CheckoutBody) => Promise<void>;
}

export interface CheckoutCodes {
  promo?: string | undefined;
  school?: string | undefined;
  referral?: string | undefined;
  access?: string | undefined;
}

export interface CheckoutInput {
  kind: PaymentIntentKind;
  idempotencyKey: string;
  userId: string | null;
  guestEmail: string | null;
  nonce: string;
  paymentType: "card" | "paypal";
  language: "en" | "fr";
  productId?: string | undefined;
  province?: string | undefined;
  postal?: string | undefined;
  codes: CheckoutCodes;
  autoRenew: boolean;
  /** The campaign of the request's utm header (a hint: never part of the request hash). */
  attribution?: OrderAttribution | null | undefined;
}

export interface CheckoutBody {
  success: true;
  order: ReturnType<typeof toOrderSummary>;
  card: ReturnType<typeof toWireCard>;
  transaction_id: string | null;
}

/** The HTTP answer of a checkout; stored on the intent and replayed verbatim. */
export interface CheckoutAnswer {
  status: number;
  body: unknown;
  replayed: boolean;
}
