import { homeRedirect } from "@spc/shared";
import type { ComponentType } from "react";
import { Navigate, useSearchParams } from "react-router";
import { useSession } from "../session";

/**
 * Home (/ and /mobile) for plus-tier members goes to /deals unless `redirectHome` is in the query
 * (spec §2.1, §6; shared `homeRedirect`). Everyone else, and anyone while the session loads,
 * sees the home page itself: visitors never wait for the session here.
 */
export function withPlusHomeRedirect(Home: ComponentType): ComponentType {
  function PlusAwareHome() {
    const session = useSession();
    const [search] = useSearchParams();
    const to = session.loading
      ? null
      : homeRedirect({ isPlus: session.isPlus, redirectHome: search.has("redirectHome") });
    return to ? <Navigate to={to} replace /> : <Home />;
  }
  return PlusAwareHome;
}
