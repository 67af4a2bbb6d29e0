/*
 * Bundled Canadian postal data for the built-in geocoder. APPROXIMATE coordinates (city centres
 * or district centres, ±5–15 km), good enough for "stores within N km"; not survey data.
 *
 * - PROVINCE_BY_LETTER: the first letter of a postal code fixes the province (Canada Post); the
 *   point is a representative one where most of that region's people live, not the geographic
 *   centroid (a student in "K" is more likely near Kingston/Ottawa than in the bush).
 * - FSA_PREFIXES: forward sortation area prefixes (1–3 characters) of the largest cities; the
 *   longest matching prefix wins (V5K → Vancouver, but V5A → Burnaby).
 */

export type ProvinceCode =
  | "NL"
  | "NS"
  | "PE"
  | "NB"
  | "QC"
  | "ON"
  | "MB"
  | "SK"
  | "AB"
  | "BC"
  | "NT"
  | "NU"
  | "YT";

export interface RegionPoint {
  province: ProvinceCode;
  lat: number;
  lon: number;
}

export const PROVINCE_BY_LETTER: Readonly<Record<string, RegionPoint>> = {
  A: { province: "NL", lat: 47.9, lon: -54.2 },
  B: { province: "NS", lat: 45.0, lon: -63.3 },
  C: { province: "PE", lat: 46.25, lon: -63.13 },
  E: { province: "NB", lat: 46.2, lon: -65.9 },
  G: { province: "QC", lat: 47.0, lon: -71.3 },
  H: { province: "QC", lat: 45.5, lon: -73.6 },
  J: { province: "QC", lat: 45.9, lon: -73.4 },
  K: { province: "ON", lat: 44.9, lon: -76.0 },
  L: { province: "ON", lat: 43.6, lon: -79.7 },
  M: { province: "ON", lat: 43.7, lon: -79.4 },
  N: { province: "ON", lat: 43.2, lon: -80.9 },
  P: { province: "ON", lat: 47.0, lon: -81.0 },
  R: { province: "MB", lat: 50.3, lon: -97.6 },
  S: { province: "SK", lat: 51.3, lon: -105.6 },
  T: { province: "AB", lat: 52.3, lon: -113.8 },
  V: { province: "BC", lat: 49.6, lon: -122.5 },
  X: { province: "NT", lat: 62.45, lon: -114.37 },
  Y: { province: "YT", lat: 60.72, lon: -135.06 },
};

export interface FsaPlace {
  city: string;
  lat: number;
  lon: number;
  /** Only where the letter's province is not the answer (X0A–X0C are Nunavut). */
  province?: ProvinceCode;
}

// [prefix, city, lat, lon]
const rows: ReadonlyArray<readonly [string, string, number, number, ProvinceCode?]> = [
  // Newfoundland and Labrador, Maritimes
  ["A1", "St. John's", 47.5615, -52.7126],
  ["A2H", "Corner Brook", 48.95, -57.9522],
  ["B1", "Sydney", 46.1368, -60.1942],
  ["B2V", "Dartmouth", 44.6713, -63.5772],
  ["B2W", "Dartmouth", 44.6713, -63.5772],
  ["B2X", "Dartmouth", 44.6713, -63.5772],
  ["B2Y", "Dartmouth", 44.6713, -63.5772],
  ["B3", "Halifax", 44.6488, -63.5752],
  ["C1", "Charlottetown", 46.2382, -63.1311],
  ["E1", "Moncton", 46.0878, -64.7782],
  ["E2", "Saint John", 45.2733, -66.0633],
  ["E3", "Fredericton", 45.9636, -66.6431],
  // Quebec
  ["G1", "Québec", 46.8139, -71.208],
  ["G2", "Québec", 46.84, -71.29],
  ["G6V", "Lévis", 46.8032, -71.1779],
  ["G7", "Saguenay", 48.4284, -71.0686],
  ["G8", "Trois-Rivières", 46.343, -72.543],
  ["G9", "Trois-Rivières", 46.35, -72.58],
  ["H", "Montréal", 45.5019, -73.5674],
  ["H1", "Montréal", 45.58, -73.56],
  ["H2", "Montréal", 45.53, -73.6],
  ["H3", "Montréal", 45.495, -73.58],
  ["H4", "Montréal", 45.47, -73.63],
  ["H7", "Laval", 45.57, -73.75],
  ["H8", "Montréal", 45.45, -73.72],
  ["H9", "Montréal", 45.47, -73.82],
  ["J1", "Sherbrooke", 45.4042, -71.8929],
  ["J4", "Longueuil", 45.5312, -73.5181],
  ["J8", "Gatineau", 45.4765, -75.7013],
  ["J9", "Gatineau", 45.49, -75.65],
  // Ontario — east and north
  ["K1", "Ottawa", 45.4215, -75.6972],
  ["K2", "Ottawa", 45.33, -75.78],
  ["K7K", "Kingston", 44.2312, -76.486],
  ["K7L", "Kingston", 44.2312, -76.486],
  ["K7M", "Kingston", 44.24, -76.56],
  ["K8N", "Belleville", 44.1628, -77.3832],
  ["K9", "Peterborough", 44.3091, -78.3197],
  ["P1A", "North Bay", 46.3091, -79.4608],
  ["P3", "Sudbury", 46.4917, -80.993],
  ["P6A", "Sault Ste. Marie", 46.5136, -84.3358],
  ["P7", "Thunder Bay", 48.3809, -89.2477],
  // Ontario — Toronto and around
  ["M", "Toronto", 43.6532, -79.3832],
  ["M1", "Toronto", 43.7764, -79.2318],
  ["M2", "Toronto", 43.7615, -79.4111],
  ["M3", "Toronto", 43.754, -79.44],
  ["M4", "Toronto", 43.69, -79.33],
  ["M5", "Toronto", 43.651, -79.383],
  ["M6", "Toronto", 43.665, -79.46],
  ["M8", "Toronto", 43.6435, -79.525],
  ["M9", "Toronto", 43.7, -79.55],
  ["L1", "Oshawa", 43.8971, -78.8658],
  ["L2", "St. Catharines", 43.1594, -79.2469],
  ["L3R", "Markham", 43.8561, -79.337],
  ["L4", "Mississauga", 43.62, -79.62],
  ["L4B", "Richmond Hill", 43.8828, -79.4403],
  ["L4C", "Richmond Hill", 43.8828, -79.4403],
  ["L4J", "Vaughan", 43.8361, -79.4983],
  ["L4K", "Vaughan", 43.8, -79.52],
  ["L4M", "Barrie", 44.3894, -79.6903],
  ["L4N", "Barrie", 44.36, -79.69],
  ["L5", "Mississauga", 43.589, -79.6441],
  ["L6", "Brampton", 43.7315, -79.7624],
  ["L6H", "Oakville", 43.4675, -79.6877],
  ["L6J", "Oakville", 43.4675, -79.6877],
  ["L6K", "Oakville", 43.45, -79.69],
  ["L6L", "Oakville", 43.42, -79.72],
  ["L6M", "Oakville", 43.44, -79.75],
  ["L7", "Burlington", 43.3255, -79.799],
  ["L8", "Hamilton", 43.2557, -79.8711],
  ["L9", "Hamilton", 43.22, -79.9],
  ["L9T", "Milton", 43.5183, -79.8774],
  // Ontario — southwest
  ["N1", "Guelph", 43.5448, -80.2482],
  ["N1R", "Cambridge", 43.3616, -80.3144],
  ["N2", "Kitchener", 43.4516, -80.4925],
  ["N2J", "Waterloo", 43.4643, -80.5204],
  ["N2K", "Waterloo", 43.49, -80.52],
  ["N2L", "Waterloo", 43.4643, -80.5404],
  ["N2T", "Waterloo", 43.45, -80.57],
  ["N2V", "Waterloo", 43.5, -80.55],
  ["N5", "London", 42.9849, -81.2453],
  ["N6", "London", 42.97, -81.25],
  ["N8", "Windsor", 42.3149, -83.0364],
  ["N9", "Windsor", 42.28, -83.0],
  // Prairies
  ["R2", "Winnipeg", 49.8951, -97.1384],
  ["R3", "Winnipeg", 49.87, -97.17],
  ["R7A", "Brandon", 49.8485, -99.9501],
  ["S4", "Regina", 50.4452, -104.6189],
  ["S6H", "Moose Jaw", 50.3934, -105.5519],
  ["S6V", "Prince Albert", 53.2033, -105.7531],
  ["S7", "Saskatoon", 52.1332, -106.67],
  ["T1J", "Lethbridge", 49.6956, -112.8451],
  ["T1K", "Lethbridge", 49.67, -112.8],
  ["T2", "Calgary", 51.0447, -114.0719],
  ["T3", "Calgary", 51.08, -114.13],
  ["T4N", "Red Deer", 52.2681, -113.8112],
  ["T5", "Edmonton", 53.5461, -113.4938],
  ["T6", "Edmonton", 53.5, -113.5],
  // British Columbia
  ["V1Y", "Kelowna", 49.888, -119.496],
  ["V2L", "Prince George", 53.9171, -122.7497],
  ["V3", "Surrey", 49.1913, -122.849],
  ["V5", "Vancouver", 49.25, -123.07],
  ["V5A", "Burnaby", 49.2488, -122.9805],
  ["V5B", "Burnaby", 49.2488, -122.9805],
  ["V5C", "Burnaby", 49.2665, -123.0],
  ["V5E", "Burnaby", 49.22, -122.96],
  ["V5G", "Burnaby", 49.23, -123.0],
  ["V5H", "Burnaby", 49.22, -123.0],
  ["V5J", "Burnaby", 49.2, -122.97],
  ["V6", "Vancouver", 49.27, -123.14],
  ["V6X", "Richmond", 49.1666, -123.1336],
  ["V6Y", "Richmond", 49.1666, -123.1336],
  ["V7", "North Vancouver", 49.32, -123.0724],
  ["V8", "Victoria", 48.4284, -123.3656],
  ["V9", "Victoria", 48.45, -123.45],
  ["V9R", "Nanaimo", 49.1659, -123.9401],
  ["V9T", "Nanaimo", 49.2, -124.0],
  // North
  ["X0A", "Iqaluit", 63.7467, -68.517, "NU"],
  ["X0B", "Cambridge Bay", 69.1169, -105.0597, "NU"],
  ["X0C", "Rankin Inlet", 62.8084, -92.0853, "NU"],
  ["X1A", "Yellowknife", 62.454, -114.3718],
  ["Y1A", "Whitehorse", 60.7212, -135.0568],
];

export const FSA_PREFIXES: ReadonlyMap<string, FsaPlace> = new Map(
  rows.map(([prefix, city, lat, lon, province]) => [
    prefix,
    province ? { city, lat, lon, province } : { city, lat, lon },
  ]),
);
