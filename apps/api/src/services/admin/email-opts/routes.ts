import {
  adminEmailOptSchema,
  emailOptBodySchema,
  emailOptListResponseSchema,
  emailOptPatchSchema,
} from "@spc/shared";
import { emailOpts } from "../../../db/schema";
import { popupRecordRoutes } from "../ads/popup-routes";

/**
 * E-mail opt-in pop-up records (spec §3, issue 20 §5; decision 0045): the ads routes' shape at
 * /api/admin/email-opts, pictures stored under media/email-opts, audit rows of type email_opt.
 */
export const emailOptRoutes = popupRecordRoutes({
  table: emailOpts,
  path: "email-opts",
  entityType: "email_opt",
  noun: "e-mail opt-in pop-up record",
  body: emailOptBodySchema,
  patch: emailOptPatchSchema,
  item: adminEmailOptSchema,
  list: emailOptListResponseSchema,
});
