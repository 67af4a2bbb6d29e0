import { readFileSync } from "node:fs";
import { join } from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { FirstPaintSkeleton } from "./first-paint-skeleton";

describe("first-paint skeleton", () => {
  it("is the markup index.html paints before any script, so React takes over without a jump", () => {
    const html = readFileSync(join(import.meta.dirname, "..", "..", "index.html"), "utf8");
    const root = /<div id="root">([\s\S]*)<\/div>\s*(?:<script|<\/body>)/.exec(html)?.[1] ?? "";
    const squeeze = (markup: string) => markup.replace(/>\s+</g, "><").trim();
    expect(squeeze(root)).toBe(renderToStaticMarkup(<FirstPaintSkeleton />));
  });

  it("holds no text: every word on screen comes from the catalogues", () => {
    expect(renderToStaticMarkup(<FirstPaintSkeleton />).replace(/<[^>]*>/g, "")).toBe("");
  });
});
