import { describe, expect, it } from "vitest";
import { startGoogleMeasurement } from "./google-measurement";

describe("Google Analytics measurement", () => {
  it("loads gtag.js only when started, sends page views by hand, and is gone when stopped", () => {
    const win = window as unknown as Record<string, unknown> & { dataLayer?: unknown[] };
    expect(document.querySelector("script[src*='googletagmanager']")).toBeNull();
    const measurement = startGoogleMeasurement("G-SPC2026");
    const script = document.querySelector<HTMLScriptElement>("script[src*='googletagmanager']");
    expect(script?.src).toBe("https://www.googletagmanager.com/gtag/js?id=G-SPC2026");
    measurement.pageView("/deals");
    const calls = (win.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
    expect(calls).toContainEqual([
      "config",
      "G-SPC2026",
      { send_page_view: false, anonymize_ip: true },
    ]);
    expect(calls).toContainEqual(["event", "page_view", { page_path: "/deals" }]);
    measurement.event("coffee_link_succeeded", { chain: "tims", "bad key": "dropped" });
    const after = (win.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
    expect(after).toContainEqual(["event", "coffee_link_succeeded", { chain: "tims" }]);

    // biome-ignore lint/suspicious/noDocumentCookie: the test sets cookies as a page would
    document.cookie = "_ga=GA1.1.123.456; Path=/";
    // biome-ignore lint/suspicious/noDocumentCookie: the test sets cookies as a page would
    document.cookie = "_ga_SPC2026=GS1.1.789; Path=/";
    measurement.stop();
    expect(document.querySelector("script[src*='googletagmanager']")).toBeNull();
    expect(win["ga-disable-G-SPC2026"]).toBe(true);
    expect(document.cookie).not.toMatch(/_ga/);
  });
});
