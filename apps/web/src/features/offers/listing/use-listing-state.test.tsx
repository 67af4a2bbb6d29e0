import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../test/render";
import { ListingControls } from "../components/listing-controls";
import { useListingState } from "./use-listing-state";

function Listing() {
  const [state, update] = useListingState();
  return <ListingControls state={state} onChange={update} />;
}

// Two changes in one handler: the router renders a new address in a transition, so the second
// change can come before the first one's render.
function TwoChanges() {
  const [, update] = useListingState();
  return (
    <button
      type="button"
      onClick={() => {
        update({ filters: ["online"] });
        update({ sort: "alphabetical" });
      }}
    >
      both
    </button>
  );
}

describe("listing controls and the URL", () => {
  it("writes filters and sort to the URL, resets the page, and steps back through history", async () => {
    const router = createMemoryRouter([{ path: "/deals", element: <Listing /> }], {
      initialEntries: ["/deals?page=3&q=x"],
    });
    renderWithProviders(<RouterProvider router={router} />);
    await userEvent.click(screen.getByRole("button", { name: "Online" }));
    expect(router.state.location.search).toBe("?q=x&filter=online");
    expect(screen.getByRole("button", { name: "Online" }).getAttribute("aria-pressed")).toBe(
      "true",
    );
    await userEvent.selectOptions(screen.getByLabelText("Sort by"), "alphabetical");
    expect(router.state.location.search).toBe("?q=x&filter=online&sort=alphabetical");
    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe("?q=x&filter=online");
    expect((screen.getByLabelText("Sort by") as HTMLSelectElement).value).toBe("");
  });

  it("builds a change on the one before it, even before that one was rendered", async () => {
    const router = createMemoryRouter([{ path: "/deals", element: <TwoChanges /> }], {
      initialEntries: ["/deals"],
    });
    renderWithProviders(<RouterProvider router={router} />);
    await userEvent.click(screen.getByRole("button", { name: "both" }));
    await waitFor(() =>
      expect(router.state.location.search).toBe("?filter=online&sort=alphabetical"),
    );
  });
});
