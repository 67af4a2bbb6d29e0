import type { School, StudentStatus } from "@spc/shared";
import { type FormEvent, useEffect, useMemo, useState } from "react";
import { Badge } from "../../../components/badge/badge";
import { Button } from "../../../components/button/button";
import { Card } from "../../../components/card/card";
import { FormAlert } from "../../../components/form/form-alert";
import { SelectField } from "../../../components/form/select-field";
import { TextField } from "../../../components/form/text-field";
import { FormattedMessage, useIntl } from "../../../i18n/intl-lite";
import type { MessageId } from "../../../i18n/messages";
import { ApiError } from "../../../lib/api-client";
import { confirmStudent, getSchools, getStudentStatus, requestStudentCode } from "../api/student";
import { CampusClaim } from "./campus-claim";
import { IdCheckStatus } from "./id-check-status";

/** The §8 answers of the school-address calls, as messages. */
export function studentErrorMessage(error: unknown): MessageId {
  const code = error instanceof ApiError ? error.code : "";
  if (code === "domain_validation_failed") return "student.error.domain";
  if (code === "not_eligible") return "student.error.taken";
  if (code === "invalid_token") return "student.error.code";
  if (code === "token_expired") return "student.error.expired";
  if (code === "rate_limited") return "student.error.rateLimited";
  if (code === "no_remaining_campus_code") return "student.error.noCampusCode";
  return "student.error.generic";
}

/** The verified badge with its expiry date, formatted for the interface language. */
export function StudentBadge({ status }: { status: StudentStatus }) {
  const intl = useIntl();
  const date = new Intl.DateTimeFormat(intl.locale, {
    dateStyle: "long",
    timeZone: "America/Toronto",
  }).format(new Date(status.expires_at));
  return status.active ? (
    <Badge tone="success">
      <FormattedMessage id="student.verified" values={{ date }} />
    </Badge>
  ) : (
    <Badge tone="warning">
      <FormattedMessage id="student.expired" values={{ date }} />
    </Badge>
  );
}

/** Profile section: verify student status with a school address (decision 0041). */
export function StudentVerification() {
  const intl = useIntl();
  const fr = intl.locale.startsWith("fr");
  const [status, setStatus] = useState<StudentStatus | null>(null);
  const [schools, setSchools] = useState<School[]>([]);
  const [search, setSearch] = useState("");
  const [schoolId, setSchoolId] = useState("");
  const [email, setEmail] = useState("");
  const [code, setCode] = useState("");
  const [step, setStep] = useState<"email" | "code">("email");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<MessageId | null>(null);
  const [sent, setSent] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    getStudentStatus(controller.signal).then(setStatus, () => {});
    getSchools(controller.signal).then(setSchools, () => {});
    return () => controller.abort();
  }, []);

  const options = useMemo(() => {
    const words = search
      .normalize("NFD")
      .replace(/\p{Diacritic}/gu, "")
      .toLowerCase()
      .trim();
    return schools
      .map((s) => ({ value: s.id, label: fr ? s.name_fr : s.name_en, s }))
      .filter(
        ({ value, label, s }) =>
          value === schoolId ||
          words === "" ||
          `${label} ${s.domains.join(" ")}`
            .normalize("NFD")
            .replace(/\p{Diacritic}/gu, "")
            .toLowerCase()
            .includes(words),
      )
      .sort((a, b) => a.label.localeCompare(b.label, intl.locale))
      .map(({ value, label }) => ({ value, label }));
  }, [schools, search, schoolId, fr, intl.locale]);

  async function send(event: FormEvent) {
    event.preventDefault();
    if (!schoolId || !email.trim()) {
      setError("student.error.required");
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await requestStudentCode(email.trim(), schoolId);
      setSent(true);
      setStep("code");
    } catch (cause) {
      setError(studentErrorMessage(cause));
    } finally {
      setBusy(false);
    }
  }

  async function confirm(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      setStatus(await confirmStudent({ code: code.trim() }));
      setStep("email");
      setSent(false);
    } catch (cause) {
      setError(studentErrorMessage(cause));
    } finally {
      setBusy(false);
    }
  }

  const school = status ? (fr ? status.school_name_fr : status.school_name_en) : "";
  return (
    <Card title={<FormattedMessage id="student.title" />}>
      {status && (
        <p className="student-status">
          <FormattedMessage id="student.school" values={{ school }} />{" "}
          <StudentBadge status={status} />
        </p>
      )}
      {status && <CampusClaim status={status} onClaimed={setStatus} />}
      {!status?.active && (
        <>
          <p>
            <FormattedMessage id="student.lead" />
          </p>
          {error && (
            <FormAlert>
              <FormattedMessage id={error} />
            </FormAlert>
          )}
          {step === "email" ? (
            <form className="auth-form" onSubmit={(event) => void send(event)} noValidate>
              <TextField
                name="school-search"
                type="search"
                label={<FormattedMessage id="student.search" />}
                value={search}
                onValueChange={setSearch}
                optional
              />
              <SelectField
                name="school"
                label={<FormattedMessage id="student.schoolLabel" />}
                value={schoolId}
                onValueChange={(value) => {
                  setSchoolId(value);
                  setError(null);
                }}
                options={options}
                placeholder={intl.formatMessage({ id: "student.schoolPlaceholder" })}
                required
              />
              <TextField
                name="student-email"
                type="email"
                autoComplete="email"
                label={<FormattedMessage id="student.email" />}
                hint={<FormattedMessage id="student.emailHint" />}
                value={email}
                onValueChange={(value) => {
                  setEmail(value);
                  setError(null);
                }}
                required
              />
              <Button type="submit" variant="primary" disabled={busy} aria-busy={busy || undefined}>
                <FormattedMessage id="student.send" />
              </Button>
            </form>
          ) : (
            <form className="auth-form" onSubmit={(event) => void confirm(event)} noValidate>
              {sent && (
                <FormAlert tone="success">
                  <FormattedMessage id="student.sent" values={{ email: email.trim() }} />
                </FormAlert>
              )}
              <TextField
                name="student-code"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                label={<FormattedMessage id="student.code" />}
                value={code}
                onValueChange={(value) => {
                  setCode(value.replace(/\D/g, ""));
                  setError(null);
                }}
                required
              />
              <Button
                type="submit"
                variant="primary"
                disabled={busy || code.length !== 6}
                aria-busy={busy || undefined}
              >
                <FormattedMessage id="student.confirm" />
              </Button>
              <Button type="button" variant="secondary" onClick={() => setStep("email")}>
                <FormattedMessage id="student.back" />
              </Button>
            </form>
          )}
        </>
      )}
      <IdCheckStatus />
    </Card>
  );
}
