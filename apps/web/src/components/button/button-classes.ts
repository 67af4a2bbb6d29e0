/** How a button looks: its role on the page, not its colour. */
export type ButtonVariant = "primary" | "secondary" | "ghost" | "danger" | "on-dark" | "link";
export type ButtonSize = "small" | "medium" | "large";

export interface ButtonLook {
  variant: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}

/** The classes of styles/buttons.css for a look; `link` is a button that reads as a text link. */
export function buttonClasses({ variant, size = "medium", className }: ButtonLook): string {
  const classes = variant === "link" ? ["link-button"] : ["button", `button--${variant}`];
  if (variant !== "link" && size !== "medium") classes.push(`button--${size}`);
  if (className) classes.push(className);
  return classes.join(" ");
}
