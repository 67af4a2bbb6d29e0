/**
 * Whether a crawler asked for this page. The server decides from the user agent with a maintained
 * list and says so in the HTML (apps/api/src/plugins/spa.ts): no list ships to browsers.
 * A crawler gets the pages without the consent banner, the open-app banner or any pop-up.
 */
export function isCrawler(doc: Document | undefined = globalThis.document): boolean {
  return doc?.querySelector('meta[name="spc-visitor"][content="crawler"]') != null;
}
