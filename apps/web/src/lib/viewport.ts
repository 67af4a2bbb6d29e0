// The layout viewport's width in CSS pixels, read when this module loads and again on each
// resize. Reading window.innerWidth while rendering forces the browser to lay out whatever
// React has just inserted, on a phone (viewport meta) the width can depend on the content: on
// /deals one such read cost a 4×-throttled phone 130 ms of style and layout inside a render
// task, and every row's re-render paid another style pass (issue 4, total blocking time). Read
// here instead, the value is taken while the page is still the index.html skeleton, already
// laid out, and a resize hands over a fresh one.
let width = typeof window === "undefined" ? 0 : window.innerWidth;

if (typeof window !== "undefined") {
  window.addEventListener(
    "resize",
    () => {
      width = window.innerWidth;
    },
    { passive: true },
  );
}

export function viewportWidth(): number {
  return width;
}
