import { FormattedMessage } from "../../../i18n/intl-lite";
import { auditDiff } from "../audit-diff";

/** An audit row's before and after, field by field, as text (never as HTML). */
export function AuditChanges({ before, after }: { before: unknown; after: unknown }) {
  const lines = auditDiff(before, after);
  const changed = lines.filter((line) => line.changed).length;
  return (
    <details className="admin-diff">
      <summary>
        <FormattedMessage id="admin.audit.changes" values={{ count: changed }} />
      </summary>
      <table className="admin-diff__table">
        <thead>
          <tr>
            <th scope="col">
              <FormattedMessage id="admin.audit.field" />
            </th>
            <th scope="col">
              <FormattedMessage id="admin.audit.before" />
            </th>
            <th scope="col">
              <FormattedMessage id="admin.audit.after" />
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.field} className={line.changed ? "admin-diff__changed" : undefined}>
              <th scope="row">{line.field || <FormattedMessage id="admin.audit.value" />}</th>
              <td>
                {line.before === null ? (
                  <span className="admin-hint">
                    <FormattedMessage id="admin.audit.none" />
                  </span>
                ) : (
                  <pre>{line.before}</pre>
                )}
              </td>
              <td>
                {line.after === null ? (
                  <span className="admin-hint">
                    <FormattedMessage id="admin.audit.none" />
                  </span>
                ) : (
                  <pre>{line.after}</pre>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
