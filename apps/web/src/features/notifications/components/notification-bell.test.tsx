import type { NotificationListResponse } from "@spc/shared";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { stubFetchByPath } from "../../../test/fetch";
import { renderWithProviders } from "../../../test/render";
import { NotificationBell } from "./notification-bell";

const URL = "/api/users/v2/user/notifications";
const policy = {
  id: 7,
  kind: "policy_update" as const,
  message_key: "policy_updated",
  params: {},
  link: "/privacy",
  created_at: new Date(Date.now() - 5 * 60_000).toISOString(),
  read_at: null,
  expires_at: null,
};
const unread: NotificationListResponse = { items: [policy], unread_count: 1 };
const read: NotificationListResponse = {
  items: [{ ...policy, read_at: new Date().toISOString() }],
  unread_count: 0,
};

function renderBell() {
  return renderWithProviders(
    <MemoryRouter>
      <NotificationBell />
    </MemoryRouter>,
  );
}

describe("NotificationBell", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("names the unread count, opens the panel with focus inside, Escape closes it and gives focus back", async () => {
    stubFetchByPath((path) => (path === URL ? unread : null));
    const user = userEvent.setup();
    renderBell();
    const bell = await screen.findByRole("button", { name: "Notifications, 1 unread" });
    await user.click(bell);
    const panel = screen.getByRole("dialog", { name: "Notifications" });
    expect(panel.contains(document.activeElement)).toBe(true);
    expect(
      screen.getByRole("link", { name: /updated our privacy policy/ }).getAttribute("href"),
    ).toBe("/privacy");
    expect(screen.getByText("5 minutes ago")).toBeTruthy();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(bell);
  });

  it("marks one read from its button: the count goes, focus stays in the panel", async () => {
    const asked = stubFetchByPath((path) =>
      path === URL ? unread : path === `${URL}/7/read` ? read : null,
    );
    const user = userEvent.setup();
    renderBell();
    await user.click(await screen.findByRole("button", { name: "Notifications, 1 unread" }));
    await user.click(screen.getByRole("button", { name: "Mark as read" }));
    await waitFor(() => expect(screen.getByRole("button", { name: "Notifications" })).toBeTruthy());
    expect(asked).toContain(`${URL}/7/read`);
    expect(screen.queryByRole("button", { name: "Mark all as read" })).toBeNull();
    // The pressed button left with the change: focus stayed in the panel, and Escape still closes it.
    expect(screen.getByRole("dialog").contains(document.activeElement)).toBe(true);
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("says so when there is nothing", async () => {
    stubFetchByPath((path) => (path === URL ? { items: [], unread_count: 0 } : null));
    const user = userEvent.setup();
    renderBell();
    await user.click(await screen.findByRole("button", { name: "Notifications" }));
    expect(screen.getByText("No notifications for now.")).toBeTruthy();
  });
});
