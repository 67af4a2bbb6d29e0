import { describe, expect, it } from "vitest";
import { KONAMI_SEQUENCE } from "../constants";
import {
  addOfferToList,
  konamiStep,
  requiresIdCheck,
  shouldOpenLinkingGate,
  shouldShowEmailPopup,
} from "./misc";

describe("requiresIdCheck", () => {
  const base = {
    isActiveMember: true,
    birthDate: "2007-06-15",
    now: new Date(2025, 5, 15, 12),
    ageThreshold: 18,
    skip: false,
  };

  it("applies to an active member who turns the threshold age today", () => {
    expect(requiresIdCheck(base)).toBe(true);
  });

  it("does not apply the day before the threshold birthday", () => {
    expect(requiresIdCheck({ ...base, now: new Date(2025, 5, 14, 12) })).toBe(false);
  });

  it("does not apply when skipped, inactive or without birth date", () => {
    expect(requiresIdCheck({ ...base, skip: true })).toBe(false);
    expect(requiresIdCheck({ ...base, isActiveMember: false })).toBe(false);
    expect(requiresIdCheck({ ...base, birthDate: null })).toBe(false);
  });
});

describe("gates and pop-ups", () => {
  it("opens the linking gate for logged-in unlinked users only", () => {
    expect(shouldOpenLinkingGate({ isLoggedIn: true, status: "unlinked" })).toBe(true);
    expect(shouldOpenLinkingGate({ isLoggedIn: true, status: "linked" })).toBe(false);
    expect(shouldOpenLinkingGate({ isLoggedIn: true, status: null })).toBe(false);
    expect(shouldOpenLinkingGate({ isLoggedIn: false, status: "unlinked" })).toBe(false);
  });

  it("shows the e-mail pop-up only to non-subscribers", () => {
    expect(shouldShowEmailPopup({ isSubscribed: false })).toBe(true);
    expect(shouldShowEmailPopup({ isSubscribed: true })).toBe(false);
  });
});

describe("addOfferToList", () => {
  const list = { id: 1, name: "Shoes", offer_ids: [3] };

  it("appends the pending offer", () => {
    expect(addOfferToList(list, 5).offer_ids).toEqual([3, 5]);
  });

  it("does not add an offer twice or without a pending offer", () => {
    expect(addOfferToList(list, 3)).toBe(list);
    expect(addOfferToList(list, null)).toBe(list);
  });

  it("does not change the given list", () => {
    addOfferToList(list, 5);
    expect(list.offer_ids).toEqual([3]);
  });
});

describe("konamiStep", () => {
  const type = (keys: readonly string[]) => {
    let step = 0;
    let done = false;
    for (const key of keys) ({ step, done } = konamiStep(step, key));
    return { step, done };
  };

  it("completes on the full sequence", () => {
    expect(type(KONAMI_SEQUENCE).done).toBe(true);
  });

  it("accepts an upper-case B and A (caps lock)", () => {
    expect(type([...KONAMI_SEQUENCE.slice(0, 8), "B", "A"]).done).toBe(true);
  });

  it("restarts on a wrong key", () => {
    expect(type(["ArrowUp", "ArrowUp", "x"])).toEqual({ step: 0, done: false });
  });

  it("forgives an extra up at the start", () => {
    expect(type(["ArrowUp", ...KONAMI_SEQUENCE]).done).toBe(true);
  });

  it("is not done one key short", () => {
    expect(type(KONAMI_SEQUENCE.slice(0, 9))).toEqual({ step: 9, done: false });
  });
});
