import type { HTMLAttributes, ReactNode } from "react";
import "./badge.css";

/**
 * What a badge says about its subject: `neutral` a plain fact (online, in store), `info` news,
 * `success` a good state (active, verified), `warning` something to act on soon (limited time,
 * unverified), `danger` something over or wrong (expired, declined), `plus` the SPC+ tier,
 * `accent` a highlight in the brand's colour (new).
 */
export type BadgeTone = "neutral" | "info" | "success" | "warning" | "danger" | "plus" | "accent";

export const BADGE_TONES: readonly BadgeTone[] = [
  "neutral",
  "info",
  "success",
  "warning",
  "danger",
  "plus",
  "accent",
];

/**
 * A short label about something (an offer's channel or tier, a card's status). It is text, not
 * a control: its words say it all, the colour only repeats them. `as="li"` for a list of badges.
 */
export function Badge({
  tone = "neutral",
  as: Element = "span",
  className,
  children,
  ...rest
}: {
  tone?: BadgeTone;
  as?: "span" | "li";
  className?: string;
  children: ReactNode;
} & Omit<HTMLAttributes<HTMLElement>, "className" | "children">) {
  return (
    <Element {...rest} className={`badge badge--${tone}${className ? ` ${className}` : ""}`}>
      {children}
    </Element>
  );
}
