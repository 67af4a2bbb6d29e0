import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { readString, removeItem } from "../../../lib/storage";
import { emailOptRecord } from "../../../test/email-opt-record";
import { stubFetchByPath } from "../../../test/fetch";
import { renderWithProviders } from "../../../test/render";
import { EMAIL_OPT_SUBSCRIBED_KEY } from "../email-opt-rules";
import { EmailOptDialog } from "./email-opt-dialog";

const session = vi.hoisted(() => ({ email: null as string | null }));
vi.mock("../../session", () => ({
  useSession: () => ({
    snapshot: { profile: session.email ? { email: session.email } : null, user: null },
  }),
}));

const record = emailOptRecord();

beforeEach(() => removeItem(EMAIL_OPT_SUBSCRIBED_KEY));
afterEach(() => {
  vi.unstubAllGlobals();
  session.email = null;
});

describe("the e-mail opt-in pop-up", () => {
  it("fills in a signed-in member's address and shows 'check your inbox' once sent", async () => {
    session.email = "sam@example.com";
    const asked = stubFetchByPath(() => ({ result: "confirmation_sent" }));
    renderWithProviders(<EmailOptDialog record={record} onClose={() => {}} />);
    expect(screen.getByRole("dialog", { name: record.title })).toBeTruthy();
    expect(screen.getByRole("img", { name: "An envelope" })).toBeTruthy();
    expect((screen.getByLabelText("E-mail address") as HTMLInputElement).value).toBe(
      "sam@example.com",
    );
    await userEvent.click(screen.getByRole("button", { name: "Sign me up" }));
    expect(await screen.findByText(/check your inbox/)).toBeTruthy();
    expect(asked).toEqual(["/api/users/subscribe"]);
    expect(readString(EMAIL_OPT_SUBSCRIBED_KEY)).not.toBeNull();
  });

  it.each([
    ["already_sub", /already subscribed/],
    ["already_member", /already has an SPC account/],
  ])("answers %s with its §8 message", async (result, message) => {
    stubFetchByPath(() => ({ result }));
    renderWithProviders(<EmailOptDialog record={record} onClose={() => {}} />);
    await userEvent.type(screen.getByLabelText("E-mail address"), "kim@example.com");
    await userEvent.click(screen.getByRole("button", { name: "Sign me up" }));
    expect(await screen.findByText(message)).toBeTruthy();
  });

  it("refuses an address that is not one, and sends nothing in the back office's preview", async () => {
    const asked = stubFetchByPath(() => ({ result: "confirmation_sent" }));
    renderWithProviders(<EmailOptDialog record={record} preview onClose={() => {}} />);
    await userEvent.type(screen.getByLabelText("E-mail address"), "not an address");
    await userEvent.click(screen.getByRole("button", { name: "Sign me up" }));
    expect(await screen.findByText("Enter a valid e-mail address.")).toBeTruthy();
    await userEvent.clear(screen.getByLabelText("E-mail address"));
    await userEvent.type(screen.getByLabelText("E-mail address"), "kim@example.com");
    await userEvent.click(screen.getByRole("button", { name: "Sign me up" }));
    expect(await screen.findByText(/check your inbox/)).toBeTruthy();
    expect(asked).toEqual([]);
    expect(readString(EMAIL_OPT_SUBSCRIBED_KEY)).toBeNull();
  });
});
