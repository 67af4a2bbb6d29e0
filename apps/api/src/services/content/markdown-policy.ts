import { fromMarkdown } from "mdast-util-from-markdown";

// What content markdown may hold (docs/decisions/0034-content-in-the-database.md): CommonMark
// without raw HTML, links and pictures to our own pages, http(s), mailto: and tel: only. The web
// renders markdown without HTML and drops other links anyway; this check keeps such content out
// of the database in the first place (seed tests today, the back office's writes tomorrow).

const ALLOWED_URL = /^(?:\/(?!\/)|#|\?|https?:\/\/|mailto:|tel:)/i;

interface Node {
  type: string;
  url?: string;
  value?: string;
  children?: Node[];
}

/** What is wrong with a markdown text for our pages; empty when it may be published. */
export function markdownProblems(markdown: string): string[] {
  const problems: string[] = [];
  const visit = (node: Node) => {
    if (node.type === "html") problems.push(`raw HTML: ${node.value?.slice(0, 40)}`);
    if (node.url !== undefined && !ALLOWED_URL.test(node.url.trim())) {
      problems.push(`link to a forbidden address: ${node.url.slice(0, 40)}`);
    }
    for (const child of node.children ?? []) visit(child);
  };
  visit(fromMarkdown(markdown) as Node);
  return problems;
}
