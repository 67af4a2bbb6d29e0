import type { EmailOptRecord } from "@spc/shared";
import { describe, expect, it } from "vitest";
import { isSubscribed, pickEmailOpt } from "./email-opt-rules";

const base: EmailOptRecord = {
  id: 1,
  is_spc_plus: false,
  is_clickable: false,
  url_en: null,
  url_fr: null,
  image_en: "/en.svg",
  image_fr: "/fr.svg",
  image_mobile_en: "/m-en.svg",
  image_mobile_fr: "/m-fr.svg",
  image_alt_en: "",
  image_alt_fr: "",
  title: "News",
  title_fr: "Nouvelles",
  description: "",
  description_fr: "",
  text: "",
  text_fr: "",
  display_page: "all",
  display_period: 30,
  display_cooldown_hours: 72,
  display_count: 3,
};
const now = new Date("2026-11-27T12:00:00Z");
const HOUR = 3_600_000;

describe("the e-mail opt-in pop-up's rules", () => {
  it("counts a member who opted in, or this device after subscribing, as subscribed", () => {
    expect(isSubscribed(undefined, false)).toBe(false);
    expect(isSubscribed(false, false)).toBe(false);
    expect(isSubscribed(true, false)).toBe(true);
    expect(isSubscribed(false, true)).toBe(true);
  });

  it("shows an 'all' record on any page and a page record only on its page", () => {
    const search = { ...base, id: 2, display_page: "search" as const };
    expect(pickEmailOpt([search, base], "/fr/deals", [], now)?.id).toBe(1);
    expect(pickEmailOpt([search, base], "/search/pizza", [], now)?.id).toBe(2);
    expect(pickEmailOpt([search], "/deals", [], now)).toBeNull();
  });

  it("waits display_cooldown_hours after a show, then shows again up to display_count a period", () => {
    const shown = [{ id: 1, timestamp: now.getTime() - 71 * HOUR }];
    expect(pickEmailOpt([base], "/", shown, now)).toBeNull();
    const later = [{ id: 1, timestamp: now.getTime() - 73 * HOUR }];
    expect(pickEmailOpt([base], "/", later, now)?.id).toBe(1);
    const three = [200, 150, 100].map((hours) => ({
      id: 1,
      timestamp: now.getTime() - hours * HOUR,
    }));
    expect(pickEmailOpt([base], "/", three, now)).toBeNull();
  });

  it("takes the first record in the back office's order the throttle lets through", () => {
    const second = { ...base, id: 5 };
    const shown = [{ id: 1, timestamp: now.getTime() - HOUR }];
    expect(pickEmailOpt([base, second], "/", [], now)?.id).toBe(1);
    expect(pickEmailOpt([base, second], "/", shown, now)?.id).toBe(5);
  });
});
