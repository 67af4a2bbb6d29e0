import type { FaqEntry } from "@spc/shared";
import { Link } from "react-router";
import { FormattedMessage, useIntl } from "../../../i18n/intl-lite";
import { useLanguage } from "../../../i18n/language-store";
import { ContentMarkdown } from "../../content";
import "../../../components/disclosure/disclosure.css";

export interface FaqQuestionProps {
  entry: FaqEntry;
  open: boolean;
  onToggle: () => void;
}

/**
 * One question: a disclosure (a button with aria-expanded in the question's heading) whose
 * answer is content markdown, and a link to the question's own anchor (`/faq-help#<slug>`).
 */
export function FaqQuestion({ entry, open, onToggle }: FaqQuestionProps) {
  const language = useLanguage();
  const intl = useIntl();
  const question = entry[`question_${language}`];
  const answerId = `${entry.slug}-answer`;
  return (
    <li id={entry.slug} className="faq-question" data-testid="faq-question">
      <h3 className="faq-question__heading">
        <button
          type="button"
          className="disclosure-toggle"
          aria-expanded={open}
          aria-controls={answerId}
          onClick={onToggle}
        >
          <span>{question}</span>
          <span className="disclosure-toggle__chevron" aria-hidden="true" />
        </button>
      </h3>
      <div id={answerId} className="faq-question__answer" hidden={!open}>
        <ContentMarkdown>{entry[`answer_${language}`]}</ContentMarkdown>
        <Link
          to={{ hash: entry.slug }}
          className="faq-question__link"
          aria-label={intl.formatMessage({ id: "faq.question.link" }, { question })}
        >
          <FormattedMessage id="faq.question.linkShort" />
        </Link>
      </div>
    </li>
  );
}
