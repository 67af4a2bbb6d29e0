// Outside addresses in one place. The store listings are searches until marketing supplies the
// final listing URLs (the spec does not give them); the social accounts are SPC's handles.
export const EXTERNAL_LINKS = {
  appStore: "https://apps.apple.com/ca/search?term=SPC%20card",
  googlePlay: "https://play.google.com/store/search?q=SPC%20card&c=apps",
  facebook: "https://www.facebook.com/SPCCard",
  instagram: "https://www.instagram.com/spc",
  tiktok: "https://www.tiktok.com/@spc",
} as const;
