import type { FaqCategory } from "@spc/shared";
import { describe, expect, it } from "vitest";
import { foldText, searchFaq } from "./faq-search";

const entry = (id: number, question: string, answer: string, questionFr = question) => ({
  id,
  slug: `q-${id}`,
  question_en: question,
  question_fr: questionFr,
  answer_en: answer,
  answer_fr: answer,
  published_at: "2026-01-01T00:00:00Z",
  updated_at: "2026-01-01T00:00:00Z",
});

const faq: FaqCategory[] = [
  {
    id: 1,
    slug: "membership",
    name_en: "Membership",
    name_fr: "Adhésion",
    entries: [
      entry(
        1,
        "How much does a membership cost?",
        "It costs $11.99 a year.",
        "Combien coûte l’adhésion?",
      ),
      entry(2, "Can I renew automatically?", "Yes, turn on auto-renew."),
    ],
  },
  {
    id: 2,
    slug: "deals",
    name_en: "Deals",
    name_fr: "Rabais",
    entries: [entry(3, "Where do I find my code?", "Open the deal and reveal the code.")],
  },
];

describe("searchFaq", () => {
  it("keeps everything for an empty or blank search", () => {
    const result = searchFaq(faq, "   ", "en");
    expect(result.count).toBe(3);
    expect(result.searching).toBe(false);
    expect(result.categories).toHaveLength(2);
  });

  it("keeps questions containing every word, in the question or its answer", () => {
    const result = searchFaq(faq, "code reveal", "en");
    expect(result.count).toBe(1);
    expect(result.categories.map((c) => c.slug)).toEqual(["deals"]);
    expect(searchFaq(faq, "auto-renew", "en").count).toBe(1);
  });

  it("drops categories left without a question", () => {
    expect(searchFaq(faq, "membership", "en").categories.map((c) => c.slug)).toEqual([
      "membership",
    ]);
  });

  it("ignores case and accents, and searches the reader's language", () => {
    expect(searchFaq(faq, "COUTE L'ADHESION", "fr").count).toBe(1);
    expect(searchFaq(faq, "coûte", "en").count).toBe(0);
  });

  it("finds nothing for words that are nowhere", () => {
    const result = searchFaq(faq, "spaceship", "en");
    expect(result).toEqual({ categories: [], count: 0, searching: true });
  });

  it("folds text", () => {
    expect(foldText("  Réservé  À   l’Été ")).toBe("reserve a l'ete");
  });
});
