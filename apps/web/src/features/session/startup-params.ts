/**
 * Startup query parameters of spec §2.5 that belong to the session: `redirectUrl`,
 * `auto_login=yes` + `custom_token`, and `from_extension`. The others (card_number, csv,
 * proceed_next_step, offer_id) are read by the pages that use them.
 */
export interface StartupParams {
  redirectUrl: string | null;
  /** The auto-login token, only when `auto_login=yes` comes with it. */
  customToken: string | null;
  fromExtension: boolean;
}

export function readStartupParams(search: string): StartupParams {
  const query = new URLSearchParams(search);
  const token = query.get("custom_token")?.trim() ?? "";
  const autoLogin = (query.get("auto_login") ?? "").toLowerCase() === "yes";
  return {
    redirectUrl: query.get("redirectUrl"),
    customToken: autoLogin && token !== "" ? token : null,
    fromExtension: query.has("from_extension"),
  };
}

/** The query without the auto-login parameters (cleared once the token is used). */
export function withoutAutoLoginParams(search: string): string {
  const query = new URLSearchParams(search);
  query.delete("custom_token");
  query.delete("auto_login");
  const rest = query.toString();
  return rest ? `?${rest}` : "";
}

/** The message posted to the browser extension with the member's bearer token. */
export const EXTENSION_MESSAGE_TYPE = "SPC_AUTH_TOKEN";

export function extensionMessage(token: string) {
  return { type: EXTENSION_MESSAGE_TYPE, token } as const;
}
