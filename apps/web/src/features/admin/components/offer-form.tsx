import { zodResolver } from "@hookform/resolvers/zod";
import { type AdminOffer, CODE_MODES, CODE_TYPES } from "@spc/shared";
import { type ReactNode, useEffect, useState } from "react";
import { type Control, Controller, useForm, useWatch } from "react-hook-form";
import { CheckboxField } from "../../../components/form/checkbox-field";
import { FormAlert, FormError } from "../../../components/form/form-alert";
import { SelectField } from "../../../components/form/select-field";
import { SubmitButton } from "../../../components/form/submit-button";
import { TextAreaField } from "../../../components/form/text-area-field";
import { TextField } from "../../../components/form/text-field";
import { errorMessageId } from "../../../i18n/error-messages";
import { FormattedMessage, useIntl } from "../../../i18n/intl-lite";
import { useLanguage } from "../../../i18n/language-store";
import type { MessageId } from "../../../i18n/messages";
import { useCatalogueRefs } from "../api/get-catalogue-refs";
import { useSaveOffer } from "../api/save-offer";
import { fieldsAtFault } from "../field-errors";
import {
  needsStaticCode,
  OFFER_FIELDS,
  type OfferFieldName,
  type OfferFormOutput,
  type OfferFormValues,
  offerFormSchema,
  offerToValues,
} from "../offer-form-values";
import { useUnsavedChanges } from "../use-unsaved-changes";
import { PartnerPicker } from "./partner-picker";
import { UnsavedChangesDialog } from "./unsaved-changes-dialog";

/** What a field at fault says: the rules across fields have their own words. */
const FIELD_MESSAGES: Partial<Record<OfferFieldName, MessageId>> = {
  partner_id: "admin.offer.error.partner",
  category_id: "admin.offer.error.category",
  subcategory_ids: "admin.offer.error.subcategories",
  tag_ids: "admin.offer.error.tags",
  title_en: "admin.offer.error.title",
  title_fr: "admin.offer.error.title",
  online: "admin.offer.error.where",
  lto_start_date: "admin.offer.error.ltoWindow",
  lto_end_date: "admin.offer.error.ltoOrder",
  start_date: "admin.offer.error.date",
  end_date: "admin.offer.error.endOrder",
  discount_rank: "admin.offer.error.rank",
  discount_value: "admin.offer.error.value",
  static_code: "admin.offer.error.staticCode",
  offer_url: "admin.offer.error.url",
  offer_url_fr: "admin.offer.error.url",
};

export function offerFieldMessage(name: OfferFieldName): MessageId {
  return FIELD_MESSAGES[name] ?? "admin.form.error.field";
}

type FormControl = Control<OfferFormValues, unknown, OfferFormOutput>;

/**
 * Every field of an offer (offerBodySchema), in sections: partner and category, texts in both
 * languages side by side, where and when, discount, code settings, links. The shared schema
 * checks it before sending; the API's 400 marks each field it names (`details.fields`).
 */
export function OfferForm({
  offer,
  initial,
  readOnly,
  onSaved,
  onDirtyChange,
}: {
  offer: AdminOffer | null;
  initial: OfferFormValues;
  readOnly: boolean;
  onSaved: (offer: AdminOffer) => void;
  /** Told when the form gains or loses changes not yet saved (publishing uses the saved offer). */
  onDirtyChange?: (dirty: boolean) => void;
}) {
  const intl = useIntl();
  const fr = useLanguage() === "fr";
  const refs = useCatalogueRefs();
  const save = useSaveOffer(offer?.id ?? null);
  const [apiError, setApiError] = useState<MessageId | null>(null);
  const [saved, setSaved] = useState(false);
  const { control, handleSubmit, formState, reset, setError, setFocus, setValue } = useForm<
    OfferFormValues,
    unknown,
    OfferFormOutput
  >({ resolver: zodResolver(offerFormSchema), defaultValues: initial });
  const blocker = useUnsavedChanges(formState.isDirty);
  useEffect(() => onDirtyChange?.(formState.isDirty), [formState.isDirty, onDirtyChange]);
  const [categoryId, codeType, codeMode, limited] = useWatch({
    control,
    name: ["category_id", "code_type", "code_mode", "is_limited_time"],
  });
  const category = refs.data?.categories.find((c) => String(c.id) === categoryId);

  const onSubmit = handleSubmit(
    async (body) => {
      setApiError(null);
      setSaved(false);
      try {
        const result = await save.mutateAsync(body);
        reset(initialFrom(result, initial));
        setSaved(true);
        onSaved(result);
      } catch (error) {
        const fields = fieldsAtFault(error, OFFER_FIELDS);
        for (const name of fields) {
          setError(name, { type: "server", message: offerFieldMessage(name) });
        }
        if (fields[0]) focusField(fields[0]);
        setApiError(
          errorMessageId(error, "admin.offer.error.generic", {
            forbidden: "admin.error.role",
            not_found: "admin.offer.error.notFound",
            validation_error: "admin.form.error.fields",
          }),
        );
      }
    },
    (errors) => {
      setApiError("admin.form.error.fields");
      const first = OFFER_FIELDS.find((name) => errors[name]);
      if (first) focusField(first);
    },
  );

  function focusField(name: OfferFieldName) {
    try {
      setFocus(name);
    } catch {
      // A group of checkboxes has no single control to focus.
    }
  }

  const name = (value: { name_en: string; name_fr: string }) =>
    fr ? value.name_fr : value.name_en;

  return (
    <form className="admin-form admin-form--wide" noValidate onSubmit={onSubmit}>
      <fieldset disabled={readOnly} className="admin-fieldset">
        <legend>
          <FormattedMessage id="admin.offer.section.placement" />
        </legend>
        <Controller
          control={control}
          name="partner_id"
          render={({ field, fieldState }) => (
            <PartnerPicker
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              selectRef={field.ref}
              required
              error={fieldState.error ? offerFieldMessage("partner_id") : null}
            />
          )}
        />
        <Controller
          control={control}
          name="category_id"
          render={({ field, fieldState }) => (
            <SelectField
              name={field.name}
              label={<FormattedMessage id="admin.offer.field.category" />}
              value={field.value}
              onValueChange={(value) => {
                field.onChange(value);
                // Subcategories belong to a category: a new category starts with none.
                setValue("subcategory_ids", [], { shouldDirty: true });
              }}
              onBlur={field.onBlur}
              required
              placeholder={intl.formatMessage({ id: "admin.picker.none" })}
              options={(refs.data?.categories ?? []).map((c) => ({
                value: String(c.id),
                label: name(c),
              }))}
              error={fieldState.error ? { message: offerFieldMessage("category_id") } : null}
            />
          )}
        />
        <Controller
          control={control}
          name="subcategory_ids"
          render={({ field, fieldState }) => (
            <IdChecklist
              legend="admin.offer.field.subcategories"
              empty="admin.offer.field.subcategoriesNone"
              items={(category?.subcategories ?? []).map((s) => ({ id: s.id, label: name(s) }))}
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error ? offerFieldMessage("subcategory_ids") : null}
            />
          )}
        />
        <Controller
          control={control}
          name="tag_ids"
          render={({ field, fieldState }) => (
            <IdChecklist
              legend="admin.offer.field.tags"
              empty="admin.offer.field.tagsNone"
              items={(refs.data?.tags ?? []).map((t) => ({ id: t.id, label: name(t) }))}
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error ? offerFieldMessage("tag_ids") : null}
            />
          )}
        />
      </fieldset>

      <fieldset disabled={readOnly} className="admin-fieldset admin-fieldset--pair">
        <legend>
          <FormattedMessage id="admin.offer.section.texts" />
        </legend>
        <Text
          control={control}
          name="title_en"
          label="admin.offer.field.titleEn"
          lang="en"
          required
        />
        <Text
          control={control}
          name="title_fr"
          label="admin.offer.field.titleFr"
          lang="fr"
          required
        />
        <Area control={control} name="description_en" label="admin.field.descriptionEn" lang="en" />
        <Area control={control} name="description_fr" label="admin.field.descriptionFr" lang="fr" />
        <Area control={control} name="legal_en" label="admin.offer.field.legalEn" lang="en" />
        <Area control={control} name="legal_fr" label="admin.offer.field.legalFr" lang="fr" />
      </fieldset>

      <fieldset disabled={readOnly} className="admin-fieldset">
        <legend>
          <FormattedMessage id="admin.offer.section.where" />
        </legend>
        <Check control={control} name="online" label="admin.offer.field.online" />
        <Check control={control} name="in_store" label="admin.offer.field.inStore" />
        <Check control={control} name="is_spc_plus" label="admin.offer.field.plus" />
        <Check control={control} name="is_new_offer" label="admin.offer.field.new" />
        <Text
          control={control}
          name="start_date"
          label="admin.offer.field.start"
          type="datetime-local"
          required
        />
        <Text
          control={control}
          name="end_date"
          label="admin.offer.field.end"
          type="datetime-local"
          optional
        />
        <Check control={control} name="is_limited_time" label="admin.offer.field.limited" />
        {limited && (
          <>
            <Text
              control={control}
              name="lto_start_date"
              label="admin.offer.field.ltoStart"
              type="datetime-local"
              required
            />
            <Text
              control={control}
              name="lto_end_date"
              label="admin.offer.field.ltoEnd"
              type="datetime-local"
              required
            />
          </>
        )}
      </fieldset>

      <fieldset disabled={readOnly} className="admin-fieldset">
        <legend>
          <FormattedMessage id="admin.offer.section.discount" />
        </legend>
        <Text
          control={control}
          name="discount_rank"
          label="admin.offer.field.rank"
          hint="admin.offer.field.rankHint"
          inputMode="numeric"
          required
        />
        <Text
          control={control}
          name="discount_value"
          label="admin.offer.field.value"
          hint="admin.offer.field.valueHint"
          inputMode="numeric"
          optional
        />
        <Text
          control={control}
          name="discount_label_en"
          label="admin.offer.field.labelEn"
          lang="en"
          optional
        />
        <Text
          control={control}
          name="discount_label_fr"
          label="admin.offer.field.labelFr"
          lang="fr"
          optional
        />
      </fieldset>

      <fieldset disabled={readOnly} className="admin-fieldset">
        <legend>
          <FormattedMessage id="admin.offer.section.code" />
        </legend>
        <Controller
          control={control}
          name="code_type"
          render={({ field }) => (
            <SelectField
              name={field.name}
              label={<FormattedMessage id="admin.offer.field.codeType" />}
              hint={<FormattedMessage id="admin.offer.field.codeTypeHint" />}
              value={field.value}
              onValueChange={field.onChange}
              options={CODE_TYPES.map((type) => ({
                value: type,
                label: intl.formatMessage({ id: `admin.offer.codeType.${type}` }),
              }))}
            />
          )}
        />
        <Controller
          control={control}
          name="code_mode"
          render={({ field }) => (
            <SelectField
              name={field.name}
              label={<FormattedMessage id="admin.offer.field.codeMode" />}
              value={field.value}
              onValueChange={field.onChange}
              options={CODE_MODES.map((mode) => ({
                value: mode,
                label: intl.formatMessage({ id: `admin.offer.codeMode.${mode}` }),
              }))}
            />
          )}
        />
        {needsStaticCode(codeType, codeMode) && (
          <Text
            control={control}
            name="static_code"
            label="admin.offer.field.staticCode"
            required
            spellCheck={false}
          />
        )}
      </fieldset>

      <fieldset disabled={readOnly} className="admin-fieldset admin-fieldset--pair">
        <legend>
          <FormattedMessage id="admin.offer.section.links" />
        </legend>
        <Text
          control={control}
          name="offer_url"
          label="admin.offer.field.urlEn"
          type="url"
          optional
        />
        <Text
          control={control}
          name="offer_url_fr"
          label="admin.offer.field.urlFr"
          type="url"
          optional
        />
      </fieldset>

      {!readOnly && (
        <SubmitButton busy={save.isPending}>
          <FormattedMessage id={offer ? "admin.form.save" : "admin.offer.create"} />
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

/** The saved offer back in the form (a create's answer replaces the defaults). */
function initialFrom(offer: AdminOffer, fallback: OfferFormValues): OfferFormValues {
  return { ...fallback, ...offerToValues(offer) };
}

type TextName = {
  [K in OfferFieldName]: OfferFormValues[K] extends string ? K : never;
}[OfferFieldName];
type CheckName = {
  [K in OfferFieldName]: OfferFormValues[K] extends boolean ? K : never;
}[OfferFieldName];

function Text({
  control,
  name,
  label,
  hint,
  type = "text",
  lang,
  required,
  optional,
  inputMode,
  spellCheck,
}: {
  control: FormControl;
  name: TextName;
  label: MessageId;
  hint?: MessageId;
  type?: "text" | "url" | "datetime-local";
  lang?: "en" | "fr";
  required?: boolean;
  optional?: boolean;
  inputMode?: "numeric";
  spellCheck?: boolean;
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
          label={<FormattedMessage id={label} />}
          hint={hint ? <FormattedMessage id={hint} /> : undefined}
          value={field.value as string}
          onValueChange={field.onChange}
          onBlur={field.onBlur}
          required={required}
          optional={optional}
          inputMode={inputMode}
          spellCheck={spellCheck}
          autoComplete="off"
          error={fieldState.error ? { message: offerFieldMessage(name) } : null}
        />
      )}
    />
  );
}

function Area({
  control,
  name,
  label,
  lang,
}: {
  control: FormControl;
  name: TextName;
  label: MessageId;
  lang: "en" | "fr";
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextAreaField
          name={field.name}
          lang={lang}
          rows={4}
          label={<FormattedMessage id={label} />}
          value={field.value as string}
          onValueChange={field.onChange}
          onBlur={field.onBlur}
          optional
          error={fieldState.error ? { message: offerFieldMessage(name) } : null}
        />
      )}
    />
  );
}

function Check({
  control,
  name,
  label,
}: {
  control: FormControl;
  name: CheckName;
  label: MessageId;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <CheckboxField
          name={field.name}
          label={<FormattedMessage id={label} />}
          checked={field.value as boolean}
          onCheckedChange={field.onChange}
          error={fieldState.error ? { message: offerFieldMessage(name) } : null}
        />
      )}
    />
  );
}

/** A group of checkboxes choosing ids (subcategories, tags). */
function IdChecklist({
  legend,
  empty,
  items,
  value,
  onChange,
  error,
}: {
  legend: MessageId;
  empty: MessageId;
  items: { id: number; label: string }[];
  value: number[];
  onChange: (ids: number[]) => void;
  error: MessageId | null;
}): ReactNode {
  return (
    <fieldset className="admin-checklist">
      <legend>
        <FormattedMessage id={legend} />
      </legend>
      {items.length === 0 ? (
        <p className="admin-hint">
          <FormattedMessage id={empty} />
        </p>
      ) : (
        <ul>
          {items.map((item) => (
            <li key={item.id}>
              <label>
                <input
                  type="checkbox"
                  checked={value.includes(item.id)}
                  onChange={(event) =>
                    onChange(
                      event.target.checked
                        ? [...value, item.id]
                        : value.filter((id) => id !== item.id),
                    )
                  }
                />{" "}
                {item.label}
              </label>
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p className="form-field__error">
          <FormattedMessage id={error} />
        </p>
      )}
    </fieldset>
  );
}
