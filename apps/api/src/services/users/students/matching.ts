/**
 * School-address rules (docs/decisions/0041): an address is compared and stored normalised —
 * trimmed, lower case, and without a "+tag" in its local part — and its domain belongs to a school
 * when it equals one of the school's domains or is a subdomain of one (mail.mcgill.ca → mcgill.ca).
 */
export function normaliseStudentEmail(raw: string): string {
  const email = raw.trim().toLowerCase();
  const at = email.lastIndexOf("@");
  if (at <= 0) return email;
  const local = email.slice(0, at).split("+")[0] || email.slice(0, at);
  return `${local}@${email.slice(at + 1)}`;
}

export function domainOf(email: string): string {
  return email.slice(email.lastIndexOf("@") + 1).replace(/\.$/, "");
}

export function domainMatches(domain: string, schoolDomain: string): boolean {
  return domain === schoolDomain || domain.endsWith(`.${schoolDomain}`);
}

/** Every suffix of a domain that could be a school domain: a.b.c.ca → a.b.c.ca, b.c.ca, c.ca. */
export function domainSuffixes(domain: string): string[] {
  const parts = domain.split(".");
  const out: string[] = [];
  for (let i = 0; i < parts.length - 1; i++) out.push(parts.slice(i).join("."));
  return out;
}

/**
 * The end of a verified status: the August 31 that closes the academic year (23:59:59 Eastern
 * time). A verification from June on counts for the next academic year (fall admissions).
 */
export function studentStatusExpiry(now: Date): Date {
  const year = now.getUTCFullYear() + (now.getUTCMonth() >= 5 ? 1 : 0);
  return new Date(`${year}-08-31T23:59:59.000-04:00`);
}
