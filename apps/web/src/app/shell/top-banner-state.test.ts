import { describe, expect, it } from "vitest";
import { readTopBannerCampaign } from "./top-banner-state";

function page(content: string | null): Document {
  const doc = document.implementation.createHTMLDocument("t");
  if (content !== null) {
    const meta = doc.createElement("meta");
    meta.name = "spc-top-banner";
    meta.content = content;
    doc.head.append(meta);
  }
  return doc;
}

const NOW = Date.parse("2030-06-01T00:00:00Z");
const campaign = { code: "JUNE20", type: "percent", value: 20, ends: "2030-06-30T00:00:00Z" };

describe("readTopBannerCampaign (decision 0050)", () => {
  it("reads the campaign the server wrote into the page", () => {
    expect(readTopBannerCampaign(page(JSON.stringify(campaign)), NOW)).toEqual(campaign);
  });

  it("has none without the tag, with a malformed one, or once the campaign is over", () => {
    expect(readTopBannerCampaign(page(null), NOW)).toBeNull();
    expect(readTopBannerCampaign(page("{not json"), NOW)).toBeNull();
    expect(
      readTopBannerCampaign(page(JSON.stringify({ ...campaign, type: "gift" })), NOW),
    ).toBeNull();
    expect(readTopBannerCampaign(page(JSON.stringify({ ...campaign, value: 0 })), NOW)).toBeNull();
    expect(readTopBannerCampaign(page(JSON.stringify({ ...campaign, code: "" })), NOW)).toBeNull();
    expect(
      readTopBannerCampaign(page(JSON.stringify(campaign)), Date.parse("2030-07-01T00:00:00Z")),
    ).toBeNull();
  });
});
