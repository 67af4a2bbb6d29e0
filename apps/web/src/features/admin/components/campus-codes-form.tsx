import { type AdminSchool, campusCodesChangeSchema } from "@spc/shared";
import { type FormEvent, useState } from "react";
import { Button } from "../../../components/button/button";
import { FormAlert, FormError } from "../../../components/form/form-alert";
import { TextField } from "../../../components/form/text-field";
import { errorMessageId } from "../../../i18n/error-messages";
import { FormattedMessage } from "../../../i18n/intl-lite";
import type { MessageId } from "../../../i18n/messages";
import { useChangeCampusCodes } from "../api/schools";

/** A school's campus-code stock: add codes (a delivery) or set the count (a correction). */
export function CampusCodesForm({ school }: { school: AdminSchool }) {
  const change = useChangeCampusCodes(school.id);
  const [add, setAdd] = useState("");
  const [remaining, setRemaining] = useState("");
  const [error, setError] = useState<MessageId | null>(null);
  const [invalid, setInvalid] = useState<"add" | "remaining" | null>(null);
  const [saved, setSaved] = useState(false);

  async function submit(event: FormEvent, kind: "add" | "remaining") {
    event.preventDefault();
    setError(null);
    setSaved(false);
    const text = (kind === "add" ? add : remaining).trim();
    const parsed = campusCodesChangeSchema.safeParse({
      [kind]: text === "" ? Number.NaN : Number(text),
    });
    if (!parsed.success) {
      setInvalid(kind);
      return;
    }
    setInvalid(null);
    try {
      await change.mutateAsync(parsed.data);
      setAdd("");
      setRemaining("");
      setSaved(true);
    } catch (cause) {
      setError(errorMessageId(cause, "admin.schools.error", { forbidden: "admin.error.role" }));
    }
  }

  return (
    <div className="admin-panel__forms">
      <form className="admin-form" noValidate onSubmit={(event) => void submit(event, "add")}>
        <TextField
          name="campus-codes-add"
          label={<FormattedMessage id="admin.schools.add" />}
          hint={<FormattedMessage id="admin.schools.addHint" />}
          value={add}
          onValueChange={setAdd}
          inputMode="numeric"
          autoComplete="off"
          error={invalid === "add" ? { message: "admin.schools.invalid" } : null}
        />
        <Button type="submit" variant="primary" disabled={change.isPending}>
          <FormattedMessage id="admin.schools.addButton" />
        </Button>
      </form>
      <form className="admin-form" noValidate onSubmit={(event) => void submit(event, "remaining")}>
        <TextField
          name="campus-codes-set"
          label={<FormattedMessage id="admin.schools.set" />}
          hint={<FormattedMessage id="admin.schools.setHint" />}
          value={remaining}
          onValueChange={setRemaining}
          inputMode="numeric"
          autoComplete="off"
          error={invalid === "remaining" ? { message: "admin.schools.invalid" } : null}
        />
        <Button type="submit" variant="secondary" disabled={change.isPending}>
          <FormattedMessage id="admin.schools.setButton" />
        </Button>
      </form>
      <div aria-live="polite">
        <FormError message={error} />
        {saved && (
          <FormAlert tone="success">
            <FormattedMessage id="admin.schools.saved" />
          </FormAlert>
        )}
      </div>
    </div>
  );
}
