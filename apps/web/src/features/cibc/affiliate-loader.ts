import { AFFILIATE_LINK_PATH } from "@spc/shared";
import { type LoaderFunctionArgs, redirect } from "react-router";
import { deriveSessionView, ensureSession, logOut, rememberRedirect } from "../session";
import { affiliateRouteStep } from "./affiliate-route";
import { readAffiliateMarker, storeAffiliateMarker } from "./affiliate-storage";

/**
 * Loader of the bank's link (spec §2.6). With a token: whoever was signed in is signed out, the
 * marker and token are stored, and the sign-up (or its "log in" link) continues here afterwards
 * through the remembered route. Without one: the association step, else /signup or /activate.
 */
export async function affiliateActivationLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const marker = readAffiliateMarker();
  const view = deriveSessionView(await ensureSession(), new Date());
  const step = affiliateRouteStep({
    search: url.search,
    hasMarker: marker !== null,
    isLoggedIn: view.isLoggedIn,
    isRegistered: view.isRegistered,
  });
  if (step.kind === "associate") return null;
  if (step.kind === "start") {
    await logOut();
    storeAffiliateMarker({ bank: "cibc", token: step.token });
  }
  // Set after logOut, which forgets any remembered route.
  if (step.kind !== "redirect" || step.to === "/signup") rememberRedirect(AFFILIATE_LINK_PATH);
  throw redirect(step.kind === "start" ? "/signup" : step.to);
}
