import { type HTMLAttributes, type ReactNode, useId } from "react";
import { Link, type LinkProps } from "react-router";
import "./card.css";

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, "title" | "className"> {
  /** `section` (the default) for a part of a page, `article` for a thing that stands alone. */
  as?: "section" | "article" | "div" | "li";
  /** The card's heading; a section or article is named by it (aria-labelledby). */
  title?: ReactNode;
  /** The heading's level in the page's outline (2 under the page's h1). */
  titleLevel?: 2 | 3 | 4;
  /** The heading's id, when something else points at it; one is made up otherwise. */
  titleId?: string;
  /** Beside the heading: a badge, a status. */
  titleAside?: ReactNode;
  /** A picture drawn edge to edge above the body (decorative, or described by the body). */
  media?: ReactNode;
  /** The card's actions, under its content. */
  footer?: ReactNode;
  /** `compact`: the tight padding of a tile in a grid; `comfortable` a page's section. */
  density?: "comfortable" | "compact";
  /**
   * The whole card follows its one CardLink: the link's text is the card's accessible name and
   * the card shows it can be pressed (hover, focus ring). Anything else inside stays plain text.
   */
  interactive?: boolean;
  className?: string;
  children?: ReactNode;
}

/** A surface that groups one thing's content: a page's section, an offer's tile. */
export function Card({
  as: Element = "section",
  title,
  titleLevel = 2,
  titleId,
  titleAside,
  media,
  footer,
  density = "comfortable",
  interactive = false,
  className,
  children,
  ...rest
}: CardProps) {
  const madeUpId = useId();
  const headingId = titleId ?? madeUpId;
  const Heading = `h${titleLevel}` as const;
  const named = title !== undefined && (Element === "section" || Element === "article");
  const classes = ["card", `card--${density}`];
  if (interactive) classes.push("card--interactive");
  if (media) classes.push("card--media");
  if (className) classes.push(className);
  return (
    <Element
      aria-labelledby={named ? headingId : undefined}
      {...rest}
      className={classes.join(" ")}
    >
      {media && <div className="card__media">{media}</div>}
      <div className="card__body">
        {title !== undefined && (
          <div className="card__header">
            <Heading id={headingId} className="card__title">
              {title}
            </Heading>
            {titleAside}
          </div>
        )}
        {children}
        {footer && <div className="card__footer">{footer}</div>}
      </div>
    </Element>
  );
}

/**
 * The link of an interactive card: its hit area covers the whole card, while only its own text
 * names it (one link per card, not a card-sized link that reads out everything inside).
 */
export function CardLink({
  className,
  ...rest
}: Omit<LinkProps, "className"> & { className?: string }) {
  return <Link {...rest} className={className ? `card__link ${className}` : "card__link"} />;
}
