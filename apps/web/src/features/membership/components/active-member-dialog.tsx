import { NavigateOrDismissDialog } from "./navigate-or-dismiss-dialog";

/**
 * Active-member notice (spec §2.8): shown when a member with a valid card opens /register, so
 * they learn before submitting that the free trial is not for them. Registering another card
 * they hold stays possible (close and use the form).
 */
export function ActiveMemberDialog() {
  return (
    <NavigateOrDismissDialog
      titleId="membership.activeMember.title"
      bodyId="membership.activeMember.body"
      goId="membership.activeMember.card"
      dismissId="membership.activeMember.registerCard"
      to="/membership-screen"
    />
  );
}
