import { screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { stubFetchByPath } from "../../../test/fetch";
import { renderWithProviders } from "../../../test/render";
import { ContestView } from "./contest-view";

const viewer = vi.hoisted(() => ({ status: "user" as "visitor" | "user", loading: false }));
vi.mock("../../session", async (importActual) => ({
  ...(await importActual<typeof import("../../session")>()),
  useViewer: () => viewer,
}));

const HOUR = 60 * 60 * 1000;

function page(opensIn: number, closesIn: number, entry: unknown = null, kind = "one_click") {
  const now = Date.now();
  return {
    contest: {
      id: 3,
      contest_id: "travel-photo",
      title_en: "Travel photo",
      title_fr: "Photo de voyage",
      description_en: "Share a trip.",
      description_fr: "Partagez un voyage.",
      opens_at: new Date(now + opensIn).toISOString(),
      closes_at: new Date(now + closesIn).toISOString(),
      state: opensIn > 0 ? "upcoming" : closesIn > 0 ? "open" : "closed",
      entry_kind: kind,
      eligibility: {
        audience: "registered",
        min_age: null,
        provinces: null,
        excluded_provinces: [],
      },
      prizes: [],
      image_url: null,
    },
    questions: [],
    entry,
    photos: [],
  };
}

function show(answer: unknown) {
  stubFetchByPath(() => answer);
  const router = createMemoryRouter(
    [
      {
        path: "/landingcontest/:url",
        handle: { title: "page.contest.title" },
        element: <ContestView contestKey="travel-photo" />,
      },
    ],
    { initialEntries: ["/landingcontest/travel-photo"] },
  );
  renderWithProviders(<RouterProvider router={router} />);
}

afterEach(() => vi.unstubAllGlobals());

describe("ContestView", () => {
  it("upcoming: a countdown to the opening in minutes, outside the live region, and no way to enter", async () => {
    show(page(2 * 24 * HOUR + 3 * HOUR + 30_000, 10 * 24 * HOUR));
    expect(await screen.findByRole("heading", { level: 1, name: "Travel photo" })).toBeTruthy();
    const countdown = screen.getByText("Opens in 2 d 3 h 1 min");
    expect(countdown.closest("[aria-live]")).toBeNull();
    expect(screen.getByText("Coming soon").closest("[aria-live]")).not.toBeNull();
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("open: a member gets the entry of the contest's kind", async () => {
    show(page(-HOUR, 5 * HOUR));
    expect(await screen.findByRole("button", { name: "Enter the contest" })).toBeTruthy();
    expect(screen.getByText("Closes in 0 d 5 h 0 min")).toBeTruthy();
  });

  it("entered: says so and offers no second entry", async () => {
    show(
      page(
        -HOUR,
        5 * HOUR,
        {
          id: 1,
          contest_id: "travel-photo",
          created_at: new Date().toISOString(),
          photo_status: "pending",
        },
        "photo",
      ),
    );
    expect(await screen.findByText("You’re entered")).toBeTruthy();
    expect(screen.getByText("Your photo is waiting for approval.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Share my travel photo" })).toBeNull();
  });

  it("closed: cannot be entered", async () => {
    show(page(-10 * HOUR, -HOUR));
    expect(
      await screen.findByText("This contest is closed: entries are no longer accepted."),
    ).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Enter the contest" })).toBeNull();
  });

  it("open for a visitor: the photo contest asks to log in first (travel photo, logged out)", async () => {
    viewer.status = "visitor";
    show(page(-HOUR, 5 * HOUR, null, "photo"));
    expect(await screen.findByRole("button", { name: "Log in to share your photo" })).toBeTruthy();
    viewer.status = "user";
  });
});
