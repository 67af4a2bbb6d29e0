import type { AnalyticsEventName, AnalyticsEventParams } from "@spc/shared";

/** Audience measurement while analytical consent holds (decisions 0049, 0051). */
export interface Measurement {
  /** A page the visitor opened (an address from measuredPath). */
  pageView(path: string): void;
  /** An outcome from the closed list (a purchase completed…), with a few short labels. */
  event(name: AnalyticsEventName, params?: AnalyticsEventParams): void;
  /** Consent withdrawn: send nothing more and remove what it stored on the device. */
  stop(): void;
}

/** Deletes a cookie of this site (host-only and, for a vendor's, the parent domain's copy). */
export function deleteCookie(name: string, doc: Document = document): void {
  const expired = `${name}=; Max-Age=0; Path=/; SameSite=Lax`;
  doc.cookie = expired;
  const host = doc.location?.hostname ?? "";
  if (host.includes(".")) {
    doc.cookie = `${expired}; Domain=.${host.split(".").slice(-2).join(".")}`;
  }
}

export function readCookie(name: string, doc: Document = document): string | null {
  for (const part of doc.cookie.split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return decodeURIComponent(value.join("="));
  }
  return null;
}

/**
 * An event's params as the collector takes them: at most 8 labels with short lower-case keys,
 * values as strings of at most 120 characters. Anything else is dropped, not sent.
 */
export function eventLabels(params: AnalyticsEventParams | undefined): Record<string, string> {
  const labels: Record<string, string> = {};
  for (const [key, value] of Object.entries(params ?? {})) {
    if (Object.keys(labels).length >= 8) break;
    if (!/^[a-z_]{1,32}$/.test(key)) continue;
    if (typeof value === "number" ? !Number.isFinite(value) : typeof value !== "string") continue;
    labels[key] = String(value).slice(0, 120);
  }
  return labels;
}
