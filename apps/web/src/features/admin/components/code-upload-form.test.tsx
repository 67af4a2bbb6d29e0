import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import en from "../../../i18n/en.json";
import { IntlProvider } from "../../../i18n/intl-lite";
import { CodeUploadForm } from "./code-upload-form";

function setup(answer: { status: number; body: unknown }) {
  const sent: { url: string; type: string | null; body: BodyInit | null | undefined }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string, init?: RequestInit) => {
      const headers = new Headers(init?.headers);
      sent.push({ url: String(input), type: headers.get("content-type"), body: init?.body });
      return Response.json(answer.body, { status: answer.status });
    }),
  );
  const router = createMemoryRouter([{ path: "/", element: <CodeUploadForm offerId={3} /> }]);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <IntlProvider locale="en-CA" messages={en}>
        <RouterProvider router={router} />
      </IntlProvider>
    </QueryClientProvider>,
  );
  return sent;
}

const none = { count: 0, samples: [] };
const imported = {
  status: 200,
  body: {
    status: "imported",
    read: 2,
    imported: 2,
    invalid: none,
    duplicates_in_file: none,
    duplicates_in_pool: none,
  },
};

afterEach(() => vi.unstubAllGlobals());

describe("CodeUploadForm", () => {
  it("asks for a file before sending anything", async () => {
    const sent = setup(imported);
    await userEvent.click(screen.getByRole("button", { name: "Import" }));
    expect(screen.getByText("Choose a file to import.")).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it("sends the file itself as the body, typed by its name, and shows the report", async () => {
    const sent = setup(imported);
    const file = new File(["A1\nA2\n"], "codes.csv", { type: "" });
    await userEvent.upload(screen.getByLabelText("Code file (CSV or text)"), file);
    await userEvent.click(screen.getByRole("button", { name: "Import" }));
    expect((await screen.findByRole("status")).textContent).toContain("2 codes imported");
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe("/api/admin/offers/3/codes");
    expect(sent[0]!.type).toBe("text/csv");
    const body = sent[0]!.body as Blob;
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(body);
    });
    expect(text).toBe("A1\nA2\n");
  });

  it("says when the offer does not take uploaded codes", async () => {
    setup({ status: 409, body: { error: { code: "conflict", message: "no pool" } } });
    await userEvent.upload(
      screen.getByLabelText("Code file (CSV or text)"),
      new File(["A1\n"], "codes.txt", { type: "text/plain" }),
    );
    await userEvent.click(screen.getByRole("button", { name: "Import" }));
    expect((await screen.findByRole("alert")).textContent).toContain(
      "This offer does not use uploaded codes.",
    );
  });
});
