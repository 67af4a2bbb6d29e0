import type { ContactRequest, ContactResponse } from "@spc/shared";
import { apiRequest } from "../../../lib/api-client";

/** POST /api/content/contact: the message to the support team; the sender gets an acknowledgement. */
export function sendContactMessage(message: ContactRequest) {
  return apiRequest<ContactResponse>("/api/content/contact", { method: "POST", body: message });
}
