import type { ContestQuestion } from "@spc/shared";
import { describe, expect, it } from "vitest";
import { answerIssues, answersToSend } from "./answers";

const questions: ContestQuestion[] = [
  { key: "spot", kind: "text", label_en: "Spot", label_fr: "Coin", required: true, max_length: 10 },
  {
    key: "answer",
    kind: "choice",
    label_en: "2+2",
    label_fr: "2+2",
    required: true,
    options: [{ value: "4", label_en: "4", label_fr: "4" }],
  },
  { key: "nickname", kind: "text", label_en: "N", label_fr: "N", required: false, max_length: 5 },
  { key: "consent", kind: "consent", label_en: "OK", label_fr: "OK", required: true },
];

describe("answerIssues", () => {
  it("names each missing required answer, a text too long and an unticked consent", () => {
    expect(answerIssues(questions, { spot: "   ", nickname: "toolongname" })).toEqual({
      spot: "contests.form.required",
      answer: "contests.form.required",
      nickname: "contests.form.tooLong",
      consent: "contests.form.consent",
    });
  });

  it("accepts complete answers", () => {
    expect(answerIssues(questions, { spot: "Library", answer: "4", consent: true })).toEqual({});
  });
});

describe("answersToSend", () => {
  it("trims texts and leaves out empty optional answers", () => {
    expect(
      answersToSend(questions, { spot: " Library ", answer: "4", nickname: "", consent: true }),
    ).toEqual({
      spot: "Library",
      answer: "4",
      consent: true,
    });
  });
});
