import { CATALOGUE_WRITERS, type StaffMe } from "@spc/shared";
import { useStaffMe } from "./api/get-staff-me";

/** The signed-in staff member, inside the guarded back office (the guard drew nothing before). */
export function useStaff(): StaffMe {
  const { data } = useStaffMe();
  if (!data) throw new Error("useStaff is only for pages behind the back office's guard");
  return data;
}

/** Whether the role changes codes and the catalogue (support reads only; the API refuses it). */
export function canWriteCatalogue(staff: StaffMe): boolean {
  return CATALOGUE_WRITERS.includes(staff.role);
}
