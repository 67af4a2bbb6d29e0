import type { CodeImportReportBody } from "@spc/shared";
import type { ReactNode } from "react";
import { FormAlert } from "../../../components/form/form-alert";
import { FormattedMessage } from "../../../i18n/intl-lite";

/**
 * What a code file did (POST /api/admin/offers/{id}/codes): the count imported, or — the import is
 * all or nothing — why nothing was: each kind of problem with its count and the first lines.
 */
export function ImportReport({ report }: { report: CodeImportReportBody }) {
  if (report.status === "imported") {
    return (
      <FormAlert tone="success">
        <FormattedMessage
          id="admin.import.imported"
          values={{ imported: report.imported, read: report.read }}
        />
      </FormAlert>
    );
  }
  const { invalid, duplicates_in_file: inFile, duplicates_in_pool: inPool } = report;
  return (
    <FormAlert>
      <p className="admin-report__title">
        <FormattedMessage id="admin.import.rejected" values={{ read: report.read }} />
      </p>
      {invalid.count > 0 && (
        <Problem
          title={<FormattedMessage id="admin.import.invalid" values={{ count: invalid.count }} />}
          more={invalid.count - invalid.samples.length}
        >
          {invalid.samples.map((sample) => (
            <li key={`${sample.line}`}>
              <FormattedMessage
                id={
                  sample.problem === "too_long"
                    ? "admin.import.invalid.tooLong"
                    : "admin.import.invalid.badCharacters"
                }
                values={{ line: sample.line, value: sample.value }}
              />
            </li>
          ))}
        </Problem>
      )}
      {inFile.count > 0 && (
        <Problem
          title={<FormattedMessage id="admin.import.inFile" values={{ count: inFile.count }} />}
          more={inFile.count - inFile.samples.length}
        >
          {inFile.samples.map((sample) => (
            <li key={sample.code}>
              <FormattedMessage
                id="admin.import.inFile.sample"
                values={{ code: sample.code, lines: sample.lines.join(", ") }}
              />
            </li>
          ))}
        </Problem>
      )}
      {inPool.count > 0 && (
        <Problem
          title={<FormattedMessage id="admin.import.inPool" values={{ count: inPool.count }} />}
          more={inPool.count - inPool.samples.length}
        >
          {inPool.samples.map((sample) => (
            <li key={`${sample.line}`}>
              <FormattedMessage
                id="admin.import.inPool.sample"
                values={{ code: sample.code, line: sample.line }}
              />
            </li>
          ))}
        </Problem>
      )}
    </FormAlert>
  );
}

function Problem({
  title,
  more,
  children,
}: {
  title: ReactNode;
  more: number;
  children: ReactNode;
}) {
  return (
    <div className="admin-report__problem">
      <p>{title}</p>
      <ul>
        {children}
        {more > 0 && (
          <li>
            <FormattedMessage id="admin.import.more" values={{ count: more }} />
          </li>
        )}
      </ul>
    </div>
  );
}
