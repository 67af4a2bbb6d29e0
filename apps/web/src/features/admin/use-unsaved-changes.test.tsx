import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { createMemoryRouter, Link, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { useUnsavedChanges } from "./use-unsaved-changes";

function Form() {
  const [value, setValue] = useState("");
  const blocker = useUnsavedChanges(value !== "");
  return (
    <>
      <label>
        Name
        <input value={value} onChange={(event) => setValue(event.target.value)} />
      </label>
      <button type="button" onClick={() => setValue("")}>
        Save
      </button>
      <Link to="/elsewhere">Leave</Link>
      <Link to="?page=2">Same page</Link>
      <p>state: {blocker.state}</p>
      {blocker.state === "blocked" && (
        <>
          <button type="button" onClick={() => blocker.reset()}>
            Stay
          </button>
          <button type="button" onClick={() => blocker.proceed()}>
            Go
          </button>
        </>
      )}
    </>
  );
}

const Elsewhere = () => <p>Elsewhere</p>;

function setup() {
  const router = createMemoryRouter(
    [
      { path: "/form", Component: Form },
      { path: "/elsewhere", Component: Elsewhere },
    ],
    { initialEntries: ["/form"] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const beforeUnload = () => {
  const event = new Event("beforeunload", { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

describe("useUnsavedChanges", () => {
  it("lets a clean form go without asking", async () => {
    const router = setup();
    expect(beforeUnload()).toBe(false);
    await userEvent.click(screen.getByRole("link", { name: "Leave" }));
    expect(router.state.location.pathname).toBe("/elsewhere");
  });

  it("holds a navigation away from a changed form until the person decides", async () => {
    const router = setup();
    await userEvent.type(screen.getByLabelText("Name"), "x");
    expect(beforeUnload()).toBe(true);

    await userEvent.click(screen.getByRole("link", { name: "Leave" }));
    expect(screen.getByText("state: blocked")).toBeTruthy();
    expect(router.state.location.pathname).toBe("/form");

    await userEvent.click(screen.getByRole("button", { name: "Stay" }));
    expect(router.state.location.pathname).toBe("/form");
    expect((screen.getByLabelText("Name") as HTMLInputElement).value).toBe("x");

    await userEvent.click(screen.getByRole("link", { name: "Leave" }));
    await userEvent.click(screen.getByRole("button", { name: "Go" }));
    expect(router.state.location.pathname).toBe("/elsewhere");
  });

  it("does not hold a change of the query on the same page", async () => {
    const router = setup();
    await userEvent.type(screen.getByLabelText("Name"), "x");
    await userEvent.click(screen.getByRole("link", { name: "Same page" }));
    expect(router.state.location.search).toBe("?page=2");
  });

  it("stops asking once the form is saved", async () => {
    const router = setup();
    await userEvent.type(screen.getByLabelText("Name"), "x");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(beforeUnload()).toBe(false);
    await act(() => router.navigate("/elsewhere"));
    expect(router.state.location.pathname).toBe("/elsewhere");
  });
});
