import type { Page } from "@playwright/test";

/**
 * What is wrong with the laid-out page, in words (empty when nothing is): run in the browser.
 *
 * - **the header wraps**: the controls of the header's bar (logo, menu links, More, language,
 *   session buttons, hamburger) do not all sit on one row, or the bar is taller than one row;
 * - **the page scrolls sideways**;
 * - **an element sticks out of its container**: sideways past its parent's box where the parent
 *   does not clip or scroll (a scrolling row of cards is fine, a menu link running into the
 *   buttons is not), or its own content is wider than it (text that cannot wrap);
 * - **a word is split between two lines** where no typographer would split it: a break is fine
 *   after "-", "/", "@" and before "." (compound words, addresses), nowhere else.
 */
export function findLayoutProblems(page: Page, options: { maxBarHeight: number }) {
  return page.evaluate(layoutProblems, options);
}

function layoutProblems({ maxBarHeight }: { maxBarHeight: number }): string[] {
  const problems: string[] = [];
  const visible = (element: Element) => {
    const rect = element.getBoundingClientRect();
    return (
      rect.width > 0 &&
      rect.height > 0 &&
      element.checkVisibility({ opacityProperty: true, visibilityProperty: true })
    );
  };
  const name = (element: Element) => {
    const classes = Array.from(element.classList).slice(0, 2).join(".");
    const text = (element.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40);
    return `<${element.tagName.toLowerCase()}${classes ? `.${classes}` : ""}> "${text}"`;
  };

  // The header's bar: one row of controls, no taller than one row.
  const bar = document.querySelector("header .site-header__bar");
  if (!bar) problems.push("no header bar");
  else {
    const barHeight = bar.getBoundingClientRect().height;
    if (barHeight > maxBarHeight) {
      problems.push(
        `the header bar is ${Math.round(barHeight)} px tall (one row: ≤ ${maxBarHeight})`,
      );
    }
    const controls = Array.from(bar.querySelectorAll("a, button")).filter(visible);
    const middles = controls.map((control) => {
      const rect = control.getBoundingClientRect();
      return { control, middle: rect.top + rect.height / 2 };
    });
    const first = middles[0];
    for (const { control, middle } of middles) {
      if (first && Math.abs(middle - first.middle) > 4) {
        problems.push(
          `the header wraps: ${name(control)} is on another row than ${name(first.control)}`,
        );
      }
    }
    // None running into another (a link under the buttons, say, would still be "one row").
    const boxes = controls.map((control) => ({ control, rect: control.getBoundingClientRect() }));
    boxes.forEach((a, index) => {
      for (const b of boxes.slice(index + 1)) {
        const across = Math.min(a.rect.right, b.rect.right) - Math.max(a.rect.left, b.rect.left);
        const down = Math.min(a.rect.bottom, b.rect.bottom) - Math.max(a.rect.top, b.rect.top);
        if (across > 1 && down > 1 && !a.control.contains(b.control)) {
          problems.push(`the header's ${name(b.control)} overlaps ${name(a.control)}`);
        }
      }
    });
  }

  // Sideways scrolling.
  const pageWidth = document.documentElement.scrollWidth;
  if (pageWidth > window.innerWidth + 1) {
    problems.push(
      `the page scrolls sideways (${pageWidth} px wide in a ${window.innerWidth} px window)`,
    );
  }

  // Elements sticking out of their containers: the nearest ancestor that shows a box (a
  // background, a border, a shadow) or the window. An ancestor that clips or scrolls sideways
  // (a row of cards, a category bar) means the overflow is meant. Placed or turned elements
  // (pop-ups, decorations) are not checked themselves; what is inside them is.
  const paintsBox = (style: CSSStyleDeclaration) =>
    style.backgroundColor !== "rgba(0, 0, 0, 0)" ||
    style.backgroundImage !== "none" ||
    style.boxShadow !== "none" ||
    ["Top", "Right", "Bottom", "Left"].some(
      (side) =>
        style.getPropertyValue(`border-${side.toLowerCase()}-style`) !== "none" &&
        Number.parseFloat(style.getPropertyValue(`border-${side.toLowerCase()}-width`)) > 0,
    );
  const containerOf = (element: Element): Element | "clips" | "window" => {
    for (
      let at = element.parentElement;
      at && at !== document.documentElement;
      at = at.parentElement
    ) {
      const style = getComputedStyle(at);
      if (style.overflowX !== "visible") return "clips";
      if (paintsBox(style)) return at;
    }
    return "window";
  };
  for (const element of Array.from(document.body.querySelectorAll("*"))) {
    if (element.closest("svg") && element.tagName.toLowerCase() !== "svg") continue;
    if (!visible(element)) continue;
    const style = getComputedStyle(element);
    if (style.position === "absolute" || style.position === "fixed" || style.transform !== "none") {
      continue;
    }
    const rect = element.getBoundingClientRect();
    const container = containerOf(element);
    if (container !== "clips") {
      const box =
        container === "window"
          ? { left: 0, right: window.innerWidth }
          : container.getBoundingClientRect();
      const by = Math.max(rect.right - box.right, box.left - rect.left);
      if (by > 1) {
        const what = container === "window" ? "the window" : name(container);
        problems.push(`${name(element)} sticks out of ${what} by ${Math.round(by)} px`);
      }
    }
    // Text that cannot wrap, wider than the element that holds it.
    const holdsText = Array.from(element.childNodes).some(
      (child) => child.nodeType === Node.TEXT_NODE && (child.textContent ?? "").trim() !== "",
    );
    if (
      holdsText &&
      style.overflowX === "visible" &&
      style.display !== "inline" &&
      element.scrollWidth > element.clientWidth + 1
    ) {
      problems.push(
        `${name(element)}'s text is ${element.scrollWidth - element.clientWidth} px wider than it`,
      );
    }
  }
  // Words split between lines.
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || parent.closest("svg, script, style, .visually-hidden") || !visible(parent)) {
      continue;
    }
    const text = node.textContent ?? "";
    // Pieces between the places a word may break: spaces, after - / @ – —, before a full stop.
    for (const piece of text.matchAll(/[^\s\-/@–—.]*[-/@–—]?|\.[^\s\-/@–—.]*[-/@–—]?/g)) {
      if (piece[0].length < 2) continue;
      range.setStart(node, piece.index);
      range.setEnd(node, piece.index + piece[0].length);
      const tops = new Set(
        Array.from(range.getClientRects())
          .filter((r) => r.width > 0)
          .map((r) => Math.round(r.top)),
      );
      if (tops.size > 1) {
        problems.push(`"${piece[0]}" is split between lines in ${name(parent)}`);
      }
    }
  }
  return problems;
}
