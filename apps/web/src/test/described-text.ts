/** The text a control is described by (its aria-describedby targets, in order): for tests. */
export function description(element: Element): string {
  return (element.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .filter(Boolean)
    .map((id) => element.ownerDocument.getElementById(id)?.textContent?.trim() ?? "")
    .join(" ");
}
