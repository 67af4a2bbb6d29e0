import { Fragment } from "react";

/**
 * Markdown shown as plain paragraphs: headings become paragraphs in bold, emphasis and link
 * syntax are reduced to their words. A stand-in until the content feature's markdown renderer
 * (decision 0034: no raw HTML, safe links) is there for every page; no HTML is ever produced
 * from the text, so nothing in it can run.
 */
export function MarkdownText({ text, className }: { text: string; className?: string }) {
  const blocks = plainBlocks(text);
  return (
    <div className={className}>
      {blocks.map((block, index) => (
        // Blocks have no identity beyond their order in one text.
        // biome-ignore lint/suspicious/noArrayIndexKey: the text's paragraphs never reorder
        <Fragment key={index}>
          {block.heading ? (
            <p>
              <strong>{block.text}</strong>
            </p>
          ) : (
            <p>{block.text}</p>
          )}
        </Fragment>
      ))}
    </div>
  );
}

export interface PlainBlock {
  text: string;
  heading: boolean;
}

/** The paragraphs of a markdown text as plain words (exported for its test). */
export function plainBlocks(markdown: string): PlainBlock[] {
  return markdown
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => {
      const heading = /^#{1,6}\s/.test(block);
      const text = block
        .replace(/^#{1,6}\s+/, "")
        .replace(/^\s*[-*+]\s+/gm, "• ")
        .replace(/!\[([^\]]*)\]\([^)]*\)/g, "$1")
        .replace(/\[([^\]]+)\]\([^)]*\)/g, "$1")
        .replace(/(\*\*|__)(.+?)\1/g, "$2")
        .replace(/(\*|_)(.+?)\1/g, "$2")
        .replace(/`([^`]+)`/g, "$1")
        .replace(/\s*\n\s*/g, " ");
      return { text, heading };
    });
}
