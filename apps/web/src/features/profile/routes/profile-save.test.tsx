import type { MemberProfile } from "@spc/shared";
import { QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import en from "../../../i18n/en.json";
import { IntlProvider } from "../../../i18n/intl-lite";
import { useLanguageStore } from "../../../i18n/language-store";
import { queryClient } from "../../../lib/query-client";
import {
  peekSession,
  SessionEffects,
  type SessionSnapshot,
  sessionKeys,
  VISITOR_SNAPSHOT,
} from "../../session";
import { ProfileEditPage } from "./profile-edit-page";
import { ProfilePage } from "./profile-page";

// The sign-in budget check is not what this file is about (and makes its own calls).
vi.mock("../../session/allowed-login-check", () => ({ useAllowedLoginCheck: () => undefined }));

const saved: MemberProfile = {
  first_name: "Alex",
  last_name: "Tremblay",
  email: "alex@example.com",
  birth_date: "2001-05-04",
  postal: "H2X 1Y4",
  school_type: "university",
  school_name: null,
  gender: "prefer_not_to_say",
  language: "en",
  email_opt_in: false,
  alerts: { policy: 1 },
} as MemberProfile;

const snapshot: SessionSnapshot = {
  ...VISITOR_SNAPSHOT,
  user: { id: "u1", email: "alex@example.com", name: "Alex Tremblay", emailVerified: true },
  token: "t",
  sessionId: "s1",
  signInMethod: "password",
  registration: { registered: true } as SessionSnapshot["registration"],
  profile: saved,
};

/** The API calls made, as "METHOD path"; PUT register answers with the profile it was sent. */
let calls: string[] = [];
function stubApi() {
  calls = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string, init?: RequestInit) => {
      const path = String(input).split("?")[0] ?? "";
      const method = init?.method ?? "GET";
      calls.push(`${method} ${path}`);
      if (path.startsWith("/api/users/validate/postal/")) {
        return Response.json({ data: { is_valid: true } });
      }
      if (method === "PUT" && path === "/api/users/v2/user/register") {
        const { profile } = JSON.parse(String(init?.body));
        if (profile.postal === "D1A 1A1") {
          const error = { code: "invalid_postal", message: "Invalid postal code" };
          return Response.json({ error }, { status: 400 });
        }
        return Response.json({ profile: { ...saved, ...profile } });
      }
      if (method === "PUT" && path === "/api/users/user/update_language") {
        return Response.json({ data: { language: JSON.parse(String(init?.body)).language } });
      }
      if (path === "/api/config") {
        return Response.json({ country: "ca", currency: "CAD", languages: ["en", "fr"] });
      }
      return Response.json({ error: { code: "not_found", message: "Not found" } }, { status: 404 });
    }),
  );
}

function renderProfileEdit() {
  render(
    <QueryClientProvider client={queryClient}>
      <IntlProvider locale="en-CA" messages={en}>
        <MemoryRouter initialEntries={["/profile/edit"]}>
          <SessionEffects />
          <Routes>
            <Route path="/profile/edit" element={<ProfileEditPage />} />
            <Route path="/profile" element={<ProfilePage />} />
          </Routes>
        </MemoryRouter>
      </IntlProvider>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  stubApi();
  useLanguageStore.setState({ chosen: "en", country: "ca" });
  queryClient.setQueryData(sessionKeys.snapshot(), snapshot);
});

afterEach(() => {
  queryClient.clear();
  vi.unstubAllGlobals();
  useLanguageStore.setState({ chosen: null, country: null });
});

describe("saving the profile with a language change", () => {
  it("shows the saved values on /profile at once and keeps them once every call has settled", async () => {
    const user = userEvent.setup();
    renderProfileEdit();
    const first = await screen.findByLabelText("First name");
    await user.clear(first);
    await user.type(first, "Alexis");
    await user.selectOptions(screen.getByLabelText("Language"), "fr");
    await user.click(screen.getByRole("button", { name: "Save changes" }));

    await screen.findByText("Your profile is saved.");
    expect(screen.getByText("Alexis Tremblay")).toBeTruthy();
    expect(screen.getByText("Français")).toBeTruthy();

    // Let any follow-up call finish: nothing may put the old values back.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.getByText("Alexis Tremblay")).toBeTruthy();
    expect(peekSession()?.profile).toMatchObject({ first_name: "Alexis", language: "fr" });
    // The language travelled with the profile: it is not sent a second time.
    expect(calls.filter((call) => call.startsWith("PUT"))).toEqual([
      "PUT /api/users/v2/user/register",
    ]);
  });
});

describe("a postal code the server refuses", () => {
  it("is shown beside the field, with no form-wide alert, and the saved profile keeps its code", async () => {
    const user = userEvent.setup();
    renderProfileEdit();
    const postal = await screen.findByLabelText(/^Postal code/);
    await user.clear(postal);
    await user.type(postal, "d1a1a1");
    await user.click(screen.getByRole("button", { name: "Save changes" }));

    await waitFor(() => expect(postal.getAttribute("aria-invalid")).toBe("true"));
    const errorId = postal.getAttribute("aria-describedby")?.split(" ")[0] ?? "";
    expect(document.getElementById(errorId)?.textContent).toContain("Enter a valid postal code.");
    expect(screen.queryAllByRole("alert").filter((alert) => alert.id !== errorId)).toEqual([]);
    expect(screen.queryByText("Your profile is saved.")).toBeNull();
    expect(peekSession()?.profile?.postal).toBe("H2X 1Y4");
  });
});
