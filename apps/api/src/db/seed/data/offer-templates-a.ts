import { type OfferTemplate, template as t } from "./offer-template-types";

// Templates for fashion, food, tech, travel, beauty, health. French is Canadian French:
// "rabais", "magasiner", "fin de semaine", amounts as "15 %" and "10 $".
export const offerTemplatesA: Readonly<Record<string, readonly OfferTemplate[]>> = {
  fashion: [
    t(0, ["jeans"], "pct", ["{v} off all jeans", "{v} de rabais sur tous les jeans"], [
      "Refresh your wardrobe with {v} off every pair of jeans at {p}.",
      "Renouvelez votre garde-robe avec {v} de rabais sur tous les jeans chez {p}.",
    ]),
    t(1, ["shoes"], "pct", ["{v} off shoes and sneakers", "{v} de rabais sur les chaussures et espadrilles"], [
      "Step into the new season: {v} off shoes and sneakers at {p}.",
      "Commencez la saison du bon pied : {v} de rabais sur les chaussures et espadrilles chez {p}.",
    ]),
    t(0, ["jackets"], "dollar", ["{v} off winter jackets", "{v} de rabais sur les manteaux d'hiver"], [
      "Stay warm for less with {v} off any winter jacket at {p}.",
      "Restez au chaud à petit prix : {v} de rabais sur tout manteau d'hiver chez {p}.",
    ]),
    t(3, ["jewellery"], "pct", ["{v} off jewellery", "{v} de rabais sur les bijoux"], [
      "Treat yourself to something shiny with {v} off jewellery at {p}.",
      "Offrez-vous un petit éclat avec {v} de rabais sur les bijoux chez {p}.",
    ]),
    t(2, ["vintage", "student"], "pct", ["{v} student discount storewide", "{v} de rabais étudiant sur tout le magasin"], [
      "Show your student card and save {v} on everything at {p}.",
      "Présentez votre carte étudiante et économisez {v} sur tout chez {p}.",
    ]),
  ],
  "food-and-drink": [
    t(0, ["pizza"], "pct", ["{v} off all pizzas", "{v} de rabais sur toutes les pizzas"], [
      "Fuel your study session with {v} off any pizza at {p}, dine-in or take-out.",
      "Carburez à la pizza : {v} de rabais sur toutes les pizzas chez {p}, sur place ou pour emporter.",
    ]),
    t(1, ["coffee"], "none", ["Free café latte with any pastry", "Café au lait gratuit à l'achat d'une viennoiserie"], [
      "Buy any pastry at {p} and get a café latte on the house.",
      "Achetez une viennoiserie chez {p} et obtenez un café au lait gratuit.",
    ]),
    t(2, ["groceries"], "pct", ["{v} off your grocery order", "{v} de rabais sur votre commande d'épicerie"], [
      "Stock the fridge for less: {v} off your grocery order at {p}.",
      "Remplissez le frigo à petit prix : {v} de rabais sur votre épicerie chez {p}.",
    ]),
    t(3, ["burgers", "poutine"], "dollar", ["{v} off any combo", "{v} de rabais sur tout trio"], [
      "Save {v} on any burger or poutine combo at {p}.",
      "Économisez {v} sur tout trio burger ou poutine chez {p}.",
    ]),
    t(4, ["delivery"], "dollar", ["{v} off your first delivery order", "{v} de rabais sur votre première commande livrée"], [
      "Too busy studying? Get {v} off your first delivery order from {p}.",
      "Trop occupé à étudier? Obtenez {v} de rabais sur votre première commande livrée par {p}.",
    ]),
    t(0, ["sushi"], "pct", ["{v} off sushi platters", "{v} de rabais sur les plateaux de sushis"], [
      "Share a platter with friends and save {v} at {p}.",
      "Partagez un plateau entre amis et économisez {v} chez {p}.",
    ]),
    t(1, ["bagels", "coffee"], "none", ["Buy one, get one free on bagels", "Un bagel acheté, un bagel offert"], [
      "Buy any bagel at {p} and get a second one free. Perfect with a coffee before class.",
      "Achetez un bagel chez {p} et obtenez-en un deuxième gratuit. Parfait avec un café avant les cours.",
    ]),
  ],
  tech: [
    t(0, ["laptop", "student"], "dollar", ["Exclusive student price: {v} off laptops", "Prix étudiant exclusif : {v} de rabais sur les ordinateurs portables"], [
      "Get {v} off a new laptop at {p} — just in time for the semester.",
      "Obtenez {v} de rabais sur un nouvel ordinateur portable chez {p}, juste à temps pour la session.",
    ]),
    t(1, ["phone"], "pct", ["{v} off your monthly phone plan", "{v} de rabais sur votre forfait mensuel"], [
      "Save {v} every month on a new phone plan with {p}.",
      "Économisez {v} chaque mois sur un nouveau forfait chez {p}.",
    ]),
    t(2, ["software", "student"], "pct", ["{v} off annual software subscriptions", "{v} de rabais sur les abonnements annuels de logiciels"], [
      "Productivity tools for less: {v} off any annual plan at {p}.",
      "Des outils de productivité à petit prix : {v} de rabais sur tout abonnement annuel chez {p}.",
    ]),
    t(3, ["headphones"], "pct", ["{v} off headphones and earbuds", "{v} de rabais sur les casques et écouteurs"], [
      "Block out the library noise with {v} off headphones at {p}.",
      "Bloquez le bruit de la bibliothèque avec {v} de rabais sur les écouteurs chez {p}.",
    ]),
    t(1, ["repair", "phone"], "dollar", ["{v} off screen repairs", "{v} de rabais sur la réparation d'écran"], [
      "Cracked screen? {p} fixes it for {v} less.",
      "Écran fissuré? {p} le répare pour {v} de moins.",
    ]),
  ],
  travel: [
    t(0, ["flights", "student"], "pct", ["{v} off domestic flights", "{v} de rabais sur les vols intérieurs"], [
      "Fly home for the holidays with {v} off domestic fares from {p}.",
      "Rentrez pour les Fêtes avec {v} de rabais sur les vols intérieurs de {p}.",
    ]),
    t(1, ["hotel"], "pct", ["{v} off your stay", "{v} de rabais sur votre séjour"], [
      "Weekend getaway? Save {v} on any stay at {p}.",
      "Une escapade de fin de semaine? Économisez {v} sur tout séjour chez {p}.",
    ]),
    t(2, ["train"], "pct", ["{v} off train and bus tickets", "{v} de rabais sur les billets de train et d'autocar"], [
      "Travel between cities for less with {v} off tickets from {p}.",
      "Voyagez entre les villes à petit prix avec {v} de rabais sur les billets de {p}.",
    ]),
    t(3, ["car-rental"], "dollar", ["{v} off weekend car rentals", "{v} de rabais sur la location de voiture la fin de semaine"], [
      "Road trip time: {v} off any weekend rental at {p}.",
      "C'est le temps d'un road trip : {v} de rabais sur toute location la fin de semaine chez {p}.",
    ]),
  ],
  beauty: [
    t(0, ["skincare"], "pct", ["{v} off skincare", "{v} de rabais sur les soins de la peau"], [
      "Exam-season glow: {v} off all skincare at {p}.",
      "Un teint éclatant même en période d'examens : {v} de rabais sur les soins de la peau chez {p}.",
    ]),
    t(1, ["makeup"], "pct", ["{v} off makeup", "{v} de rabais sur le maquillage"], [
      "Save {v} on all makeup at {p}.",
      "Économisez {v} sur tout le maquillage chez {p}.",
    ]),
    t(2, ["haircut", "student"], "dollar", ["{v} off student haircuts", "{v} de rabais sur les coupes étudiantes"], [
      "Get a fresh cut for {v} less at {p}.",
      "Une nouvelle coupe pour {v} de moins chez {p}.",
    ]),
    t(1, ["nails"], "dollar", ["{v} off manicures", "{v} de rabais sur les manucures"], [
      "Treat your hands: {v} off any manicure at {p}.",
      "Gâtez vos mains : {v} de rabais sur toute manucure chez {p}.",
    ]),
  ],
  "health-and-fitness": [
    t(0, ["gym", "student"], "pct", ["{v} off a student gym membership", "{v} de rabais sur l'abonnement étudiant au gym"], [
      "Stay active all semester with {v} off a membership at {p}.",
      "Restez actif toute la session avec {v} de rabais sur un abonnement chez {p}.",
    ]),
    t(1, ["yoga"], "none", ["First yoga class free", "Premier cours de yoga gratuit"], [
      "Try a class at {p} on us, then save on a class pack.",
      "Essayez un cours gratuit chez {p}, puis économisez sur une carte de cours.",
    ]),
    t(2, ["supplements"], "pct", ["{v} off supplements and protein", "{v} de rabais sur les suppléments et protéines"], [
      "Save {v} on supplements and protein at {p}.",
      "Économisez {v} sur les suppléments et protéines chez {p}.",
    ]),
    t(3, ["massage"], "dollar", ["{v} off a massage", "{v} de rabais sur un massage"], [
      "Unwind after exams with {v} off any massage at {p}.",
      "Détendez-vous après les examens avec {v} de rabais sur un massage chez {p}.",
    ]),
  ],
};
