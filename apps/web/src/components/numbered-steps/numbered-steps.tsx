import type { ReactNode } from "react";
import "./numbered-steps.css";

export interface Step {
  key: string;
  title: ReactNode;
  body: ReactNode;
}

/**
 * "How it works" steps: a numbered list, each step a number in a disc, a level-3 title and a
 * line of text; side by side on a wide screen (the home page, /why-spc-hm, /cibc).
 */
export function NumberedSteps({ steps }: { steps: readonly Step[] }) {
  return (
    <ol className="numbered-steps">
      {steps.map((step, index) => (
        <li key={step.key} className="numbered-steps__step">
          <span className="numbered-steps__number" aria-hidden="true">
            {index + 1}
          </span>
          <h3>{step.title}</h3>
          <p>{step.body}</p>
        </li>
      ))}
    </ol>
  );
}
