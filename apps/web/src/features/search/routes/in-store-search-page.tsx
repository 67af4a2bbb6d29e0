import { formatPostalAsTyped, isValidPostal, normalizePostal, postalMaxLength } from "@spc/shared";
import { type FormEvent, useState } from "react";
import { useSearchParams } from "react-router";
import { Button } from "../../../components/button/button";
import { Card } from "../../../components/card/card";
import { SelectField } from "../../../components/form/select-field";
import { TextField } from "../../../components/form/text-field";
import { FormattedMessage, useIntl } from "../../../i18n/intl-lite";
import { useLanguageStore } from "../../../i18n/language-store";
import { usePageTitle } from "../../../i18n/use-page-title";
import { AdsPopup } from "../../ads";
import { OfferListing, useListingState, useOffersSummary } from "../../offers";
import { geocodeErrorMessageId } from "../geocode-errors";
import { currentPosition, GEOLOCATION_MESSAGES, type GeolocationFailure } from "../geolocation";
import "../../deals/components/deals.css";
import "./in-store.css";

export const DISTANCES_KM = [5, 10, 25, 50, 100] as const;
const DEFAULT_DISTANCE = 10;
// Every result here is an in-store offer: the channel toggles would only confuse.
const NEARBY_FILTERS = ["spc_plus", "lto", "new"] as const;

/** Reads the in-store search of the URL: ?postal=…&distance=… or ?lat=…&lon=…&distance=…. */
export function readNearby(params: URLSearchParams) {
  const distance = Number(params.get("distance"));
  const lat = Number.parseFloat(params.get("lat") ?? "");
  const lon = Number.parseFloat(params.get("lon") ?? "");
  return {
    postal: params.get("postal")?.trim() ?? "",
    distance: (DISTANCES_KM as readonly number[]).includes(distance) ? distance : DEFAULT_DISTANCE,
    coords: Number.isFinite(lat) && Number.isFinite(lon) ? { lat, lon } : null,
  };
}

/** /search/inStore — in-store offers within a distance of a postal code or of the phone. */
export function InStoreSearchPage() {
  usePageTitle("page.searchInStore.title");
  const intl = useIntl();
  const country = useLanguageStore((state) => state.country) ?? "ca";
  const [params, setParams] = useSearchParams();
  const nearby = readNearby(params);
  const [listing, updateListing] = useListingState();
  const [postal, setPostal] = useState(nearby.postal);
  const [distance, setDistance] = useState(nearby.distance);
  const [problem, setProblem] = useState<"postal" | GeolocationFailure | null>(null);
  const [locating, setLocating] = useState(false);
  const located = nearby.postal !== "" || nearby.coords !== null;
  // Nothing to ask before a place is chosen: an unplaced in-store listing is not this page.
  const results = useOffersSummary(
    {
      page: listing.page,
      sort: listing.sort,
      filters: ["instore", ...listing.filters.filter((filter) => filter !== "instore")],
      subcategories: [],
      postalCode: nearby.coords ? null : nearby.postal || null,
      distance: located ? nearby.distance : null,
      lat: nearby.coords?.lat ?? null,
      lon: nearby.coords?.lon ?? null,
    },
    located,
  );

  const search = (next: Record<string, string>) =>
    setParams(new URLSearchParams({ ...next, distance: String(distance) }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!isValidPostal(postal, country)) {
      setProblem("postal");
      return;
    }
    setProblem(null);
    search({ postal: normalizePostal(postal, country) });
  };

  const locate = async () => {
    setLocating(true);
    setProblem(null);
    try {
      const coords = await currentPosition();
      search({ lat: coords.lat.toFixed(4), lon: coords.lon.toFixed(4) });
    } catch (failure) {
      setProblem(failure as GeolocationFailure);
    } finally {
      setLocating(false);
    }
  };

  // A place the API could not resolve is said beside the postal code (spec §8), in place of the
  // results; other failures are the listing's own error state.
  const placeError = located ? geocodeErrorMessageId(results.error) : null;
  const message =
    problem === "postal"
      ? "search.inStore.error.postal"
      : problem
        ? GEOLOCATION_MESSAGES[problem]
        : placeError;

  return (
    <div className="page deals-page">
      <h1 id="instore-title" className="deals-page__title">
        <FormattedMessage id="page.searchInStore.title" />
      </h1>
      <p className="deals-page__lead">
        <FormattedMessage id="search.inStore.lead" />
      </p>
      <Card as="div" density="compact" className="nearby-card">
        <form className="nearby-form" onSubmit={onSubmit} noValidate>
          {/* Every problem (the code's format, the place, the phone's location) is said beside
              the postal code, the one thing the person can change; it may come from elsewhere
              (the server, the phone), so it is announced. */}
          <TextField
            name="postal"
            className="nearby-form__postal"
            label={<FormattedMessage id="search.inStore.postal" />}
            value={postal}
            mask={(typed) => formatPostalAsTyped(typed, country)}
            onValueChange={(typed) => {
              setPostal(typed);
              // The error, once shown, goes as soon as the code reads right.
              if (problem === "postal" && isValidPostal(typed, country)) setProblem(null);
            }}
            // Spec §5: the postal code is checked on blur (and again on submit).
            onBlur={() => {
              if (postal.trim() !== "" && !isValidPostal(postal, country)) setProblem("postal");
            }}
            error={message ? { message } : null}
            announceError
            maxLength={postalMaxLength(country)}
            placeholder={country === "us" ? "12345" : "A1B 2C3"}
            autoComplete="postal-code"
            inputMode={country === "us" ? "numeric" : "text"}
          />
          <SelectField
            name="distance"
            label={<FormattedMessage id="search.inStore.distance" />}
            value={String(distance)}
            onValueChange={(value) => setDistance(Number(value))}
            options={DISTANCES_KM.map((km) => ({
              value: String(km),
              label: intl.formatNumber(km, { style: "unit", unit: "kilometer" }),
            }))}
          />
          <Button type="submit" variant="primary">
            <FormattedMessage id="search.inStore.submit" />
          </Button>
          <Button type="button" variant="secondary" onClick={locate} disabled={locating}>
            <FormattedMessage
              id={locating ? "search.inStore.locating" : "search.inStore.useLocation"}
            />
          </Button>
        </form>
      </Card>
      {located && !placeError && (
        <OfferListing
          headingId="instore-title"
          query={results}
          state={listing}
          onChange={updateListing}
          source="search"
          defaultSort="search.sort.nearest"
          filters={NEARBY_FILTERS}
          empty={
            <p>
              <FormattedMessage id="search.inStore.empty" />
            </p>
          }
        />
      )}
      <AdsPopup />
    </div>
  );
}
