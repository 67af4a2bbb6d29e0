import type { BlogCopy } from "./blog-copy";

// Blog posts about campus life: SPC+, moving into a first apartment, back-to-school shopping.

export const spcPlusPost: BlogCopy = {
  slug: "spc-plus-explained",
  titleEn: "SPC+ explained: what the premium tier adds",
  titleFr: "SPC+ expliqué : ce que le palier supérieur ajoute",
  excerptEn:
    "Exclusive offers, bigger savings and a way to get it for free. Everything to know about SPC+.",
  excerptFr:
    "Des offres exclusives, de plus grandes économies et une façon de l'obtenir gratuitement. Tout savoir sur SPC+.",
  authorName: "Jordan Clarke",
  daysAgo: 55,
  bodyEn: `
Every SPC member gets 450+ deals. SPC+ members get those and more. Here's what changes.

## Exclusive offers

Premium partners, from airlines to streaming services, reserve some of their best offers for SPC+ members. You'll see them marked **SPC+** on the website and in the app; other members see them too, but can't reveal the codes.

## Free with the bank

Students who bank with our partner bank get SPC+ free for as long as their eligible student account is open. Link your account from [the bank's page](/cibc) and your membership is upgraded right away.

## Welcome bonuses

The bank also runs welcome offers on eligible student accounts. They change through the year; see the [current offers](/cibc/offers) and their conditions.

## Is it for you?

If you travel home for the holidays, stream a lot or shop online often, the SPC+ offers usually pay off quickly. If not, the regular membership already covers the everyday deals.
`,
  bodyFr: `
Tous les membres SPC profitent de plus de 450 rabais. Les membres SPC+ en profitent aussi, et plus encore. Voici ce qui change.

## Des offres exclusives

Des partenaires haut de gamme, des transporteurs aériens aux services de diffusion en continu, réservent certaines de leurs meilleures offres aux membres SPC+. Elles sont marquées **SPC+** sur le site et dans l'appli; les autres membres les voient aussi, mais ne peuvent pas afficher les codes.

## Gratuit avec la banque

Les étudiants clients de notre banque partenaire obtiennent SPC+ gratuitement tant que leur compte étudiant admissible reste ouvert. Liez votre compte depuis [la page de la banque](/cibc) et votre adhésion passe à SPC+ immédiatement.

## Des primes de bienvenue

La banque propose aussi des offres de bienvenue sur les comptes étudiants admissibles. Elles changent au fil de l'année; voyez les [offres actuelles](/cibc/offers) et leurs conditions.

## Est-ce pour vous?

Si vous rentrez chez vous pour les Fêtes, regardez beaucoup de séries ou magasinez souvent en ligne, les offres SPC+ sont vite rentables. Sinon, l'adhésion ordinaire couvre déjà les rabais du quotidien.
`,
};

export const apartmentPost: BlogCopy = {
  slug: "first-apartment-moving-checklist",
  titleEn: "Your first apartment: a moving-day checklist",
  titleFr: "Votre premier appartement : la liste du jour du déménagement",
  excerptEn:
    "From the lease to the first grocery run, the steps that make moving into your first place painless.",
  excerptFr:
    "Du bail à la première épicerie, les étapes qui rendent l'emménagement dans votre premier logement plus simple.",
  authorName: "Amélie Tremblay",
  daysAgo: 70,
  bodyEn: `
Moving into your first apartment is exciting, and a little overwhelming. Work through this list and moving day goes a lot smoother.

## Before you move

- **Read the lease twice.** Note the rent, the deposit rules where they apply, and who pays for heat and electricity.
- **Book the truck or the friends early.** In Québec, July 1 is the busiest moving day of the year.
- **Set up electricity and internet** so they're on when you arrive.
- **Get tenant insurance.** It's often cheap, and it covers your things if something goes wrong.

## On moving day

- Take photos of every room before you bring anything in.
- Check the smoke alarm, the taps and the fridge.
- Keep one box with the essentials: toilet paper, a towel, chargers, a kettle.

## The first week

- **Change your address** with your school, your bank and your phone provider.
- **Buy the basics second-hand** when you can: furniture and kitchenware are easy to find used.
- **Use your member deals** on bedding, home goods and your first grocery run.
`,
  bodyFr: `
Emménager dans son premier appartement, c'est excitant et un peu étourdissant. Suivez cette liste et le jour du déménagement se passera beaucoup mieux.

## Avant le déménagement

- **Lisez le bail deux fois.** Notez le loyer, les règles sur le dépôt là où elles s'appliquent, et qui paie le chauffage et l'électricité.
- **Réservez le camion ou les amis tôt.** Au Québec, le 1er juillet est la journée de déménagement la plus achalandée de l'année.
- **Faites brancher l'électricité et Internet** pour qu'ils fonctionnent à votre arrivée.
- **Prenez une assurance locataire.** Elle coûte souvent peu, et elle protège vos biens en cas de pépin.

## Le jour du déménagement

- Photographiez chaque pièce avant d'y entrer vos affaires.
- Vérifiez le détecteur de fumée, les robinets et le réfrigérateur.
- Gardez une boîte avec l'essentiel : papier de toilette, serviette, chargeurs, bouilloire.

## La première semaine

- **Changez votre adresse** auprès de votre établissement, de votre banque et de votre fournisseur de cellulaire.
- **Achetez l'essentiel d'occasion** quand c'est possible : les meubles et la vaisselle se trouvent facilement usagés.
- **Profitez de vos rabais de membre** sur la literie, les articles pour la maison et votre première épicerie.
`,
};

export const backToSchoolPost: BlogCopy = {
  slug: "back-to-school-supplies-you-need",
  titleEn: "Back to school: the supplies you actually need",
  titleFr: "Rentrée : les fournitures dont vous avez vraiment besoin",
  excerptEn:
    "Skip the overflowing cart. A short list of what students really use, and where to save on it.",
  excerptFr:
    "Oubliez le panier qui déborde. Une courte liste de ce que les étudiants utilisent vraiment, et où économiser.",
  authorName: "Marc-Antoine Gagnon",
  daysAgo: 95,
  bodyEn: `
The back-to-school aisle wants you to buy everything. Most students need much less.

## The essentials

- **A laptop that lasts the program.** Battery life matters more than raw power for note-taking. Look for education pricing and member deals.
- **One good backpack.** Padded laptop sleeve, water bottle pocket, comfortable straps.
- **A notebook per course, or one tablet.** Pick one system and stick to it.
- **Headphones** for the library and the bus.

## Wait before you buy

- **Textbooks:** wait for the first class. Some are optional, some are online, and used copies appear in the first weeks.
- **Calculators and lab gear:** check the course outline for the exact model.

## Where to save

The [back-to-school market](/bts-market-landing) gathers member deals on supplies, tech and dorm gear while it runs. Your SPC card covers the rest of the year.
`,
  bodyFr: `
Le rayon de la rentrée veut vous faire tout acheter. La plupart des étudiants ont besoin de beaucoup moins.

## L'essentiel

- **Un portable qui durera tout le programme.** Pour prendre des notes, l'autonomie de la batterie compte plus que la puissance. Cherchez les prix pour l'éducation et les rabais de membre.
- **Un bon sac à dos.** Pochette rembourrée pour le portable, poche pour la bouteille d'eau, bretelles confortables.
- **Un cahier par cours, ou une tablette.** Choisissez un système et tenez-vous-y.
- **Des écouteurs** pour la bibliothèque et l'autobus.

## Attendez avant d'acheter

- **Les manuels :** attendez le premier cours. Certains sont facultatifs, d'autres en ligne, et des exemplaires usagés apparaissent dans les premières semaines.
- **Calculatrices et matériel de labo :** vérifiez le modèle exact dans le plan de cours.

## Où économiser

Le [marché de la rentrée](/bts-market-landing) rassemble des rabais de membre sur les fournitures, la techno et les articles pour la résidence pendant qu'il est ouvert. Votre carte SPC couvre le reste de l'année.
`,
};
