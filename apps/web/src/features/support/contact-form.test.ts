import { describe, expect, it } from "vitest";
import { ApiError } from "../../lib/api-client";
import {
  CONTACT_ERRORS,
  contactRequest,
  EMPTY_CONTACT,
  serverFieldErrors,
  validateContact,
  validateContactField,
} from "./contact-form";

const filled = {
  name: " Sam Roy ",
  email: " sam@example.com ",
  topic: "billing" as const,
  message: " Hello! ",
};

describe("contact form rules", () => {
  it("asks for every field of an empty form", () => {
    expect(validateContact(EMPTY_CONTACT)).toEqual({
      name: { message: "validation.required" },
      email: { message: "validation.required" },
      topic: { message: "contact.error.topicRequired" },
      message: { message: "validation.required" },
    });
  });

  it("accepts a filled form and sends it trimmed, in the reader's language", () => {
    expect(validateContact(filled)).toEqual({});
    expect(contactRequest(filled, "fr")).toEqual({
      name: "Sam Roy",
      email: "sam@example.com",
      topic: "billing",
      message: "Hello!",
      language: "fr",
    });
  });

  it("checks the e-mail's form and blank text", () => {
    expect(validateContactField("email", { ...filled, email: "sam@" })).toEqual({
      message: "validation.email.invalid",
    });
    expect(validateContactField("message", { ...filled, message: "   " })).toEqual({
      message: "validation.required",
    });
  });

  it("caps the message at 5,000 characters", () => {
    expect(validateContactField("message", { ...filled, message: "a".repeat(5001) })).toEqual({
      message: "contact.error.tooLong",
      values: { max: "5,000" },
    });
  });
});

describe("the server's refusals", () => {
  it("puts a validation_error beside the fields it names", () => {
    const error = new ApiError(
      400,
      "validation_error",
      "Invalid body: email: validation.email.invalid; message: Too big: expected string to have <=5000 characters",
    );
    expect(serverFieldErrors(error)).toEqual({
      email: { message: "validation.email.invalid" },
      message: { message: "contact.error.tooLong", values: { max: "5,000" } },
    });
  });

  it("names no field for other errors", () => {
    expect(serverFieldErrors(new ApiError(429, "rate_limited", "slow down"))).toEqual({});
    expect(serverFieldErrors(new Error("x"))).toEqual({});
  });

  it("words the rate limit and the outage", () => {
    expect(CONTACT_ERRORS.rate_limited).toBe("contact.error.rateLimited");
    expect(CONTACT_ERRORS.service_unavailable).toBe("contact.error.unavailable");
  });
});
