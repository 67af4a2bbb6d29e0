import type { StudentStatus } from "@spc/shared";
import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { ButtonLink } from "../../../components/button/button-link";
import { FormAlert } from "../../../components/form/form-alert";
import { FormattedMessage } from "../../../i18n/intl-lite";
import type { MessageId } from "../../../i18n/messages";
import { usePageTitle } from "../../../i18n/use-page-title";
import { confirmStudent } from "../api/student";
import { StudentBadge, studentErrorMessage } from "../components/student-verification";

/** /student/verify?token= (gated: registered members): the e-mailed link of decision 0041. */
export function StudentVerifyPage() {
  usePageTitle("page.studentVerify.title");
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const [status, setStatus] = useState<StudentStatus | null>(null);
  const [error, setError] = useState<MessageId | null>(null);

  useEffect(() => {
    let live = true;
    if (!token) {
      setError("student.error.code");
      return;
    }
    confirmStudent({ token }).then(
      (result) => live && setStatus(result),
      (cause) => live && setError(studentErrorMessage(cause)),
    );
    return () => {
      live = false;
    };
  }, [token]);

  return (
    <div className="auth-page">
      <h1>
        <FormattedMessage id="page.studentVerify.title" />
      </h1>
      {status && (
        <FormAlert tone="success">
          <FormattedMessage id="student.done" /> <StudentBadge status={status} />
        </FormAlert>
      )}
      {error && (
        <FormAlert>
          <FormattedMessage id={error} />
        </FormAlert>
      )}
      {!status && !error && (
        <p role="status">
          <FormattedMessage id="student.checking" />
        </p>
      )}
      <ButtonLink to="/profile" variant="primary">
        <FormattedMessage id="student.toProfile" />
      </ButtonLink>
    </div>
  );
}
