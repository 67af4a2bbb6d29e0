import { afterEach, describe, expect, it, vi } from "vitest";
import { useConsentStore } from "../consent-store";
import type { Measurement } from "./measurement";
import { setRunningMeasurement, trackEvent } from "./track-event";

function fakeMeasurement() {
  return { pageView: vi.fn(), event: vi.fn(), stop: vi.fn() } satisfies Measurement;
}

afterEach(() => {
  setRunningMeasurement(null);
  localStorage.clear();
  useConsentStore.setState({ consent: null });
});

describe("trackEvent", () => {
  it("sends nothing before a choice, nor after analytics was refused", () => {
    const measurement = fakeMeasurement();
    setRunningMeasurement(measurement);
    trackEvent("purchase_completed", { kind: "purchase" });
    useConsentStore.getState().acceptNecessaryOnly();
    trackEvent("purchase_completed", { kind: "purchase" });
    expect(measurement.event).not.toHaveBeenCalled();
  });

  it("sends nothing with consent while no measurement runs (off, or not loaded yet)", () => {
    useConsentStore.getState().acceptAll();
    expect(() => trackEvent("coffee_link_failed")).not.toThrow();
  });

  it("hands the outcome to the running measurement while analytical consent holds", () => {
    const measurement = fakeMeasurement();
    useConsentStore.getState().acceptAll();
    setRunningMeasurement(measurement);
    trackEvent("newsletter_subscribe_succeeded", { outcome: "confirmation_sent" });
    expect(measurement.event).toHaveBeenCalledWith("newsletter_subscribe_succeeded", {
      outcome: "confirmation_sent",
    });
    // Withdrawn: nothing more, even before the effects have stopped the measurement.
    useConsentStore.getState().confirm({ analytical: false, marketing: false, functional: false });
    trackEvent("purchase_completed");
    expect(measurement.event).toHaveBeenCalledTimes(1);
  });

  it("never lets a measurement failure reach the caller", () => {
    const measurement = fakeMeasurement();
    measurement.event.mockImplementation(() => {
      throw new Error("blocked");
    });
    useConsentStore.getState().acceptAll();
    setRunningMeasurement(measurement);
    expect(() => trackEvent("membership_activated")).not.toThrow();
  });
});
