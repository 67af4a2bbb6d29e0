import type { FastifyInstance } from "fastify";

/** A fresh seeded database and an app on it for one test file: the api's one `useTestApp`. */
export { useTestApp as useCatalogueApp } from "./use-test-app";

/** GET under /api/offers; returns status and parsed JSON. */
export async function get(app: FastifyInstance, path: string) {
  const response = await app.inject({ url: `/api/offers${path}` });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}
