import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { describeTarget, inRecordedSample, startLocalMeasurement } from "./local-measurement";
import { readCookie } from "./measurement";

const NOW = new Date("2026-11-27T12:00:00Z");

function clearCookies() {
  for (const part of document.cookie.split(";")) {
    const name = part.trim().split("=")[0];
    // biome-ignore lint/suspicious/noDocumentCookie: the test sets cookies as a page would
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
}

beforeEach(() => {
  clearCookies();
  sessionStorage.clear();
});
afterEach(() => vi.useRealTimers());

describe("first-party measurement", () => {
  it("counts a visit's first page at once under a random visitor id, then batches", () => {
    const sent: string[] = [];
    const measurement = startLocalMeasurement({
      recordingSample: 0,
      language: "fr",
      now: () => NOW,
      send: (body) => sent.push(body),
    });
    measurement.pageView("/deals");
    expect(sent).toHaveLength(1);
    const first = JSON.parse(sent[0]!);
    expect(first).toMatchObject({
      language: "fr",
      events: [{ type: "page_view", path: "/deals", at: NOW.toISOString() }],
    });
    expect(first.visitor).toMatch(/^[0-9a-f-]{36}$/);
    expect(readCookie("spc_aid")).toBe(first.visitor);

    measurement.pageView("/categories");
    expect(sent).toHaveLength(1);
    window.dispatchEvent(new Event("pagehide"));
    expect(sent).toHaveLength(2);
    expect(JSON.parse(sent[1]!).visitor).toBe(first.visitor);
    measurement.stop();
  });

  it("sends an outcome as an event with its params as short labels, nothing personal", () => {
    const sent: string[] = [];
    const measurement = startLocalMeasurement({
      recordingSample: 0,
      language: "en",
      now: () => NOW,
      send: (body) => sent.push(body),
    });
    measurement.pageView("/checkout");
    measurement.event("purchase_completed", {
      kind: "purchase",
      total_cents: 4999,
      "E-mail": "someone@example.com",
      note: "x".repeat(300),
    });
    measurement.event("coffee_link_failed");
    window.dispatchEvent(new Event("pagehide"));
    const events = sent.flatMap((body) => JSON.parse(body).events);
    expect(events.filter((event) => event.type === "event")).toEqual([
      {
        type: "event",
        name: "purchase_completed",
        path: expect.stringMatching(/^\//),
        at: NOW.toISOString(),
        detail: { kind: "purchase", total_cents: "4999", note: "x".repeat(120) },
      },
      {
        type: "event",
        name: "coffee_link_failed",
        path: expect.stringMatching(/^\//),
        at: NOW.toISOString(),
      },
    ]);
    expect(JSON.stringify(events)).not.toContain("someone");
    measurement.stop();
  });

  it("forgets the visitor and sends nothing more once stopped", () => {
    const sent: string[] = [];
    const measurement = startLocalMeasurement({
      recordingSample: 1,
      language: "en",
      send: (body) => sent.push(body),
    });
    measurement.pageView("/");
    measurement.stop();
    expect(readCookie("spc_aid")).toBeNull();
    expect(sessionStorage.getItem("spc_rec")).toBeNull();
    document.body.innerHTML = "<button type='button'>Online</button>";
    document.querySelector("button")?.click();
    window.dispatchEvent(new Event("pagehide"));
    expect(sent).toHaveLength(1);
  });

  it("records the clicks of a sampled visit, never their words", () => {
    const sent: string[] = [];
    const measurement = startLocalMeasurement({
      recordingSample: 1,
      language: "en",
      send: (body) => sent.push(body),
    });
    measurement.pageView("/deals");
    document.body.innerHTML =
      "<a href='/shared-list/secret-token'><span>My secret list</span></a><p>text</p>";
    document.querySelector("span")?.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    document.querySelector("p")?.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    window.dispatchEvent(new Event("pagehide"));
    const events = sent.flatMap((body) => JSON.parse(body).events);
    expect(events.filter((event) => event.type === "recording")).toEqual([
      expect.objectContaining({
        name: "click",
        detail: { element: "a", target: "/shared-list/:token" },
      }),
    ]);
    expect(JSON.stringify(events)).not.toContain("secret");
    measurement.stop();
  });
});

describe("the recorded sample", () => {
  it("is drawn once per tab at the configured share", () => {
    expect(inRecordedSample(0.01, () => 0.5)).toBe(false);
    expect(inRecordedSample(0.01, () => 0.001)).toBe(false);
    sessionStorage.clear();
    expect(inRecordedSample(0.01, () => 0.009)).toBe(true);
    expect(inRecordedSample(0.01, () => 0.9)).toBe(true);
  });

  it("describes only interactive elements", () => {
    document.body.innerHTML = "<div><input type='text' value='hunter2'></div>";
    expect(describeTarget(document.querySelector("input"))).toEqual({ element: "input" });
    expect(describeTarget(document.querySelector("div"))).toBeNull();
  });
});
