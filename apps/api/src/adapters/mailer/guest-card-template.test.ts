import { describe, expect, it } from "vitest";
import { renderGuestCardMail } from "./guest-card-template";

const facts = {
  cardNumber: "6018123456789012",
  csv: "042",
  total: "13.79 CAD",
  orderId: "ord_1",
  activateUrl: "https://spc.example/activate?card_num=6018123456789012&csv=042",
};

describe("the e-mail of a guest order", () => {
  it("gives the number grouped by four, the code and the activation link, in English", () => {
    const mail = renderGuestCardMail(facts, "en");
    expect(mail.subject).toBe("Your SPC membership card");
    expect(mail.text).toBe(
      [
        "Thank you for your purchase (13.79 CAD, order ord_1).",
        "Card number: 6018-1234-5678-9012 — security code: 042.",
        `Activate it in your account: ${facts.activateUrl}`,
      ].join("\n\n"),
    );
  });

  it("says the same in Canadian French, with the French spacing before colons", () => {
    const mail = renderGuestCardMail(facts, "fr");
    expect(mail.subject).toBe("Votre carte de membre SPC");
    expect(mail.text).toContain("Merci pour votre achat (13.79 CAD, commande ord_1).");
    expect(mail.text).toContain("Numéro de carte : 6018-1234-5678-9012 — code de sécurité : 042.");
    expect(mail.text).toContain(`Activez-la dans votre compte : ${facts.activateUrl}`);
  });

  it("escapes every line in the HTML part (the link's & included)", () => {
    const mail = renderGuestCardMail(facts, "en");
    expect(mail.html).toContain("card_num=6018123456789012&amp;csv=042");
    expect(mail.html.match(/<p>/g)).toHaveLength(3);
  });
});
