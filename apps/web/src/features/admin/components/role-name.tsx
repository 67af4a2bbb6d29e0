import type { StaffRole } from "@spc/shared";
import { FormattedMessage } from "../../../i18n/intl-lite";
import type { MessageId } from "../../../i18n/messages";

const ROLE_NAME: Record<StaffRole, MessageId> = {
  admin: "admin.role.admin",
  editor: "admin.role.editor",
  support: "admin.role.support",
};

/** A staff role in the language shown. */
export function RoleName({ role }: { role: StaffRole }) {
  return <FormattedMessage id={ROLE_NAME[role]} />;
}
