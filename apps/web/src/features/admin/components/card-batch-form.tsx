import { zodResolver } from "@hookform/resolvers/zod";
import { COBRANDS, cardBatchRequestSchema } from "@spc/shared";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { z } from "zod";
import { CheckboxField } from "../../../components/form/checkbox-field";
import { FormAlert, FormError } from "../../../components/form/form-alert";
import { SelectField } from "../../../components/form/select-field";
import { SubmitButton } from "../../../components/form/submit-button";
import { TextField } from "../../../components/form/text-field";
import { errorMessageId } from "../../../i18n/error-messages";
import { FormattedMessage, useIntl } from "../../../i18n/intl-lite";
import type { MessageId } from "../../../i18n/messages";
import { useCreateCardBatch } from "../api/card-batches";
import { throughSchema } from "../through-schema";
import { useUnsavedChanges } from "../use-unsaved-changes";
import { UnsavedChangesDialog } from "./unsaved-changes-dialog";

/** The controls' text in front of the shared cardBatchRequestSchema. */
export const cardBatchFormSchema = z
  .object({
    count: z.string(),
    cobrand: z.enum(COBRANDS),
    campus: z.string(),
    expiry_date: z.string(),
    is_vip_card: z.boolean(),
    is_highschool: z.boolean(),
    is_g_ticket: z.boolean(),
  })
  .transform((v) => ({
    ...v,
    count: v.count.trim() === "" ? Number.NaN : Number(v.count),
    campus: v.campus.trim() === "" ? null : v.campus.trim(),
    expiry_date: v.expiry_date === "" ? null : v.expiry_date,
  }))
  .transform(throughSchema(cardBatchRequestSchema));

type Input = z.input<typeof cardBatchFormSchema>;
type Output = z.output<typeof cardBatchFormSchema>;

const DEFAULTS: Input = {
  count: "100",
  cobrand: "spc",
  campus: "",
  expiry_date: "",
  is_vip_card: false,
  is_highschool: false,
  is_g_ticket: false,
};

/** Admins make a batch of in-store cards (POST /card-batches). */
export function CardBatchForm() {
  const intl = useIntl();
  const create = useCreateCardBatch();
  const [apiError, setApiError] = useState<MessageId | null>(null);
  const [made, setMade] = useState<string | null>(null);
  const { control, handleSubmit, formState, reset } = useForm<Input, unknown, Output>({
    resolver: zodResolver(cardBatchFormSchema),
    defaultValues: DEFAULTS,
  });
  const blocker = useUnsavedChanges(formState.isDirty);

  const onSubmit = handleSubmit(async (body) => {
    setApiError(null);
    setMade(null);
    try {
      const batch = await create.mutateAsync(body);
      reset(DEFAULTS);
      setMade(batch.batch_id);
    } catch (error) {
      setApiError(
        errorMessageId(error, "admin.batches.error.create", { forbidden: "admin.error.role" }),
      );
    }
  });

  return (
    <form className="admin-form" noValidate onSubmit={onSubmit}>
      <h2>
        <FormattedMessage id="admin.batches.newTitle" />
      </h2>
      <Controller
        control={control}
        name="count"
        render={({ field, fieldState }) => (
          <TextField
            name={field.name}
            ref={field.ref}
            label={<FormattedMessage id="admin.batches.count" />}
            hint={<FormattedMessage id="admin.batches.countHint" />}
            value={field.value}
            onValueChange={field.onChange}
            onBlur={field.onBlur}
            inputMode="numeric"
            autoComplete="off"
            required
            error={fieldState.error ? { message: "admin.batches.error.count" } : null}
          />
        )}
      />
      <Controller
        control={control}
        name="cobrand"
        render={({ field }) => (
          <SelectField
            name={field.name}
            label={<FormattedMessage id="admin.batches.cobrand" />}
            value={field.value}
            onValueChange={field.onChange}
            options={COBRANDS.map((cobrand) => ({
              value: cobrand,
              label: intl.formatMessage({ id: `admin.batches.cobrand.${cobrand}` }),
            }))}
          />
        )}
      />
      <Controller
        control={control}
        name="campus"
        render={({ field, fieldState }) => (
          <TextField
            name={field.name}
            ref={field.ref}
            label={<FormattedMessage id="admin.batches.campus" />}
            value={field.value}
            onValueChange={field.onChange}
            onBlur={field.onBlur}
            optional
            autoComplete="off"
            error={fieldState.error ? { message: "admin.form.error.field" } : null}
          />
        )}
      />
      <Controller
        control={control}
        name="expiry_date"
        render={({ field, fieldState }) => (
          <TextField
            name={field.name}
            ref={field.ref}
            type="date"
            label={<FormattedMessage id="admin.batches.expiry" />}
            hint={<FormattedMessage id="admin.batches.expiryHint" />}
            value={field.value}
            onValueChange={field.onChange}
            onBlur={field.onBlur}
            optional
            error={fieldState.error ? { message: "admin.form.error.field" } : null}
          />
        )}
      />
      {(
        [
          ["is_vip_card", "admin.batches.vip"],
          ["is_highschool", "admin.batches.highschool"],
          ["is_g_ticket", "admin.batches.gTicket"],
        ] as const
      ).map(([name, label]) => (
        <Controller
          key={name}
          control={control}
          name={name}
          render={({ field }) => (
            <CheckboxField
              name={field.name}
              label={<FormattedMessage id={label} />}
              checked={field.value}
              onCheckedChange={field.onChange}
            />
          )}
        />
      ))}
      <SubmitButton busy={create.isPending}>
        <FormattedMessage id="admin.batches.create" />
      </SubmitButton>
      <div aria-live="polite">
        <FormError message={apiError} />
        {made && (
          <FormAlert tone="success">
            <FormattedMessage id="admin.batches.made" values={{ batch: made }} />
          </FormAlert>
        )}
      </div>
      <UnsavedChangesDialog blocker={blocker} />
    </form>
  );
}
