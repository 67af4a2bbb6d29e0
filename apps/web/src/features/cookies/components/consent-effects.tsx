import { AFFILIATE_COOKIE_NAME } from "@spc/shared";
import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { useLanguage } from "../../../i18n/language-store";
import { takeHeldAffiliateVisit, writeAffiliateCookie } from "../../../lib/affiliate";
import { type AnalyticsSettings, usePublicConfig } from "../../content";
import { useConsent } from "../consent-store";
import { measuredPath } from "../measurement/measured-path";
import { deleteCookie, type Measurement } from "../measurement/measurement";
import { setRunningMeasurement } from "../measurement/track-event";

/**
 * Audience measurement while analytical consent holds: its code is downloaded only once the
 * visitor accepts, and stopped (its cookie deleted) the moment they withdraw.
 */
function useMeasurement(allowed: boolean, settings: AnalyticsSettings | undefined) {
  const { pathname } = useLocation();
  // Read when measurement starts; a later language switch is not a new visit.
  const language = useRef("en");
  language.current = useLanguage();
  const measurement = useRef<Measurement | null>(null);
  const lastPath = useRef<string | null>(null);

  useEffect(() => {
    if (!allowed || !settings || settings.provider === "off") return;
    let cancelled = false;
    let started: Measurement | null = null;
    void import("../measurement/start-measurement").then(({ startMeasurement }) => {
      if (cancelled) return;
      started = startMeasurement(settings, language.current);
      measurement.current = started;
      setRunningMeasurement(started);
      lastPath.current = null;
      started?.pageView(measuredPath(window.location.pathname));
      lastPath.current = window.location.pathname;
    });
    return () => {
      cancelled = true;
      started?.stop();
      measurement.current = null;
      setRunningMeasurement(null);
    };
  }, [allowed, settings]);

  useEffect(() => {
    if (!measurement.current || lastPath.current === pathname) return;
    lastPath.current = pathname;
    measurement.current.pageView(measuredPath(pathname));
  }, [pathname]);
}

/** The affiliate cookie (a marketing cookie) is written only with marketing consent. */
function useAffiliateCookie(marketing: boolean | undefined) {
  useEffect(() => {
    if (marketing === undefined) return;
    const held = takeHeldAffiliateVisit();
    if (marketing && held) writeAffiliateCookie(held);
    if (!marketing) deleteCookie(AFFILIATE_COOKIE_NAME);
  }, [marketing]);
}

/**
 * What the visitor's cookie choices allow, applied: nothing non-essential runs before consent
 * (Quebec's Law 25 asks for privacy by default), and a withdrawal takes effect at once.
 */
export function ConsentEffects() {
  const consent = useConsent();
  const config = usePublicConfig();
  useMeasurement(consent?.categories.analytical === true, config.data?.analytics);
  useAffiliateCookie(consent ? consent.categories.marketing : undefined);
  return null;
}
