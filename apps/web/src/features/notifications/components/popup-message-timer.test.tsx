import type { Notification, NotificationListResponse } from "@spc/shared";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, render, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useModalStore } from "../../../components/modal/modal-store";
import { notificationsKeys } from "../api/keys";
import { PopupMessageTimer } from "./popup-message-timer";

const session = {
  isRegistered: true,
  snapshot: { user: { id: "member-1" } },
};
vi.mock("../../session", async (importActual) => ({
  ...(await importActual<typeof import("../../session")>()),
  useSession: () => session,
}));

const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString();
const won: Notification = {
  id: 5,
  kind: "contest_result",
  message_key: "contest_won",
  params: {},
  link: "/contest/rules",
  created_at: at(10),
  read_at: null,
  expires_at: null,
};
const policy: Notification = {
  ...won,
  id: 6,
  kind: "policy_update",
  message_key: "policy_updated",
};

afterEach(() => {
  useModalStore.setState({ current: null, waiting: [] });
  vi.unstubAllGlobals();
});

describe("the popup message's timer (decision 0054)", () => {
  it("sends no request: waits for the bell's list, then queues the newest popup once per start", async () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    const client = new QueryClient();
    render(
      <QueryClientProvider client={client}>
        <PopupMessageTimer />
      </QueryClientProvider>,
    );
    // Only the policy notice: nothing pops up.
    act(() => {
      client.setQueryData<NotificationListResponse>(notificationsKeys.list(), {
        items: [policy],
        unread_count: 1,
      });
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(useModalStore.getState().current).toBeNull();

    act(() => {
      client.setQueryData<NotificationListResponse>(notificationsKeys.list(), {
        items: [policy, won],
        unread_count: 2,
      });
    });
    await waitFor(() =>
      expect(useModalStore.getState().current).toEqual({
        type: "popup-message",
        props: { notification: won },
      }),
    );
    // A later read of the list in the same start queues nothing more.
    useModalStore.setState({ current: null });
    act(() => {
      client.setQueryData<NotificationListResponse>(notificationsKeys.list(), {
        items: [{ ...won, id: 9, created_at: at(1) }, won],
        unread_count: 2,
      });
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(useModalStore.getState().current).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });
});
