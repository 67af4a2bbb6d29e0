/** Audience measurement while analytical consent holds (decision 0049). */
export interface Measurement {
  /** A page the visitor opened (an address from measuredPath). */
  pageView(path: string): void;
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
