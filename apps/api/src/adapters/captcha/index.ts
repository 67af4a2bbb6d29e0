import type { CaptchaConfig } from "../../config";

export type CaptchaProvider = "recaptcha" | "hcaptcha";

export interface CaptchaResult {
  success: boolean;
  /** The provider's error codes (e.g. "invalid-input-response"), empty on success. */
  errorCodes: string[];
}

export interface CaptchaVerifier {
  readonly provider: CaptchaProvider;
  readonly kind: "remote" | "local";
  verify(token: string, remoteIp?: string): Promise<CaptchaResult>;
}

/** Thrown when the provider cannot be reached (the route answers 503, never "passed"). */
export class CaptchaUnavailableError extends Error {
  override name = "CaptchaUnavailableError";
}

/**
 * The local adapter (no secret configured) accepts exactly these tokens: our own test token, and
 * hCaptcha's documented test response token (https://docs.hcaptcha.com/#integration-testing-test-keys).
 */
export const LOCAL_CAPTCHA_TEST_TOKEN = "local-captcha-pass";
export const HCAPTCHA_TEST_RESPONSE_TOKEN = "10000000-aaaa-bbbb-cccc-000000000001";

const VERIFY_URLS: Record<CaptchaProvider, string> = {
  recaptcha: "https://www.google.com/recaptcha/api/siteverify",
  hcaptcha: "https://api.hcaptcha.com/siteverify",
};

const TIMEOUT_MS = 5000;

export function createLocalCaptcha(provider: CaptchaProvider): CaptchaVerifier {
  return {
    provider,
    kind: "local",
    async verify(token) {
      const success = token === LOCAL_CAPTCHA_TEST_TOKEN || token === HCAPTCHA_TEST_RESPONSE_TOKEN;
      return { success, errorCodes: success ? [] : ["invalid-input-response"] };
    },
  };
}

/** reCAPTCHA and hCaptcha share the siteverify protocol: form POST of secret + response. */
export function createRemoteCaptcha(
  provider: CaptchaProvider,
  secret: string,
  fetchImpl: typeof fetch = fetch,
): CaptchaVerifier {
  return {
    provider,
    kind: "remote",
    async verify(token, remoteIp) {
      const form = new URLSearchParams({ secret, response: token });
      if (remoteIp) form.set("remoteip", remoteIp);
      let body: { success?: unknown; "error-codes"?: unknown };
      try {
        const response = await fetchImpl(VERIFY_URLS[provider], {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: form,
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        body = (await response.json()) as typeof body;
      } catch (error) {
        throw new CaptchaUnavailableError(`${provider} verification failed`, { cause: error });
      }
      const errorCodes = Array.isArray(body["error-codes"])
        ? body["error-codes"].filter((code): code is string => typeof code === "string")
        : [];
      return { success: body.success === true, errorCodes };
    },
  };
}

export function createCaptcha(provider: CaptchaProvider, config: CaptchaConfig): CaptchaVerifier {
  const secret = provider === "recaptcha" ? config.recaptchaSecret : config.hcaptchaSecret;
  return secret ? createRemoteCaptcha(provider, secret) : createLocalCaptcha(provider);
}
