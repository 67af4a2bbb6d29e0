import { waitFor } from "@testing-library/react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render";
import { isStartupExempt, SessionEffects } from "./session-effects";

vi.mock("../api/exchange-custom-token", () => ({
  exchangeCustomToken: vi.fn(async () => undefined),
}));
vi.mock("../redirect-memory", () => ({ rememberRedirect: vi.fn() }));
vi.mock("../allowed-login-check", () => ({ useAllowedLoginCheck: () => undefined }));
vi.mock("../session-query", () => ({
  refreshSession: vi.fn(async () => ({})),
  peekSession: vi.fn(),
  setSessionLanguage: vi.fn(),
  useSession: () => ({
    loading: false,
    snapshot: {
      user: null,
      token: "bearer-token",
      sessionId: null,
      signInMethod: null,
      registration: null,
      profile: null,
      cards: [],
      cardsLoaded: true,
    },
    isLoggedIn: false,
    isRegistered: false,
  }),
}));

const { exchangeCustomToken } = await import("../api/exchange-custom-token");
const { rememberRedirect } = await import("../redirect-memory");

const STARTUP_QUERY = "?offer_id=7&auto_login=yes&custom_token=abc&redirectUrl=%2Fdeals";

let seenSearch = "";
function CurrentSearch() {
  seenSearch = useLocation().search;
  return null;
}

function renderAt(path: string) {
  return renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <SessionEffects />
      <Routes>
        <Route path="*" element={<CurrentSearch />} />
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(() => {
  vi.clearAllMocks();
});

describe("startup handling (spec §2.5) and its exemption (spec §2.2)", () => {
  it("exempts /redirect-to-partner, with or without a language marker or final slash", () => {
    expect(isStartupExempt("/redirect-to-partner")).toBe(true);
    expect(isStartupExempt("/redirect-to-partner/")).toBe(true);
    expect(isStartupExempt("/fr/redirect-to-partner")).toBe(true);
    expect(isStartupExempt("/en/redirect-to-partner")).toBe(true);
    expect(isStartupExempt("/deals")).toBe(false);
    expect(isStartupExempt("/")).toBe(false);
    expect(isStartupExempt("/redirect-to-partner-x")).toBe(false);
  });

  it("on an ordinary route, signs in with the token, remembers redirectUrl and strips the token", async () => {
    renderAt(`/deals${STARTUP_QUERY}`);
    await waitFor(() => expect(exchangeCustomToken).toHaveBeenCalledWith("abc"));
    expect(rememberRedirect).toHaveBeenCalledWith("/deals");
    await waitFor(() => expect(seenSearch).toBe("?offer_id=7&redirectUrl=%2Fdeals"));
  });

  it.each(["/redirect-to-partner", "/fr/redirect-to-partner"])(
    "on %s, neither reads nor strips the startup parameters",
    async (path) => {
      const postMessage = vi.spyOn(window, "postMessage");
      renderAt(`${path}${STARTUP_QUERY}&from_extension=1`);
      // Give any effect its chance to run before asserting it did nothing.
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(exchangeCustomToken).not.toHaveBeenCalled();
      expect(rememberRedirect).not.toHaveBeenCalled();
      expect(postMessage).not.toHaveBeenCalled();
      expect(seenSearch).toBe(`${STARTUP_QUERY}&from_extension=1`);
      postMessage.mockRestore();
    },
  );
});
