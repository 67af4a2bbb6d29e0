import { randomUUID } from "node:crypto";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { localGatewayPaymentMethods, localGatewayTransactions } from "../../db/schema";
import { amountBehaviour, type NonceBehaviour, nonceBehaviour } from "./test-nonces";
import type {
  ChargeOutcome,
  ChargeRequest,
  GatewayTransaction,
  PaymentGateway,
  SavedPaymentMethod,
  VaultOutcome,
} from "./types";

type Row = typeof localGatewayTransactions.$inferSelect;

const SUCCEEDED = new Set(["submitted_for_settlement", "settled"]);

/** Test nonces carry no expiry date or PayPal e-mail: the local vault knows brand and last 4. */
function toSavedMethod(row: typeof localGatewayPaymentMethods.$inferSelect): SavedPaymentMethod {
  const brand = row.cardBrand;
  return {
    token: row.token,
    kind: brand === "PayPal" ? "paypal" : brand === "Venmo" ? "other" : "card",
    brand,
    last4: row.cardLast4,
    expirationMonth: null,
    expirationYear: null,
    email: null,
  };
}

function toTransaction(row: Row): GatewayTransaction {
  return {
    id: row.id,
    orderId: row.orderId,
    type: row.type === "credit" ? "credit" : "sale",
    succeeded: SUCCEEDED.has(row.status),
    status: row.status,
    amountCents: row.amountCents,
    currency: row.currency,
    paymentMethodToken: row.paymentMethodToken,
    cardBrand: row.cardBrand,
    cardLast4: row.cardLast4,
    processorResponseCode: row.processorResponseCode,
    processorResponseText: row.processorResponseText,
  };
}

/** The client token of the local gateway: the web shows its test form instead of the drop-in. */
export const LOCAL_CLIENT_TOKEN = "local-test-gateway";

/**
 * The embedded default gateway: no network, no money. It answers Braintree's documented test
 * nonces the way the Braintree sandbox does (test-nonces.ts) and keeps its transactions in
 * `local_gateway_transactions`, so lookups by order id, refunds and reconciliation work.
 */
export function createLocalGateway(db: Db): PaymentGateway {
  async function record(
    values: Omit<typeof localGatewayTransactions.$inferInsert, "id">,
  ): Promise<Row> {
    const [row] = await db
      .insert(localGatewayTransactions)
      .values({ id: `local_${randomUUID().replaceAll("-", "").slice(0, 16)}`, ...values })
      .returning();
    return row!;
  }

  async function behaviourOf(request: ChargeRequest): Promise<{
    behaviour: NonceBehaviour;
    token: string | null;
  }> {
    if (request.paymentMethodToken) {
      const [method] = await db
        .select()
        .from(localGatewayPaymentMethods)
        .where(eq(localGatewayPaymentMethods.token, request.paymentMethodToken));
      if (!method) {
        return {
          behaviour: {
            outcome: "validation_error",
            code: "91518",
            message: "Payment method token is invalid.",
          },
          token: null,
        };
      }
      return { behaviour: nonceBehaviour(method.nonce), token: method.token };
    }
    return { behaviour: nonceBehaviour(request.paymentMethodNonce ?? ""), token: null };
  }

  return {
    name: "local",

    async clientToken() {
      return LOCAL_CLIENT_TOKEN;
    },

    async charge(request) {
      const { behaviour: byMethod, token } = await behaviourOf(request);
      const behaviour =
        byMethod.outcome === "success"
          ? (amountBehaviour(request.amountCents) ?? byMethod)
          : byMethod;
      const base = {
        orderId: request.orderId,
        type: "sale",
        amountCents: request.amountCents,
        currency: request.currency,
        nonce: request.paymentMethodNonce ?? null,
        paymentMethodToken: token,
      };
      switch (behaviour.outcome) {
        case "success": {
          let savedToken = token;
          if (!savedToken && request.storeInVaultForCustomer) {
            savedToken = `local_pm_${randomUUID()}`;
            await db.insert(localGatewayPaymentMethods).values({
              token: savedToken,
              customerId: request.storeInVaultForCustomer,
              nonce: request.paymentMethodNonce ?? "",
              cardBrand: behaviour.brand,
              cardLast4: behaviour.last4 || null,
            });
          }
          const row = await record({
            ...base,
            status: "submitted_for_settlement",
            paymentMethodToken: savedToken,
            customerId: request.storeInVaultForCustomer ?? null,
            cardBrand: behaviour.brand,
            cardLast4: behaviour.last4 || null,
            processorResponseCode: "1000",
            processorResponseText: "Approved",
          });
          return { ok: true, transaction: toTransaction(row) };
        }
        case "processor_declined":
        case "processor_failure": {
          const row = await record({
            ...base,
            status: behaviour.outcome === "processor_declined" ? "processor_declined" : "failed",
            processorResponseCode: behaviour.code,
            processorResponseText: behaviour.text,
          });
          return {
            ok: false,
            kind: behaviour.outcome,
            message: behaviour.text,
            transaction: toTransaction(row),
            processorResponseCode: behaviour.code,
            processorResponseText: behaviour.text,
          };
        }
        case "gateway_rejected": {
          const row = await record({
            ...base,
            status: "gateway_rejected",
            gatewayRejectionReason: behaviour.reason,
          });
          return {
            ok: false,
            kind: "gateway_rejected",
            message: `Gateway Rejected: ${behaviour.reason}`,
            transaction: toTransaction(row),
            processorResponseCode: null,
            processorResponseText: null,
          };
        }
        case "validation_error":
          // Like Braintree: a validation error creates no transaction.
          return {
            ok: false,
            kind: "validation_error",
            message: behaviour.message,
            transaction: null,
            processorResponseCode: behaviour.code,
            processorResponseText: behaviour.message,
          };
      }
    },

    async findByOrderId(orderId) {
      const rows = await db
        .select()
        .from(localGatewayTransactions)
        .where(eq(localGatewayTransactions.orderId, orderId))
        .orderBy(asc(localGatewayTransactions.createdAt));
      return rows.map(toTransaction);
    },

    async refund(transactionId, amountCents) {
      return db.transaction(async (tx) => {
        const [sale] = await tx
          .select()
          .from(localGatewayTransactions)
          .where(
            and(
              eq(localGatewayTransactions.id, transactionId),
              eq(localGatewayTransactions.type, "sale"),
            ),
          )
          .for("update");
        const refusal = (message: string): ChargeOutcome => ({
          ok: false,
          kind: "validation_error",
          message,
          transaction: null,
          processorResponseCode: null,
          processorResponseText: null,
        });
        if (!sale || !SUCCEEDED.has(sale.status)) return refusal("Cannot refund transaction");
        const [{ refunded } = { refunded: 0 }] = await tx
          .select({
            refunded: sql<number>`coalesce(sum(${localGatewayTransactions.amountCents}), 0)::int`,
          })
          .from(localGatewayTransactions)
          .where(eq(localGatewayTransactions.refundedTransactionId, transactionId));
        const amount = amountCents ?? sale.amountCents - refunded;
        if (amount <= 0 || refunded + amount > sale.amountCents) {
          return refusal("Refund amount is too large.");
        }
        const [row] = await tx
          .insert(localGatewayTransactions)
          .values({
            id: `local_${randomUUID().replaceAll("-", "").slice(0, 16)}`,
            orderId: sale.orderId,
            type: "credit",
            amountCents: amount,
            currency: sale.currency,
            status: "submitted_for_settlement",
            refundedTransactionId: sale.id,
            processorResponseCode: "1000",
            processorResponseText: "Approved",
          })
          .returning();
        return { ok: true, transaction: toTransaction(row!) };
      });
    },

    async vault(customerId, paymentMethodNonce): Promise<VaultOutcome> {
      const behaviour = nonceBehaviour(paymentMethodNonce);
      if (behaviour.outcome !== "success") {
        const message =
          behaviour.outcome === "gateway_rejected"
            ? `Gateway Rejected: ${behaviour.reason}`
            : behaviour.outcome === "validation_error"
              ? behaviour.message
              : behaviour.text;
        return { ok: false, kind: behaviour.outcome, message };
      }
      const token = `local_pm_${randomUUID()}`;
      await db.insert(localGatewayPaymentMethods).values({
        token,
        customerId,
        nonce: paymentMethodNonce,
        cardBrand: behaviour.brand,
        cardLast4: behaviour.last4 || null,
      });
      return { ok: true, token, cardBrand: behaviour.brand, cardLast4: behaviour.last4 || null };
    },

    async findPaymentMethod(customerId, token) {
      const [row] = await db
        .select()
        .from(localGatewayPaymentMethods)
        .where(
          and(
            eq(localGatewayPaymentMethods.token, token),
            eq(localGatewayPaymentMethods.customerId, customerId),
          ),
        );
      return row ? toSavedMethod(row) : null;
    },
  };
}
