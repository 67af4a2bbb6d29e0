import { en, fr } from "./copy";
import type { PageCopy } from "./page-copy";

// A plain-language privacy policy for a Canadian service: PIPEDA's principles and Québec's
// Law 25 (privacy officer, consent of minors under 14, data outside Québec, incidents, portability).
// The page shows the row's updated_at as its "last updated" date.

export const privacyPage: PageCopy = {
  slug: "privacy",
  titleEn: en("Privacy policy"),
  titleFr: fr("Politique de confidentialité"),
  summaryEn: en(
    "What personal information SPC collects, why, who sees it, and how you stay in control of it.",
  ),
  summaryFr: fr(
    "Les renseignements personnels que SPC recueille, pourquoi, qui y a accès et comment vous en gardez le contrôle.",
  ),
  bodyEn: en(`
This policy explains how SPC handles your personal information when you use our website, our app and your membership. We follow Canada's Personal Information Protection and Electronic Documents Act (PIPEDA) and, for Québec residents, the Act respecting the protection of personal information in the private sector as amended by Law 25.

## What we collect

- **Your account:** name, e-mail address, password (stored only as a secure hash), language and province.
- **Your student status:** school type and name, and, when you verify it, your student e-mail address or a campus code.
- **Your membership:** card number, validity dates, plan (SPC or SPC+) and how you joined.
- **Purchases:** what you bought, the amount and the taxes. Your card details go straight to our payment processor; we never see or store full card numbers.
- **How you use SPC:** the deals you reveal and save, and technical data such as your device type. Analytics and marketing cookies are used only if you accept them in the cookie settings.

## Why we use it

To run your membership, show you deals, prevent fraud and abuse of promo codes, answer your questions, and, only if you opt in, send you deals by e-mail. We use location only when you ask for deals near you.

## Who we share it with

We never sell your personal information. We share only what is needed with service providers who work for us (payment processing, e-mail delivery, hosting), under contracts that protect it. When you use a deal, the partner may learn that an SPC member redeemed a code, not who you are. Some providers may process information outside Québec or Canada; we assess those transfers first, as Law 25 requires.

## How long we keep it

As long as your account is open, then up to two years for closed accounts (seven years for purchase records, which tax law requires). You can delete your account at any time from your profile.

## Your rights

You can ask to see, correct or delete your information, withdraw a consent, or receive your information in a structured, commonly used format. In Québec, students under 14 need the consent of a parent or guardian.

## Security and incidents

We protect your information with encryption in transit, access controls and regular reviews. If an incident creates a risk of serious harm, we notify you and the privacy commissioners as the law requires.

## Contact our privacy officer

Write to our privacy officer through the [contact page](/contact), topic “Your personal information”. You may also complain to the Office of the Privacy Commissioner of Canada or, in Québec, to the Commission d'accès à l'information.

We will post any change to this policy on this page with its new date.
`),
  bodyFr: fr(`
Cette politique explique comment SPC traite vos renseignements personnels lorsque vous utilisez notre site, notre appli et votre adhésion. Nous respectons la Loi sur la protection des renseignements personnels et les documents électroniques (LPRPDE) et, pour les résidents du Québec, la Loi sur la protection des renseignements personnels dans le secteur privé, telle que modifiée par la Loi 25.

## Ce que nous recueillons

- **Votre compte :** nom, adresse courriel, mot de passe (conservé seulement sous forme de hachage sécurisé), langue et province.
- **Votre statut d'étudiant :** type et nom de l'établissement et, lorsque vous le vérifiez, votre adresse courriel étudiante ou un code de campus.
- **Votre adhésion :** numéro de carte, dates de validité, forfait (SPC ou SPC+) et façon d'adhérer.
- **Vos achats :** ce que vous avez acheté, le montant et les taxes. Les données de votre carte de paiement vont directement à notre fournisseur de paiement; nous ne voyons ni ne conservons jamais les numéros complets.
- **Votre utilisation de SPC :** les rabais que vous affichez et enregistrez, et des données techniques comme le type d'appareil. Les témoins d'analyse et de marketing ne sont utilisés que si vous les acceptez dans les paramètres des témoins.

## Pourquoi nous les utilisons

Pour gérer votre adhésion, vous montrer les rabais, prévenir la fraude et l'abus des codes promo, répondre à vos questions et, seulement si vous y consentez, vous envoyer des rabais par courriel. Nous n'utilisons votre position que lorsque vous cherchez des rabais près de vous.

## Avec qui nous les partageons

Nous ne vendons jamais vos renseignements personnels. Nous ne communiquons que ce qui est nécessaire aux fournisseurs qui travaillent pour nous (traitement des paiements, envoi de courriels, hébergement), selon des contrats qui les protègent. Quand vous utilisez un rabais, le partenaire peut savoir qu'un membre SPC a utilisé un code, pas qui vous êtes. Certains fournisseurs peuvent traiter des renseignements à l'extérieur du Québec ou du Canada; nous évaluons ces communications au préalable, comme l'exige la Loi 25.

## Combien de temps nous les conservons

Tant que votre compte est ouvert, puis jusqu'à deux ans après sa fermeture (sept ans pour les dossiers d'achat, comme l'exigent les lois fiscales). Vous pouvez supprimer votre compte en tout temps depuis votre profil.

## Vos droits

Vous pouvez demander à consulter, corriger ou supprimer vos renseignements, retirer un consentement ou recevoir vos renseignements dans un format structuré et couramment utilisé. Au Québec, les élèves de moins de 14 ans ont besoin du consentement d'un parent ou d'un tuteur.

## Sécurité et incidents

Nous protégeons vos renseignements par le chiffrement des communications, des contrôles d'accès et des vérifications régulières. Si un incident présente un risque de préjudice sérieux, nous vous en avisons, ainsi que les commissaires à la protection de la vie privée, comme la loi l'exige.

## Joindre notre responsable de la protection des renseignements personnels

Écrivez à notre responsable depuis la [page de contact](/contact), sujet « Vos renseignements personnels ». Vous pouvez aussi porter plainte au Commissariat à la protection de la vie privée du Canada ou, au Québec, à la Commission d'accès à l'information.

Nous publierons toute modification de cette politique sur cette page, avec sa nouvelle date.
`),
  daysAgo: 90,
  updatedDaysAgo: 30,
};
