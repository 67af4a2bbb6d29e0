import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../testing/use-test-app";

// A blog post page answers like an offer page (decision 0026): 404 when no published post has
// that slug or id, so crawlers and link checkers see what the page says.
const dist = mkdtempSync(path.join(tmpdir(), "spc-dist-"));
writeFileSync(path.join(dist, "index.html"), "<!doctype html><div id=root></div>");
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe("the status of a blog post page", () => {
  const ctx = useTestApp({ env: { WEB_DIST_DIR: dist } });
  const status = async (url: string) =>
    (await ctx.app().inject({ url, headers: { accept: "text/html" } })).statusCode;

  it("is 200 for a published post, by slug or id, in either language", async () => {
    const post = (
      await ctx.app().inject({ url: "/api/content/blog/how-to-use-your-spc-card" })
    ).json();
    expect(await status("/blog/how-to-use-your-spc-card")).toBe(200);
    expect(await status(`/blog/${post.id}`)).toBe(200);
    expect(await status("/fr/blog/how-to-use-your-spc-card")).toBe(200);
    expect(await status("/blogs")).toBe(200);
  });

  it("is 404 for an unknown post", async () => {
    expect(await status("/blog/no-such-post")).toBe(404);
    expect(await status("/blog/99999")).toBe(404);
  });
});
