import type { Measurement } from "./measurement";
import { deleteCookie, eventLabels } from "./measurement";

type Gtag = (...args: unknown[]) => void;
interface GtagWindow {
  dataLayer?: unknown[];
  gtag?: Gtag;
  [disable: `ga-disable-${string}`]: boolean | undefined;
}

/**
 * Google Analytics 4 (ANALYTICS_PROVIDER=google): gtag.js loaded only now, page views sent by
 * hand (the app changes pages without reloading), IP anonymised. Stopping switches it off
 * with Google's own opt-out flag, removes the script and deletes its cookies.
 */
export function startGoogleMeasurement(
  measurementId: string,
  doc: Document = document,
): Measurement {
  const win = window as unknown as GtagWindow;
  win[`ga-disable-${measurementId}`] = false;
  win.dataLayer = win.dataLayer ?? [];
  const gtag: Gtag = function gtag() {
    // gtag.js reads the arguments object itself, not an array.
    // biome-ignore lint/complexity/noArguments: the vendor's documented queue format
    win.dataLayer?.push(arguments);
  };
  win.gtag = gtag;
  gtag("js", new Date());
  gtag("config", measurementId, { send_page_view: false, anonymize_ip: true });
  const script = doc.createElement("script");
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
  doc.head.append(script);
  return {
    pageView(path) {
      gtag("event", "page_view", { page_path: path });
    },
    event(name, params) {
      gtag("event", name, eventLabels(params));
    },
    stop() {
      win[`ga-disable-${measurementId}`] = true;
      script.remove();
      for (const part of doc.cookie.split(";")) {
        const name = part.trim().split("=")[0] ?? "";
        if (name === "_ga" || name.startsWith("_ga_")) deleteCookie(name, doc);
      }
    },
  };
}
