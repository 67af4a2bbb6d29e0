import { describe, expect, it } from "vitest";
import * as shared from "./index";

describe("@spc/shared public surface", () => {
  it("keeps the names other packages already import", () => {
    for (const name of [
      "categorySchema",
      "menuLinkSchema",
      "footerMenuSchema",
      "termsSchema",
      "featureFlagsSchema",
      "categoriesResponseSchema",
      "websiteMenuResponseSchema",
      "termsResponseSchema",
      "featureFlagsQuerySchema",
      "featureFlagsResponseSchema",
      "healthResponseSchema",
      "errorEnvelopeSchema",
      "ERROR_CODES",
    ]) {
      expect(shared, name).toHaveProperty(name);
    }
  });

  it("exports the entity schemas, rules, membership rules and constants flat", () => {
    for (const name of [
      "offerSummarySchema",
      "cardSchema",
      "profileSchema",
      "isValidPostal",
      "validateCardNumber",
      "ageOn",
      "hasValidCard",
      "expiryBanner",
      "OFFERS_PAGE_SIZE",
      "VALIDATION_MESSAGE_IDS",
    ]) {
      expect(shared, name).toHaveProperty(name);
    }
  });
});
