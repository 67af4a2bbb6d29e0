import type { BlogCopy } from "./blog-copy";

// Blog posts about money: a semester budget, a week of meals, getting the most out of SPC.

export const budgetPost: BlogCopy = {
  slug: "stretch-your-student-budget",
  titleEn: "10 ways to stretch your student budget this semester",
  titleFr: "10 façons d'étirer votre budget étudiant cette session",
  excerptEn:
    "Small habits add up. Ten simple moves that keep more money in your account from September to April.",
  excerptFr:
    "Les petites habitudes finissent par compter. Dix gestes simples pour garder plus d'argent dans votre compte de septembre à avril.",
  authorName: "Amélie Tremblay",
  daysAgo: 40,
  bodyEn: `
A student budget rarely breaks on one big purchase. It leaks, one coffee and one delivery fee at a time. Here are ten habits that plug the leaks.

## Plan the semester, not just the month

1. **Write down your fixed costs first.** Rent, phone, transit pass, tuition instalments. What's left is what you can really spend.
2. **Split the rest by week.** A weekly amount is easier to follow than a monthly one.
3. **Keep a small buffer.** Even $50 set aside saves you from an overdraft when a textbook costs more than planned.

## Spend smarter on what you buy anyway

4. **Check for a student deal before you pay.** Restaurants, clothing and tech shops often have one; your SPC card has 450+.
5. **Buy used textbooks, or share them.** Ask upper-year students before the bookstore.
6. **Cook in batches.** Two hours on Sunday can cover four lunches.
7. **Bring a travel mug.** Many cafés give a discount for it, on top of your member price.

## Cut what you don't use

8. **Review your subscriptions.** Streaming, apps, gym: cancel what you haven't used in a month.
9. **Pick a phone plan that fits.** Student plans and bring-your-own-phone offers can halve your bill.
10. **Wait 48 hours on big purchases.** If you still want it two days later, look for a deal, then buy it.

None of these is dramatic. Together, they are often worth more than $250 over a school year.
`,
  bodyFr: `
Un budget étudiant éclate rarement à cause d'un seul gros achat. Il fuit, un café et des frais de livraison à la fois. Voici dix habitudes pour colmater les fuites.

## Planifiez la session, pas seulement le mois

1. **Notez d'abord vos dépenses fixes.** Loyer, cellulaire, laissez-passer de transport, versements des droits de scolarité. Ce qui reste est ce que vous pouvez vraiment dépenser.
2. **Divisez le reste par semaine.** Un montant hebdomadaire est plus facile à suivre qu'un montant mensuel.
3. **Gardez un petit coussin.** Même 50 $ de côté vous évitent un découvert quand un manuel coûte plus cher que prévu.

## Dépensez mieux pour ce que vous achetez de toute façon

4. **Cherchez un rabais étudiant avant de payer.** Les restos, les boutiques de vêtements et de techno en offrent souvent un; votre carte SPC en compte plus de 450.
5. **Achetez vos manuels usagés, ou partagez-les.** Demandez aux étudiants des années supérieures avant d'aller à la librairie.
6. **Cuisinez en grande quantité.** Deux heures le dimanche peuvent couvrir quatre dîners.
7. **Apportez votre tasse.** Plusieurs cafés offrent un rabais pour ça, en plus de votre prix membre.

## Coupez ce qui ne sert pas

8. **Passez vos abonnements en revue.** Diffusion en continu, applis, gym : annulez ce que vous n'avez pas utilisé depuis un mois.
9. **Choisissez un forfait cellulaire adapté.** Les forfaits étudiants et les offres « apportez votre téléphone » peuvent réduire votre facture de moitié.
10. **Attendez 48 heures avant un gros achat.** Si vous le voulez encore deux jours plus tard, cherchez un rabais, puis achetez-le.

Rien de tout ça n'est spectaculaire. Ensemble, ces habitudes valent souvent plus de 250 $ sur une année scolaire.
`,
};

export const mealsPost: BlogCopy = {
  slug: "a-week-of-meals-under-50",
  titleEn: "A week of student meals for under $50",
  titleFr: "Une semaine de repas étudiants pour moins de 50 $",
  excerptEn:
    "One grocery run, three base recipes and a few leftovers: how to eat well all week without blowing your budget.",
  excerptFr:
    "Une seule épicerie, trois recettes de base et quelques restes : comment bien manger toute la semaine sans faire exploser votre budget.",
  authorName: "Priya Natarajan",
  daysAgo: 25,
  bodyEn: `
Eating well on a student budget is mostly about planning one good grocery run. This plan feeds one person for a week, for under $50 at most Canadian grocery stores.

## The shopping list

- Rice, oats and a bag of pasta
- A dozen eggs, a block of cheese and plain yogurt
- Canned chickpeas, black beans and crushed tomatoes
- Onions, garlic, carrots, frozen spinach and bananas
- A whole chicken or a family pack of thighs

## Three base recipes

**Sunday: roast chicken and vegetables.** Roast everything on one tray. Keep the leftover meat for wraps and the bones for soup.

**Tuesday: chickpea and tomato curry.** Onion, garlic, spices, a can of chickpeas and a can of tomatoes. Serve it on rice, then freeze one portion.

**Thursday: black bean pasta.** Beans, spinach and cheese stirred into pasta. Fifteen minutes, one pot.

## Fill the gaps

Oats with banana for breakfast, eggs when you're in a hurry, yogurt between classes. When you do eat out, check the SPC app first: plenty of cafés and restaurants near campus have member deals.
`,
  bodyFr: `
Bien manger avec un budget étudiant, c'est surtout planifier une bonne épicerie. Ce plan nourrit une personne pendant une semaine, pour moins de 50 $ dans la plupart des épiceries au Canada.

## La liste d'épicerie

- Riz, flocons d'avoine et un sac de pâtes
- Une douzaine d'œufs, un bloc de fromage et du yogourt nature
- Pois chiches, haricots noirs et tomates broyées en conserve
- Oignons, ail, carottes, épinards surgelés et bananes
- Un poulet entier ou un format familial de hauts de cuisse

## Trois recettes de base

**Dimanche : poulet rôti et légumes.** Faites tout rôtir sur une même plaque. Gardez la viande qui reste pour des wraps et la carcasse pour une soupe.

**Mardi : cari de pois chiches et tomates.** Oignon, ail, épices, une conserve de pois chiches et une de tomates. Servez sur du riz, puis congelez une portion.

**Jeudi : pâtes aux haricots noirs.** Des haricots, des épinards et du fromage mélangés aux pâtes. Quinze minutes, un seul chaudron.

## Pour combler les creux

Du gruau avec une banane au déjeuner, des œufs quand vous êtes pressé, du yogourt entre deux cours. Et quand vous mangez au resto, consultez d'abord l'appli SPC : bien des cafés et des restos près du campus offrent des rabais aux membres.
`,
};

export const cardGuidePost: BlogCopy = {
  slug: "how-to-use-your-spc-card",
  titleEn: "How to use your SPC card, in store and online",
  titleFr: "Comment utiliser votre carte SPC, en magasin et en ligne",
  excerptEn:
    "Digital card, promo codes, saved lists: a quick tour of everything your membership can do.",
  excerptFr:
    "Carte numérique, codes promo, listes : un tour rapide de tout ce que votre adhésion permet de faire.",
  authorName: "Marc-Antoine Gagnon",
  daysAgo: 12,
  bodyEn: `
New member? Here's how to get your money's worth from day one.

## In store

Open the SPC app and tap your membership card. Show it at the till before you pay. Some partners also give you a code: open the deal and tap **Get code**.

## Online

Sign in on the website or in the app, open the deal and reveal its promo code or link. Paste the code at the partner's checkout. With the SPC browser extension, codes are filled in for you on partner sites.

## Find deals near you

Search by postal code, or let the app use your location, to see in-store deals around you. Filter by category, by online or in-store, or by what's new.

## Keep what you like

Tap the heart to add a deal to your favourites, or build lists like “Back to school” or “Date night” and share them with friends.

## Want more?

SPC+ adds exclusive offers. It's free for students who bank with our partner bank; [see how](/cibc).
`,
  bodyFr: `
Nouveau membre? Voici comment rentabiliser votre adhésion dès la première journée.

## En magasin

Ouvrez l'appli SPC et touchez votre carte de membre. Montrez-la à la caisse avant de payer. Certains partenaires vous donnent aussi un code : ouvrez le rabais et touchez **Obtenir le code**.

## En ligne

Connectez-vous sur le site ou dans l'appli, ouvrez le rabais et affichez son code promo ou son lien. Collez le code au paiement chez le partenaire. Avec l'extension de navigateur SPC, les codes sont entrés pour vous sur les sites partenaires.

## Trouvez des rabais près de vous

Cherchez par code postal, ou laissez l'appli utiliser votre position, pour voir les rabais en magasin autour de vous. Filtrez par catégorie, par rabais en ligne ou en magasin, ou par nouveauté.

## Gardez ce qui vous plaît

Touchez le cœur pour ajouter un rabais à vos favoris, ou créez des listes comme « Rentrée » ou « Soirée en amoureux » et partagez-les avec vos amis.

## Envie de plus?

SPC+ ajoute des offres exclusives. C'est gratuit pour les étudiants clients de notre banque partenaire; [voyez comment](/cibc).
`,
};
