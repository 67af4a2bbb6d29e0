import type { QueryClient } from "@tanstack/react-query";
import { logOut } from "../session";
import { adminKeys } from "./api/keys";

/** Ends the session (the site's own log-out) and forgets everything the back office read. */
export async function signOutStaff(client: QueryClient): Promise<void> {
  await logOut();
  client.removeQueries({ queryKey: adminKeys.all() });
}
