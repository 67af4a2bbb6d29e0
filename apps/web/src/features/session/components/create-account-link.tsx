import type { MouseEvent, ReactNode } from "react";
import type { ButtonLook } from "../../../components/button/button-classes";
import { ButtonLink } from "../../../components/button/button-link";
import { openModal } from "../../../components/modal/modal-store";
import { PURCHASE_NAVIGATION_PARAM } from "../gating";

/**
 * "Create an account" (header, login prompt): a plain click opens the create-account dialog
 * (spec §2.8); the link itself still leads to /signup for a new tab, a middle click or no script.
 */
export function CreateAccountLink({
  redirectTo,
  purchase = false,
  children,
  ...look
}: ButtonLook & {
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
    <ButtonLink
      {...look}
      to={purchase ? `/signup?${PURCHASE_NAVIGATION_PARAM}=true` : "/signup"}
      aria-haspopup="dialog"
      onClick={onClick}
    >
      {children}
    </ButtonLink>
  );
}
