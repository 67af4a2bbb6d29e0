import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import en from "../../../i18n/en.json";
import fr from "../../../i18n/fr.json";
import { IntlProvider } from "../../../i18n/intl-lite";
import { queryClient } from "../../../lib/query-client";
import { sessionKeys } from "../api/keys";
import { VISITOR_SNAPSHOT } from "../session-query";
import { GATE_LAYOUTS } from "./page-gate";

/** A gated route shaped as routes.tsx builds it: the gate's layout around the titled page. */
function renderGated(messages: Record<string, string>, locale: string) {
  queryClient.setQueryData(sessionKeys.snapshot(), VISITOR_SNAPSHOT);
  const router = createMemoryRouter(
    [
      {
        path: "/profile",
        Component: GATE_LAYOUTS.registered,
        children: [
          { index: true, handle: { title: "page.profile.title" }, element: <p>the profile</p> },
        ],
      },
    ],
    { initialEntries: ["/profile"] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <IntlProvider locale={locale} messages={messages}>
        <RouterProvider router={router} />
      </IntlProvider>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  queryClient.clear();
  document.title = "";
});

describe("a gated page behind the login prompt", () => {
  it("names the page in the document title, not the bare site name", async () => {
    renderGated(en, "en-CA");
    await screen.findByRole("heading", { level: 1, name: "Log in to continue" });
    expect(screen.queryByText("the profile")).toBeNull();
    await waitFor(() => expect(document.title).toBe("My profile | SPC"));
  });

  it("names it in French on the French site", async () => {
    renderGated(fr, "fr-CA");
    await screen.findByRole("heading", { level: 1, name: "Connectez-vous pour continuer" });
    await waitFor(() => expect(document.title).toBe("Mon profil | SPC"));
  });
});
