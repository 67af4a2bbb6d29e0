import type { AnchorHTMLAttributes, ReactNode } from "react";
import { Link, type LinkProps } from "react-router";
import { type ButtonLook, buttonClasses } from "./button-classes";

/** A link inside the app that looks like a button (navigation, not an action). */
export function ButtonLink({
  variant,
  size,
  className,
  children,
  ...rest
}: ButtonLook & Omit<LinkProps, "className"> & { children: ReactNode }) {
  return (
    <Link {...rest} className={buttonClasses({ variant, size, className })}>
      {children}
    </Link>
  );
}

/** A link to another site that looks like a button; it opens in a new tab. */
export function ExternalButtonLink({
  variant,
  size,
  className,
  children,
  ...rest
}: ButtonLook &
  Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "className" | "target" | "rel"> & {
    href: string;
    children: ReactNode;
  }) {
  return (
    <a
      {...rest}
      className={buttonClasses({ variant, size, className })}
      target="_blank"
      rel="noopener noreferrer"
    >
      {children}
    </a>
  );
}
