import type { ContestQuestion } from "@spc/shared";
import { type FormEvent, useState } from "react";
import { Button } from "../../../components/button/button";
import { CheckboxField } from "../../../components/form/checkbox-field";
import { SelectField } from "../../../components/form/select-field";
import { TextField } from "../../../components/form/text-field";
import { FormattedMessage, useIntl } from "../../../i18n/intl-lite";
import { type AnswerValue, answerIssues, answersToSend } from "../answers";

/** A form contest's entry: one labelled field per question of the contest (its own data). */
export function ContestForm({
  questions,
  busy,
  onSubmit,
}: {
  questions: readonly ContestQuestion[];
  busy: boolean;
  onSubmit: (answers: Record<string, unknown>) => void;
}) {
  const intl = useIntl();
  const french = intl.locale.startsWith("fr");
  const [answers, setAnswers] = useState<Record<string, AnswerValue>>({});
  const [tried, setTried] = useState(false);
  const issues = tried ? answerIssues(questions, answers) : {};
  const set = (key: string) => (value: AnswerValue) =>
    setAnswers((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    const found = answerIssues(questions, answers);
    const first = Object.keys(found)[0];
    if (first) {
      event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    onSubmit(answersToSend(questions, answers));
  };

  return (
    <form className="contest__form" noValidate onSubmit={submit}>
      {questions.map((question) => {
        const label = french ? question.label_fr : question.label_en;
        const issue = issues[question.key];
        const error = issue ? { message: issue } : null;
        if (question.kind === "text") {
          return (
            <TextField
              key={question.key}
              name={question.key}
              label={label}
              value={
                typeof answers[question.key] === "string" ? (answers[question.key] as string) : ""
              }
              onValueChange={set(question.key)}
              required={question.required}
              optional={!question.required}
              maxLength={question.max_length}
              error={error}
            />
          );
        }
        if (question.kind === "choice") {
          return (
            <SelectField
              key={question.key}
              name={question.key}
              label={label}
              value={
                typeof answers[question.key] === "string" ? (answers[question.key] as string) : ""
              }
              onValueChange={set(question.key)}
              placeholder={intl.formatMessage({ id: "contests.form.choose" })}
              options={question.options.map((option) => ({
                value: option.value,
                label: french ? option.label_fr : option.label_en,
              }))}
              required={question.required}
              optional={!question.required}
              error={error}
            />
          );
        }
        return (
          <CheckboxField
            key={question.key}
            name={question.key}
            label={label}
            checked={answers[question.key] === true}
            onCheckedChange={set(question.key)}
            required={question.required}
            error={error}
          />
        );
      })}
      <Button type="submit" variant="primary" busy={busy}>
        <FormattedMessage id="contests.form.submit" />
      </Button>
    </form>
  );
}
