import type { z } from "zod";

/**
 * Checks what a form's values became against a shared schema inside a transform, passing each
 * issue on with its path (the field it marks). Used instead of `.pipe()`, whose types refuse a
 * schema with defaults (its input allows undefined where the form always gives a value).
 */
export function throughSchema<S extends z.ZodType>(schema: S) {
  return (value: unknown, context: z.RefinementCtx): z.output<S> => {
    const parsed = schema.safeParse(value);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) {
      context.addIssue({ code: "custom", path: issue.path, message: issue.message });
    }
    return undefined as never;
  };
}
