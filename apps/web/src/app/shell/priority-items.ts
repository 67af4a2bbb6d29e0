import { type RefObject, useLayoutEffect, useState } from "react";

/** Sub-pixel widths add up differently from the row they lay out in: a pixel of slack. */
const SLACK_PX = 1;

/**
 * How many of a row's items (in order) fit in `available` pixels: all of them when they do,
 * otherwise as many as fit beside the "More" button that takes the rest.
 */
export function fitCount(
  widths: readonly number[],
  gap: number,
  available: number,
  moreWidth: number,
): number {
  const all = widths.reduce((sum, width) => sum + width, 0) + gap * (widths.length - 1);
  if (widths.length === 0 || all <= available + SLACK_PX) return widths.length;
  let used = moreWidth;
  let count = 0;
  for (const width of widths) {
    if (used + gap + width > available + SLACK_PX) break;
    used += gap + width;
    count += 1;
  }
  return count;
}

const width = (element: Element) => element.getBoundingClientRect().width;

/**
 * The priority pattern of a one-row list (`listRef`): its children marked `data-priority-item`
 * show while they fit, the rest go behind the child marked `data-priority-more`. Items that do
 * not fit stay in the list, out of the flow and invisible (CSS), so they can still be measured.
 * Measured before paint and again whenever the list or an item changes size (window, language,
 * text). Where ResizeObserver is missing, every item shows.
 */
export function usePriorityCount(
  listRef: RefObject<HTMLElement | null>,
  items: readonly unknown[],
): number {
  const total = items.length;
  const [visible, setVisible] = useState(total);

  // biome-ignore lint/correctness/useExhaustiveDependencies: new items are new children to observe
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list || typeof ResizeObserver === "undefined") {
      setVisible(total);
      return;
    }
    const measure = () => {
      const available = width(list);
      // Hidden (the hamburger's widths): keep the last answer until the row shows again.
      if (available === 0) return;
      const row = [...list.querySelectorAll(":scope > [data-priority-item]")];
      const more = list.querySelector(":scope > [data-priority-more]");
      const gap = Number.parseFloat(getComputedStyle(list).columnGap) || 0;
      setVisible(fitCount(row.map(width), gap, available, more ? width(more) : 0));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(list);
    for (const child of list.children) observer.observe(child);
    return () => observer.disconnect();
  }, [listRef, items, total]);

  return Math.min(visible, total);
}
