import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

// The identity-document service behind the age and ID check (docs/decisions/0047). The member
// is sent to the service's hosted page (`url`); the outcome comes back by a signed webhook
// (hosted adapter) or from a tester (local adapter: the CLI `id:decide` or the development page
// /dev/id-verification/<session>).

export interface IdVerificationSession {
  /** The provider's session reference, kept on the verification record. */
  reference: string;
  /** Where the member completes the check (the hosted flow). */
  url: string;
}

export interface IdVerificationProvider {
  readonly kind: "hosted" | "local";
  createSession(input: { userId: string; returnUrl: string }): Promise<IdVerificationSession>;
}

/** Thrown when the hosted service cannot be reached or answers badly (the route answers 503). */
export class IdVerificationUnavailableError extends Error {
  override name = "IdVerificationUnavailableError";
}

/** The local adapter: a session whose hosted page is the development page on this server. */
export function createLocalIdVerification(publicUrl: string): IdVerificationProvider {
  return {
    kind: "local",
    async createSession() {
      const reference = `local_${randomBytes(12).toString("hex")}`;
      return { reference, url: `${publicUrl}/dev/id-verification/${reference}` };
    },
  };
}

const TIMEOUT_MS = 8000;

/**
 * The hosted adapter: `POST <apiUrl>/v1/verification_sessions` with the API key as a bearer
 * token, `{ type: "document", client_reference_id, return_url }` → `{ id, url }` (the shape of
 * the common hosted identity-document services; the member photographs an ID document and a
 * selfie on the provider's page).
 */
export function createHostedIdVerification(
  options: { apiUrl: string; apiKey: string },
  fetchImpl: typeof fetch = fetch,
): IdVerificationProvider {
  return {
    kind: "hosted",
    async createSession({ userId, returnUrl }) {
      let body: { id?: unknown; url?: unknown };
      try {
        const response = await fetchImpl(
          `${options.apiUrl.replace(/\/+$/, "")}/v1/verification_sessions`,
          {
            method: "POST",
            headers: {
              authorization: `Bearer ${options.apiKey}`,
              "content-type": "application/json",
            },
            body: JSON.stringify({
              type: "document",
              client_reference_id: userId,
              return_url: returnUrl,
            }),
            signal: AbortSignal.timeout(TIMEOUT_MS),
          },
        );
        if (!response.ok) throw new Error(`status ${response.status}`);
        body = (await response.json()) as typeof body;
      } catch (error) {
        throw new IdVerificationUnavailableError(`ID verification service: ${String(error)}`);
      }
      if (
        typeof body.id !== "string" ||
        typeof body.url !== "string" ||
        !/^https:\/\//.test(body.url)
      ) {
        throw new IdVerificationUnavailableError("ID verification service: unexpected answer");
      }
      return { reference: body.id, url: body.url };
    },
  };
}

/** How old a webhook's timestamp may be (replays of an older delivery are refused). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;
export const WEBHOOK_SIGNATURE_HEADER = "x-id-verification-signature";

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">` with the webhook secret. */
export function signWebhook(secret: string, rawBody: string, at: Date = new Date()): string {
  const t = Math.floor(at.getTime() / 1000);
  const v1 = createHmac("sha256", secret).update(`${t}.${rawBody}`).digest("hex");
  return `t=${t},v1=${v1}`;
}

/** Whether a webhook's signature header matches its raw body, within the tolerance. */
export function verifyWebhookSignature(
  secret: string,
  rawBody: string,
  header: string | undefined,
  now: Date = new Date(),
): boolean {
  if (!header) return false;
  const parts = new Map(
    header.split(",").map((part) => {
      const [key, ...rest] = part.trim().split("=");
      return [key, rest.join("=")] as const;
    }),
  );
  const t = Number(parts.get("t"));
  const given = parts.get("v1") ?? "";
  if (!Number.isInteger(t) || !/^[0-9a-f]{64}$/.test(given)) return false;
  if (Math.abs(now.getTime() / 1000 - t) > WEBHOOK_TOLERANCE_SECONDS) return false;
  const expected = createHmac("sha256", secret).update(`${t}.${rawBody}`).digest();
  return timingSafeEqual(expected, Buffer.from(given, "hex"));
}
