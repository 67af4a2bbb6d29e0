import { issue, VALIDATION_MESSAGES as MSG } from "@spc/shared";
import { type FormEvent, useRef, useState } from "react";
import { Button } from "../../../components/button/button";
import { focusFirstInvalid } from "../../../components/form/focus-first-invalid";
import { FormError } from "../../../components/form/form-alert";
import { SubmitButton } from "../../../components/form/submit-button";
import { TextField } from "../../../components/form/text-field";
import { errorMessageId } from "../../../i18n/error-messages";
import { FormattedMessage } from "../../../i18n/intl-lite";
import type { MessageId } from "../../../i18n/messages";
import { setSessionProfile, updateProfile, useSession } from "../../session";
import {
  type AdditionalAnswers,
  additionalUpdate,
  initialAnswers,
  questionsFor,
  validateAdditional,
} from "../additional-questions";
import { useCountry } from "../use-country";
import { PostalField } from "./postal-field";
import { GenderField, SchoolTypeField } from "./profile-fields";
import { QueryInfoDialog } from "./query-info-dialog";

/** Fired on window after the questions are saved (spec §4: "fires a completion event"). */
export const ADDITIONAL_QUESTIONS_COMPLETED = "spc:additional-questions-completed";

/**
 * The additional questions (spec §4): dirty after the first submit attempt, loading while
 * saving; a valid save calls `onSaved`; a failed save is logged, the loader stops and the form
 * stays. Used by the modal and by /signup/additional.
 */
export function AdditionalQuestionsForm({
  onSaved,
  submitLabel = "profile.additional.submit",
}: {
  onSaved: () => void;
  submitLabel?: MessageId;
}) {
  const country = useCountry();
  const { snapshot } = useSession();
  const [questions] = useState(() => questionsFor(snapshot.profile, country));
  const [answers, setAnswers] = useState<AdditionalAnswers>(() => initialAnswers(snapshot.profile));
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  const [postalRejected, setPostalRejected] = useState(false);
  const [saveError, setSaveError] = useState<MessageId | null>(null);
  const [whyOpen, setWhyOpen] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const errors = dirty ? validateAdditional(answers, questions, country) : {};
  if (dirty && !errors.postal && postalRejected) errors.postal = issue(MSG.postalInvalid);

  const set = (field: keyof AdditionalAnswers) => (value: string) => {
    setAnswers((current) => ({ ...current, [field]: value }));
    setSaveError(null);
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setDirty(true);
    const found = validateAdditional(answers, questions, country);
    if (Object.keys(found).length > 0 || (questions.askPostal && postalRejected)) {
      focusFirstInvalid(formRef.current);
      return;
    }
    setSaving(true);
    setSaveError(null);
    try {
      const profile = await updateProfile(additionalUpdate(answers, questions, country));
      setSessionProfile(profile);
      setSaving(false);
      window.dispatchEvent(new CustomEvent(ADDITIONAL_QUESTIONS_COMPLETED));
      onSaved();
    } catch (error) {
      console.error("Saving the additional questions failed", error);
      setSaving(false);
      setSaveError(errorMessageId(error, "profile.additional.saveFailed"));
    }
  }

  return (
    <form ref={formRef} className="auth-form" noValidate onSubmit={onSubmit} aria-busy={saving}>
      <FormError message={saveError} />
      {questions.askPostal && (
        <PostalField
          value={answers.postal}
          onValueChange={(value) => {
            setPostalRejected(false);
            set("postal")(value);
          }}
          country={country}
          error={errors.postal}
          onServerCheck={(valid) => setPostalRejected(!valid)}
        />
      )}
      {questions.askSchoolType && (
        <SchoolTypeField
          value={answers.school_type}
          onValueChange={set("school_type")}
          error={errors.school_type}
        />
      )}
      {questions.askSchoolName && (
        <TextField
          name="school_name"
          label={<FormattedMessage id="profile.field.schoolName" />}
          value={answers.school_name}
          onValueChange={set("school_name")}
          error={errors.school_name}
          autoComplete="organization"
          required
        />
      )}
      <GenderField value={answers.gender} onValueChange={set("gender")} error={errors.gender} />
      <p className="auth-form__links">
        <Button type="button" variant="link" onClick={() => setWhyOpen(true)}>
          <FormattedMessage id="profile.additional.whyWeAsk" />
        </Button>
      </p>
      <SubmitButton busy={saving}>
        <FormattedMessage id={saving ? "profile.form.saving" : submitLabel} />
      </SubmitButton>
      {whyOpen && <QueryInfoDialog onClose={() => setWhyOpen(false)} />}
    </form>
  );
}
