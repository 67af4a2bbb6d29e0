import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inlineEntryStyles } from "./spa-page";

const link = (href: string) => `<link rel="stylesheet" crossorigin href="${href}">`;

describe("inlineEntryStyles", () => {
  let root: string;

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), "spc-dist-"));
    await mkdir(path.join(root, "assets"));
    await writeFile(path.join(root, "assets", "index-1.css"), ".a{color:red}\n");
    await writeFile(path.join(root, "assets", "relative-1.css"), ".b{background:url(x.png)}");
    await writeFile(path.join(root, "assets", "absolute-1.css"), ".c{background:url(/x.png)}");
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it("writes the entry CSS into the page and keeps its link disabled for Vite's preloader", () => {
    const html = inlineEntryStyles(`<head>${link("/assets/index-1.css")}</head>`, root);
    expect(html).toContain("<style>.a{color:red}</style>");
    expect(html).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/index-1.css" disabled>',
    );
    expect(html.indexOf("<style>")).toBeLessThan(html.indexOf("disabled>"));
  });

  it("inlines CSS whose url()s are absolute", () => {
    expect(inlineEntryStyles(link("/assets/absolute-1.css"), root)).toContain(
      "<style>.c{background:url(/x.png)}</style>",
    );
  });

  it("leaves linked a stylesheet with relative url()s, or one that is missing", () => {
    for (const href of ["/assets/relative-1.css", "/assets/gone-1.css"]) {
      expect(inlineEntryStyles(link(href), root)).toBe(link(href));
    }
  });
});
