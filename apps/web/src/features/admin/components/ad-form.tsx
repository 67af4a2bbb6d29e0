import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { type Control, Controller, useForm } from "react-hook-form";
import { CheckboxField } from "../../../components/form/checkbox-field";
import { FormAlert, FormError } from "../../../components/form/form-alert";
import { SelectField } from "../../../components/form/select-field";
import { SubmitButton } from "../../../components/form/submit-button";
import { TextField } from "../../../components/form/text-field";
import { errorMessageId } from "../../../i18n/error-messages";
import { FormattedMessage, useIntl } from "../../../i18n/intl-lite";
import type { MessageId } from "../../../i18n/messages";
import {
  type AdFormInput,
  type AdFormOutput,
  adValues,
  displayPagesOf,
  popupFormSchema,
} from "../ad-values";
import { type AdminPopup, type PopupKind, useSaveAd } from "../api/ads";
import { useUnsavedChanges } from "../use-unsaved-changes";
import { UnsavedChangesDialog } from "./unsaved-changes-dialog";

type AdControl = Control<AdFormInput, unknown, AdFormOutput>;
type TextName = {
  [K in keyof AdFormInput]: AdFormInput[K] extends string ? K : never;
}[keyof AdFormInput];
type CheckName = {
  [K in keyof AdFormInput]: AdFormInput[K] extends boolean ? K : never;
}[keyof AdFormInput];

/** A pop-up record's words, links, page and throttle (its pictures are uploaded apart). */
export function AdForm({
  kind = "ads",
  ad,
  onSaved,
}: {
  kind?: PopupKind;
  ad: AdminPopup | null;
  onSaved: (ad: AdminPopup) => void;
}) {
  const intl = useIntl();
  const save = useSaveAd(kind, ad?.id ?? null);
  const [apiError, setApiError] = useState<MessageId | null>(null);
  const [saved, setSaved] = useState(false);
  const { control, handleSubmit, formState, reset } = useForm<AdFormInput, unknown, AdFormOutput>({
    resolver: zodResolver(popupFormSchema(kind)),
    defaultValues: adValues(ad, kind),
  });
  const blocker = useUnsavedChanges(formState.isDirty);

  const onSubmit = handleSubmit(
    async (body) => {
      setApiError(null);
      setSaved(false);
      // A new record is created inactive: it is switched on once its four pictures are in.
      const sent = ad ? body : { ...body, is_active: false };
      try {
        const result = await save.mutateAsync(sent);
        reset(adValues(result, kind));
        setSaved(true);
        onSaved(result);
      } catch (error) {
        setApiError(
          errorMessageId(error, "admin.ads.error.save", {
            forbidden: "admin.error.role",
            validation_error: "admin.ads.error.invalid",
            conflict: "admin.ads.error.switchOn",
          }),
        );
      }
    },
    () => setApiError("admin.form.error.fields"),
  );

  return (
    <form className="admin-form admin-form--wide" noValidate onSubmit={onSubmit}>
      <fieldset className="admin-fieldset admin-fieldset--pair">
        <legend>
          <FormattedMessage id="admin.ads.section.words" />
        </legend>
        <AdText
          control={control}
          name="title_en"
          label="admin.ads.field.titleEn"
          lang="en"
          required
        />
        <AdText
          control={control}
          name="title_fr"
          label="admin.ads.field.titleFr"
          lang="fr"
          required
        />
        <AdText
          control={control}
          name="description_en"
          label="admin.field.descriptionEn"
          lang="en"
          optional
        />
        <AdText
          control={control}
          name="description_fr"
          label="admin.field.descriptionFr"
          lang="fr"
          optional
        />
        <AdText
          control={control}
          name="text_en"
          label="admin.ads.field.textEn"
          lang="en"
          optional
        />
        <AdText
          control={control}
          name="text_fr"
          label="admin.ads.field.textFr"
          lang="fr"
          optional
        />
        <AdText
          control={control}
          name="image_alt_en"
          label="admin.ads.field.altEn"
          lang="en"
          optional
        />
        <AdText
          control={control}
          name="image_alt_fr"
          label="admin.ads.field.altFr"
          lang="fr"
          optional
        />
      </fieldset>
      <fieldset className="admin-fieldset">
        <legend>
          <FormattedMessage id="admin.ads.section.link" />
        </legend>
        <AdCheck control={control} name="is_clickable" label="admin.ads.field.clickable" />
        <AdText control={control} name="url_en" label="admin.ads.field.urlEn" type="url" optional />
        <AdText control={control} name="url_fr" label="admin.ads.field.urlFr" type="url" optional />
      </fieldset>
      <fieldset className="admin-fieldset">
        <legend>
          <FormattedMessage id="admin.ads.section.display" />
        </legend>
        <Controller
          control={control}
          name="display_page"
          render={({ field }) => (
            <SelectField
              name={field.name}
              label={<FormattedMessage id="admin.ads.field.page" />}
              value={field.value}
              onValueChange={field.onChange}
              options={displayPagesOf(kind).map((page) => ({
                value: page,
                label: intl.formatMessage({ id: `admin.ads.page.${page}` }),
              }))}
            />
          )}
        />
        <AdText
          control={control}
          name="display_period"
          label="admin.ads.field.period"
          hint="admin.ads.field.periodHint"
          inputMode="numeric"
          required
        />
        <AdText
          control={control}
          name="display_count"
          label="admin.ads.field.count"
          hint="admin.ads.field.countHint"
          inputMode="numeric"
          required
        />
        <AdText
          control={control}
          name="display_cooldown_hours"
          label="admin.ads.field.cooldown"
          inputMode="decimal"
          required
        />
        <AdCheck control={control} name="is_spc_plus" label="admin.ads.field.plus" />
        {ad && <AdCheck control={control} name="is_active" label="admin.ads.field.active" />}
      </fieldset>
      <SubmitButton busy={save.isPending}>
        <FormattedMessage id={ad ? "admin.form.save" : "admin.ads.create"} />
      </SubmitButton>
      <div aria-live="polite">
        <FormError message={apiError} />
        {saved && (
          <FormAlert tone="success">
            <FormattedMessage id="admin.form.saved" />
          </FormAlert>
        )}
      </div>
      <UnsavedChangesDialog blocker={blocker} />
    </form>
  );
}

function AdText({
  control,
  name,
  label,
  hint,
  lang,
  type = "text",
  inputMode,
  required,
  optional,
}: {
  control: AdControl;
  name: TextName;
  label: MessageId;
  hint?: MessageId;
  lang?: "en" | "fr";
  type?: "text" | "url";
  inputMode?: "numeric" | "decimal";
  required?: boolean;
  optional?: boolean;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          name={field.name}
          ref={field.ref}
          type={type}
          lang={lang}
          inputMode={inputMode}
          label={<FormattedMessage id={label} />}
          hint={hint ? <FormattedMessage id={hint} /> : undefined}
          value={field.value as string}
          onValueChange={field.onChange}
          onBlur={field.onBlur}
          required={required}
          optional={optional}
          autoComplete="off"
          error={fieldState.error ? { message: "admin.form.error.field" } : null}
        />
      )}
    />
  );
}

function AdCheck({
  control,
  name,
  label,
}: {
  control: AdControl;
  name: CheckName;
  label: MessageId;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <CheckboxField
          name={field.name}
          label={<FormattedMessage id={label} />}
          checked={field.value as boolean}
          onCheckedChange={field.onChange}
        />
      )}
    />
  );
}
