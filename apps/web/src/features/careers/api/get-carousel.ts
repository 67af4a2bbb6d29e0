import type { CarouselResponse, CarouselType } from "@spc/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { careersKeys } from "./keys";

/** GET /api/careers/getCarousel/{type}: one carousel of the careers page, in display order. */
export function getCarousel(type: CarouselType, signal?: AbortSignal) {
  return apiRequest<CarouselResponse>(`/api/careers/getCarousel/${type}`, { signal });
}

export const carouselQueryOptions = (type: CarouselType) =>
  queryOptions({
    queryKey: careersKeys.carousel(type),
    queryFn: ({ signal }) => getCarousel(type, signal),
    staleTime: 10 * 60 * 1000,
    // Spec §8: a carousel that fails to load ends its loading and leaves its section empty; the
    // page does not wait through retries for a section that is decoration.
    retry: false,
  });

export function useCarousel(type: CarouselType) {
  return useQuery(carouselQueryOptions(type));
}
