import { AsyncLocalStorage, AsyncResource } from "node:async_hooks";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { isFromThisMachine } from "../../lib/loopback";

interface MailOrigin {
  fromThisMachine: boolean;
  ip: string;
}

const storage = new AsyncLocalStorage<MailOrigin>();
const scopes = new WeakMap<FastifyRequest, AsyncResource>();

/**
 * Remembers, for everything a request does, whether it came from this machine, so the outbox
 * can withhold the mail a stranger's request causes (a reset link must not be readable in the
 * development mailbox by the stranger who asked for it). The same pattern as
 * @fastify/request-context: body parsing resumes in the socket's async context, so the scope is
 * re-entered before validation.
 */
export function trackMailOrigin(fastify: FastifyInstance): void {
  fastify.addHook("onRequest", (request, _reply, done) => {
    const origin = { fromThisMachine: isFromThisMachine(request), ip: request.ip };
    storage.run(origin, () => {
      const scope = new AsyncResource("spc-mail-origin");
      scopes.set(request, scope);
      scope.runInAsyncScope(done, request.raw);
    });
  });
  fastify.addHook("preValidation", (request, _reply, done) => {
    const scope = scopes.get(request);
    if (scope) scope.runInAsyncScope(done, request.raw);
    else done();
  });
}

/** The address of the request being served when it did not come from this machine, else null
 * (also outside any request: jobs and scripts are the server's own doing). */
export function foreignRequestAddress(): string | null {
  const origin = storage.getStore();
  return origin && !origin.fromThisMachine ? origin.ip : null;
}
