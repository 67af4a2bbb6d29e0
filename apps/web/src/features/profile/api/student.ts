import type { School, StudentStatus } from "@spc/shared";
import { apiRequest } from "../../../lib/api-client";

/** GET /api/users/campus/list: the school directory. */
export async function getSchools(signal?: AbortSignal): Promise<School[]> {
  return (await apiRequest<{ data: School[] }>("/api/users/campus/list", { signal })).data;
}

/** GET /api/users/student/status: the member's verified student status, or null. */
export async function getStudentStatus(signal?: AbortSignal): Promise<StudentStatus | null> {
  return (await apiRequest<{ data: StudentStatus | null }>("/api/users/student/status", { signal }))
    .data;
}

/** POST /api/users/student/verification: e-mails a code and a link to the school address. */
export async function requestStudentCode(studentEmail: string, schoolId: string): Promise<void> {
  await apiRequest("/api/users/student/verification", {
    method: "POST",
    body: { student_email: studentEmail, school_id: schoolId },
  });
}

/** POST /api/users/student/verification/confirm with the e-mailed code or the link's token. */
export async function confirmStudent(
  proof: { code: string } | { token: string },
): Promise<StudentStatus> {
  return (
    await apiRequest<{ data: StudentStatus }>("/api/users/student/verification/confirm", {
      method: "POST",
      body: proof,
    })
  ).data;
}
