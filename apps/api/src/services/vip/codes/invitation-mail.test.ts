import { describe, expect, it } from "vitest";
import { plainName, vipInvitationMail } from "./invitation-mail";

describe("the VIP invitation e-mail", () => {
  it.each([
    ["Val", "Val"],
    ["  Zoë-Anne   O'Brien ", "Zoë-Anne O'Brien"],
    ["<b>Eve</b>", "Eve"],
    ['<a href="https://evil.example">Claim your prize</a>', "Claim your prize"],
    ["Win at https://evil.example now", "Win at now"],
    ["Visit www.evil.example or evil.example/win", "Visit or"],
    ["Bob\r\nBcc: thief@example.com", "Bob Bcc"],
    ["<script>alert(1)</script>", "alert1"],
    ["x".repeat(200), "x".repeat(40)],
  ])("keeps only plain words of the name %j", (raw, expected) => {
    expect(plainName(raw)).toBe(expected);
  });

  it("never puts the sender's markup in the HTML, and greets without a name when nothing is left", () => {
    const mail = vipInvitationMail({
      to: "friend@example.com",
      name: '<img src=x onerror="alert(1)">',
      code: "VIPACCESS",
      link: "https://spc.example/signup?vip_code=VIPACCESS",
      language: "en",
    });
    expect(mail.html).not.toMatch(/<img|onerror/);
    expect(mail.text.startsWith("Hi,\n\nYour SPC VIP code: VIPACCESS.")).toBe(true);
    const fr = vipInvitationMail({
      to: "ami@example.com",
      name: "Émile <i>&</i> co",
      code: "VIPACCESS",
      link: "https://spc.example/signup?vip_code=VIPACCESS",
      language: "fr",
    });
    expect(fr.subject).toBe("Votre code VIP SPC");
    expect(fr.html).toContain("<p>Bonjour Émile co,</p>");
  });
});
