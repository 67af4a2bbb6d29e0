import type { Language } from "@spc/shared";
import { apiRequest } from "../../../lib/api-client";

/** PUT /api/users/user/update_language. */
export function updateLanguage(language: Language) {
  return apiRequest<{ data: { language: Language } }>("/api/users/user/update_language", {
    method: "PUT",
    body: { language },
  });
}
