import type { MouseEvent, ReactNode } from "react";
import { Link } from "react-router";
import { openModal } from "../../../components/modal/modal-store";
import { PURCHASE_NAVIGATION_PARAM } from "../gating";

/**
 * "Create an account" (header, login prompt): a plain click opens the create-account dialog
 * (spec §2.8); the link itself still leads to /signup for a new tab, a middle click or no script.
 */
export function CreateAccountLink({
  className,
  redirectTo,
  purchase = false,
  children,
}: {
  className?: string;
  redirectTo?: string;
  purchase?: boolean;
  children: ReactNode;
}) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    event.preventDefault();
    openModal("create-account", { redirectTo, purchase });
  };
  return (
    <Link
      to={purchase ? `/signup?${PURCHASE_NAVIGATION_PARAM}=true` : "/signup"}
      className={className}
      aria-haspopup="dialog"
      onClick={onClick}
    >
      {children}
    </Link>
  );
}
