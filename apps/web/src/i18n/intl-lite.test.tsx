import { parse } from "@formatjs/icu-messageformat-parser";
import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import {
  FormattedDate,
  FormattedMessage,
  FormattedNumber,
  type IntlLite,
  IntlProvider,
  type TextValue,
  useIntl,
} from "./intl-lite";
import type { MessageId } from "./messages";

const SOURCE = {
  plain: "Deals near you",
  count: "{count, plural, =0 {No offers} one {# offer} other {# offers}}",
  price: "From {price, number, ::currency/CAD}",
  kind: "{kind, select, online {Online} other {In store}}",
  agree: "I agree to the <terms>terms</terms>.",
  quoted: "Type '{name}'",
  plainNumber: "{n, number} left",
  plainArgument: "{n} items for {name}{flag}",
};
// The build ships parsed messages (vite.config.ts); development and tests ship strings.
const PARSED = Object.fromEntries(Object.entries(SOURCE).map(([id, text]) => [id, parse(text)]));

// The test catalogues have their own ids, not the app's.
const testId = (id: string) => id as MessageId;

function Probe({ id, values }: { id: string; values?: Record<string, TextValue> }) {
  const intl = useIntl();
  return <span data-testid="out">{intl.formatMessage({ id: testId(id) }, values)}</span>;
}

function Capture({ into }: { into: (intl: IntlLite) => void }) {
  into(useIntl());
  return null;
}

/** The `useIntl()` object a component under the provider receives. */
function intlOf(messages: object, locale = "en-CA"): IntlLite {
  let intl: IntlLite | undefined;
  render(
    <IntlProvider locale={locale} messages={messages as never}>
      <Capture
        into={(value) => {
          intl = value;
        }}
      />
    </IntlProvider>,
  ).unmount();
  if (!intl) throw new Error("the provider rendered nothing");
  return intl;
}

function shown(messages: object, id: string, values?: Record<string, TextValue>, locale = "en-CA") {
  const view = render(
    <IntlProvider locale={locale} messages={messages as never}>
      <Probe id={id} values={values} />
    </IntlProvider>,
  );
  const text = screen.getByTestId("out").textContent;
  view.unmount();
  return text;
}

describe.each([
  ["parsed", PARSED],
  ["string", SOURCE],
])("intl-lite with %s messages", (_kind, messages) => {
  it("formats plain text, plurals with exact matches and #, select and number skeletons", () => {
    expect(shown(messages, "plain")).toBe("Deals near you");
    expect(shown(messages, "count", { count: 0 })).toBe("No offers");
    expect(shown(messages, "count", { count: 1 })).toBe("1 offer");
    expect(shown(messages, "count", { count: 1200 })).toBe("1,200 offers");
    expect(shown(messages, "count", { count: 2 }, "fr-CA")).toBe("2 offers");
    expect(shown(messages, "kind", { kind: "online" })).toBe("Online");
    expect(shown(messages, "kind", { kind: "anything" })).toBe("In store");
    expect(shown(messages, "price", { price: 20 })).toBe("From $20.00");
  });

  it("passes rich-text chunks to the value's function", () => {
    render(
      <IntlProvider locale="en-CA" messages={messages as never}>
        <FormattedMessage
          id={testId("agree")}
          values={{ terms: (chunks: React.ReactNode[]) => <a href="/terms">{chunks}</a> }}
        />
      </IntlProvider>,
    );
    expect(screen.getByRole("link", { name: "terms" }).getAttribute("href")).toBe("/terms");
  });
});

describe("intl-lite", () => {
  it("writes whole numbers below 1,000 as digits and larger or fractional ones as the locale does", () => {
    // The short way (no Intl.NumberFormat) must read exactly as Intl would in both languages.
    for (const locale of ["en-CA", "fr-CA"]) {
      for (const count of [0, 1, 7, 42, 999]) {
        const intl = new Intl.NumberFormat(locale).format(count);
        expect(shown(PARSED, "plainNumber", { n: count }, locale)).toBe(`${intl} left`);
        expect(shown(PARSED, "count", { count }, locale)).toMatch(
          new RegExp(`^(No offers|${intl} offers?)$`),
        );
      }
    }
    expect(shown(PARSED, "plainNumber", { n: 1000 }, "en-CA")).toBe("1,000 left");
    expect(shown(PARSED, "plainNumber", { n: 1000 }, "fr-CA")).toBe("1\u00a0000 left");
    expect(shown(PARSED, "plainNumber", { n: 2.5 }, "fr-CA")).toBe("2,5 left");
    expect(shown(PARSED, "plainNumber", { n: -3 }, "en-CA")).toBe("-3 left");
  });

  it("keeps ICU quoting of plain strings", () => {
    expect(shown(SOURCE, "quoted")).toBe("Type {name}");
  });

  it("answers with the id for a missing message or a missing value", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(shown(PARSED, "nope")).toBe("nope");
    expect(shown(PARSED, "count")).toBe("count");
  });

  it("formats numbers and dates in the provider's locale", () => {
    render(
      <IntlProvider locale="fr-CA" messages={{}}>
        <p data-testid="n">
          <FormattedNumber value={1.5} style="unit" unit="kilometer" maximumFractionDigits={1} />
        </p>
        <p data-testid="d">
          <FormattedDate value="2026-03-05T12:00:00Z" dateStyle="long" timeZone="UTC" />
        </p>
      </IntlProvider>,
    );
    // French separates the unit with a no-break space.
    expect(screen.getByTestId("n").textContent?.replace(/\s/gu, " ")).toBe("1,5 km");
    expect(screen.getByTestId("d").textContent).toBe("5 mars 2026");
  });

  it("prints plain arguments as text: numbers as digits, nothing for null or a boolean", () => {
    const intl = intlOf(PARSED);
    const text = intl.formatMessage(
      { id: testId("plainArgument") },
      { n: 3, name: null, flag: false },
    );
    // A string, not parts: the result goes into attributes (aria-label, title) as it is.
    expect(text).toBe("3 items for ");
  });

  it("gives exactly the formatters its type declares", () => {
    const intl = intlOf({});
    expect(Object.keys(intl).sort()).toEqual([
      "formatDate",
      "formatMessage",
      "formatNumber",
      "locale",
    ]);
    // What intl-lite does not implement does not type-check (react-intl has both).
    // @ts-expect-error no relative-time formatter
    expect(intl.formatRelativeTime).toBeUndefined();
    // @ts-expect-error no list formatter
    expect(intl.formatList).toBeUndefined();
  });
});
