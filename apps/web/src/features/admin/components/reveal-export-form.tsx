import { useId } from "react";
import { useForm } from "react-hook-form";
import { FormattedMessage } from "../../../i18n/intl-lite";
import "../../../components/form/form-field.css";

interface ExportValues {
  partnerId: string;
  from: string;
  to: string;
}

/** A day (yyyy-mm-dd) at midnight where the person is, as the API's timestamp. */
export function dayStart(day: string, plusDays = 0): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + plusDays);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/**
 * The address of a partner's reveals between two days, both included (the API's range ends before
 * `to`, so the day after the last one), or null while the form is not complete and in order.
 */
export function revealExportUrl(values: ExportValues): string | null {
  const partner = Number(values.partnerId);
  if (!Number.isInteger(partner) || partner < 1) return null;
  const from = dayStart(values.from);
  const to = dayStart(values.to, 1);
  if (!from || !to || Date.parse(from) >= Date.parse(to)) return null;
  const query = new URLSearchParams({ from, to });
  return `/api/admin/partners/${partner}/reveals.csv?${query}`;
}

/**
 * Admins: a partner's code and link reveals over a range of days, as a CSV file for the invoice.
 * The link is the download (the API answers it as an attachment); it appears once the form is
 * complete and in order. Nothing is saved, so there is nothing to warn about when leaving.
 */
export function RevealExportForm() {
  const id = useId();
  const { register, watch } = useForm<ExportValues>({
    defaultValues: { partnerId: "", from: "", to: "" },
  });
  const url = revealExportUrl(watch());
  const complete = watch("partnerId") !== "" && watch("from") !== "" && watch("to") !== "";
  return (
    <form
      className="admin-form admin-export"
      noValidate
      onSubmit={(event) => event.preventDefault()}
    >
      <h2 id={`${id}-title`}>
        <FormattedMessage id="admin.export.title" />
      </h2>
      <p>
        <FormattedMessage id="admin.export.lead" />
      </p>
      <div className="admin-form__row">
        <div className="form-field">
          <label className="form-field__label" htmlFor={`${id}-partner`}>
            <FormattedMessage id="admin.export.partner" />
          </label>
          <input
            id={`${id}-partner`}
            className="form-field__input"
            inputMode="numeric"
            autoComplete="off"
            {...register("partnerId")}
          />
        </div>
        <div className="form-field">
          <label className="form-field__label" htmlFor={`${id}-from`}>
            <FormattedMessage id="admin.export.from" />
          </label>
          <input
            id={`${id}-from`}
            type="date"
            className="form-field__input"
            {...register("from")}
          />
        </div>
        <div className="form-field">
          <label className="form-field__label" htmlFor={`${id}-to`}>
            <FormattedMessage id="admin.export.to" />
          </label>
          <input id={`${id}-to`} type="date" className="form-field__input" {...register("to")} />
        </div>
      </div>
      {url ? (
        <a className="button button--primary" href={url} download>
          <FormattedMessage id="admin.export.download" />
        </a>
      ) : (
        <p className="admin-hint" role="status">
          <FormattedMessage id={complete ? "admin.export.invalid" : "admin.export.incomplete"} />
        </p>
      )}
    </form>
  );
}
