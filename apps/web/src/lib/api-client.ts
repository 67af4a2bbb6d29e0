import { type ErrorEnvelope, RATE_LIMIT_STATUS } from "@spc/shared";

/** Every failed call rejects with this: the status, the envelope's stable code and its message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** The envelope's `details` (e.g. `{ reason }` of a back-office refusal), when it has some. */
    readonly details: Readonly<Record<string, unknown>> | null = null,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

let tellRateLimited: () => void = () => {};

/**
 * Who tells the person that a call was refused for too many requests (spec §8): app/app.tsx
 * opens the rate-limited dialog. Set once at start-up; lib/ knows no component.
 */
export function onRateLimited(tell: () => void): void {
  tellRateLimited = tell;
}

let headerSource: (() => Readonly<Record<string, string>>) | null = null;

/**
 * Headers every call carries while `source` is set (the session's utm header, spec §7); null
 * stops them. Set by the session's effects; lib/ knows no feature.
 */
export function setRequestHeaderSource(source: (() => Readonly<Record<string, string>>) | null) {
  headerSource = source;
}

interface RequestOptions {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  /** A file sent as it is (not JSON), with its own content type. */
  file?: Blob;
  signal?: AbortSignal;
  /** Extra request headers (checkout's nonce and Idempotency-Key); they cannot replace Accept. */
  headers?: Readonly<Record<string, string>>;
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

// A hand-written guard rather than the zod schema: zod would add ~25 kB (gzip) to the first load.
function isErrorEnvelope(body: unknown): body is ErrorEnvelope {
  if (typeof body !== "object" || body === null || !("error" in body)) return false;
  const { error } = body;
  return (
    typeof error === "object" &&
    error !== null &&
    "code" in error &&
    typeof error.code === "string" &&
    "message" in error &&
    typeof error.message === "string"
  );
}

function toApiError(status: number, body: unknown): ApiError {
  if (isErrorEnvelope(body)) {
    const { details } = body.error as { details?: unknown };
    return new ApiError(
      status,
      body.error.code,
      body.error.message,
      typeof details === "object" && details !== null ? (details as Record<string, unknown>) : null,
    );
  }
  return new ApiError(status, "unexpected_response", `Request failed with status ${status}`);
}

/**
 * Fetches a same-origin API path and turns every failure into an ApiError. A 429 also opens the
 * rate-limited dialog before rejecting (spec §8). Success bodies are typed by the @spc/shared
 * contract; the API validates them against the same zod schemas before sending, so the browser
 * does not ship zod just to check them again.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = "GET", body, file, signal, headers } = options;
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      signal,
      credentials: "same-origin",
      headers: {
        ...headerSource?.(),
        ...headers,
        Accept: "application/json",
        ...(file
          ? { "Content-Type": file.type || "text/plain" }
          : body === undefined
            ? {}
            : { "Content-Type": "application/json" }),
      },
      body: file ?? (body === undefined ? undefined : JSON.stringify(body)),
    });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiError(0, "network_error", "The server could not be reached");
  }

  // No content (204): the call worked and says nothing more.
  if (response.status === 204) return undefined as T;
  const json = await readJson(response);
  if (!response.ok) {
    if (response.status === RATE_LIMIT_STATUS) tellRateLimited();
    throw toApiError(response.status, json);
  }
  if (json === null) {
    throw new ApiError(response.status, "unexpected_response", "The answer was not JSON");
  }
  return json as T;
}
