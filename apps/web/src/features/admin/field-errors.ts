import { ApiError } from "../../lib/api-client";

/**
 * The fields a refused save names: `details.fields[].path` of a 400 (the offer's rules across
 * fields and references), or `details.field` of a 409 (a url_name already used). Paths of
 * fields the form does not know are left out; an empty list means "not about a field".
 */
export function fieldsAtFault<F extends string>(error: unknown, known: readonly F[]): F[] {
  if (!(error instanceof ApiError) || !error.details) return [];
  const names: string[] = [];
  const { fields, field } = error.details as { fields?: unknown; field?: unknown };
  if (Array.isArray(fields)) {
    for (const entry of fields) {
      const path = (entry as { path?: unknown } | null)?.path;
      const name = Array.isArray(path) ? path[0] : path;
      if (typeof name === "string") names.push(name);
    }
  }
  if (typeof field === "string") names.push(field);
  const set = new Set(known as readonly string[]);
  return [...new Set(names)].filter((name): name is F => set.has(name));
}
