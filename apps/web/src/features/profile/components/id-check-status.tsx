import type { IdVerificationState } from "@spc/shared";
import { useEffect, useState } from "react";
import { Badge } from "../../../components/badge/badge";
import { Button } from "../../../components/button/button";
import { FormAlert } from "../../../components/form/form-alert";
import { FormattedMessage } from "../../../i18n/intl-lite";
import { getIdCheckStatus, startIdCheck } from "../api/id-check";
import { goTo } from "./id-verification-dialog";

/**
 * The ID verification part of the profile's Student status section (decision 0047): the state
 * (pending, verified, rejected) and, while a check is asked or pending, the button to start or
 * continue it. Members the check does not concern see nothing.
 */
export function IdCheckStatus() {
  const [state, setState] = useState<IdVerificationState | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    getIdCheckStatus(controller.signal).then(setState, () => {});
    return () => controller.abort();
  }, []);

  if (!state || (state.status === "none" && !state.required)) return null;

  async function start() {
    setBusy(true);
    setFailed(false);
    try {
      goTo.url((await startIdCheck()).url);
    } catch {
      setFailed(true);
      setBusy(false);
    }
  }

  const canStart = state.required || state.status === "pending";
  return (
    <section className="id-check-status" aria-labelledby="id-check-heading">
      <h3 id="id-check-heading">
        <FormattedMessage id="idCheck.profile.title" />
      </h3>
      <p>
        {state.status === "verified" && (
          <Badge tone="success">
            <FormattedMessage id="idCheck.status.verified" />
          </Badge>
        )}
        {state.status === "pending" && (
          <Badge tone="info">
            <FormattedMessage id="idCheck.status.pending" />
          </Badge>
        )}
        {state.status === "rejected" && (
          <Badge tone="danger">
            <FormattedMessage id="idCheck.status.rejected" />
          </Badge>
        )}
        {state.status === "none" && (
          <Badge tone="warning">
            <FormattedMessage id="idCheck.status.none" />
          </Badge>
        )}
      </p>
      {state.required && (
        <p>
          <FormattedMessage id="idCheck.dialog.why" values={{ age: state.age_threshold }} />
        </p>
      )}
      {failed && (
        <FormAlert>
          <FormattedMessage id="idCheck.error" />
        </FormAlert>
      )}
      {canStart && (
        <Button
          type="button"
          variant="secondary"
          onClick={() => void start()}
          disabled={busy}
          aria-busy={busy || undefined}
        >
          <FormattedMessage
            id={state.status === "pending" ? "idCheck.continue" : "idCheck.start"}
          />
        </Button>
      )}
    </section>
  );
}
