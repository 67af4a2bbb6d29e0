import {
  ANALYTICS_VISITOR_COOKIE,
  ANALYTICS_VISITOR_MAX_AGE_MS,
  type AnalyticsEvent,
  SESSION_RECORDING_KEY,
} from "@spc/shared";
import { readString, removeItem, writeString } from "../../../lib/storage";
import { measuredPath } from "./measured-path";
import { deleteCookie, eventLabels, type Measurement, readCookie } from "./measurement";

const ENDPOINT = "/api/analytics/events";
const FLUSH_EVERY_MS = 5000;
const BATCH = 20;

interface LocalOptions {
  /** Share of visits (per tab) whose clicks are recorded. */
  recordingSample: number;
  language: string;
  random?: () => number;
  now?: () => Date;
  /** Sends one batch; navigator.sendBeacon, so a batch leaving with the page still arrives. */
  send?: (body: string) => void;
}

function beacon(body: string): void {
  const blob = new Blob([body], { type: "application/json" });
  if (navigator.sendBeacon?.(ENDPOINT, blob)) return;
  void fetch(ENDPOINT, {
    method: "POST",
    body,
    keepalive: true,
    headers: { "Content-Type": "application/json" },
  }).catch(() => undefined);
}

/** The pseudonymous visitor id: a random UUID in a first-party cookie, 13 months. */
function visitorId(): string {
  const known = readCookie(ANALYTICS_VISITOR_COOKIE);
  if (known && /^[0-9a-f-]{36}$/i.test(known)) return known;
  const id = crypto.randomUUID();
  const secure = location.protocol === "https:" ? "; Secure" : "";
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every supported browser
  document.cookie = `${ANALYTICS_VISITOR_COOKIE}=${id}; Max-Age=${ANALYTICS_VISITOR_MAX_AGE_MS / 1000}; Path=/; SameSite=Lax${secure}`;
  return id;
}

/** Whether this tab's visit is in the recorded sample: drawn once, kept for the tab. */
export function inRecordedSample(sample: number, random: () => number): boolean {
  const drawn = readString(SESSION_RECORDING_KEY, "session");
  if (drawn === "1" || drawn === "0") return drawn === "1";
  const recorded = random() < sample;
  writeString(SESSION_RECORDING_KEY, recorded ? "1" : "0", "session");
  return recorded;
}

const INTERACTIVE = "a, button, [role=button], input, select, textarea, summary, label";

/**
 * What a recorded click says: the kind of element and, for a link, where it leads. Never its
 * text, never a field's value.
 */
export function describeTarget(target: EventTarget | null): Record<string, string> | null {
  const element = target instanceof Element ? target.closest(INTERACTIVE) : null;
  if (!element) return null;
  const detail: Record<string, string> = { element: element.tagName.toLowerCase() };
  const role = element.getAttribute("role");
  if (role) detail.role = role.slice(0, 40);
  if (element instanceof HTMLAnchorElement && element.origin === location.origin) {
    detail.target = measuredPath(element.pathname).slice(0, 120);
  }
  return detail;
}

/**
 * First-party measurement (ANALYTICS_PROVIDER=local): page views and, for a sampled share of
 * visits, clicks, sent in batches to our own collector. The first page view goes at once, so a
 * visit of one page counts too.
 */
export function startLocalMeasurement(options: LocalOptions): Measurement {
  const { language, random = Math.random, now = () => new Date(), send = beacon } = options;
  const visitor = visitorId();
  let queue: AnalyticsEvent[] = [];
  let sentFirst = false;
  const flush = () => {
    while (queue.length > 0) {
      send(JSON.stringify({ visitor, language, events: queue.splice(0, 50) }));
    }
  };
  const push = (event: AnalyticsEvent) => {
    queue.push(event);
    if (!sentFirst || queue.length >= BATCH) {
      sentFirst = true;
      flush();
    }
  };
  const onHidden = () => {
    if (document.visibilityState === "hidden") flush();
  };
  const onClick = (event: MouseEvent) => {
    const detail = describeTarget(event.target);
    if (!detail) return;
    push({
      type: "recording",
      name: "click",
      path: measuredPath(location.pathname),
      at: now().toISOString(),
      detail,
    });
  };
  const recording = inRecordedSample(options.recordingSample, random);
  const timer = window.setInterval(flush, FLUSH_EVERY_MS);
  document.addEventListener("visibilitychange", onHidden);
  window.addEventListener("pagehide", flush);
  if (recording) document.addEventListener("click", onClick, { capture: true });

  return {
    pageView(path) {
      push({ type: "page_view", path, at: now().toISOString() });
    },
    event(name, params) {
      const detail = eventLabels(params);
      push({
        type: "event",
        name,
        path: measuredPath(location.pathname),
        at: now().toISOString(),
        ...(Object.keys(detail).length > 0 ? { detail } : {}),
      });
    },
    stop() {
      window.clearInterval(timer);
      document.removeEventListener("visibilitychange", onHidden);
      window.removeEventListener("pagehide", flush);
      document.removeEventListener("click", onClick, { capture: true });
      queue = [];
      deleteCookie(ANALYTICS_VISITOR_COOKIE);
      removeItem(SESSION_RECORDING_KEY, "session");
    },
  };
}
