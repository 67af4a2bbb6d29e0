import { citySeeds } from "./data/cities";
import { intBetween, pick, type Rng, sample } from "./random";
import type { CataloguePlan } from "./types";

const LETTERS = "ABCEGHJKLMNPRSTVWXYZ";

/**
 * 1–3 stores for every partner with an in-store offer, in distinct cities, jittered within
 * ~3 km of the city centre so distance sorting has something to sort.
 */
export function addStoreLocations(plan: CataloguePlan, rng: Rng) {
  const inStorePartnerIds = [
    ...new Set(plan.offers.filter((o) => o.inStore).map((o) => o.partnerId)),
  ];
  const nameById = new Map(plan.partners.map((p) => [p.id, p.partnerName]));
  for (const partnerId of inStorePartnerIds.sort((a, b) => a - b)) {
    for (const city of sample(rng, citySeeds, intBetween(rng, 1, 3))) {
      const digit = () => String(intBetween(rng, 0, 9));
      const letter = () => pick(rng, LETTERS.split(""));
      plan.storeLocations.push({
        partnerId,
        name: `${nameById.get(partnerId)} – ${city.name}`,
        address: `${intBetween(rng, 10, 2999)} ${pick(rng, city.streets)}`,
        city: city.name,
        province: city.province,
        postalCode: `${pick(rng, city.fsas)} ${digit()}${letter()}${digit()}`,
        lat: round(city.lat + (rng() - 0.5) * 0.05),
        lon: round(city.lon + (rng() - 0.5) * 0.07),
      });
    }
  }
}

function round(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}
