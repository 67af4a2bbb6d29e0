import { CONTACT_MESSAGE_MAX_LENGTH, CONTACT_TOPICS } from "@spc/shared";
import { type FormEvent, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { Button } from "../../../components/button/button";
import type { FieldError } from "../../../components/form/field-error";
import { focusFirstInvalid } from "../../../components/form/focus-first-invalid";
import { FormAlert, FormError } from "../../../components/form/form-alert";
import { SelectField } from "../../../components/form/select-field";
import { SubmitButton } from "../../../components/form/submit-button";
import { TextAreaField } from "../../../components/form/text-area-field";
import { TextField } from "../../../components/form/text-field";
import { errorMessageId } from "../../../i18n/error-messages";
import { FormattedMessage, useIntl } from "../../../i18n/intl-lite";
import { useLanguage } from "../../../i18n/language-store";
import type { MessageId } from "../../../i18n/messages";
import { sendContactMessage } from "../api/send-contact";
import {
  CONTACT_ERRORS,
  CONTACT_FIELDS,
  type ContactField,
  type ContactValues,
  contactRequest,
  EMPTY_CONTACT,
  serverFieldErrors,
  validateContact,
  validateContactField,
} from "../contact-form";

type Errors = Partial<Record<ContactField, FieldError>>;

/**
 * The contact form (decision 0036): each field is checked when the person leaves it, all of them
 * on send; the server's refusals (a rate limit, a field it rejects, an outage) show above the
 * form or beside the field, and what was typed stays. Once sent, a confirmation with the
 * message's reference replaces the form.
 */
export function ContactForm() {
  const intl = useIntl();
  const language = useLanguage();
  const formRef = useRef<HTMLFormElement>(null);
  const doneRef = useRef<HTMLDivElement>(null);
  const [values, setValues] = useState<ContactValues>(EMPTY_CONTACT);
  const [touched, setTouched] = useState<ReadonlySet<ContactField>>(new Set());
  const [serverErrors, setServerErrors] = useState<Errors>({});
  const [apiError, setApiError] = useState<MessageId | null>(null);
  const [sending, setSending] = useState(false);
  const [reference, setReference] = useState<string | null>(null);

  const errorOf = (field: ContactField): FieldError | null =>
    serverErrors[field] ?? (touched.has(field) ? validateContactField(field, values) : null);

  const set = (field: ContactField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setServerErrors(({ [field]: _dropped, ...rest }) => rest);
  };
  const leave = (field: ContactField) => () =>
    setTouched((current) => (current.has(field) ? current : new Set([...current, field])));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTouched(new Set(CONTACT_FIELDS));
    if (Object.keys(validateContact(values)).length > 0) {
      focusFirstInvalid(formRef.current);
      return;
    }
    setSending(true);
    setApiError(null);
    try {
      const answer = await sendContactMessage(contactRequest(values, language));
      flushSync(() => {
        setSending(false);
        setReference(answer.reference);
      });
      doneRef.current?.focus();
    } catch (error) {
      const fields = serverFieldErrors(error);
      flushSync(() => {
        setSending(false);
        setServerErrors(fields);
        setApiError(errorMessageId(error, "contact.error.generic", CONTACT_ERRORS));
      });
      if (Object.keys(fields).length > 0) focusFirstInvalid(formRef.current);
    }
  }

  function startAgain() {
    setValues(EMPTY_CONTACT);
    setTouched(new Set());
    setReference(null);
  }

  if (reference) {
    return (
      <div ref={doneRef} tabIndex={-1} className="contact-done" data-testid="contact-sent">
        <FormAlert tone="success">
          <p className="contact-done__title">
            <FormattedMessage id="contact.sent.title" />
          </p>
          <p>
            <FormattedMessage id="contact.sent.body" values={{ email: values.email.trim() }} />
          </p>
          <p>
            <FormattedMessage id="contact.sent.reference" values={{ reference }} />
          </p>
        </FormAlert>
        <Button type="button" variant="secondary" onClick={startAgain}>
          <FormattedMessage id="contact.sent.another" />
        </Button>
      </div>
    );
  }

  return (
    <form ref={formRef} className="auth-form contact-form" noValidate onSubmit={onSubmit}>
      <FormError message={apiError} />
      <TextField
        name="name"
        label={<FormattedMessage id="contact.field.name" />}
        value={values.name}
        onValueChange={set("name")}
        onBlur={leave("name")}
        error={errorOf("name")}
        autoComplete="name"
        required
      />
      <TextField
        name="email"
        type="email"
        label={<FormattedMessage id="contact.field.email" />}
        value={values.email}
        onValueChange={set("email")}
        onBlur={leave("email")}
        error={errorOf("email")}
        autoComplete="email"
        required
      />
      <SelectField
        name="topic"
        label={<FormattedMessage id="contact.field.topic" />}
        value={values.topic}
        onValueChange={set("topic")}
        onBlur={leave("topic")}
        error={errorOf("topic")}
        placeholder={intl.formatMessage({ id: "contact.field.topicChoose" })}
        options={CONTACT_TOPICS.map((topic) => ({
          value: topic,
          label: intl.formatMessage({ id: `contact.topic.${topic}` as MessageId }),
        }))}
        required
      />
      <TextAreaField
        name="message"
        label={<FormattedMessage id="contact.field.message" />}
        hint={
          <FormattedMessage
            id="contact.field.messageHint"
            values={{ max: CONTACT_MESSAGE_MAX_LENGTH.toLocaleString(intl.locale) }}
          />
        }
        value={values.message}
        onValueChange={set("message")}
        onBlur={leave("message")}
        error={errorOf("message")}
        rows={7}
        maxLength={CONTACT_MESSAGE_MAX_LENGTH}
        required
      />
      <SubmitButton busy={sending}>
        <FormattedMessage id={sending ? "contact.form.sending" : "contact.form.send"} />
      </SubmitButton>
    </form>
  );
}
