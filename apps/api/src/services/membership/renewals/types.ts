import type { Country } from "@spc/shared";
import type { Db } from "../../../db/client";
import type { cardRenewals } from "../../../db/schema";
import type { RenewalMails } from "./mails";

/** The part of the payment gateway port (adapters/payments) renewals use. */
export interface RenewalGateway {
  readonly name: string;
  charge(request: {
    amountCents: number;
    currency: "CAD" | "USD";
    orderId: string;
    paymentMethodToken?: string;
  }): Promise<
    | { ok: true; transaction: { id: string } }
    | {
        ok: false;
        kind: string;
        message: string;
        transaction: { id: string } | null;
        processorResponseCode: string | null;
        processorResponseText: string | null;
      }
  >;
  findByOrderId?(orderId: string): Promise<{ id: string; succeeded: boolean }[]>;
}

export interface RenewalDeps {
  db: Db;
  gateway: RenewalGateway;
  country: Country;
  log?: { info(obj: object, msg?: string): void; error(obj: object, msg?: string): void };
  /** Days after the first failure on which a declined renewal is retried (config.renewals). */
  retryDays?: readonly number[];
  /** The member's renewal e-mails; absent = none sent. */
  mails?: RenewalMails;
}

export type RenewalRow = typeof cardRenewals.$inferSelect;
