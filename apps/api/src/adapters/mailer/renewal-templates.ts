import { hello, type Template } from "./copy";

// Mails of the auto-renew job (services/membership/renewals/mails.ts). The member did ask for these (auto-renew
// is their setting), so the footer says how to stop them rather than "ignore this e-mail".
const FOOTER = {
  en: "You receive this e-mail because auto-renew is on for your SPC membership. Manage it on your billing page. — The SPC team",
  fr: "Vous recevez ce courriel parce que le renouvellement automatique de votre adhésion SPC est activé. Gérez-le sur votre page de facturation. — L’équipe SPC",
};

export const RENEWAL_TEMPLATES: Record<string, Template> = {
  renewal_succeeded: ({ amount = "", date = "" }) => ({
    en: {
      subject: "Your SPC membership is renewed",
      greeting: hello.en,
      paragraphs: [
        `Thank you! We charged ${amount} to your saved payment method and renewed your SPC membership for one year.`,
        `Your card is now valid until ${date}. This e-mail is your receipt; every payment is also listed in your account.`,
      ],
      action: "See my card",
      footer: FOOTER.en,
    },
    fr: {
      subject: "Votre adhésion SPC est renouvelée",
      greeting: hello.fr,
      paragraphs: [
        `Merci! Nous avons porté ${amount} à votre mode de paiement enregistré et renouvelé votre adhésion SPC pour un an.`,
        `Votre carte est maintenant valide jusqu’au ${date}. Ce courriel est votre reçu; chaque paiement figure aussi dans votre compte.`,
      ],
      action: "Voir ma carte",
      footer: FOOTER.fr,
    },
  }),
  renewal_payment_failed: ({ amount = "", date = "" }) => ({
    en: {
      subject: "We couldn’t renew your SPC membership",
      greeting: hello.en,
      paragraphs: [
        `Your payment of ${amount} to renew your SPC membership was declined. Your card is valid until ${date}.`,
        "We will try again over the next few days. To keep your membership, please update your payment method on your billing page.",
      ],
      action: "Update my payment method",
      footer: FOOTER.en,
    },
    fr: {
      subject: "Nous n’avons pas pu renouveler votre adhésion SPC",
      greeting: hello.fr,
      paragraphs: [
        `Votre paiement de ${amount} pour renouveler votre adhésion SPC a été refusé. Votre carte est valide jusqu’au ${date}.`,
        "Nous réessaierons au cours des prochains jours. Pour garder votre adhésion, veuillez mettre à jour votre mode de paiement sur votre page de facturation.",
      ],
      action: "Mettre à jour mon mode de paiement",
      footer: FOOTER.fr,
    },
  }),
  renewal_auto_renew_off: ({ date = "" }) => ({
    en: {
      subject: "Auto-renew is now off for your SPC membership",
      greeting: hello.en,
      paragraphs: [
        "We tried several times to renew your SPC membership, but the payment was declined each time, so we turned auto-renew off. No further attempt will be made.",
        `Your card is valid until ${date}. You can add a new payment method and turn auto-renew back on from your billing page.`,
      ],
      action: "Go to billing",
      footer: FOOTER.en,
    },
    fr: {
      subject: "Le renouvellement automatique de votre adhésion SPC est désactivé",
      greeting: hello.fr,
      paragraphs: [
        "Nous avons tenté plusieurs fois de renouveler votre adhésion SPC, mais le paiement a été refusé chaque fois; nous avons donc désactivé le renouvellement automatique. Aucune autre tentative ne sera faite.",
        `Votre carte est valide jusqu’au ${date}. Vous pouvez ajouter un nouveau mode de paiement et réactiver le renouvellement automatique depuis votre page de facturation.`,
      ],
      action: "Aller à la facturation",
      footer: FOOTER.fr,
    },
  }),
};
