import { STORAGE_KEYS } from "@spc/shared";
import { type LoaderFunctionArgs, redirect } from "react-router";
import { readString, writeString } from "../../lib/storage";
import { ensureSession, logOut } from "../session";

/** The school code a school portal sent (spec §9 local storage key `unique_token`), if any. */
export function readCampusToken(): string | null {
  return readString(STORAGE_KEYS.uniqueToken);
}

/**
 * Loader of /campus/:id? (spec §2.3, the school portal): whoever was signed in is signed out
 * first (the link is for the student who opens it), and a `unique_token` in the query is stored
 * for the school registration. The token then leaves the address bar (no history, no referrer).
 */
export async function campusLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const snapshot = await ensureSession();
  if (snapshot.user) await logOut();
  const token = url.searchParams.get("unique_token")?.trim();
  if (!url.searchParams.has("unique_token")) return null;
  if (token) writeString(STORAGE_KEYS.uniqueToken, token);
  url.searchParams.delete("unique_token");
  const rest = url.searchParams.toString();
  throw redirect(`${url.pathname}${rest ? `?${rest}` : ""}`);
}
