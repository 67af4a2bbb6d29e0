/**
 * The app's message and number/date formatting: a small ICU formatter of its own, not
 * react-intl (decisions 0005 and 0013). It implements exactly what its types below say —
 * `IntlProvider`, `useIntl` (`locale`, `formatMessage`, `formatNumber`, `formatDate`),
 * `FormattedMessage`, `FormattedNumber`, `FormattedDate` — so a call to anything else fails the
 * type check, not the page. react-intl would add @formatjs/intl and intl-messageformat (every
 * formatter the app never calls, about 6 KB gzip) to every page's first load. Messages use
 * arguments, number/date/time, select, plural and rich-text tags; a component needing more adds
 * it here, with its type and a test.
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
import type { MessageId } from "./messages";

/** A value a message prints as text: `{name}`, `{n, number}`, select, plural. */
export type TextValue = string | number | bigint | boolean | null | undefined;
/**
 * A value a message renders: text, a React node, a date for `{when, date}` / `{when, time}`, or a
 * rich-text tag's function of its chunks.
 */
export type RichValue = TextValue | ReactNode | Date | ((chunks: ReactNode[]) => ReactNode);

export interface MessageDescriptor {
  id: MessageId;
}

/** What `useIntl()` gives: exactly what this module implements. */
export interface IntlLite {
  /** The BCP 47 locale shown: `en-CA` or `fr-CA`. */
  readonly locale: string;
  /** A message as text (values that are all text: attributes, titles, labels). */
  formatMessage(descriptor: MessageDescriptor, values?: Record<string, TextValue>): string;
  /** A message with React nodes or rich-text tags among its values: a node to render. */
  formatMessage(descriptor: MessageDescriptor, values: Record<string, RichValue>): ReactNode;
  formatNumber(value: number | bigint, options?: Intl.NumberFormatOptions): string;
  formatDate(value: Date | number | string, options?: Intl.DateTimeFormatOptions): string;
}

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
        // As react-intl: text values as text (numbers as digits, nothing for null, undefined or a
        // boolean), React nodes as they are.
        parts.push(
          typeof value === "object" && value !== null
            ? value
            : typeof value === "boolean" || value == null
              ? ""
              : String(value),
        );
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
        if (typeof value === "function") parts.push(value(keyed(chunks)));
        else parts.push(...chunks);
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
  /** A catalogue: parsed messages in the build, ICU strings in development and tests. */
  messages: Record<string, Message> | undefined;
  /**
   * Called for a message the catalogue lacks; true if it is on its way (its namespace is
   * loading, decision 0038): the message reads as nothing until then, not as its id.
   */
  onMissing?: (id: string) => boolean;
}

function createIntl({ locale, messages = {}, onMissing }: IntlConfig): IntlLite {
  const parsed = new Map<string, MessageFormatElement[]>();
  // A message without values always reads the same: formatted once (every card's badges and
  // links ask for the same few).
  const plain = new Map<string, string>();
  const format = (descriptor: MessageDescriptor, values?: Values): ReactNode => {
    const { id } = descriptor;
    const message = messages[id];
    if (message === undefined) {
      if (onMissing?.(id)) return "";
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
  return {
    locale,
    // One implementation behind both overloads: text values make text parts only (see
    // formatElements), so the first overload's `string` holds.
    formatMessage: format as IntlLite["formatMessage"],
    formatNumber: (value, options) => numberFormat(locale, options).format(value),
    formatDate: (value, options) =>
      dateTimeFormat(locale, options).format(typeof value === "string" ? new Date(value) : value),
  };
}

const IntlContext = createContext<IntlLite | null>(null);

export function IntlProvider({
  locale,
  messages,
  onMissing,
  children,
}: IntlConfig & { children?: ReactNode }) {
  const intl = useMemo(
    () => createIntl({ locale, messages, onMissing }),
    [locale, messages, onMissing],
  );
  return <IntlContext.Provider value={intl}>{children}</IntlContext.Provider>;
}

export function useIntl(): IntlLite {
  const intl = useContext(IntlContext);
  if (!intl) throw new Error("useIntl needs an <IntlProvider> above it");
  return intl;
}

export function FormattedMessage({
  id,
  values,
  children,
}: {
  id: MessageId;
  values?: Record<string, RichValue>;
  children?: (nodes: ReactNode[]) => ReactNode;
}) {
  const nodes = useIntl().formatMessage({ id }, values ?? {});
  if (children) return children(Array.isArray(nodes) ? nodes : [nodes]);
  return <>{nodes}</>;
}

export function FormattedNumber({
  value,
  ...options
}: Intl.NumberFormatOptions & { value: number | bigint }) {
  return <>{useIntl().formatNumber(value, options)}</>;
}

export function FormattedDate({
  value,
  ...options
}: Intl.DateTimeFormatOptions & { value: Date | number | string }) {
  return <>{useIntl().formatDate(value, options)}</>;
}
