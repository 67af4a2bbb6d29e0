import { SEARCH_SUGGESTIONS } from "@spc/shared";
import { act, fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render";
import { SearchBox } from "./search-box";

const TAGS = [
  "Pizza",
  "pizza party",
  "Deep-dish PIZZA",
  "Pizzeria",
  "Pizza slices",
  "Mini pizza",
  "Coffee",
];

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

function renderBox() {
  vi.spyOn(globalThis, "fetch").mockImplementation(async () =>
    Response.json({
      data: TAGS.map((name, id) => ({ id, slug: name, name, name_en: name, name_fr: name })),
    }),
  );
  renderWithProviders(
    <MemoryRouter initialEntries={["/deals"]}>
      <SearchBox />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  return { user, input: screen.getByRole("combobox") as HTMLInputElement };
}

const where = () => screen.getByTestId("where").textContent;

describe("SearchBox", () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("shows the next suggestion every 5 s after a 0.5 s fade", () => {
    const { input } = renderBox();
    expect(input.placeholder).toBe(`Search “${SEARCH_SUGGESTIONS[0]!.en}”`);
    act(() => vi.advanceTimersByTime(5000));
    expect(input.className).toContain("search-box__input--fading");
    act(() => vi.advanceTimersByTime(500));
    expect(input.placeholder).toBe(`Search “${SEARCH_SUGGESTIONS[1]!.en}”`);
    expect(input.className).not.toContain("fading");
    // 25 more turns bring the 26 suggestions back to the first one.
    act(() => vi.advanceTimersByTime(25 * 5000));
    expect(input.placeholder).toBe(`Search “${SEARCH_SUGGESTIONS[0]!.en}”`);
  });

  it("searches the shown suggestion when submitted empty", async () => {
    const { user, input } = renderBox();
    act(() => vi.advanceTimersByTime(5500));
    await user.click(screen.getByRole("button", { name: "Search" }));
    expect(where()).toBe(`/search/${encodeURIComponent(SEARCH_SUGGESTIONS[1]!.en)}`);
    expect(input.value).toBe("");
  });

  it("submits typed text on Enter with its quotes normalised", async () => {
    const { user, input } = renderBox();
    await user.type(input, "“cafe” deals{Enter}");
    expect(where()).toBe(`/search/${encodeURIComponent('"cafe" deals')}`);
  });

  it("clears the box on Escape", async () => {
    const { user, input } = renderBox();
    await user.type(input, "pizz");
    await user.keyboard("{Escape}");
    expect(input.value).toBe("");
    expect(screen.queryByRole("option")).toBeNull();
  });

  it("lists at most five tags containing the text, in any case", async () => {
    const { user, input } = renderBox();
    await user.type(input, "PIZZ");
    const options = await screen.findAllByRole("option");
    expect(options.map((option) => option.textContent)).toEqual(TAGS.slice(0, 5));
    expect(input.getAttribute("aria-expanded")).toBe("true");
  });

  it("hides the tag list 150 ms after the box loses focus", async () => {
    const { user, input } = renderBox();
    await user.type(input, "pizz");
    await screen.findAllByRole("option");
    fireEvent.blur(input);
    act(() => vi.advanceTimersByTime(149));
    expect(screen.getByRole("listbox", { hidden: true }).hidden).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole("listbox", { hidden: true }).hidden).toBe(true);
  });

  it("picks a tag with the arrow keys and Enter", async () => {
    const { user, input } = renderBox();
    await user.type(input, "pizz");
    await screen.findAllByRole("option");
    await user.keyboard("{ArrowDown}{ArrowDown}");
    const active = input.getAttribute("aria-activedescendant");
    expect(active && document.getElementById(active)?.textContent).toBe("pizza party");
    await user.keyboard("{Enter}");
    expect(where()).toBe("/search?tags=pizza+party");
  });

  it("searches a tag when it is clicked", async () => {
    const { user, input } = renderBox();
    await user.type(input, "coff");
    await user.click(await screen.findByRole("option", { name: "Coffee" }));
    expect(where()).toBe("/search?tags=Coffee");
  });
});
