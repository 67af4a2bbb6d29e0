import { useEffect } from "react";
import { Navigate, useSearchParams } from "react-router";
import { AppLoading } from "../../../components/app-loading";
import { usePageTitle } from "../../../i18n/use-page-title";
import { rememberRedirect, useSession } from "../../session";
import { activateDestination } from "../register-rules";

/**
 * /activate?card_num=&csv= (an in-store card's QR code): a visitor goes to sign-up with the card
 * and from_qr=true (the registration is remembered for after sign-in); a signed-in user goes to
 * /register with the card prefilled.
 */
export function ActivatePage() {
  usePageTitle("page.activate.title");
  const session = useSession();
  const [search] = useSearchParams();
  const destination = session.loading
    ? null
    : activateDestination({
        isLoggedIn: session.isLoggedIn,
        cardNumber: search.get("card_num"),
        csv: search.get("csv"),
      });
  useEffect(() => {
    if (destination?.remember) rememberRedirect(destination.remember);
  }, [destination?.remember]);
  if (!destination) return <AppLoading />;
  return <Navigate to={destination.to} replace />;
}

/** /activate/account: the activation's account step is the sign-up. */
export function ActivateAccountPage() {
  const session = useSession();
  const [search] = useSearchParams();
  if (session.loading) return <AppLoading />;
  if (!session.isLoggedIn) return <Navigate to={`/signup?${search}`} replace />;
  return <Navigate to={`/activate/info?${search}`} replace />;
}

/** /activate/info: the card to activate (the registration form, card prefilled). */
export function ActivateInfoPage() {
  const [search] = useSearchParams();
  return <Navigate to={`/register?${search}`} replace />;
}
