import {
  type Card,
  type Country,
  hasValidCard,
  isPremium,
  isProfileComplete,
  type MemberProfile,
  type RegistrationResult,
  showsBillingLink,
  showsPlusLogo,
} from "@spc/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { queryClient } from "../../lib/query-client";
import { type AuthSession, getAuthSession, type SessionUser } from "./api/get-auth-session";
import { getCards } from "./api/get-cards";
import { getProfile } from "./api/get-profile";
import { getRegistration } from "./api/get-registration";
import { sessionKeys } from "./api/keys";

/**
 * THE viewer: everything the app knows about who is browsing, loaded as one snapshot so the
 * header, the gates and the pages never see half a sign-in (spec §4 "Auth state": the user is
 * loaded, then registration, then the profile if registered; on error the user is cleared).
 */
export interface SessionSnapshot {
  user: SessionUser | null;
  /** The session token (bearer token for the browser extension, spec §2.5 from_extension). */
  token: string | null;
  sessionId: string | null;
  /** How the session was opened (spec §4: social sign-ins skip the allowed-login check). */
  signInMethod: string | null;
  registration: RegistrationResult | null;
  profile: MemberProfile | null;
  cards: Card[];
  /** False when the card fetch failed: the valid-card flag is then false (spec §4). */
  cardsLoaded: boolean;
}

export const VISITOR_SNAPSHOT: SessionSnapshot = Object.freeze({
  user: null,
  token: null,
  sessionId: null,
  signInMethod: null,
  registration: null,
  profile: null,
  cards: [],
  cardsLoaded: true,
});

async function loadMember(auth: AuthSession, signal?: AbortSignal): Promise<SessionSnapshot> {
  const base: SessionSnapshot = {
    ...VISITOR_SNAPSHOT,
    user: auth.user,
    token: auth.session.token ?? null,
    sessionId: auth.session.id ?? null,
    signInMethod: auth.session.signInMethod ?? null,
  };
  const registration = await getRegistration(signal);
  if (!registration.registered) return { ...base, registration };
  const [profile, cards] = await Promise.all([
    getProfile(signal).catch(() => null),
    getCards(signal).then(
      (list) => ({ list, loaded: true }),
      () => ({ list: [] as Card[], loaded: false }),
    ),
  ]);
  return { ...base, registration, profile, cards: cards.list, cardsLoaded: cards.loaded };
}

/** Loads the snapshot; any failure reads as a visitor (spec §4: on error the user is cleared). */
export async function fetchSessionSnapshot(signal?: AbortSignal): Promise<SessionSnapshot> {
  try {
    const auth = await getAuthSession(signal);
    return auth ? await loadMember(auth, signal) : VISITOR_SNAPSHOT;
  } catch (error) {
    if (signal?.aborted) throw error;
    return VISITOR_SNAPSHOT;
  }
}

export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: sessionKeys.snapshot(),
    queryFn: ({ signal }) => fetchSessionSnapshot(signal),
    staleTime: 5 * 60 * 1000,
    retry: false,
  });

/** Waits for the session (route loaders: navigation waits while it loads, spec §2.6). */
export function ensureSession(): Promise<SessionSnapshot> {
  return queryClient.ensureQueryData(sessionQueryOptions());
}

/** The snapshot if loaded, for code outside React. */
export function peekSession(): SessionSnapshot | undefined {
  return queryClient.getQueryData<SessionSnapshot>(sessionKeys.snapshot());
}

/** Reloads the viewer after a sign-in, a registration or a sign-out; resolves when done. */
export async function refreshSession(): Promise<SessionSnapshot> {
  await queryClient.invalidateQueries({ queryKey: sessionKeys.snapshot(), refetchType: "all" });
  return queryClient.fetchQuery({ ...sessionQueryOptions(), staleTime: 0 });
}

/**
 * Logout (spec §4): user, token, profile, card validity and registration go; the language (kept
 * by the language store) stays. Member data cached by other features is dropped as well.
 */
export function clearSession(): void {
  queryClient.setQueryData(sessionKeys.snapshot(), VISITOR_SNAPSHOT);
  queryClient.removeQueries({ queryKey: sessionKeys.memberData() });
}

/** Applies a saved profile to the snapshot without reloading everything. */
export function setSessionProfile(profile: MemberProfile): void {
  queryClient.setQueryData<SessionSnapshot>(sessionKeys.snapshot(), (current) =>
    current ? { ...current, profile } : current,
  );
}

/** Applies a saved language to the snapshot's current profile (whatever else changed since). */
export function setSessionLanguage(language: MemberProfile["language"]): void {
  queryClient.setQueryData<SessionSnapshot>(sessionKeys.snapshot(), (current) =>
    current?.profile ? { ...current, profile: { ...current.profile, language } } : current,
  );
}

/** What the screens ask of the viewer, derived from the snapshot. */
export interface SessionView {
  /** True until the first snapshot arrives. */
  loading: boolean;
  snapshot: SessionSnapshot;
  isLoggedIn: boolean;
  /** Logged in and registered (spec §4 "valid member"). */
  isRegistered: boolean;
  hasValidCard: boolean;
  isPlus: boolean;
  isFreeTrial: boolean;
  showsPlusLogo: boolean;
  showsBillingLink: boolean;
}

export function isFreeTrialMembership(registration: RegistrationResult | null): boolean {
  return /trial/i.test(registration?.membership_type ?? "");
}

export function deriveSessionView(
  snapshot: SessionSnapshot,
  now: Date,
  loading = false,
): SessionView {
  const isLoggedIn = snapshot.user !== null;
  const isRegistered = isLoggedIn && snapshot.registration?.registered === true;
  const cards = snapshot.cardsLoaded ? snapshot.cards : [];
  const validCard = isRegistered && hasValidCard(cards, now);
  const isFreeTrial = isFreeTrialMembership(snapshot.registration);
  return {
    loading,
    snapshot,
    isLoggedIn,
    isRegistered,
    hasValidCard: validCard,
    isPlus: validCard && isPremium(cards, now),
    isFreeTrial,
    showsPlusLogo: isRegistered && showsPlusLogo(cards, now),
    showsBillingLink:
      isRegistered &&
      showsBillingLink({
        cards,
        isFreeTrial,
        isGoldTicket: cards.some((card) => card.is_g_ticket),
        now,
      }),
  };
}

/** The viewer in React: re-renders when the session changes. */
export function useSession(): SessionView {
  const query = useQuery(sessionQueryOptions());
  return deriveSessionView(query.data ?? VISITOR_SNAPSHOT, new Date(), query.isPending);
}

/** Whether the profile answers every additional question (spec §5). */
export function isSnapshotProfileComplete(snapshot: SessionSnapshot, country: Country): boolean {
  if (!snapshot.profile) return false;
  return isProfileComplete(snapshot.profile, country, { requireBirthDate: false });
}
