import { describe, expect, it } from "vitest";
import { ApiError } from "../../lib/api-client";
import { fieldsAtFault } from "./field-errors";

const KNOWN = ["online", "static_code", "url_name", "category_id"] as const;

describe("fieldsAtFault", () => {
  it("names every field of a 400's details.fields, once, in order", () => {
    const error = new ApiError(400, "validation_error", "Invalid body", {
      fields: [
        { path: "static_code", message: "a static code offer needs its code" },
        { path: "online", message: "an offer is online, in store or both" },
        { path: "static_code", message: "again" },
      ],
    });
    expect(fieldsAtFault(error, KNOWN)).toEqual(["static_code", "online"]);
  });

  it("reads a path given as an array and a 409's details.field", () => {
    expect(
      fieldsAtFault(
        new ApiError(400, "validation_error", "x", { fields: [{ path: ["category_id"] }] }),
        KNOWN,
      ),
    ).toEqual(["category_id"]);
    expect(
      fieldsAtFault(new ApiError(409, "conflict", "taken", { field: "url_name" }), KNOWN),
    ).toEqual(["url_name"]);
  });

  it("leaves out fields the form does not have, and errors that name none", () => {
    const error = new ApiError(400, "validation_error", "x", { fields: [{ path: "views" }] });
    expect(fieldsAtFault(error, KNOWN)).toEqual([]);
    expect(fieldsAtFault(new ApiError(500, "internal", "x"), KNOWN)).toEqual([]);
    expect(fieldsAtFault(new Error("x"), KNOWN)).toEqual([]);
  });
});
