import type { ButtonHTMLAttributes, ReactNode } from "react";
import { type ButtonLook, buttonClasses } from "./button-classes";

type ButtonProps = ButtonLook &
  Omit<ButtonHTMLAttributes<HTMLButtonElement>, "className" | "type"> & {
    /** "button" unless the button submits its form. */
    type?: "button" | "submit";
    /** Sending: the button is disabled and says so to assistive technology. */
    busy?: boolean;
    children: ReactNode;
  };

/** The one button of the design system (variants and sizes in styles/buttons.css). */
export function Button({
  variant,
  size,
  className,
  type = "button",
  busy = false,
  disabled,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={buttonClasses({ variant, size, className })}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
    >
      {children}
    </button>
  );
}
