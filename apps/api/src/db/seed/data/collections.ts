/** Curated collections: offers are picked by category keys and/or tag slugs, by views. */
export interface CollectionSeed {
  nameEn: string;
  nameFr: string;
  descriptionEn: string;
  descriptionFr: string;
  categoryKeys: readonly string[];
  tags: readonly string[];
}

export const collectionSeeds: readonly CollectionSeed[] = [
  { nameEn: "Back to school", nameFr: "La rentrée", descriptionEn: "Everything for the new semester.", descriptionFr: "Tout pour la nouvelle session.", categoryKeys: ["books-and-education"], tags: ["laptop", "textbooks", "stationery"] },
  { nameEn: "Study fuel", nameFr: "Carburant pour les études", descriptionEn: "Pizza, coffee and late-night snacks.", descriptionFr: "Pizza, café et collations de fin de soirée.", categoryKeys: [], tags: ["pizza", "coffee", "bagels", "delivery"] },
  { nameEn: "Date night", nameFr: "Soirée en amoureux", descriptionEn: "Dinner and a show for less.", descriptionFr: "Un souper et un spectacle pour moins cher.", categoryKeys: [], tags: ["movies", "sushi", "concerts"] },
  { nameEn: "Tech upgrades", nameFr: "Mises à niveau techno", descriptionEn: "Laptops, phones and headphones.", descriptionFr: "Ordinateurs, téléphones et écouteurs.", categoryKeys: ["tech"], tags: [] },
  { nameEn: "Self-care", nameFr: "Prendre soin de soi", descriptionEn: "Skincare, yoga and a little rest.", descriptionFr: "Soins, yoga et un peu de repos.", categoryKeys: ["beauty"], tags: ["yoga", "massage"] },
  { nameEn: "Weekend getaways", nameFr: "Escapades de fin de semaine", descriptionEn: "Trains, hotels and road trips.", descriptionFr: "Trains, hôtels et road trips.", categoryKeys: ["travel"], tags: [] },
  { nameEn: "First apartment", nameFr: "Premier appartement", descriptionEn: "Furniture, kitchen and moving day.", descriptionFr: "Meubles, cuisine et jour du déménagement.", categoryKeys: ["home"], tags: ["moving"] },
];
