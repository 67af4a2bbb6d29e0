import type { featureFlags } from "../../schema";

type FeatureFlagRow = typeof featureFlags.$inferInsert;

/** Web flags the SPA reads at start (GET users/feature-flags?platform=web). */
export function featureFlagRows(): FeatureFlagRow[] {
  const web: FeatureFlagRow[] = [
    { key: "free_trial", platform: "web", enabled: true, subFlags: null },
    {
      key: "spc_plus",
      platform: "web",
      enabled: true,
      subFlags: { upgrade_modal: true, welcome_screen: true, cibc_offer: true },
    },
    { key: "tims_linking", platform: "web", enabled: true, subFlags: { linking_gate: true } },
    { key: "email_popup", platform: "web", enabled: true, subFlags: null },
    {
      key: "ads_modal",
      platform: "web",
      enabled: true,
      subFlags: { deals: true, category: true, search: true },
    },
    { key: "contests", platform: "web", enabled: false, subFlags: null },
    { key: "open_app_banner", platform: "web", enabled: true, subFlags: null },
  ];
  const mobile: FeatureFlagRow[] = (["ios", "android"] as const).map((platform) => ({
    key: "free_trial",
    platform,
    enabled: false,
    subFlags: null,
  }));
  return [...web, ...mobile];
}
