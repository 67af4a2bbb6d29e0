import { adBodySchema, adListResponseSchema, adminAdSchema, adPatchSchema } from "@spc/shared";
import { ads } from "../../../db/schema";
import { popupRecordRoutes } from "./popup-routes";

export { AD_IMAGE_MAX_BYTES } from "./popup-routes";

/** Ads pop-up records (spec §3, issue 20 §5): list, create, change, pictures per language and device. */
export const adRoutes = popupRecordRoutes({
  table: ads,
  path: "ads",
  entityType: "ad",
  noun: "ads pop-up record",
  body: adBodySchema,
  patch: adPatchSchema,
  item: adminAdSchema,
  list: adListResponseSchema,
});
