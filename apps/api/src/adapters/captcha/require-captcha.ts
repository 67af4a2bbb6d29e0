import { CAPTCHA_TOKEN_HEADER, ERROR_CODES } from "@spc/shared";
import type { FastifyRequest } from "fastify";
import type { CaptchaConfig } from "../../config";
import { AppError } from "../../lib/app-error";
import {
  CaptchaUnavailableError,
  type CaptchaVerifier,
  createLocalCaptcha,
  createRemoteCaptcha,
} from "./index";

/** The provider that guards public calls: hCaptcha when its secret is set, else reCAPTCHA. */
export function guardVerifier(
  config: CaptchaConfig,
  fetchImpl: typeof fetch = fetch,
): CaptchaVerifier {
  if (config.hcaptchaSecret) {
    return createRemoteCaptcha("hcaptcha", config.hcaptchaSecret, fetchImpl);
  }
  if (config.recaptchaSecret) {
    return createRemoteCaptcha("recaptcha", config.recaptchaSecret, fetchImpl);
  }
  return createLocalCaptcha("hcaptcha");
}

function tokenOf(request: FastifyRequest): string | undefined {
  const value = request.headers[CAPTCHA_TOKEN_HEADER];
  const token = (Array.isArray(value) ? value[0] : value)?.trim();
  return token ? token : undefined;
}

/**
 * The captcha rule of the public money and mail calls (guest orders, the VIP invitation): with a
 * provider configured (a secret), a solved captcha token in `x-captcha-token` is required — 400
 * `captcha_required` without one, 403 `captcha_failed` when the provider refuses it, 503
 * `captcha_unavailable` when it cannot be asked (never "passed"). Without a secret (the local
 * default) no token is asked, so the offline purchase and the e2e journeys work as before; a
 * token that is sent anyway must be one of the local adapter's test tokens, so a client's
 * captcha wiring can be tried offline. The route limits apply either way.
 */
export function createCaptchaGuard(verifier: CaptchaVerifier) {
  return async function requireCaptcha(request: FastifyRequest): Promise<void> {
    const token = tokenOf(request);
    if (!token) {
      if (verifier.kind === "local") return;
      throw new AppError(
        ERROR_CODES.captchaRequired,
        `A solved captcha is required (${CAPTCHA_TOKEN_HEADER} header)`,
      );
    }
    let result: Awaited<ReturnType<CaptchaVerifier["verify"]>>;
    try {
      result = await verifier.verify(token, request.ip);
    } catch (error) {
      if (!(error instanceof CaptchaUnavailableError)) throw error;
      throw new AppError(ERROR_CODES.captchaUnavailable, "Captcha check unavailable", {
        cause: error,
      });
    }
    if (!result.success) {
      throw new AppError(ERROR_CODES.captchaFailed, "The captcha check failed", {
        details: { error_codes: result.errorCodes },
      });
    }
  };
}

export type CaptchaGuard = ReturnType<typeof createCaptchaGuard>;
