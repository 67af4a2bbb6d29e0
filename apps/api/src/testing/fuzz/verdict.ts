import { errorEnvelopeSchema } from "@spc/shared";

export type FindingKind = "server_error" | "off_envelope";

export interface Finding {
  kind: FindingKind;
  status: number;
  /** The start of the body, to tell the findings apart. */
  body: string;
}

/**
 * What a hostile request may get back: a success, a redirect, or a 4xx in the error envelope.
 * Any 5xx is a finding (with the database up, even a 503 would mean bad input passed for an
 * outage), and so is an error answer whose body is not the envelope.
 */
export function judge(response: { statusCode: number; body: string }): Finding | null {
  const { statusCode: status, body } = response;
  const sample = body.slice(0, 160);
  if (status >= 500) return { kind: "server_error", status, body: sample };
  if (status < 400) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return { kind: "off_envelope", status, body: sample };
  }
  return errorEnvelopeSchema.safeParse(parsed).success
    ? null
    : { kind: "off_envelope", status, body: sample };
}
