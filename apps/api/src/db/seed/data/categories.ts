/**
 * The demo catalogue's categories; `key` links the catalogue table (data/catalogue/) to a category.
 * French names are set by the seed's typography rule (curly apostrophes).
 */
export interface CategorySeed {
  key: string;
  nameEn: string;
  nameFr: string;
  /** Fixed per category name (spec §3): the web category bar and grid use it as is. */
  colour: string;
  subcategories: ReadonlyArray<readonly [en: string, fr: string]>;
}

export const categorySeeds: readonly CategorySeed[] = [
  {
    key: "fashion",
    nameEn: "Fashion",
    nameFr: "Mode",
    colour: "#e4572e",
    subcategories: [
      ["Clothing", "Vêtements"],
      ["Shoes", "Chaussures"],
      ["Accessories", "Accessoires"],
      ["Jewellery", "Bijoux"],
    ],
  },
  {
    key: "food-and-drink",
    nameEn: "Food & Drink",
    nameFr: "Restauration",
    colour: "#f3a712",
    subcategories: [
      ["Restaurants", "Restaurants"],
      ["Coffee & Tea", "Café et thé"],
      ["Groceries", "Épicerie"],
      ["Fast Food", "Restauration rapide"],
      ["Delivery", "Livraison"],
    ],
  },
  {
    key: "tech",
    nameEn: "Tech",
    nameFr: "Techno",
    colour: "#2e86ab",
    subcategories: [
      ["Computers", "Ordinateurs"],
      ["Phones & Plans", "Téléphones et forfaits"],
      ["Software", "Logiciels"],
      ["Audio", "Audio"],
    ],
  },
  {
    key: "travel",
    nameEn: "Travel",
    nameFr: "Voyages",
    colour: "#00a6a6",
    subcategories: [
      ["Flights", "Vols"],
      ["Hotels", "Hôtels"],
      ["Trains & Buses", "Trains et autocars"],
      ["Car Rental", "Location de voitures"],
      ["Tours & Activities", "Circuits et activités"],
    ],
  },
  {
    key: "beauty",
    nameEn: "Beauty",
    nameFr: "Beauté",
    colour: "#d8315b",
    subcategories: [
      ["Skincare", "Soins de la peau"],
      ["Makeup", "Maquillage"],
      ["Hair", "Coiffure"],
      ["Nails & Spa", "Ongles et spa"],
    ],
  },
  {
    key: "health-and-fitness",
    nameEn: "Health & Fitness",
    nameFr: "Santé et mise en forme",
    colour: "#3bb273",
    subcategories: [
      ["Gyms", "Centres d'entraînement"],
      ["Yoga & Studios", "Yoga et studios"],
      ["Nutrition", "Nutrition"],
      ["Wellness", "Bien-être"],
    ],
  },
  {
    key: "entertainment",
    nameEn: "Entertainment",
    nameFr: "Divertissement",
    colour: "#7768ae",
    subcategories: [
      ["Movies", "Cinéma"],
      ["Streaming", "Diffusion en continu"],
      ["Live Events", "Spectacles"],
      ["Games", "Jeux"],
      ["Music", "Musique"],
    ],
  },
  {
    key: "books-and-education",
    nameEn: "Books & Education",
    nameFr: "Livres et éducation",
    colour: "#1b998b",
    subcategories: [
      ["Books", "Livres"],
      ["Online Courses", "Cours en ligne"],
      ["School Supplies", "Fournitures scolaires"],
      ["Tutoring & Languages", "Tutorat et langues"],
    ],
  },
  {
    key: "home",
    nameEn: "Home",
    nameFr: "Maison",
    colour: "#8f5e3b",
    subcategories: [
      ["Furniture", "Meubles"],
      ["Decor", "Décoration"],
      ["Kitchen", "Cuisine"],
      ["Bedding", "Literie"],
    ],
  },
  {
    key: "sports",
    nameEn: "Sports",
    nameFr: "Sports",
    colour: "#ff6f59",
    subcategories: [
      ["Outdoor Gear", "Plein air"],
      ["Bikes", "Vélos"],
      ["Winter Sports", "Sports d'hiver"],
      ["Team Sports", "Sports d'équipe"],
      ["Running", "Course à pied"],
    ],
  },
  {
    key: "services",
    nameEn: "Services",
    nameFr: "Services",
    colour: "#4f6d7a",
    subcategories: [
      ["Printing", "Impression"],
      ["Moving & Storage", "Déménagement et entreposage"],
      ["Laundry", "Buanderie"],
      ["Financial", "Services financiers"],
      ["Pet Care", "Soins des animaux"],
    ],
  },
  {
    key: "automotive",
    nameEn: "Automotive",
    nameFr: "Automobile",
    colour: "#5c5c5c",
    subcategories: [
      ["Maintenance", "Entretien"],
      ["Car Wash", "Lave-auto"],
      ["Parts", "Pièces"],
      ["Driving Lessons", "Cours de conduite"],
    ],
  },
];
