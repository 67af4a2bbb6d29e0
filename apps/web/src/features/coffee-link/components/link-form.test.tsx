import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render";
import { LinkForm } from "./link-form";

/** Answers every call with `status` and `body`; returns the JSON bodies sent. */
function stubLink(status: number, body: unknown) {
  const sent: unknown[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (_input: string, init?: RequestInit) => {
      sent.push(JSON.parse(String(init?.body)));
      return Response.json(body, { status });
    }),
  );
  return sent;
}

const type = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => screen.getByRole("button", { name: "Link my account" }) as HTMLButtonElement;
const FAILED = "Linking process has failed, please retry your Tims reward account email.";

describe("the coffee-chain link form", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows the §5 message and keeps submit disabled until both addresses match", () => {
    renderWithProviders(<LinkForm onLinked={() => {}} />);
    expect(submit().disabled).toBe(true);
    type(/account e-mail/i, "me@rewards.test");
    type(/confirm e-mail/i, "you@rewards.test");
    expect(
      screen.getByText("Please enter a valid email address and both emails must match"),
    ).toBeTruthy();
    expect(submit().disabled).toBe(true);
    type(/confirm e-mail/i, "ME@rewards.test");
    expect(submit().disabled).toBe(false);
  });

  it("shows the §8 failure, stays disabled in error, and an edit clears it", async () => {
    const sent = stubLink(422, { error: { code: "tims_link_failed", message: "No account" } });
    renderWithProviders(<LinkForm onLinked={() => {}} />);
    type(/account e-mail/i, "who@example.com");
    type(/confirm e-mail/i, "who@example.com");
    fireEvent.click(submit());
    expect(await screen.findByText(FAILED)).toBeTruthy();
    expect(sent[0]).toEqual({
      th_email: "who@example.com",
      th_email_confirmation: "who@example.com",
    });
    expect(submit().disabled).toBe(true);
    type(/account e-mail/i, "WHO@example.com");
    expect(screen.queryByText(FAILED)).toBeNull();
    expect(submit().disabled).toBe(false);
  });

  it("hands the link to its caller on success", async () => {
    const linked = { Linked: true, th_email: "me@rewards.test", linked_at: null };
    stubLink(200, linked);
    const onLinked = vi.fn();
    renderWithProviders(<LinkForm onLinked={onLinked} />);
    type(/account e-mail/i, "me@rewards.test");
    type(/confirm e-mail/i, "me@rewards.test");
    fireEvent.click(submit());
    await waitFor(() => expect(onLinked).toHaveBeenCalledTimes(1));
    expect(onLinked.mock.calls[0]).toEqual([linked]);
  });
});
