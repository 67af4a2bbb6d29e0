import { issue, VALIDATION_MESSAGES as MSG } from "@spc/shared";
import { type FormEvent, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { useNavigate } from "react-router";
import { Button } from "../../../components/button/button";
import { ButtonLink } from "../../../components/button/button-link";
import { Card } from "../../../components/card/card";
import { CheckboxField } from "../../../components/form/checkbox-field";
import { focusFirstInvalid } from "../../../components/form/focus-first-invalid";
import { FormError } from "../../../components/form/form-alert";
import { BirthDateField, NameFields } from "../../../components/form/person-fields";
import { SelectField } from "../../../components/form/select-field";
import { TextField } from "../../../components/form/text-field";
import { errorMessageId } from "../../../i18n/error-messages";
import { FormattedMessage, useIntl } from "../../../i18n/intl-lite";
import { type Language, parseLanguage } from "../../../i18n/language";
import { useLanguage, useLanguageStore } from "../../../i18n/language-store";
import type { MessageId } from "../../../i18n/messages";
import { usePageTitle } from "../../../i18n/use-page-title";
import { ApiError } from "../../../lib/api-client";
import { setSessionProfile, updateProfile, useSession } from "../../session";
import { PostalField } from "../components/postal-field";
import { GenderField, SchoolTypeField } from "../components/profile-fields";
import {
  type ProfileFormValues,
  profileFormValues,
  profileUpdate,
  validateProfileForm,
} from "../profile-edit";
import { useCountry } from "../use-country";
import "../../../components/form/forms.css";

/** /profile/edit (gated: registered members). */
export function ProfileEditPage() {
  usePageTitle("page.profileEdit.title");
  const intl = useIntl();
  const navigate = useNavigate();
  const country = useCountry();
  const language = useLanguage();
  const setLanguage = useLanguageStore((state) => state.setLanguage);
  const { snapshot } = useSession();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<ProfileFormValues>(() =>
    profileFormValues(snapshot.profile, language),
  );
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  const [postalRejected, setPostalRejected] = useState(false);
  const [apiError, setApiError] = useState<MessageId | null>(null);
  const errors = dirty ? validateProfileForm(values, country, new Date()) : {};
  if (dirty && !errors.postal && postalRejected) errors.postal = issue(MSG.postalInvalid);

  const set =
    <K extends keyof ProfileFormValues>(field: K) =>
    (value: ProfileFormValues[K]) => {
      setValues((current) => ({ ...current, [field]: value }));
      setApiError(null);
    };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setDirty(true);
    const found = validateProfileForm(values, country, new Date());
    if (Object.keys(found).length > 0 || postalRejected) {
      focusFirstInvalid(formRef.current);
      return;
    }
    setSaving(true);
    setApiError(null);
    try {
      const profile = await updateProfile(profileUpdate(values, country));
      setSessionProfile(profile);
      setLanguage(profile.language, "profile");
      navigate("/profile", { state: { saved: true } });
    } catch (error) {
      setSaving(false);
      // The server's postal check (it may answer before the field's own check on blur) belongs
      // beside the field, like every other field error; nothing was saved.
      if (error instanceof ApiError && error.code === "invalid_postal") {
        // Rendered before the focus looks for the invalid field: an update from an awaited
        // answer is otherwise scheduled, and on a busy device the frame can come first.
        flushSync(() => setPostalRejected(true));
        focusFirstInvalid(formRef.current);
        return;
      }
      setApiError(errorMessageId(error));
    }
  }

  return (
    <div className="auth-page auth-page--wide">
      <h1>
        <FormattedMessage id="page.profileEdit.title" />
      </h1>
      <Card as="div">
        <form ref={formRef} className="auth-form" noValidate onSubmit={onSubmit}>
          <FormError message={apiError} />
          <NameFields
            first={{
              name: "first_name",
              value: values.first_name,
              onValueChange: set("first_name"),
              error: errors.first_name,
            }}
            last={{
              name: "last_name",
              value: values.last_name,
              onValueChange: set("last_name"),
              error: errors.last_name,
            }}
          />
          <BirthDateField
            name="birth_date"
            value={values.birth_date}
            onValueChange={set("birth_date")}
            error={errors.birth_date}
            optional
          />
          <PostalField
            value={values.postal}
            onValueChange={(value) => {
              setPostalRejected(false);
              set("postal")(value);
            }}
            country={country}
            error={errors.postal}
            onServerCheck={(valid) => setPostalRejected(!valid)}
            optional
          />
          {country === "us" ? (
            <TextField
              name="school_name"
              label={<FormattedMessage id="profile.field.schoolName" />}
              value={values.school_name}
              onValueChange={set("school_name")}
              autoComplete="organization"
              optional
            />
          ) : (
            <SchoolTypeField
              value={values.school_type}
              onValueChange={(value) =>
                set("school_type")(value as ProfileFormValues["school_type"])
              }
              optional
            />
          )}
          <GenderField
            value={values.gender}
            onValueChange={(value) => set("gender")(value as ProfileFormValues["gender"])}
            optional
          />
          {country !== "us" && (
            <SelectField
              name="language"
              label={<FormattedMessage id="profile.field.language" />}
              value={values.language}
              onValueChange={(value) =>
                set("language")((parseLanguage(value) ?? values.language) as Language)
              }
              options={[
                { value: "en", label: intl.formatMessage({ id: "profile.language.en" }) },
                { value: "fr", label: intl.formatMessage({ id: "profile.language.fr" }) },
              ]}
              placeholder={intl.formatMessage({ id: "profile.field.choose" })}
              autoComplete="language"
            />
          )}
          <CheckboxField
            name="email_opt_in"
            label={<FormattedMessage id="signup.field.emailOptIn" />}
            checked={values.email_opt_in}
            onCheckedChange={set("email_opt_in")}
          />
          <div className="auth-actions">
            <Button
              type="submit"
              variant="primary"
              disabled={saving}
              aria-busy={saving || undefined}
            >
              <FormattedMessage id={saving ? "profile.form.saving" : "profile.form.save"} />
            </Button>
            <ButtonLink to="/profile" variant="ghost">
              <FormattedMessage id="profile.form.cancel" />
            </ButtonLink>
          </div>
        </form>
      </Card>
    </div>
  );
}
