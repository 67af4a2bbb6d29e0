import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import en from "../../../i18n/en.json";
import { IntlProvider } from "../../../i18n/intl-lite";
import { ContactPage } from "./contact-page";

const sent: unknown[] = [];

/** The contact call answers `answer` (a body and status); the page row is not found. */
function renderWith(answer: { status: number; body: unknown }) {
  sent.length = 0;
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string, init?: RequestInit) => {
      if (String(input).endsWith("/api/content/contact")) {
        sent.push(JSON.parse(String(init?.body)));
        return Response.json(answer.body, { status: answer.status });
      }
      return Response.json({ error: { code: "not_found", message: "x" } }, { status: 404 });
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <IntlProvider locale="en-CA" messages={en}>
        <MemoryRouter>
          <ContactPage />
        </MemoryRouter>
      </IntlProvider>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("Your name"), "Sam Roy");
  await user.type(screen.getByLabelText("Your e-mail address"), "sam@example.com");
  await user.selectOptions(screen.getByLabelText("Topic"), "billing");
  await user.type(screen.getByLabelText(/Your message/), "Where is my receipt?");
}

afterEach(() => vi.unstubAllGlobals());

describe("ContactPage", () => {
  it("checks each field when it is left, with a translated error", async () => {
    const user = renderWith({ status: 200, body: {} });
    const name = screen.getByLabelText("Your name");
    await user.click(name);
    expect(name.getAttribute("aria-invalid")).toBeNull();
    await user.tab();
    expect(name.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText(en["validation.required"])).toBeTruthy();
    await user.type(screen.getByLabelText("Your e-mail address"), "sam@");
    await user.tab();
    expect(screen.getByText(en["validation.email.invalid"])).toBeTruthy();
  });

  it("sends nothing while a field is wrong and moves focus to the first", async () => {
    const user = renderWith({ status: 200, body: {} });
    await user.click(screen.getByRole("button", { name: "Send the message" }));
    expect(sent).toEqual([]);
    expect(screen.getByText(en["contact.error.topicRequired"])).toBeTruthy();
    await vi.waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText("Your name")));
  });

  it("sends the message in the reader's language and confirms with its reference", async () => {
    const user = renderWith({ status: 200, body: { success: true, reference: "SPC-7K2Q" } });
    await fill(user);
    await user.click(screen.getByRole("button", { name: "Send the message" }));
    expect(await screen.findByText("Your reference: SPC-7K2Q")).toBeTruthy();
    expect(sent).toEqual([
      {
        name: "Sam Roy",
        email: "sam@example.com",
        topic: "billing",
        message: "Where is my receipt?",
        language: "en",
      },
    ]);
    expect(document.activeElement).toBe(screen.getByTestId("contact-sent"));
  });

  it("shows the rate limit and keeps what was typed", async () => {
    const user = renderWith({
      status: 429,
      body: { error: { code: "rate_limited", message: "Too many" } },
    });
    await fill(user);
    await user.click(screen.getByRole("button", { name: "Send the message" }));
    expect(await screen.findByRole("alert")).toBeTruthy();
    expect(screen.getByText(en["contact.error.rateLimited"])).toBeTruthy();
    expect((screen.getByLabelText(/Your message/) as HTMLTextAreaElement).value).toBe(
      "Where is my receipt?",
    );
  });

  it("puts the server's validation error beside its field", async () => {
    const user = renderWith({
      status: 400,
      body: {
        error: {
          code: "validation_error",
          message: "Invalid body: email: validation.email.invalid",
        },
      },
    });
    await fill(user);
    await user.click(screen.getByRole("button", { name: "Send the message" }));
    const email = screen.getByLabelText("Your e-mail address");
    await vi.waitFor(() => expect(email.getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getByText(en["validation.email.invalid"])).toBeTruthy();
    expect((email as HTMLInputElement).value).toBe("sam@example.com");
  });
});
