import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { Navigate, useLocation } from "react-router";
import { AppLoading } from "../../../components/app-loading";
import { Button } from "../../../components/button/button";
import { FormattedMessage } from "../../../i18n/intl-lite";
import { ApiError } from "../../../lib/api-client";
import { useStaffMe } from "../api/get-staff-me";
import { adminKeys } from "../api/keys";
import { ENROL_PATH, guardDecision, loginPath, refusalReason } from "../guard-decision";
import { AdminFrame } from "./admin-frame";
import { AdminLayout } from "./admin-layout";
import { NotAllowedPage } from "./not-allowed";

/** A back-office call refused because the session ended or the factor is missing: ask "me" again. */
function endsTheVisit(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.status === 401) return true;
  return error.status === 403 && refusalReason(error) !== "role";
}

/**
 * Any back-office read or write that comes back 401 (the staff session ended, decision 0042) or
 * 403 not_staff / two_factor_required makes the guard ask "who am I" again, which then sends the
 * person to the login page (and back), the not-allowed page or the set-up.
 */
function useRecheckOnRefusal() {
  const client = useQueryClient();
  useEffect(() => {
    const recheck = () => void client.invalidateQueries({ queryKey: adminKeys.me() });
    const stopQueries = client.getQueryCache().subscribe((event) => {
      if (event.type !== "updated" || event.action.type !== "error") return;
      const key = event.query.queryKey;
      if (key[0] === adminKeys.all()[0] && key[1] !== "me" && endsTheVisit(event.action.error)) {
        recheck();
      }
    });
    const stopMutations = client.getMutationCache().subscribe((event) => {
      if (event.type === "updated" && event.action.type === "error") {
        if (endsTheVisit(event.action.error)) recheck();
      }
    });
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [client]);
}

/**
 * The guard around every back-office page but the login: it draws what guardDecision says.
 * The API's guard checks every call again; this decides only what a person sees.
 */
export function AdminGuard() {
  const me = useStaffMe();
  const location = useLocation();
  useRecheckOnRefusal();
  const decision = guardDecision(me, location.pathname);
  switch (decision.kind) {
    case "loading":
      return <AppLoading />;
    case "login":
      return (
        <Navigate
          to={loginPath(`${location.pathname}${location.search}`, decision.expired)}
          replace
        />
      );
    case "not-allowed":
      return <NotAllowedPage />;
    case "enrol":
      return <Navigate to={ENROL_PATH} replace />;
    case "leave-enrolment":
      return <Navigate to="/admin" replace />;
    case "failed":
      return (
        <AdminFrame>
          <h1>
            <FormattedMessage id="admin.failed.title" />
          </h1>
          <p>
            <FormattedMessage id="admin.failed.body" />
          </p>
          <Button variant="primary" busy={me.isFetching} onClick={() => void me.refetch()}>
            <FormattedMessage id="common.retry" />
          </Button>
        </AdminFrame>
      );
    case "show":
      return <AdminLayout staff={decision.staff} />;
  }
}
