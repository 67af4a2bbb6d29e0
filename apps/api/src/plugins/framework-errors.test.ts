import { connect } from "node:net";
import { ERROR_CODES, errorEnvelopeSchema } from "@spc/shared";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../testing/app";
import { JSON_MAX_DEPTH } from "./json-body";

function errorOf(body: string) {
  return errorEnvelopeSchema.parse(JSON.parse(body)).error;
}

/** Sends raw bytes to the listening app and reads the whole answer (status line, headers, body). */
function rawRequest(port: number, text: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    let answer = "";
    socket.on("data", (chunk) => {
      answer += chunk.toString("utf8");
    });
    socket.on("error", () => {}); // the server closes the connection after a refusal
    socket.on("close", () => {
      const match = /^HTTP\/1\.1 (\d{3})/.exec(answer);
      if (!match) return reject(new Error(`no HTTP answer: ${answer.slice(0, 80)}`));
      resolve({ status: Number(match[1]), body: answer.split("\r\n\r\n")[1] ?? "" });
    });
    socket.write(text);
  });
}

describe("errors raised before any route runs", () => {
  let app: FastifyInstance;
  let port: number;

  beforeAll(async () => {
    app = await buildTestApp();
    app.post("/api/test/echo", async (request) => request.body);
    app.get("/api/test/items/:id", async (request) => request.params);
    app.delete("/api/test/items/:id", async (request) => request.params);
    await app.listen({ port: 0, host: "127.0.0.1" });
    const address = app.server.address();
    port = typeof address === "object" && address ? address.port : 0;
  });
  afterAll(() => app.close());

  it("answers a path whose escapes do not decode with 400 malformed_url", async () => {
    for (const bad of ["%ZZ", "%C0%AF", "%ED%A0%80", "%"]) {
      const response = await app.inject({ url: `/api/test/items/${bad}` });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response.body).code).toBe(ERROR_CODES.malformedUrl);
    }
  });

  it("answers an over-long path parameter with 414 uri_too_long", async () => {
    const url = `/api/test/items/${"7".repeat(101)}`;
    const response = await app.inject({ method: "DELETE", url });
    expect(response.statusCode).toBe(414);
    expect(errorOf(response.body).code).toBe(ERROR_CODES.uriTooLong);
  });

  it("answers a GET whose path matches no route once too long with the 404 envelope", async () => {
    // /api/* catches it before the static files could answer 403 (see spa.ts).
    for (const url of [`/api/test/items/${"7".repeat(101)}`, `/api/${"a/".repeat(3000)}`]) {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(errorOf(response.body).code).toBe(ERROR_CODES.notFound);
    }
  });

  it("answers a JSON body nested deeper than the limit with 400 body_too_deep", async () => {
    const deep = `${"[".repeat(100_000)}${"]".repeat(100_000)}`;
    const response = await app.inject({
      method: "POST",
      url: "/api/test/echo",
      headers: { "content-type": "application/json" },
      payload: deep,
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response.body).code).toBe(ERROR_CODES.bodyTooDeep);
  });

  it("still parses a body nested exactly to the limit", async () => {
    const payload = `${"[".repeat(JSON_MAX_DEPTH)}${"]".repeat(JSON_MAX_DEPTH)}`;
    const response = await app.inject({
      method: "POST",
      url: "/api/test/echo",
      headers: { "content-type": "application/json" },
      payload,
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(payload);
  });

  it("answers a body over the size limit with 413 payload_too_large", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/test/echo",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ q: "x".repeat(1_100_000) }),
    });
    expect(response.statusCode).toBe(413);
    expect(errorOf(response.body).code).toBe(ERROR_CODES.payloadTooLarge);
  });

  it("answers headers over 16 KB with 431 headers_too_large in the envelope", async () => {
    const answer = await rawRequest(
      port,
      `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(17_000)}\r\n\r\n`,
    );
    expect(answer.status).toBe(431);
    expect(errorOf(answer.body).code).toBe(ERROR_CODES.headersTooLarge);
  });

  it("answers an address over 16 KB with 431 headers_too_large in the envelope", async () => {
    const answer = await rawRequest(
      port,
      `GET /api/health?q=${"a".repeat(17_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
    );
    expect(answer.status).toBe(431);
    expect(errorOf(answer.body).code).toBe(ERROR_CODES.headersTooLarge);
  });

  it("answers bytes that are not HTTP with 400 bad_request in the envelope", async () => {
    const answer = await rawRequest(port, "HELLO\u0000 there\r\n\r\n");
    expect(answer.status).toBe(400);
    expect(errorOf(answer.body).code).toBe(ERROR_CODES.badRequest);
  });
});
