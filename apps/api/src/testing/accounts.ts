import { desc, eq } from "drizzle-orm";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import type { Db } from "../db/client";
import { outbox } from "../db/schema";

export const ORIGIN = "http://localhost:3000";
export const PASSWORD = "Student2026!";

/** `name=value` pairs of a response's set-cookie headers, as a Cookie header. */
export function cookiesOf(response: LightMyRequestResponse): string {
  const raw = response.headers["set-cookie"];
  const list = Array.isArray(raw) ? raw : raw ? [raw] : [];
  return list
    .map((cookie) => cookie.split(";")[0]!)
    .filter((pair) => !pair.endsWith("="))
    .join("; ");
}

export async function signUp(
  app: FastifyInstance,
  email: string,
  options: { password?: string; language?: "en" | "fr"; name?: string } = {},
) {
  return app.inject({
    method: "POST",
    url: "/api/auth/sign-up/email",
    headers: { origin: ORIGIN },
    payload: {
      email,
      password: options.password ?? PASSWORD,
      name: options.name ?? "Test Student",
      language: options.language ?? "en",
    },
  });
}

export async function signIn(app: FastifyInstance, email: string, password = PASSWORD) {
  return app.inject({
    method: "POST",
    url: "/api/auth/sign-in/email",
    headers: { origin: ORIGIN },
    payload: { email, password },
  });
}

/** Signs in and returns the Cookie header of the new session. */
export async function sessionCookie(app: FastifyInstance, email: string, password = PASSWORD) {
  const response = await signIn(app, email, password);
  if (response.statusCode !== 200) {
    throw new Error(`sign-in of ${email} failed: ${response.statusCode} ${response.body}`);
  }
  return cookiesOf(response);
}

export async function latestMail(db: Db, email: string, kind?: string) {
  const rows = await db
    .select()
    .from(outbox)
    .where(eq(outbox.toAddress, email.toLowerCase()))
    .orderBy(desc(outbox.id));
  return rows.find((row) => !kind || row.kind === kind);
}

/** The query parameters of the first link of a mail's text. */
export function linkParams(text: string): URLSearchParams {
  const url = /https?:\/\/\S+/.exec(text)?.[0];
  if (!url) throw new Error(`no link in mail: ${text}`);
  return new URL(url).searchParams;
}
