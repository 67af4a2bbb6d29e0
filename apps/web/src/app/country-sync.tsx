import { useEffect } from "react";
import { usePublicConfig } from "../features/content";
import { useLanguageStore } from "../i18n/language-store";

/** Hands the build's country to the language store: the US build is English only (spec §4). */
export function CountrySync() {
  const country = usePublicConfig().data?.country;
  const setCountry = useLanguageStore((state) => state.setCountry);
  useEffect(() => {
    if (country) setCountry(country);
  }, [country, setCountry]);
  return null;
}
