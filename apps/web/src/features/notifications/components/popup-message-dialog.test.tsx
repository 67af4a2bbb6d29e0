import type { Notification, NotificationListResponse } from "@spc/shared";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useModalStore } from "../../../components/modal/modal-store";
import en from "../../../i18n/en.json";
import fr from "../../../i18n/fr.json";
import { IntlProvider } from "../../../i18n/intl-lite";
import { notificationsKeys } from "../api/keys";
import { PopupMessageDialog } from "./popup-message-dialog";

const won: Notification = {
  id: 12,
  kind: "contest_result",
  message_key: "contest_won",
  params: { title_en: "Winter trip", title_fr: "Voyage d’hiver" },
  link: "/contest/rules/7",
  created_at: new Date(Date.now() - 60_000).toISOString(),
  read_at: null,
  expires_at: null,
};
const other: Notification = { ...won, id: 3, message_key: "renewal_succeeded", link: null };

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

/** Stubs the mark-read route; returns the paths posted to. */
function stubMarkRead(): string[] {
  const posted: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string, init?: RequestInit) => {
      posted.push(`${init?.method ?? "GET"} ${String(input)}`);
      const list: NotificationListResponse = {
        items: [{ ...won, read_at: new Date().toISOString() }, other],
        unread_count: 1,
      };
      return Response.json(list);
    }),
  );
  return posted;
}

function open(notification: Notification, language: "en" | "fr" = "en") {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData<NotificationListResponse>(notificationsKeys.list(), {
    items: [notification, other],
    unread_count: 2,
  });
  useModalStore.setState({ current: { type: "popup-message", props: { notification } } });
  render(
    <QueryClientProvider client={client}>
      <IntlProvider
        locale={language === "fr" ? "fr-CA" : "en-CA"}
        messages={language === "fr" ? fr : en}
      >
        <MemoryRouter initialEntries={["/deals"]}>
          <Routes>
            <Route path="*" element={<Where />} />
          </Routes>
          <PopupMessageDialog notification={notification} />
        </MemoryRouter>
      </IntlProvider>
    </QueryClientProvider>,
  );
  const list = () => client.getQueryData<NotificationListResponse>(notificationsKeys.list());
  return { list };
}

afterEach(() => {
  useModalStore.setState({ current: null, waiting: [] });
  vi.unstubAllGlobals();
});

describe("the popup message dialog (decision 0054)", () => {
  it("says the notification as the centre does; 'See details' follows its link and marks it read at once", async () => {
    const posted = stubMarkRead();
    const { list } = open(won);
    const dialog = screen.getByRole("dialog", { name: "Congratulations!" });
    expect(dialog.textContent).toContain("You won the “Winter trip” contest!");
    await userEvent.click(screen.getByRole("link", { name: "See details" }));
    expect(screen.getByTestId("where").textContent).toBe("/contest/rules/7");
    expect(useModalStore.getState().current).toBeNull();
    // Optimistic: the bell's count dropped before the server answered.
    expect(list()?.unread_count).toBe(1);
    expect(list()?.items.find((item) => item.id === 12)?.read_at).not.toBeNull();
    await waitFor(() => expect(posted).toEqual(["POST /api/users/v2/user/notifications/12/read"]));
  });

  it("'Close' marks it read too; without a link there is no 'See details'", async () => {
    const posted = stubMarkRead();
    const failed: Notification = {
      ...won,
      kind: "membership",
      message_key: "renewal_payment_failed",
      params: { date: "2026-12-15" },
      link: null,
    };
    const { list } = open(failed);
    screen.getByRole("dialog", { name: "Your renewal payment failed" });
    expect(screen.getByText(/Update your payment method before December 15, 2026/)).toBeTruthy();
    expect(screen.queryByRole("link", { name: "See details" })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(useModalStore.getState().current).toBeNull();
    expect(list()?.unread_count).toBe(1);
    expect(screen.getByTestId("where").textContent).toBe("/deals");
    await waitFor(() => expect(posted).toEqual(["POST /api/users/v2/user/notifications/12/read"]));
  });

  it("in French, in the viewer's language", () => {
    stubMarkRead();
    open(won, "fr");
    const dialog = screen.getByRole("dialog", { name: "Félicitations\u202f!" });
    expect(dialog.textContent).toContain("«\u00a0Voyage d’hiver\u00a0»");
    expect(screen.getByRole("link", { name: "Voir les détails" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Fermer" })).toBeTruthy();
  });
});
