import type { MemberProfile } from "@spc/shared";
import { Fragment, type ReactNode } from "react";
import { useLocation } from "react-router";
import { Badge } from "../../../components/badge/badge";
import { Button } from "../../../components/button/button";
import { ButtonLink } from "../../../components/button/button-link";
import { Card } from "../../../components/card/card";
import { FormAlert } from "../../../components/form/form-alert";
import { openModal } from "../../../components/modal/modal-store";
import { FormattedMessage, useIntl } from "../../../i18n/intl-lite";
import type { MessageId } from "../../../i18n/messages";
import { usePageTitle } from "../../../i18n/use-page-title";
import { ResendVerification } from "../../auth";
import { useSession } from "../../session";
import { StudentVerification } from "../components/student-verification";
import "../../../components/form/forms.css";
import "./profile-page.css";

function Row({ label, children }: { label: MessageId; children: ReactNode }) {
  return (
    <>
      <dt>
        <FormattedMessage id={label} />
      </dt>
      <dd>{children}</dd>
    </>
  );
}

/**
 * An e-mail address that may wrap after its "@" and before a dot, as a typographer breaks one,
 * rather than anywhere (decision 0031); a part longer than the line still wraps (CSS).
 */
function BreakableEmail({ address }: { address: string }) {
  const parts = address.split(/(?=\.)|(?<=@)/);
  return (
    <span className="profile-details__email">
      {parts.map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  );
}

function orNone(value: string | null | undefined, none: string): string {
  return value && value.trim() !== "" ? value : none;
}

/** /profile (gated: registered members): the member's profile, verification and account. */
export function ProfilePage() {
  usePageTitle("page.profile.title");
  const intl = useIntl();
  const { snapshot } = useSession();
  const location = useLocation();
  const saved = (location.state as { saved?: boolean } | null)?.saved === true;
  const profile: Partial<MemberProfile> = snapshot.profile ?? {};
  const user = snapshot.user;
  const none = intl.formatMessage({ id: "profile.value.none" });
  const label = (prefix: string, value: string | null | undefined) =>
    value ? intl.formatMessage({ id: `${prefix}.${value}` as MessageId }) : none;

  return (
    <div className="auth-page auth-page--wide">
      <h1>
        <FormattedMessage id="page.profile.title" />
      </h1>
      {saved && (
        <FormAlert tone="success">
          <FormattedMessage id="profile.edit.saved" />
        </FormAlert>
      )}
      <Card title={<FormattedMessage id="profile.section.account" />}>
        <dl className="profile-details">
          <Row label="profile.field.email">
            <BreakableEmail address={user?.email ?? profile.email ?? ""} />{" "}
            <Badge tone={user?.emailVerified ? "success" : "warning"}>
              <FormattedMessage
                id={
                  user?.emailVerified
                    ? "profile.verification.verified"
                    : "profile.verification.unverified"
                }
              />
            </Badge>
          </Row>
          <Row label="profile.field.name">
            {orNone(`${profile.first_name ?? ""} ${profile.last_name ?? ""}`.trim(), none)}
          </Row>
        </dl>
        {user && !user.emailVerified && <ResendVerification redirect="/profile" />}
      </Card>
      <Card title={<FormattedMessage id="profile.section.about" />}>
        <dl className="profile-details">
          <Row label="profile.field.birthDate">{orNone(profile.birth_date, none)}</Row>
          <Row label="profile.field.postal">{orNone(profile.postal, none)}</Row>
          <Row label="profile.field.schoolType">
            {label("profile.schoolType", profile.school_type)}
          </Row>
          {profile.school_name && <Row label="profile.field.schoolName">{profile.school_name}</Row>}
          <Row label="profile.field.gender">{label("profile.gender", profile.gender)}</Row>
        </dl>
      </Card>
      <StudentVerification />
      <Card title={<FormattedMessage id="profile.section.preferences" />}>
        <dl className="profile-details">
          <Row label="profile.field.language">{label("profile.language", profile.language)}</Row>
          <Row label="profile.field.emailOptIn">
            <FormattedMessage
              id={profile.email_opt_in ? "profile.value.yes" : "profile.value.no"}
            />
          </Row>
        </dl>
      </Card>
      <div className="auth-actions">
        <ButtonLink to="/profile/edit" variant="primary">
          <FormattedMessage id="profile.action.edit" />
        </ButtonLink>
        <ButtonLink to="/logout" variant="secondary">
          <FormattedMessage id="profile.action.logout" />
        </ButtonLink>
      </div>
      <section className="danger-zone" aria-labelledby="profile-delete">
        <h2 id="profile-delete">
          <FormattedMessage id="profile.delete.open" />
        </h2>
        <p>
          <FormattedMessage id="profile.delete.lead" />
        </p>
        <Button
          type="button"
          variant="danger"
          aria-haspopup="dialog"
          onClick={() => openModal("delete-account")}
        >
          <FormattedMessage id="profile.delete.open" />
        </Button>
      </section>
    </div>
  );
}
