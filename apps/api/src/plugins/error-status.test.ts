import { ERROR_CODES, type ErrorCode, errorEnvelopeSchema } from "@spc/shared";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AppError } from "../lib/app-error";
import { HTTP_STATUS_OF } from "./error-status";
import { clientProblem, errorsPlugin, RETRY_AFTER_SECONDS } from "./errors";

const CODES = Object.values(ERROR_CODES) as ErrorCode[];

describe("the one code → status table", () => {
  it("gives every code of the catalogue an error status", () => {
    for (const code of CODES) {
      const status = HTTP_STATUS_OF[code];
      expect(Number.isInteger(status), code).toBe(true);
      expect(status, code).toBeGreaterThanOrEqual(400);
      expect(status, code).toBeLessThan(600);
    }
  });

  it("maps no code the catalogue does not have", () => {
    expect(Object.keys(HTTP_STATUS_OF).sort()).toEqual([...CODES].sort());
  });

  it("lists each code once in the catalogue", () => {
    expect(new Set(CODES).size).toBe(CODES.length);
  });

  it("agrees with the codes given to the statuses Fastify and Node raise", () => {
    for (const status of [400, 401, 403, 404, 405, 406, 408, 409, 413, 414, 415, 429, 431]) {
      const { code } = clientProblem(status);
      expect(HTTP_STATUS_OF[code], `${status} ${code}`).toBe(status);
    }
  });
});

describe("the errors plugin", () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = Fastify({ logger: false });
    await app.register(errorsPlugin);
    app.get<{ Params: { code: ErrorCode } }>("/throw/:code", async (request) => {
      throw new AppError(request.params.code, `thrown ${request.params.code}`, {
        details: { why: "test" },
      });
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it("answers every code with its mapped status, in the envelope", async () => {
    for (const code of CODES) {
      const response = await app.inject({ url: `/throw/${code}` });
      expect(response.statusCode, code).toBe(HTTP_STATUS_OF[code]);
      expect(errorEnvelopeSchema.parse(response.json())).toEqual({
        error: {
          request_id: expect.any(String),
          code,
          message: `thrown ${code}`,
          details: { why: "test" },
        },
      });
      if (response.statusCode === 503) {
        expect(response.headers["retry-after"], code).toBe(String(RETRY_AFTER_SECONDS));
      }
    }
  });
});
