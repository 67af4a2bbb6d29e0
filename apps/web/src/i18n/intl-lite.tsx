/**
 * The part of react-intl this app uses (decision 0013). Vite resolves `import … from
 * "react-intl"` here (apps/web/vite.config.ts), for the build and the tests alike, so components
 * keep react-intl's API and types while the first load leaves out @formatjs/intl and
 * intl-messageformat (every formatter the app never calls), about 6 KB gzip. Messages use
 * arguments, plural and rich-text tags; a component needing more of react-intl adds it here,
 * and anything not exported fails the build loudly instead of misbehaving.
 *
 * Formatters (number, date, plural rules, messages) are created once per option set and
 * language and reused by every render, not rebuilt per card or per message.
 */
import { type MessageFormatElement, parse, TYPE } from "@formatjs/icu-messageformat-parser";
import {
  Children,
  createContext,
  Fragment,
  isValidElement,
  type ReactNode,
  useContext,
  useMemo,
} from "react";
import type { IntlShape } from "react-intl";

type Values = Record<string, unknown>;
type Message = string | MessageFormatElement[];

function memo<Options, Formatter>(
  create: (locale: string, options?: Options) => Formatter,
): (locale: string, options?: Options) => Formatter {
  const cache = new Map<string, Formatter>();
  return (locale, options) => {
    const key = `${locale}|${options ? JSON.stringify(options) : ""}`;
    let formatter = cache.get(key);
    if (!formatter) {
      formatter = create(locale, options);
      cache.set(key, formatter);
    }
    return formatter;
  };
}

// Shared by every message and component: Intl constructors are the slow part of formatting.
const numberFormat = memo(
  (locale, options?: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options),
);
const dateTimeFormat = memo(
  (locale, options?: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, options),
);
const pluralRules = memo(
  (locale, options?: Intl.PluralRulesOptions) => new Intl.PluralRules(locale, options),
);

/**
 * A number as the locale writes it. Whole numbers from 0 to 999 read the same in en-CA and fr-CA
 * (Latin digits, no grouping), so they skip Intl: the page's first Intl.NumberFormat starts ICU's
 * number formatting, 25–40 ms on a desktop and about four times that on a phone, inside the
 * render that shows "24 deals" (issue 4, /deals total blocking time).
 */
function formatPlainNumber(locale: string, value: number): string {
  if (Number.isInteger(value) && value >= 0 && value < 1000) return String(value);
  return numberFormat(locale).format(value);
}

/** The style of a {x, number|date|time, style} element as Intl options (skeletons included). */
function styleOptions(style: unknown, kind: "number" | "date"): object | undefined {
  if (!style) return undefined;
  if (typeof style === "object" && "parsedOptions" in style) return style.parsedOptions as object;
  if (kind === "number") return style === "percent" ? { style: "percent" } : undefined;
  return { dateStyle: style };
}

/**
 * Formats a parsed ICU message (the catalogues ship parsed, see vite.config.ts): arguments,
 * number, date and time, select, plural (exact `=n`, the locale's categories, `#`) and rich-text
 * tags, whose chunks go through the value's function. Throws on a missing argument.
 */
function formatElements(
  elements: readonly MessageFormatElement[],
  locale: string,
  values: Values,
  pluralValue?: number,
): unknown[] {
  const parts: unknown[] = [];
  for (const element of elements) {
    switch (element.type) {
      case TYPE.literal:
        parts.push(element.value);
        continue;
      case TYPE.pound:
        parts.push(formatPlainNumber(locale, pluralValue ?? 0));
        continue;
    }
    if (!(element.value in values)) throw new Error(`no value for {${element.value}}`);
    const value = values[element.value];
    switch (element.type) {
      case TYPE.argument:
        parts.push(value);
        break;
      case TYPE.number: {
        const options = styleOptions(element.style, "number");
        parts.push(
          options
            ? numberFormat(locale, options).format(value as number)
            : formatPlainNumber(locale, value as number),
        );
        break;
      }
      case TYPE.date:
      case TYPE.time:
        parts.push(
          dateTimeFormat(locale, styleOptions(element.style, "date")).format(value as Date),
        );
        break;
      case TYPE.select: {
        const option = element.options[String(value)] ?? element.options.other;
        if (option) parts.push(...formatElements(option.value, locale, values, pluralValue));
        break;
      }
      case TYPE.plural: {
        const count = Number(value);
        const category = pluralRules(locale, { type: element.pluralType }).select(
          count - element.offset,
        );
        const option =
          element.options[`=${count}`] ?? element.options[category] ?? element.options.other;
        if (option) {
          parts.push(...formatElements(option.value, locale, values, count - element.offset));
        }
        break;
      }
      case TYPE.tag: {
        const chunks = formatElements(element.children, locale, values, pluralValue);
        parts.push(typeof value === "function" ? value(keyed(chunks)) : chunks);
        break;
      }
    }
  }
  return parts;
}

/** Index keys on message chunks, as react-intl does, so React does not warn about lists. */
function keyed(nodes: unknown): ReactNode[] {
  return Children.toArray(nodes as ReactNode).map((child, index) =>
    // biome-ignore lint/suspicious/noArrayIndexKey: message chunks never reorder
    isValidElement(child) ? <Fragment key={index}>{child}</Fragment> : child,
  );
}

function reportInDevelopment(message: string, error?: unknown) {
  if (import.meta.env.DEV) console.error(`[intl] ${message}`, error ?? "");
}

interface IntlConfig {
  locale: string;
  defaultLocale?: string;
  messages: Record<string, Message> | undefined;
}

function createIntl({ locale, defaultLocale = "en-CA", messages = {} }: IntlConfig): IntlShape {
  const parsed = new Map<string, MessageFormatElement[]>();
  // A message without values always reads the same: formatted once (every card's badges and
  // links ask for the same few).
  const plain = new Map<string, string>();
  const format = (descriptor: { id?: string | number }, values?: Values) => {
    const id = String(descriptor.id);
    const message = messages[id];
    if (message === undefined) {
      reportInDevelopment(`no message "${id}" for ${locale}`);
      return id;
    }
    // react-intl's shortcut for a plain string (tests' catalogues; the build ships parsed ones).
    if (typeof message === "string" && !values) return message.replace(/'\{(.*?)\}'/g, "{$1}");
    const known = values ? undefined : plain.get(id);
    if (known !== undefined) return known;
    try {
      let ast = parsed.get(id);
      if (!ast) {
        // Plain strings only in development and tests; the build ships parsed catalogues.
        ast = typeof message === "string" ? parse(message) : message;
        parsed.set(id, ast);
      }
      const parts = formatElements(ast, locale, values ?? {});
      if (!parts.every((part) => typeof part === "string")) return keyed(parts);
      const text = parts.join("");
      if (!values) plain.set(id, text);
      return text;
    } catch (error) {
      reportInDevelopment(`message "${id}" failed to format`, error);
      return id;
    }
  };
  const intl = {
    locale,
    defaultLocale,
    messages,
    textComponent: Fragment,
    formatMessage: format,
    $t: format,
    formatNumber: (value: number | bigint, options?: Intl.NumberFormatOptions) =>
      numberFormat(locale, options).format(value),
    formatDate: (value: Date | number | string, options?: Intl.DateTimeFormatOptions) =>
      dateTimeFormat(locale, options).format(typeof value === "string" ? new Date(value) : value),
  };
  return intl as unknown as IntlShape;
}

const IntlContext = createContext<IntlShape | null>(null);

export function IntlProvider({
  locale,
  defaultLocale,
  messages,
  children,
}: IntlConfig & { children?: ReactNode }) {
  const intl = useMemo(
    () => createIntl({ locale, defaultLocale, messages }),
    [locale, defaultLocale, messages],
  );
  return <IntlContext.Provider value={intl}>{children}</IntlContext.Provider>;
}

export function useIntl(): IntlShape {
  const intl = useContext(IntlContext);
  if (!intl) throw new Error("useIntl needs an <IntlProvider> above it");
  return intl;
}

export function FormattedMessage({
  id,
  values,
  children,
}: {
  id: string;
  values?: Values;
  children?: (nodes: ReactNode[]) => ReactNode;
}) {
  const nodes = useIntl().formatMessage({ id } as never, values as never) as ReactNode;
  if (children) return children(Array.isArray(nodes) ? nodes : [nodes]);
  return <>{nodes}</>;
}

export function FormattedNumber({
  value,
  ...options
}: Intl.NumberFormatOptions & { value: number | bigint }) {
  return <>{useIntl().formatNumber(value, options as never)}</>;
}

export function FormattedDate({
  value,
  ...options
}: Intl.DateTimeFormatOptions & { value: Date | number | string }) {
  return <>{useIntl().formatDate(value, options as never)}</>;
}
