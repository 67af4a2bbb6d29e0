import { zodResolver } from "@hookform/resolvers/zod";
import { type AdminPartner, type PartnerBody, partnerBodySchema } from "@spc/shared";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { z } from "zod";
import { CheckboxField } from "../../../components/form/checkbox-field";
import { FormAlert, FormError } from "../../../components/form/form-alert";
import { SubmitButton } from "../../../components/form/submit-button";
import { TextAreaField } from "../../../components/form/text-area-field";
import { TextField } from "../../../components/form/text-field";
import { errorMessageId } from "../../../i18n/error-messages";
import { FormattedMessage } from "../../../i18n/intl-lite";
import type { MessageId } from "../../../i18n/messages";
import { useSavePartner } from "../api/save-partner";
import { fieldsAtFault } from "../field-errors";
import { throughSchema } from "../through-schema";
import { useUnsavedChanges } from "../use-unsaved-changes";
import { UnsavedChangesDialog } from "./unsaved-changes-dialog";

/** The controls' values (the web address as text, empty for none) in front of the shared schema. */
export const partnerFormSchema = z
  .object({
    partner_name: z.string(),
    url_name: z.string(),
    description_en: z.string(),
    description_fr: z.string(),
    website_url: z.string(),
    is_active: z.boolean(),
  })
  .transform((v) => ({
    ...v,
    website_url: v.website_url.trim() === "" ? null : v.website_url.trim(),
  }))
  .transform(throughSchema(partnerBodySchema));

type PartnerFormInput = z.input<typeof partnerFormSchema>;
type PartnerFormOutput = z.output<typeof partnerFormSchema>;
const PARTNER_FIELDS = [
  "partner_name",
  "url_name",
  "description_en",
  "description_fr",
  "website_url",
  "is_active",
] as const;

const FIELD_MESSAGES: Record<(typeof PARTNER_FIELDS)[number], MessageId> = {
  partner_name: "admin.partner.error.name",
  url_name: "admin.partner.error.urlName",
  description_en: "admin.partner.error.description",
  description_fr: "admin.partner.error.description",
  website_url: "admin.partner.error.website",
  is_active: "admin.partner.error.generic",
};

export function partnerValues(partner: AdminPartner | null): PartnerFormInput {
  return {
    partner_name: partner?.partner_name ?? "",
    url_name: partner?.url_name ?? "",
    description_en: partner?.description_en ?? "",
    description_fr: partner?.description_fr ?? "",
    website_url: partner?.website_url ?? "",
    is_active: partner?.is_active ?? true,
  };
}

/** Create (partner null) or change a partner; a url_name already used is marked on its field. */
export function PartnerForm({
  partner,
  readOnly,
  onCreated,
}: {
  partner: AdminPartner | null;
  readOnly: boolean;
  onCreated: (partner: AdminPartner) => void;
}) {
  const save = useSavePartner(partner?.id ?? null);
  const [apiError, setApiError] = useState<MessageId | null>(null);
  const [saved, setSaved] = useState(false);
  const { control, handleSubmit, formState, reset, setError, setFocus } = useForm<
    PartnerFormInput,
    unknown,
    PartnerFormOutput
  >({ resolver: zodResolver(partnerFormSchema), defaultValues: partnerValues(partner) });
  const blocker = useUnsavedChanges(formState.isDirty && !save.isSuccess);

  const onSubmit = handleSubmit(async (values) => {
    setApiError(null);
    setSaved(false);
    // A change sends only the fields that changed (PATCH); a new partner sends them all.
    const body: Partial<PartnerBody> = partner
      ? Object.fromEntries(
          PARTNER_FIELDS.filter((name) => formState.dirtyFields[name]).map((name) => [
            name,
            values[name],
          ]),
        )
      : values;
    if (partner && Object.keys(body).length === 0) return;
    try {
      const result = await save.mutateAsync(body);
      reset(partnerValues(result));
      setSaved(true);
      if (!partner) onCreated(result);
    } catch (error) {
      const fields = fieldsAtFault(error, PARTNER_FIELDS);
      for (const name of fields) {
        setError(name, {
          type: "server",
          message: name === "url_name" ? "admin.partner.error.urlNameTaken" : FIELD_MESSAGES[name],
        });
      }
      if (fields[0]) setFocus(fields[0]);
      setApiError(
        errorMessageId(error, "admin.partner.error.generic", {
          conflict: "admin.partner.error.urlNameTaken",
          forbidden: "admin.error.role",
          validation_error: "admin.form.error.fields",
        }),
      );
    }
  });

  const err = (name: (typeof PARTNER_FIELDS)[number], message?: string) =>
    message
      ? { message: (message.startsWith("admin.") ? message : FIELD_MESSAGES[name]) as MessageId }
      : null;

  return (
    <form className="admin-form admin-form--wide" noValidate onSubmit={onSubmit}>
      <fieldset disabled={readOnly} className="admin-fieldset">
        <legend>
          <FormattedMessage id="admin.partner.section.identity" />
        </legend>
        <Controller
          control={control}
          name="partner_name"
          render={({ field, fieldState }) => (
            <TextField
              name={field.name}
              ref={field.ref}
              label={<FormattedMessage id="admin.partner.field.name" />}
              value={field.value}
              onValueChange={field.onChange}
              onBlur={field.onBlur}
              required
              autoComplete="off"
              error={err("partner_name", fieldState.error?.message)}
            />
          )}
        />
        <Controller
          control={control}
          name="url_name"
          render={({ field, fieldState }) => (
            <TextField
              name={field.name}
              ref={field.ref}
              label={<FormattedMessage id="admin.partner.field.urlName" />}
              hint={<FormattedMessage id="admin.partner.field.urlNameHint" />}
              value={field.value}
              onValueChange={field.onChange}
              onBlur={field.onBlur}
              required
              autoComplete="off"
              spellCheck={false}
              error={err("url_name", fieldState.error?.message)}
            />
          )}
        />
        <Controller
          control={control}
          name="website_url"
          render={({ field, fieldState }) => (
            <TextField
              name={field.name}
              ref={field.ref}
              type="url"
              label={<FormattedMessage id="admin.partner.field.website" />}
              value={field.value}
              onValueChange={field.onChange}
              onBlur={field.onBlur}
              optional
              autoComplete="off"
              error={err("website_url", fieldState.error?.message)}
            />
          )}
        />
        <Controller
          control={control}
          name="is_active"
          render={({ field }) => (
            <CheckboxField
              name={field.name}
              label={<FormattedMessage id="admin.partner.field.active" />}
              checked={field.value}
              onCheckedChange={field.onChange}
            />
          )}
        />
      </fieldset>
      <fieldset disabled={readOnly} className="admin-fieldset admin-fieldset--pair">
        <legend>
          <FormattedMessage id="admin.partner.section.description" />
        </legend>
        {(["description_en", "description_fr"] as const).map((name) => (
          <Controller
            key={name}
            control={control}
            name={name}
            render={({ field, fieldState }) => (
              <TextAreaField
                name={field.name}
                lang={name.endsWith("_fr") ? "fr" : "en"}
                label={
                  <FormattedMessage
                    id={
                      name.endsWith("_fr")
                        ? "admin.field.descriptionFr"
                        : "admin.field.descriptionEn"
                    }
                  />
                }
                value={field.value}
                onValueChange={field.onChange}
                onBlur={field.onBlur}
                optional
                rows={5}
                error={err(name, fieldState.error?.message)}
              />
            )}
          />
        ))}
      </fieldset>
      {!readOnly && (
        <SubmitButton busy={save.isPending}>
          <FormattedMessage id={partner ? "admin.form.save" : "admin.partner.create"} />
        </SubmitButton>
      )}
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
