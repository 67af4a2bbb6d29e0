import { vi } from "vitest";

/**
 * Replaces fetch with one answering JSON by path (query string left out): `answer(path)` gives
 * the body (200). Returns the paths asked, in order. Undo with `vi.unstubAllGlobals()`.
 */
export function stubFetchByPath(answer: (path: string) => unknown): string[] {
  const asked: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string) => {
      const path = String(input).split("?")[0] as string;
      asked.push(path);
      return Response.json(answer(path));
    }),
  );
  return asked;
}
