// The /deals sections above the grid change with the catalogue, not while someone scrolls.
export const SECTIONS_STALE_MS = 5 * 60 * 1000;
