import { expiringModalAction } from "@spc/shared";
import type { MembershipExpiringDialogProps } from "../dialogs";
import { markExpiringModalSeen } from "./expiry-banner";
import { NavigateOrDismissDialog } from "./navigate-or-dismiss-dialog";

/** Membership-expiring modal (spec §2.8, §4): one button per notice type, or mute for a year. */
export function MembershipExpiringDialog({ type, days }: MembershipExpiringDialogProps) {
  const action = expiringModalAction(type);
  return (
    <NavigateOrDismissDialog
      titleId={`membership.expiring.title.${action.action}`}
      bodyId={`membership.expiring.body.${action.action}`}
      values={{ days }}
      goId={`membership.expiring.button.${action.action}`}
      dismissId="membership.expiring.mute"
      to={action.target}
      onDismiss={() => markExpiringModalSeen(new Date(), true)}
    />
  );
}
