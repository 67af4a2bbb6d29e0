import type { FastifyReply } from "fastify";

/** A member's own data (codes, lists, favourites): never kept by a browser or a shared cache. */
export function personal(reply: FastifyReply): void {
  reply.header("cache-control", "private, no-store");
}
