/** One line of a before/after comparison: a field, its old and new values as readable text. */
export interface DiffLine {
  field: string;
  before: string | null;
  after: string | null;
  changed: boolean;
}

/** A value as text people read: strings as they are, everything else as indented JSON. */
export function readable(value: unknown): string {
  if (typeof value === "string") return value;
  if (value === undefined) return "";
  return JSON.stringify(value, null, 2) ?? String(value);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The fields of an audit row's before and after, side by side: for two objects (or one of them
 * missing, a creation or a deletion) one line per field, first the changed ones; anything else is
 * one line for the whole value. Text only: the page prints it, never as markup.
 */
export function auditDiff(before: unknown, after: unknown): DiffLine[] {
  const objects = (isRecord(before) || before === null) && (isRecord(after) || after === null);
  if (!objects || (before === null && after === null)) {
    const left = before === null ? null : readable(before);
    const right = after === null ? null : readable(after);
    return [{ field: "", before: left, after: right, changed: left !== right }];
  }
  const old = (before ?? {}) as Record<string, unknown>;
  const next = (after ?? {}) as Record<string, unknown>;
  const fields = [...new Set([...Object.keys(old), ...Object.keys(next)])];
  const lines = fields.map((field) => {
    const left = field in old ? readable(old[field]) : null;
    const right = field in next ? readable(next[field]) : null;
    return { field, before: left, after: right, changed: left !== right };
  });
  return [...lines.filter((line) => line.changed), ...lines.filter((line) => !line.changed)];
}
