import { isIP } from "node:net";
import type { FastifyRequest } from "fastify";

// Headers a reverse proxy adds when it forwards a request on behalf of someone else.
const FORWARDING_HEADERS = ["forwarded", "x-forwarded-for", "x-real-ip"] as const;

/** 127.0.0.0/8, ::1, and IPv4 loopback written as an IPv4-mapped IPv6 address. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const ip = address.startsWith("::ffff:") ? address.slice("::ffff:".length) : address;
  if (isIP(ip) === 4) return ip.startsWith("127.");
  return ip === "::1";
}

/**
 * True only for a request made on this machine by someone on this machine: the socket's peer
 * is loopback (never X-Forwarded-For, which anyone can write) AND no forwarding header is
 * present. The second half matters behind a reverse proxy on the same host (TRUST_PROXY or
 * not): there every socket is loopback, and only the proxy's forwarding header tells that the
 * request came from the network. A proxy that forwards without any such header cannot be told
 * apart; docs/decisions/0019 says so.
 */
export function isFromThisMachine(request: FastifyRequest): boolean {
  if (!isLoopbackAddress(request.socket.remoteAddress)) return false;
  return FORWARDING_HEADERS.every((name) => request.headers[name] === undefined);
}
