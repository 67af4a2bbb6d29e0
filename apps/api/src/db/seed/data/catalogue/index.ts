import { automotive } from "./automotive";
import { beauty } from "./beauty";
import { booksAndEducation } from "./books-and-education";
import { entertainment } from "./entertainment";
import { fashion } from "./fashion";
import { foodAndDrink } from "./food-and-drink";
import { healthAndFitness } from "./health-and-fitness";
import { home } from "./home";
import { services } from "./services";
import { sports } from "./sports";
import { tech } from "./tech";
import type { CategoryTable } from "./types";
import { travel } from "./travel";

export type { Amount, CategoryTable, Channel, OfferSeed, Pair, PartnerKind } from "./types";

/** The one table the demo partners and their offers come from, in data/categories.ts order. */
export const catalogueTable: readonly CategoryTable[] = [
  fashion,
  foodAndDrink,
  tech,
  travel,
  beauty,
  healthAndFitness,
  entertainment,
  booksAndEducation,
  home,
  sports,
  services,
  automotive,
];
