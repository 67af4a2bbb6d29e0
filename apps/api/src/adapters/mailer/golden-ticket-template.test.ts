import { describe, expect, it } from "vitest";
import { renderGoldenTicketMail } from "./golden-ticket-template";

const facts = { firstName: "Ana", cardNumber: "6018000011112222", expiryDate: "2027-05-31" };

describe("the golden-ticket e-mail", () => {
  it("greets the member and gives the grouped card number and its last valid day", () => {
    const mail = renderGoldenTicketMail(facts, "en");
    expect(mail.subject).toBe("Your SPC golden ticket");
    expect(mail.text).toBe(
      "Hi Ana,\n\nYour SPC golden ticket: card 6018-0000-1111-2222, valid until 2027-05-31.",
    );
  });

  it("says the same in French, and a dash when the card has no end date", () => {
    const mail = renderGoldenTicketMail({ ...facts, expiryDate: null }, "fr");
    expect(mail.subject).toBe("Votre billet d'or SPC");
    expect(mail.text).toBe(
      "Bonjour Ana,\n\nVotre billet d'or SPC : carte 6018-0000-1111-2222, valide jusqu'au —.",
    );
  });

  it("escapes the member's name in the HTML part", () => {
    const mail = renderGoldenTicketMail({ ...facts, firstName: "<b>Ana</b>" }, "en");
    expect(mail.html).toContain("<p>Hi &lt;b&gt;Ana&lt;/b&gt;,</p>");
  });
});
