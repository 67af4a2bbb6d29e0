import type { Env } from "./env";

/** Captcha secrets (adapters/captcha); unset = the local adapter and its test token. */
export interface CaptchaConfig {
  recaptchaSecret: string | undefined;
  hcaptchaSecret: string | undefined;
}

export function captchaConfig(e: Env): CaptchaConfig {
  return { recaptchaSecret: e.RECAPTCHA_SECRET_KEY, hcaptchaSecret: e.HCAPTCHA_SECRET_KEY };
}
