import type { faqCategories, faqEntries } from "../../schema";
import type { SeedClock } from "../clock";
import { en, fr, publishedDaysAgo } from "./copy";

type CategoryRow = typeof faqCategories.$inferInsert;
type EntryRow = typeof faqEntries.$inferInsert;

const categories = [
  { slug: "membership", nameEn: "Membership", nameFr: "Adhésion" },
  { slug: "deals", nameEn: "Using your deals", nameFr: "Utiliser vos rabais" },
  { slug: "spc-plus", nameEn: "SPC+ and the bank", nameFr: "SPC+ et la banque" },
  { slug: "billing", nameEn: "Billing", nameFr: "Facturation" },
  { slug: "account", nameEn: "Account and privacy", nameFr: "Compte et confidentialité" },
] as const;

type CategorySlug = (typeof categories)[number]["slug"];

interface Question {
  category: CategorySlug;
  slug: string;
  qEn: string;
  qFr: string;
  aEn: string;
  aFr: string;
}

const questions: Question[] = [
  {
    category: "membership",
    slug: "what-is-spc",
    qEn: "What is SPC?",
    qFr: "Qu'est-ce que SPC?",
    aEn: "SPC is a student discount membership. For $11.99 a year you get 450+ deals at restaurants, shops and online stores across Canada. Members who use their card regularly save $250+ a year.",
    aFr: "SPC est une adhésion qui donne des rabais aux étudiants. Pour 11,99 $ par année, vous profitez de plus de 450 rabais dans des restos, des boutiques et des magasins en ligne partout au Canada. Les membres qui utilisent leur carte régulièrement économisent plus de 250 $ par année.",
  },
  {
    category: "membership",
    slug: "who-can-join",
    qEn: "Who can join?",
    qFr: "Qui peut adhérer?",
    aEn: "Students at a Canadian university, college, CEGEP, language school or high school. International students are welcome too. See [international students](/international) and [high school](/highschool).",
    aFr: "Les étudiants d'une université, d'un collège, d'un cégep, d'une école de langues ou d'une école secondaire au Canada. Les étudiants internationaux sont aussi les bienvenus. Voyez [étudiants internationaux](/international) et [secondaire](/highschool).",
  },
  {
    category: "membership",
    slug: "free-trial",
    qEn: "Is there a free trial?",
    qFr: "Y a-t-il un essai gratuit?",
    aEn: "When a free trial is running, new members can try SPC before paying. If you're eligible, you'll see the offer when you create your account.",
    aFr: "Quand un essai gratuit est offert, les nouveaux membres peuvent essayer SPC avant de payer. Si vous y avez droit, l'offre s'affiche à la création de votre compte.",
  },
  {
    category: "membership",
    slug: "activate-card",
    qEn: "I got a card on campus. How do I activate it?",
    qFr: "J'ai reçu une carte sur le campus. Comment l'activer?",
    aEn: "Go to [Activate](/activate), sign in or create an account, then enter the 16-digit card number and the security code printed on the back.",
    aFr: "Allez à [Activer](/activate), connectez-vous ou créez un compte, puis entrez le numéro de 16 chiffres et le code de sécurité imprimés au verso de la carte.",
  },
  {
    category: "deals",
    slug: "use-in-store",
    qEn: "How do I use a deal in store?",
    qFr: "Comment utiliser un rabais en magasin?",
    aEn: "Open the deal in the app or on the website and show your digital membership card at the till. Some deals also give you a code to show.",
    aFr: "Ouvrez le rabais dans l'appli ou sur le site et montrez votre carte de membre numérique à la caisse. Certains rabais vous donnent aussi un code à présenter.",
  },
  {
    category: "deals",
    slug: "use-online",
    qEn: "How do I use a deal online?",
    qFr: "Comment utiliser un rabais en ligne?",
    aEn: "Sign in, open the deal and reveal its promo code or its link, then use it at the partner's checkout. The SPC browser extension can fill in codes for you.",
    aFr: "Connectez-vous, ouvrez le rabais et affichez son code promo ou son lien, puis utilisez-le au paiement chez le partenaire. L'extension de navigateur SPC peut entrer les codes pour vous.",
  },
  {
    category: "deals",
    slug: "code-not-working",
    qEn: "A code didn't work. What can I do?",
    qFr: "Un code n'a pas fonctionné. Que faire?",
    aEn: "Check the deal's conditions (minimum purchase, dates, products). If it still fails, [contact us](/contact) with the deal's name and we'll sort it out with the partner.",
    aFr: "Vérifiez les conditions du rabais (achat minimum, dates, produits). Si ça ne fonctionne toujours pas, [écrivez-nous](/contact) en précisant le nom du rabais et nous réglerons la situation avec le partenaire.",
  },
  {
    category: "deals",
    slug: "save-deals",
    qEn: "Can I save deals for later?",
    qFr: "Puis-je garder des rabais pour plus tard?",
    aEn: "Yes. Add deals to your favourites or to named lists, and share a list with friends.",
    aFr: "Oui. Ajoutez des rabais à vos favoris ou à des listes nommées, et partagez une liste avec vos amis.",
  },
  {
    category: "spc-plus",
    slug: "what-is-spc-plus",
    qEn: "What is SPC+?",
    qFr: "Qu'est-ce que SPC+?",
    aEn: "SPC+ is our premium tier. It includes every SPC deal plus exclusive offers from premium partners, marked SPC+ on the website and in the app.",
    aFr: "SPC+ est notre palier supérieur. Il comprend tous les rabais SPC, plus des offres exclusives de partenaires haut de gamme, marquées SPC+ sur le site et dans l'appli.",
  },
  {
    category: "spc-plus",
    slug: "spc-plus-free",
    qEn: "How do I get SPC+ for free?",
    qFr: "Comment obtenir SPC+ gratuitement?",
    aEn: "Students who bank with our partner bank get SPC+ free. Open or link an eligible student account through [the bank's page](/cibc) and your membership is upgraded.",
    aFr: "Les étudiants clients de notre banque partenaire obtiennent SPC+ gratuitement. Ouvrez ou liez un compte étudiant admissible depuis [la page de la banque](/cibc) et votre adhésion passe à SPC+.",
  },
  {
    category: "spc-plus",
    slug: "bank-bonus",
    qEn: "How do the bank's welcome bonuses work?",
    qFr: "Comment fonctionnent les primes de bienvenue de la banque?",
    aEn: "The bank offers welcome bonuses on eligible accounts, each with its own conditions. See the [current bank offers](/cibc/offers).",
    aFr: "La banque offre des primes de bienvenue sur les comptes admissibles, chacune avec ses propres conditions. Voyez les [offres actuelles de la banque](/cibc/offers).",
  },
  {
    category: "billing",
    slug: "price",
    qEn: "How much does SPC cost?",
    qFr: "Combien coûte SPC?",
    aEn: "$11.99 a year, plus applicable taxes. SPC+ is free for eligible clients of our partner bank.",
    aFr: "11,99 $ par année, taxes applicables en sus. SPC+ est gratuit pour les clients admissibles de notre banque partenaire.",
  },
  {
    category: "billing",
    slug: "auto-renew",
    qEn: "Does my membership renew automatically?",
    qFr: "Mon adhésion se renouvelle-t-elle automatiquement?",
    aEn: "If you turned on auto-renew, we charge your saved payment method at the end of each year and e-mail you before. Turn it off at any time on your [billing page](/billing).",
    aFr: "Si vous avez activé le renouvellement automatique, nous débitons votre mode de paiement enregistré à la fin de chaque année et vous écrivons avant. Désactivez-le en tout temps sur votre [page de facturation](/billing).",
  },
  {
    category: "billing",
    slug: "payment-methods",
    qEn: "Which payment methods do you accept?",
    qFr: "Quels modes de paiement acceptez-vous?",
    aEn: "Credit cards and PayPal. Your card details go straight to our payment processor; we never store full card numbers.",
    aFr: "Les cartes de crédit et PayPal. Les données de votre carte vont directement à notre fournisseur de paiement; nous ne conservons jamais les numéros complets.",
  },
  {
    category: "billing",
    slug: "promo-codes",
    qEn: "Can I use a promo or school code?",
    qFr: "Puis-je utiliser un code promo ou un code d'école?",
    aEn: "Yes. Enter it on the purchase page before you pay; the discount shows in your total.",
    aFr: "Oui. Entrez-le sur la page d'achat avant de payer; le rabais apparaît dans votre total.",
  },
  {
    category: "account",
    slug: "change-language",
    qEn: "How do I switch between English and French?",
    qFr: "Comment passer du français à l'anglais?",
    aEn: "Use the EN | FR switch in the menu. Your choice is saved to your profile, so e-mails follow it too.",
    aFr: "Utilisez le sélecteur EN | FR dans le menu. Votre choix est enregistré dans votre profil, et nos courriels le suivent aussi.",
  },
  {
    category: "account",
    slug: "delete-account",
    qEn: "How do I delete my account?",
    qFr: "Comment supprimer mon compte?",
    aEn: "From your profile, choose to delete your account. Your saved lists and favourites go with it; purchase records are kept as tax law requires.",
    aFr: "Depuis votre profil, choisissez de supprimer votre compte. Vos listes et vos favoris sont supprimés avec lui; les dossiers d'achat sont conservés comme l'exigent les lois fiscales.",
  },
  {
    category: "account",
    slug: "personal-information",
    qEn: "What do you do with my personal information?",
    qFr: "Que faites-vous de mes renseignements personnels?",
    aEn: "Only what your membership needs, and we never sell it. Our [privacy policy](/privacy) explains what we collect, why, and your rights.",
    aFr: "Seulement ce dont votre adhésion a besoin, et nous ne les vendons jamais. Notre [politique de confidentialité](/privacy) explique ce que nous recueillons, pourquoi, et quels sont vos droits.",
  },
];

export function faqCategoryRows(): CategoryRow[] {
  return categories.map((category, i) => ({ ...category, id: i + 1, sortOrder: i + 1 }));
}

export function faqEntryRows(clock: SeedClock): EntryRow[] {
  const idOf = new Map<string, number>(categories.map((category, i) => [category.slug, i + 1]));
  return questions.map((question, i) => ({
    categoryId: idOf.get(question.category)!,
    slug: question.slug,
    questionEn: en(question.qEn),
    questionFr: fr(question.qFr),
    answerEn: en(question.aEn),
    answerFr: fr(question.aFr),
    sortOrder: i + 1,
    ...publishedDaysAgo(clock, 90, 90 - (i % 5) * 10),
  }));
}
