import { type Ref, useId, useState } from "react";
import { FormattedMessage, useIntl } from "../../../i18n/intl-lite";
import type { MessageId } from "../../../i18n/messages";
import { usePartner } from "../api/get-partner";
import { usePartners } from "../api/get-partners";

/**
 * Chooses a partner: a search box over the partners list (GET /partners?q=…) and a select of
 * what it finds, the chosen partner kept at the top. In a plain form the select carries `name`;
 * in react-hook-form, `value` and `onChange` hold the choice.
 */
export function PartnerPicker({
  name,
  defaultId = null,
  value,
  onChange,
  error,
  required,
  selectRef,
}: {
  name: string;
  defaultId?: number | null;
  value?: string;
  onChange?: (value: string) => void;
  error?: MessageId | null;
  required?: boolean;
  selectRef?: Ref<HTMLSelectElement>;
}) {
  const intl = useIntl();
  const id = useId();
  const [query, setQuery] = useState("");
  const [own, setOwn] = useState(defaultId ? String(defaultId) : "");
  const chosen = value ?? own;
  const chosenId = Number(chosen) > 0 ? Number(chosen) : null;
  const found = usePartners({ q: query.trim() || undefined, page: 1, page_size: 25, sort: "name" });
  const current = usePartner(chosenId);
  const options = found.data?.items ?? [];
  const showCurrent = current.data && !options.some((partner) => partner.id === current.data.id);

  return (
    <div className={`form-field admin-picker${error ? " form-field--invalid" : ""}`}>
      <label className="form-field__label" htmlFor={`${id}-search`}>
        <FormattedMessage id="admin.picker.partnerSearch" />
      </label>
      <input
        id={`${id}-search`}
        type="search"
        className="form-field__input"
        value={query}
        autoComplete="off"
        aria-controls={`${id}-select`}
        onChange={(event) => setQuery(event.target.value)}
      />
      <label className="form-field__label" htmlFor={`${id}-select`}>
        <FormattedMessage id="admin.picker.partner" />
      </label>
      <select
        ref={selectRef}
        id={`${id}-select`}
        name={name}
        className="form-field__input"
        value={chosen}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => {
          setOwn(event.target.value);
          onChange?.(event.target.value);
        }}
      >
        <option value="">{intl.formatMessage({ id: "admin.picker.none" })}</option>
        {showCurrent && current.data && (
          <option value={current.data.id}>{current.data.partner_name}</option>
        )}
        {options.map((partner) => (
          <option key={partner.id} value={partner.id}>
            {partner.partner_name} ({partner.url_name})
          </option>
        ))}
      </select>
      <p className="form-field__hint" aria-live="polite">
        {found.data && (
          <FormattedMessage
            id="admin.picker.found"
            values={{ shown: options.length, total: found.data.total }}
          />
        )}
      </p>
      {error && (
        <p id={`${id}-error`} className="form-field__error">
          <FormattedMessage id={error} />
        </p>
      )}
    </div>
  );
}
