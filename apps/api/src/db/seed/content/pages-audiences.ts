import { en, fr } from "./copy";
import type { PageCopy } from "./page-copy";

// Pages for particular visitors: international and high school students, free samples, people
// who scanned a QR code, and the coming-soon teaser.

export const internationalPage: PageCopy = {
  slug: "international",
  titleEn: en("International students"),
  titleFr: fr("Étudiants internationaux"),
  summaryEn: en(
    "New to Canada? SPC helps with the costs of settling in, from your first groceries to your phone plan.",
  ),
  summaryFr: fr(
    "Nouvellement arrivé au Canada? SPC vous aide à payer moins cher pour vous installer, de l'épicerie au forfait cellulaire.",
  ),
  bodyEn: en(`
## Welcome to Canada

Your first weeks in a new country come with a long shopping list: bedding, a winter coat, a phone plan, kitchen basics. SPC members get deals on all of it, in every province.

## Who can join

Any student enrolled at a Canadian college, university, CEGEP or language school can join, whatever your citizenship or study permit. You don't need a Canadian credit history: pay with a credit card or PayPal.

## Deals that help you settle in

- **Home:** furniture, bedding and kitchen gear for your first apartment.
- **Getting around:** train and bus fares, bikes and car sharing.
- **Staying in touch:** phone plans and tech accessories.
- **Food:** groceries, cafés and restaurants near campus.

## In both official languages

The website and the app work in English and in French, so you can shop in the language you are learning, or in the one you know best.

[Get your card](/purchase) · [Questions? Read the FAQ](/faq-help)
`),
  bodyFr: fr(`
## Bienvenue au Canada

Vos premières semaines dans un nouveau pays viennent avec une longue liste d'achats : literie, manteau d'hiver, forfait cellulaire, essentiels de cuisine. Les membres SPC profitent de rabais sur tout ça, dans toutes les provinces.

## Qui peut adhérer

Tout étudiant inscrit dans un collège, une université, un cégep ou une école de langues au Canada peut adhérer, quels que soient sa citoyenneté ou son permis d'études. Pas besoin d'historique de crédit canadien : payez par carte de crédit ou avec PayPal.

## Des rabais pour bien vous installer

- **Maison :** meubles, literie et articles de cuisine pour votre premier appartement.
- **Déplacements :** billets de train et d'autobus, vélos et autopartage.
- **Communications :** forfaits cellulaires et accessoires techno.
- **Alimentation :** épiceries, cafés et restos près du campus.

## Dans les deux langues officielles

Le site et l'appli fonctionnent en français et en anglais : magasinez dans la langue que vous apprenez, ou dans celle que vous connaissez le mieux.

[Obtenir ma carte](/purchase) · [Des questions? Lisez la FAQ](/faq-help)
`),
  daysAgo: 80,
};

export const highSchoolPage: PageCopy = {
  slug: "highschool",
  titleEn: en("SPC for high school students"),
  titleFr: fr("SPC pour les élèves du secondaire"),
  summaryEn: en(
    "The high school card brings student deals to secondary students, with the same 450+ deals.",
  ),
  summaryFr: fr(
    "La carte du secondaire offre les rabais étudiants aux élèves du secondaire, avec les mêmes 450 rabais et plus.",
  ),
  bodyEn: en(`
## Student deals start before college

Secondary students spend on the same things as everyone else: lunch, a phone case, a movie on Friday. The SPC high school card gives them member prices at our partners, for **$11.99 a year**.

## How to get one

- **Through your school.** Many schools hand out SPC cards at the start of the year; activate yours online with the number and security code on the back.
- **Online.** Buy a membership and pick "high school" as your school type when you sign up.

## For parents

Members sign up with their own e-mail address and can turn marketing e-mails off at any time. We only ask for what the membership needs, and we never sell personal information. In Québec, we ask a parent's consent for students under 14, as the law requires. Our [privacy policy](/privacy) explains the details.

[Activate a card](/activate) · [Buy a membership](/purchase)
`),
  bodyFr: fr(`
## Les rabais étudiants commencent au secondaire

Les élèves du secondaire dépensent pour les mêmes choses que tout le monde : le dîner, un étui de téléphone, un film le vendredi soir. La carte SPC du secondaire leur donne les prix membres chez nos partenaires, pour **11,99 $ par année**.

## Comment l'obtenir

- **Par votre école.** Plusieurs écoles remettent des cartes SPC en début d'année; activez la vôtre en ligne avec le numéro et le code de sécurité inscrits au verso.
- **En ligne.** Achetez une adhésion et choisissez « secondaire » comme type d'établissement à l'inscription.

## Pour les parents

Les membres s'inscrivent avec leur propre adresse courriel et peuvent désactiver les courriels promotionnels en tout temps. Nous ne demandons que ce dont l'adhésion a besoin, et nous ne vendons jamais de renseignements personnels. Au Québec, nous demandons le consentement d'un parent pour les élèves de moins de 14 ans, comme la loi l'exige. Notre [politique de confidentialité](/privacy) donne tous les détails.

[Activer une carte](/activate) · [Acheter une adhésion](/purchase)
`),
  daysAgo: 75,
};

export const freeSamplesPage: PageCopy = {
  slug: "freesamples",
  titleEn: en("Free samples"),
  titleFr: fr("Échantillons gratuits"),
  summaryEn: en("Try before you buy: members get free samples from our partners, all year long."),
  summaryFr: fr(
    "Essayez avant d'acheter : les membres reçoivent des échantillons gratuits de nos partenaires toute l'année.",
  ),
  bodyEn: en(`
## What's in it

Partners send us samples to put in students' hands: snacks and drinks, skincare, study supplies and the odd surprise. Members get them at campus events and through online sample drops.

## How sample drops work

1. Watch the SPC app and our e-mails for a new drop.
2. Sign in and claim your sample while supplies last: one per member per drop.
3. Pick it up at the campus event, or get a code to redeem it in store.

## Good to know

- Samples are free for members: no shipping, no catch.
- Some samples are for members 18 and over, and we check before you claim them.
- Want to see your brand in a sample drop? [Contact our partnerships team](/contact).
`),
  bodyFr: fr(`
## Qu'est-ce qu'on y trouve

Nos partenaires nous confient des échantillons à remettre aux étudiants : collations et boissons, soins de la peau, fournitures scolaires et quelques surprises. Les membres les reçoivent lors d'événements sur les campus et de distributions en ligne.

## Comment fonctionnent les distributions

1. Surveillez l'appli SPC et nos courriels pour la prochaine distribution.
2. Connectez-vous et réservez votre échantillon jusqu'à épuisement des stocks : un par membre et par distribution.
3. Récupérez-le à l'événement sur le campus, ou obtenez un code à utiliser en magasin.

## Bon à savoir

- Les échantillons sont gratuits pour les membres : aucuns frais de livraison, aucun piège.
- Certains échantillons sont réservés aux membres de 18 ans et plus, et nous le vérifions avant la réservation.
- Vous aimeriez voir votre marque dans une distribution? [Écrivez à notre équipe des partenariats](/contact).
`),
  daysAgo: 60,
};

export const qrLandingPage: PageCopy = {
  slug: "qrlanding",
  titleEn: en("Welcome to SPC"),
  titleFr: fr("Bienvenue chez SPC"),
  summaryEn: en("You scanned an SPC code. Here's how to start saving in under a minute."),
  summaryFr: fr(
    "Vous avez balayé un code SPC. Voici comment commencer à économiser en moins d'une minute.",
  ),
  bodyEn: en(`
## Pick what fits

- **New to SPC?** [Get your membership](/purchase): $11.99 a year for 450+ deals.
- **Got a card on campus?** [Activate it](/activate) with the 16-digit number and the security code on the back.
- **Already a member?** [Log in](/login) and open your digital card.

## Keep SPC in your pocket

The SPC app shows your membership card and finds deals near you. Search for SPC in the App Store or on Google Play.
`),
  bodyFr: fr(`
## Choisissez ce qui vous convient

- **Nouveau chez SPC?** [Obtenez votre adhésion](/purchase) : 11,99 $ par année pour plus de 450 rabais.
- **Vous avez reçu une carte sur le campus?** [Activez-la](/activate) avec le numéro de 16 chiffres et le code de sécurité inscrits au verso.
- **Déjà membre?** [Connectez-vous](/login) et ouvrez votre carte numérique.

## Gardez SPC dans votre poche

L'appli SPC affiche votre carte de membre et trouve les rabais près de vous. Cherchez SPC dans l'App Store ou sur Google Play.
`),
  daysAgo: 60,
};

export const comingSoonPage: PageCopy = {
  slug: "coming-soon",
  titleEn: en("Coming soon"),
  titleFr: fr("Bientôt"),
  summaryEn: en("We're working on something new for members. It will be here shortly."),
  summaryFr: fr("Nous préparons du nouveau pour les membres. Ce sera ici très bientôt."),
  bodyEn: en(`
## Almost ready

This part of SPC isn't open yet. We're putting the finishing touches on it, and members will be the first to know when it launches.

## In the meantime

- [Browse today's deals](/deals)
- [See what's trending](/trending)
- [Read the blog](/blogs) for money-saving tips
`),
  bodyFr: fr(`
## Presque prêt

Cette section de SPC n'est pas encore ouverte. Nous y mettons la touche finale, et les membres seront les premiers avisés du lancement.

## En attendant

- [Parcourez les rabais du moment](/deals)
- [Voyez ce qui est populaire](/trending)
- [Lisez le blogue](/blogs) pour des astuces d'économies
`),
  daysAgo: 45,
};
