import type { MemberCard } from "@spc/shared";
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, type ReactNode, useState } from "react";
import { Button } from "../../../components/button/button";
import { FormAlert } from "../../../components/form/form-alert";
import { TextField } from "../../../components/form/text-field";
import { FormattedMessage } from "../../../i18n/intl-lite";
import { trackEvent } from "../../cookies";
import { checkRegisterable } from "../api/check-registerable";
import { registerCard } from "../api/register-card";
import { maskCardNumber, maskCsv } from "../card-format";
import { cardErrorMessage } from "../register-rules";
import "../../../components/form/forms.css";

/**
 * Card number (4-4-4-4) + security code, checked then registered to the member: the activation
 * form of /register (and /activate's QR links) and of the sign-up-time /signup/activate.
 */
export function CardActivationForm({
  initialNumber,
  initialCsv,
  onActivated,
  submitLabel = <FormattedMessage id="membership.register.card.submit" />,
}: {
  initialNumber: string | null;
  initialCsv: string | null;
  onActivated: (card: MemberCard) => Promise<void> | void;
  submitLabel?: ReactNode;
}) {
  const [number, setNumber] = useState(() => maskCardNumber(initialNumber ?? ""));
  const [csv, setCsv] = useState(() => maskCsv(initialCsv ?? ""));
  const [reason, setReason] = useState<string | null>(null);
  const register = useMutation({
    mutationFn: async () => {
      const digits = number.replace(/\D/g, "");
      const check = await checkRegisterable(digits, csv);
      if (!check.registerable) {
        setReason(check.reason ?? "card_not_found");
        return null;
      }
      return registerCard(digits, csv);
    },
    onSuccess: async (card) => {
      if (card) trackEvent("membership_activated", { via: "card" });
      if (card) await onActivated(card);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setReason(null);
    register.mutate();
  };
  const digits = number.replace(/\D/g, "");
  const complete = digits.length >= 13 && csv.length >= 3;
  const error = reason ?? (register.error ? register.error : null);

  return (
    <form className="auth-form" onSubmit={submit} noValidate>
      <TextField
        name="card-number"
        label={<FormattedMessage id="membership.register.card.number" />}
        value={number}
        onValueChange={setNumber}
        mask={maskCardNumber}
        inputMode="numeric"
        autoComplete="off"
        placeholder="0000-0000-0000-0000"
      />
      <TextField
        name="card-csv"
        label={<FormattedMessage id="membership.register.card.csv" />}
        hint={<FormattedMessage id="membership.register.card.csvHint" />}
        value={csv}
        onValueChange={setCsv}
        mask={maskCsv}
        inputMode="numeric"
        autoComplete="off"
      />
      {error && (
        <FormAlert>
          <FormattedMessage id={cardErrorMessage(error)} />
        </FormAlert>
      )}
      <Button
        type="submit"
        variant="primary"
        disabled={!complete || register.isPending}
        aria-busy={register.isPending || undefined}
      >
        {submitLabel}
      </Button>
    </form>
  );
}
