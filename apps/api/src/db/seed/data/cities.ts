/** Real Canadian cities (centre coordinates) for store locations; FSAs are real postal prefixes. */
export interface CitySeed {
  name: string;
  province: string;
  lat: number;
  lon: number;
  fsas: readonly string[];
  streets: readonly string[];
}

export const citySeeds: readonly CitySeed[] = [
  { name: "Toronto", province: "ON", lat: 43.6532, lon: -79.3832, fsas: ["M5V", "M5T", "M4Y", "M6J", "M5S"], streets: ["Queen St W", "Yonge St", "Bloor St W", "Spadina Ave", "College St"] },
  { name: "Montréal", province: "QC", lat: 45.5019, lon: -73.5674, fsas: ["H2X", "H3A", "H2T", "H2J", "H3H"], streets: ["rue Sainte-Catherine O", "boul. Saint-Laurent", "rue Saint-Denis", "av. du Mont-Royal E", "rue Sherbrooke O"] },
  { name: "Vancouver", province: "BC", lat: 49.2827, lon: -123.1207, fsas: ["V6B", "V6E", "V5T", "V6K", "V6R"], streets: ["Granville St", "Robson St", "Main St", "W 4th Ave", "Commercial Dr"] },
  { name: "Calgary", province: "AB", lat: 51.0447, lon: -114.0719, fsas: ["T2P", "T2R", "T2N", "T3A"], streets: ["17 Ave SW", "Stephen Ave", "Kensington Rd NW", "4 St SW"] },
  { name: "Edmonton", province: "AB", lat: 53.5461, lon: -113.4938, fsas: ["T5J", "T6E", "T6G", "T5K"], streets: ["Whyte Ave", "Jasper Ave", "124 St NW", "109 St NW"] },
  { name: "Ottawa", province: "ON", lat: 45.4215, lon: -75.6972, fsas: ["K1P", "K1N", "K1S", "K2P"], streets: ["Rideau St", "Bank St", "Elgin St", "Sparks St"] },
  { name: "Québec", province: "QC", lat: 46.8139, lon: -71.208, fsas: ["G1R", "G1K", "G1S", "G1V"], streets: ["Grande Allée E", "rue Saint-Jean", "boul. Laurier", "rue Cartier"] },
  { name: "Winnipeg", province: "MB", lat: 49.8951, lon: -97.1384, fsas: ["R3C", "R3B", "R3M", "R3T"], streets: ["Portage Ave", "Corydon Ave", "Osborne St", "Pembina Hwy"] },
  { name: "Halifax", province: "NS", lat: 44.6488, lon: -63.5752, fsas: ["B3H", "B3J", "B3K", "B3L"], streets: ["Spring Garden Rd", "Barrington St", "Quinpool Rd", "Agricola St"] },
  { name: "Saskatoon", province: "SK", lat: 52.1332, lon: -106.67, fsas: ["S7K", "S7N", "S7H"], streets: ["Broadway Ave", "8th St E", "College Dr"] },
  { name: "Victoria", province: "BC", lat: 48.4284, lon: -123.3656, fsas: ["V8W", "V8V", "V8R"], streets: ["Government St", "Fort St", "Cook St"] },
  { name: "Kingston", province: "ON", lat: 44.2312, lon: -76.486, fsas: ["K7L", "K7K", "K7M"], streets: ["Princess St", "Division St", "Brock St"] },
];
