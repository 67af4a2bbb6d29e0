import type { CarouselType } from "@spc/shared";

const all = ["careers"] as const;

/** Query keys of the careers feature. */
export const careersKeys = {
  all: () => all,
  carousel: (type: CarouselType) => [...all, "carousel", type] as const,
  holidays: () => [...all, "holiday", "active"] as const,
  openings: () => [...all, "openings"] as const,
};
