import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { readString, removeItem } from "../../../lib/storage";
import { emailOptRecord } from "../../../test/email-opt-record";
import { renderWithProviders } from "../../../test/render";
import { EMAIL_OPT_SUBSCRIBED_KEY } from "../email-opt-rules";
import { SimpleEmailOptDialog } from "./simple-email-opt-dialog";

const session = vi.hoisted(() => ({ saved: [] as unknown[] }));
vi.mock("../../session", () => ({
  useSession: () => ({
    snapshot: { profile: { email: "sam@example.com", email_opt_in: false }, user: null },
  }),
  setSessionProfile: (profile: unknown) => session.saved.push(profile),
}));

const record = emailOptRecord({ text: "", text_fr: "" });

function answer(status: number, body: unknown) {
  const asked: Array<{ path: string; body: unknown }> = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string, init?: RequestInit) => {
      asked.push({ path: String(input), body: init?.body ? JSON.parse(String(init.body)) : null });
      return Response.json(body, { status });
    }),
  );
  return asked;
}

beforeEach(() => removeItem(EMAIL_OPT_SUBSCRIBED_KEY));
afterEach(() => {
  vi.unstubAllGlobals();
  session.saved = [];
});

describe("the simple e-mail opt-in of a signed-in member", () => {
  it("names the account's address, asks for no field, and subscribes it in one click", async () => {
    const asked = answer(200, { email_opt_in: true });
    renderWithProviders(<SimpleEmailOptDialog record={record} onClose={() => {}} />);
    expect(screen.getByRole("dialog", { name: record.title })).toBeTruthy();
    expect(screen.queryByRole("textbox")).toBeNull();
    expect(screen.getByText("sam@example.com").tagName).toBe("STRONG");

    await userEvent.click(screen.getByRole("button", { name: "Yes, send me deals" }));
    expect(await screen.findByText(/Deals will reach sam@example.com/)).toBeTruthy();
    expect(asked).toEqual([
      { path: "/api/users/v2/user/email-opt-in", body: { email_opt_in: true } },
    ]);
    expect(session.saved).toEqual([{ email: "sam@example.com", email_opt_in: true }]);
    expect(readString(EMAIL_OPT_SUBSCRIBED_KEY)).not.toBeNull();
  });

  it("says so when it fails, and keeps the question open to try again", async () => {
    answer(500, { error: { code: "internal_error", message: "failed" } });
    renderWithProviders(<SimpleEmailOptDialog record={record} onClose={() => {}} />);
    await userEvent.click(screen.getByRole("button", { name: "Yes, send me deals" }));
    expect(await screen.findByText(/Something went wrong/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Yes, send me deals" })).toBeTruthy();
    expect(session.saved).toEqual([]);
    expect(readString(EMAIL_OPT_SUBSCRIBED_KEY)).toBeNull();
  });
});
