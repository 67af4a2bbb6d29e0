import { describe, expect, it } from "vitest";
import { blogListQuerySchema, contactRequestSchema, contentSlugSchema } from "./site-content";
import { CONTENT_PAGE_PATHS, CONTENT_SLUG_PATTERN } from "./site-content-constants";

const message = {
  name: "  Léa Roy ",
  email: " lea@example.ca ",
  topic: "billing",
  message: " My renewal was charged twice. ",
};

describe("the contact form contract", () => {
  it("trims the fields and answers in English unless told otherwise", () => {
    expect(contactRequestSchema.parse(message)).toEqual({
      name: "Léa Roy",
      email: "lea@example.ca",
      topic: "billing",
      message: "My renewal was charged twice.",
      language: "en",
    });
  });

  it("names each empty or malformed field with the shared message ids", () => {
    const result = contactRequestSchema.safeParse({ ...message, name: " ", email: "lea@" });
    expect(result.success).toBe(false);
    const issues = result.error?.issues.map((issue) => [issue.path.join("."), issue.message]);
    expect(issues).toEqual([
      ["name", "validation.required"],
      ["email", "validation.email.invalid"],
    ]);
  });

  it("refuses an unknown topic and an over-long message", () => {
    expect(contactRequestSchema.safeParse({ ...message, topic: "jobs" }).success).toBe(false);
    expect(contactRequestSchema.safeParse({ ...message, message: "x".repeat(5001) }).success).toBe(
      false,
    );
  });
});

describe("content slugs and paging", () => {
  it("accepts hyphenated lower-case slugs only", () => {
    expect(contentSlugSchema.safeParse("why-spc").success).toBe(true);
    for (const slug of ["Why-SPC", "why--spc", "-why", "why_spc", ""]) {
      expect(contentSlugSchema.safeParse(slug).success, slug).toBe(false);
    }
  });

  it("names every content page with a valid slug and a route path", () => {
    for (const [slug, path] of Object.entries(CONTENT_PAGE_PATHS)) {
      expect(slug).toMatch(CONTENT_SLUG_PATTERN);
      expect(path).toMatch(/^\//);
    }
  });

  it("pages the blog by 9 unless asked, at most 24", () => {
    expect(blogListQuerySchema.parse({})).toEqual({ current_page: 1, page_size: 9 });
    expect(blogListQuerySchema.safeParse({ page_size: "25" }).success).toBe(false);
  });
});
