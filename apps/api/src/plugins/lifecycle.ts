import { globalPlugin } from "./global-plugin";

/** Where this copy is in its life, for the readiness check and the shutdown (main.ts). */
export interface Lifecycle {
  /** True once a shutdown began: the balancer should stop sending new requests. */
  readonly draining: boolean;
  /** Marks the start of a shutdown (SIGTERM); requests keep being served meanwhile. */
  drain(): void;
}

declare module "fastify" {
  interface FastifyInstance {
    lifecycle: Lifecycle;
  }
}

/**
 * A rolling restart without failed requests (decision 0040): on SIGTERM the copy first says "not
 * ready" (GET /api/ready answers 503) while it keeps answering, so the balancer's health check
 * takes it out of rotation; only then does it stop accepting and finish what is in flight.
 */
export const lifecyclePlugin = globalPlugin("spc-lifecycle", async (fastify) => {
  let draining = false;
  fastify.decorate("lifecycle", {
    get draining() {
      return draining;
    },
    drain() {
      draining = true;
    },
  } satisfies Lifecycle);
});
