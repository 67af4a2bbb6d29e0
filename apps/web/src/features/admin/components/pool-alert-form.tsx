import { zodResolver } from "@hookform/resolvers/zod";
import { poolAlertRequestSchema } from "@spc/shared";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { z } from "zod";
import { FormAlert, FormError } from "../../../components/form/form-alert";
import { SubmitButton } from "../../../components/form/submit-button";
import { TextField } from "../../../components/form/text-field";
import { errorMessageId } from "../../../i18n/error-messages";
import { FormattedMessage } from "../../../i18n/intl-lite";
import type { MessageId } from "../../../i18n/messages";
import { useSetPoolAlert } from "../api/set-pool-alert";
import { useUnsavedChanges } from "../use-unsaved-changes";
import { UnsavedChangesDialog } from "./unsaved-changes-dialog";

/** What the field holds (text) turned into the shared request: empty clears the level. */
export const alertFormSchema = z
  .object({ threshold: z.string().trim() })
  .transform(({ threshold }) => ({ threshold: threshold === "" ? null : Number(threshold) }))
  .pipe(poolAlertRequestSchema);

type AlertFormInput = z.input<typeof alertFormSchema>;
type AlertFormOutput = z.output<typeof alertFormSchema>;

/** The free-code level at which admins and editors get an e-mail (PUT …/codes/alert). */
export function PoolAlertForm({ offerId, current }: { offerId: number; current: number | null }) {
  const save = useSetPoolAlert(offerId);
  const [apiError, setApiError] = useState<MessageId | null>(null);
  const [saved, setSaved] = useState(false);
  const { control, handleSubmit, formState, reset } = useForm<
    AlertFormInput,
    unknown,
    AlertFormOutput
  >({
    resolver: zodResolver(alertFormSchema),
    defaultValues: { threshold: current === null ? "" : String(current) },
  });
  const blocker = useUnsavedChanges(formState.isDirty);

  const onSubmit = handleSubmit(async (values) => {
    setApiError(null);
    setSaved(false);
    try {
      await save.mutateAsync(values.threshold);
      reset({ threshold: values.threshold === null ? "" : String(values.threshold) });
      setSaved(true);
    } catch (error) {
      setApiError(
        errorMessageId(error, "admin.alert.error.generic", { forbidden: "admin.error.role" }),
      );
    }
  });

  return (
    <form className="admin-form" noValidate onSubmit={onSubmit}>
      <h3>
        <FormattedMessage id="admin.alert.title" />
      </h3>
      <Controller
        control={control}
        name="threshold"
        render={({ field, fieldState }) => (
          <TextField
            name={field.name}
            ref={field.ref}
            label={<FormattedMessage id="admin.alert.label" />}
            hint={<FormattedMessage id="admin.alert.hint" />}
            value={field.value}
            onValueChange={(value) => {
              field.onChange(value);
              setSaved(false);
            }}
            onBlur={field.onBlur}
            inputMode="numeric"
            autoComplete="off"
            optional
            error={fieldState.error ? { message: "admin.alert.error.invalid" } : null}
          />
        )}
      />
      <SubmitButton busy={save.isPending}>
        <FormattedMessage id="admin.alert.save" />
      </SubmitButton>
      <div aria-live="polite">
        <FormError message={apiError} />
        {saved && (
          <FormAlert tone="success">
            <FormattedMessage id="admin.alert.saved" />
          </FormAlert>
        )}
      </div>
      <UnsavedChangesDialog blocker={blocker} />
    </form>
  );
}
