import { offerTemplatesA } from "./offer-templates-a";
import { offerTemplatesB } from "./offer-templates-b";

export type { OfferTemplate } from "./offer-template-types";
export const offerTemplates = { ...offerTemplatesA, ...offerTemplatesB };
