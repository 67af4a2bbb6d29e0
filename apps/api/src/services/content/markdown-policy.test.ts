import { describe, expect, it } from "vitest";
import { markdownProblems } from "./markdown-policy";

describe("markdownProblems", () => {
  it("accepts headings, emphasis, lists and links to our pages, the web, e-mail and phones", () => {
    const markdown = [
      "## Why SPC",
      "Save **$250+** a year with _450+ deals_.",
      "- [Buy](/purchase)",
      "- [A partner](https://example.com/deals?x=1)",
      "- [Write to us](mailto:support@spc.local) or [call](tel:+15145550100)",
      "- [See below](#faq)",
      "<https://example.com>",
    ].join("\n\n");
    expect(markdownProblems(markdown)).toEqual([]);
  });

  it("names raw HTML, inline or as a block", () => {
    expect(markdownProblems("<script>alert(1)</script>")).toHaveLength(1);
    expect(markdownProblems("Hello <img src=x onerror=alert(1)> world")).toHaveLength(1);
  });

  it("names javascript:, data: and protocol-relative links and pictures", () => {
    expect(markdownProblems("[click](javascript:alert(1))")).toHaveLength(1);
    expect(markdownProblems("[click]( JAVASCRIPT:alert(1))")).toHaveLength(1);
    expect(markdownProblems("![x](data:image/svg+xml;base64,AAAA)")).toHaveLength(1);
    expect(markdownProblems("[x](//evil.example)")).toHaveLength(1);
    expect(markdownProblems("[x][ref]\n\n[ref]: vbscript:msgbox")).toHaveLength(1);
  });
});
