import { type Mailer, renderGuestCardMail } from "../../../adapters/mailer";
import { createPaymentGateway, type PaymentGateway } from "../../../adapters/payments";
import type { Config } from "../../../config";
import { centsToDecimalString } from "../../../lib/money";
import { globalPlugin } from "../../../plugins/global-plugin";
import { checkout } from "./engine";
import { reconcileOpenIntents } from "./reconcile";
import type {
  CheckoutAnswer,
  CheckoutBody,
  CheckoutDeps,
  CheckoutHooks,
  CheckoutInput,
} from "./types";

export interface PaymentsService {
  gateway: PaymentGateway;
  /** Test seams (crash simulation); empty in production. */
  hooks: CheckoutHooks;
  deps: CheckoutDeps;
  checkout(input: CheckoutInput): Promise<CheckoutAnswer>;
  reconcile(options?: {
    ignoreLock?: boolean;
    now?: Date;
  }): ReturnType<typeof reconcileOpenIntents>;
}

declare module "fastify" {
  interface FastifyInstance {
    payments: PaymentsService;
  }
}

/** E-mails a guest order's card (the words are the mailer's guest-card template). */
function guestCardMail(mailer: Mailer, config: Config) {
  return async (email: string, language: string, body: CheckoutBody) => {
    const mail = renderGuestCardMail(
      {
        cardNumber: body.card.card_number,
        csv: body.card.csv,
        total: `${centsToDecimalString(body.order.total_cents)} ${body.order.currency}`,
        orderId: body.order.id,
        activateUrl: `${config.publicUrl}/activate?card_num=${body.card.card_number}&csv=${body.card.csv}`,
      },
      language === "fr" ? "fr" : "en",
    );
    await mailer.send({ to: email, kind: "guest_card", ...mail });
  };
}

/**
 * The money path for the whole app (store, promos and VIP routes use `fastify.payments`): the
 * gateway (Braintree when configured, else the local test gateway) and the idempotent checkout
 * engine. Reconciles stuck checkouts at start-up and every PAYMENT_RECONCILE_INTERVAL_MS.
 */
export const paymentsPlugin = globalPlugin<{ config: Config }>(
  "spc-payments",
  async (fastify, { config }) => {
    // A real deployment must not give cards away for test nonces by accident.
    if (
      config.isProduction &&
      config.databaseUrl &&
      config.payments.gateway === "local" &&
      !config.payments.localChosenExplicitly
    ) {
      throw new Error(
        "production on DATABASE_URL needs the BRAINTREE_* keys (or PAYMENT_GATEWAY=local to accept test nonces on purpose)",
      );
    }
    const gateway = await createPaymentGateway(config.payments, fastify.database.db);
    const hooks: CheckoutHooks = {};
    const deps: CheckoutDeps = {
      db: fastify.database.db,
      gateway,
      config,
      log: fastify.log,
      hooks,
      onGuestCard: guestCardMail(fastify.mailer, config),
    };
    fastify.decorate("payments", {
      gateway,
      hooks,
      deps,
      checkout: (input) => checkout(deps, input),
      reconcile: (options) => reconcileOpenIntents(deps, options),
    } satisfies PaymentsService);

    const reconcile = async (when: string) => {
      try {
        const counts = await reconcileOpenIntents(deps);
        if (counts.completed + counts.failed > 0) {
          fastify.log.warn({ counts, when }, "reconciled interrupted checkouts");
        }
      } catch (error) {
        fastify.log.error({ err: error, when }, "checkout reconciliation failed");
      }
    };
    let timer: NodeJS.Timeout | undefined;
    fastify.addHook("onReady", async () => {
      await reconcile("start-up");
      if (config.payments.reconcileIntervalMs > 0) {
        timer = setInterval(() => void reconcile("periodic"), config.payments.reconcileIntervalMs);
        timer.unref();
      }
    });
    fastify.addHook("onClose", async () => {
      if (timer) clearInterval(timer);
    });
  },
);
