import type { MemberProfile } from "@spc/shared";
import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useLanguageStore } from "../../i18n/language-store";
import { queryClient } from "../../lib/query-client";
import { stubFetchByPath } from "../../test/fetch";
import { rememberAddressLanguage } from "./address-language";
import { sessionKeys } from "./api/keys";
import { deriveSessionView, type SessionSnapshot, VISITOR_SNAPSHOT } from "./session-query";
import { useLanguageSync } from "./use-language-sync";

const englishProfile = { language: "en" } as MemberProfile;

function member(sessionId: string, profile: MemberProfile = englishProfile): SessionSnapshot {
  return {
    ...VISITOR_SNAPSHOT,
    user: { id: "u1", email: "ada@example.ca", name: "Ada", emailVerified: true },
    sessionId,
    registration: { registered: true } as SessionSnapshot["registration"],
    profile,
  } as SessionSnapshot;
}

let saved: string[];

/** One full page load of a signed-in member, with the device's language as it was stored. */
function pageLoad(snapshot: SessionSnapshot) {
  return renderHook(({ view }) => useLanguageSync(view), {
    initialProps: { view: deriveSessionView(snapshot, new Date()) },
  });
}

beforeEach(() => {
  sessionStorage.clear();
  useLanguageStore.setState({ chosen: "fr", chosenFrom: null, country: "ca" });
  const asked = stubFetchByPath(() => ({ data: { language: "fr" } }));
  saved = asked;
});

afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

const languageSaves = () => saved.filter((path) => path.endsWith("/user/update_language"));

describe("the profile's language (spec §4)", () => {
  it("applies once per sign-in and is not saved back", () => {
    pageLoad(member("s1")).unmount();
    expect(useLanguageStore.getState()).toMatchObject({ chosen: "en", chosenFrom: "profile" });

    // The member switches to French by the toggle, then the next page load of the same session
    // keeps French: the profile applied already.
    act(() => useLanguageStore.getState().setLanguage("fr"));
    useLanguageStore.setState({ chosenFrom: null });
    pageLoad(member("s1"));
    expect(useLanguageStore.getState().chosen).toBe("fr");
    expect(languageSaves()).toEqual([]);
  });

  it("applies again after a new sign-in", () => {
    pageLoad(member("s1")).unmount();
    useLanguageStore.setState({ chosen: "fr", chosenFrom: null });
    pageLoad(member("s2"));
    expect(useLanguageStore.getState().chosen).toBe("en");
  });

  it("gives way to a language the address named (/fr…), which is not saved either", async () => {
    useLanguageStore.getState().setLanguage("fr", "address");
    pageLoad(member("s1"));
    expect(useLanguageStore.getState().chosen).toBe("fr");

    // A /fr link opened later in the visit, once the session is there: still not saved.
    act(() => useLanguageStore.getState().setLanguage("en", "address"));
    act(() => useLanguageStore.getState().setLanguage("fr", "address"));
    await Promise.resolve();
    expect(languageSaves()).toEqual([]);
  });

  it("keeps a /fr link's language on the next loads of the sign-in, even if the page was left before the effect ran", () => {
    // /fr/profile of a signed-in member: the address names French as the session is known…
    queryClient.setQueryData(sessionKeys.snapshot(), member("s1"));
    useLanguageStore.getState().setLanguage("fr", "address");
    rememberAddressLanguage();
    // …and the member reloads before the session's effects (their own chunk) ever ran.
    queryClient.clear();
    useLanguageStore.setState({ chosenFrom: null });
    pageLoad(member("s1"));
    expect(useLanguageStore.getState().chosen).toBe("fr");
    expect(languageSaves()).toEqual([]);
  });

  it("keeps a /fr link's language when the page was left before its session was known", () => {
    useLanguageStore.getState().setLanguage("fr", "address");
    rememberAddressLanguage();
    useLanguageStore.setState({ chosenFrom: null });
    pageLoad(member("s1")).unmount();
    expect(useLanguageStore.getState().chosen).toBe("fr");
    // Bound to that sign-in: the next one applies the profile again.
    useLanguageStore.setState({ chosenFrom: null });
    pageLoad(member("s2"));
    expect(useLanguageStore.getState().chosen).toBe("en");
  });

  it("does not keep a visitor's /fr link over the profile at the next sign-in", async () => {
    // The address names French on a visitor's page; the session loads and says visitor.
    useLanguageStore.getState().setLanguage("fr", "address");
    rememberAddressLanguage();
    await vi.waitFor(() => expect(sessionStorage.getItem("languageAddressSession")).toBeNull());
    useLanguageStore.setState({ chosenFrom: null });
    pageLoad(member("s1"));
    expect(useLanguageStore.getState().chosen).toBe("en");
  });

  it("saves a toggle to the profile", async () => {
    queryClient.setQueryData(sessionKeys.snapshot(), member("s1"));
    pageLoad(member("s1"));
    act(() => useLanguageStore.getState().setLanguage("fr"));
    await vi.waitFor(() => expect(languageSaves()).toEqual(["/api/users/user/update_language"]));
  });
});
