import { screen, waitFor } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useModalStore } from "../../../components/modal/modal-store";
import { stubFetchByPath } from "../../../test/fetch";
import { renderWithProviders } from "../../../test/render";
import { btsJoinTarget } from "./bts-join-dialog";
import { EventLinkNotice, inactiveEventMessage } from "./event-link-notice";

function show(answer: unknown, search = "?event_id=bts-2026&campus_id=uoft") {
  const paths = stubFetchByPath(() => answer);
  const router = createMemoryRouter(
    [{ path: "/bts-2025", handle: { title: "page.bts2025.title" }, element: <EventLinkNotice /> }],
    { initialEntries: [`/bts-2025${search}`] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return paths;
}

const running = {
  valid: true,
  message: "active event link available",
  event: {
    event_id: "bts-2026",
    campus_id: "uoft",
    name: "Back to school 2026",
    school_code: "UOFT15",
    ends_at: "2027-01-01T00:00:00.000Z",
  },
};

beforeEach(() => useModalStore.setState({ current: null, waiting: [] }));
afterEach(() => vi.unstubAllGlobals());

describe("EventLinkNotice (/bts-2025)", () => {
  it("an active event link opens the back-to-school join dialog with the school code", async () => {
    const paths = show(running);
    await waitFor(() => expect(useModalStore.getState().current).not.toBeNull());
    expect(useModalStore.getState().current).toMatchObject({
      type: "bts-join",
      props: { eventName: "Back to school 2026", schoolCode: "UOFT15" },
    });
    expect(paths).toContain("/api/store/verifyEventId");
  });

  it("an unknown link says it is not valid and opens nothing", async () => {
    show({ valid: false, message: "event not found", event: null });
    expect(await screen.findByText(/This event link is not valid/)).toBeTruthy();
    expect(useModalStore.getState().current).toBeNull();
  });

  it("without both ids, nothing is asked", () => {
    const paths = show(running, "?event_id=bts-2026");
    expect(paths).toEqual([]);
  });

  it("maps each inactive answer to its notice, and the join keeps the school code", () => {
    expect(inactiveEventMessage("event not started")).toBe("contests.event.notStarted");
    expect(inactiveEventMessage("event over")).toBe("contests.event.inactive");
    expect(inactiveEventMessage("anything")).toBe("contests.event.notFound");
    expect(btsJoinTarget("UOFT15")).toBe("/purchase?code=UOFT15");
    expect(btsJoinTarget(null)).toBe("/purchase");
  });
});
