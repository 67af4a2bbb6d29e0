import type { terms } from "../../schema";
import { en, fr } from "./copy";

// Demo terms in markdown; the structure mirrors a real membership agreement.
const enCa = `# SPC Terms of Use

_Last updated: September 1, 2025_

## 1. Membership
The SPC membership card is personal and non-transferable. It is valid for the period shown on the
card. You must be a student at a recognised Canadian post-secondary or secondary institution.

## 2. Offers
Partner offers are subject to change without notice and to each partner's conditions. SPC is not
responsible for the products or services of its partners. Some offers are reserved for **SPC+**
members.

## 3. Payment and auto-renewal
Memberships cost **$11.99/year** plus applicable taxes, in Canadian dollars. When auto-renewal is on,
your payment method is charged at the end of each term until you turn it off in your billing settings.

## 4. Privacy
We handle personal information as described in our [privacy policy](/privacy).

## 5. Contact
Questions? Write to us through the [contact page](/contact).
`;

const enUs = enCa
  .replace(
    "recognised Canadian post-secondary or secondary institution",
    "accredited US college or high school",
  )
  .replace(
    "**$11.99/year** plus applicable taxes, in Canadian dollars",
    "**$11.99/year** plus applicable taxes, in US dollars",
  );

const frCa = `# Conditions d'utilisation de SPC

_Dernière mise à jour : 1er septembre 2025_

## 1. Adhésion
La carte de membre SPC est personnelle et non transférable. Elle est valide pour la période indiquée
sur la carte. Vous devez être étudiant dans un établissement postsecondaire ou secondaire canadien
reconnu.

## 2. Offres
Les offres des partenaires peuvent changer sans préavis et sont soumises aux conditions de chaque
partenaire. SPC n'est pas responsable des produits ou services de ses partenaires. Certaines offres
sont réservées aux membres **SPC+**.

## 3. Paiement et renouvellement automatique
L'adhésion coûte **11,99 $ par année**, taxes applicables en sus, en dollars canadiens. Lorsque le
renouvellement automatique est activé, votre mode de paiement est débité à la fin de chaque période
jusqu'à ce que vous le désactiviez dans vos paramètres de facturation.

## 4. Confidentialité
Nous traitons les renseignements personnels comme le décrit notre
[politique de confidentialité](/privacy).

## 5. Nous joindre
Des questions? Écrivez-nous depuis la [page de contact](/contact).
`;

/** One published version, set by the typography rule (curly apostrophes, French spacing). */
export function termsRows(): (typeof terms.$inferInsert)[] {
  const date = new Date("2025-09-01T00:00:00Z");
  return [
    {
      termEnCa: en(enCa),
      termEnUs: en(enUs),
      termFrCa: fr(frCa),
      status: "published",
      publishedAt: date,
      createdAt: date,
      updatedAt: date,
    },
  ];
}
