import { type CategoryTable, free, offer as o, pct, usd } from "./types";

export const fashion: CategoryTable = {
  category: "fashion",
  common: [
    o(["student"], pct(10, 15), ["{v} off your first order", "{v} de rabais sur votre première commande"], [
      "New to {p}? Take {v} off your first order.",
      "Nouveau chez {p}? Profitez de {v} de rabais sur votre première commande.",
    ], { only: "online" }),
    o(["student"], pct(10, 15, 20), ["{v} student discount storewide", "{v} de rabais étudiant sur tout le magasin"], [
      "Save {v} on everything at {p}, new arrivals included.",
      "Économisez {v} sur tout chez {p}, nouveautés comprises.",
    ], { terms: ["Excludes gift cards.", "Cartes-cadeaux exclues."] }),
  ],
  kinds: [
    {
      key: "clothing",
      sub: 0,
      channels: [0.6, 0.2, 0.2],
      about: [
        "{p} designs everyday clothing in Canada: good basics, warm layers and denim that lasts.",
        "{p} conçoit au Canada des vêtements de tous les jours : de bons essentiels, des couches chaudes et un denim qui dure.",
      ],
      partners: [
        "Maple Thread", "Northline Apparel", "Tundra Threads", "Harbour & Hem", "Cobalt Collective",
        ["Urban Moose", "online"], ["Loomwell", "online"],
      ],
      offers: [
        o(["jeans"], pct(15, 20, 25), ["{v} off jeans and denim", "{v} de rabais sur les jeans et le denim"], [
          "Find your fit: {v} off every pair of jeans and all denim jackets at {p}.",
          "Trouvez la coupe parfaite : {v} de rabais sur tous les jeans et les vestes en denim chez {p}.",
        ]),
        o(["jackets"], usd(20, 30, 40), ["{v} off winter coats", "{v} de rabais sur les manteaux d'hiver"], [
          "Stay warm between classes with {v} off any winter coat at {p}.",
          "Restez au chaud entre deux cours avec {v} de rabais sur tout manteau d'hiver chez {p}.",
        ], { terms: ["On coats priced at $100 or more.", "Sur les manteaux de 100 $ et plus."] }),
        o(["student"], pct(15, 20), ["{v} off sweaters and hoodies", "{v} de rabais sur les chandails et les kangourous"], [
          "Cozy season is here: {v} off sweaters, cardigans and hoodies at {p}.",
          "La saison douillette est arrivée : {v} de rabais sur les chandails, cardigans et kangourous chez {p}.",
        ]),
        o([], free, ["Free shipping and returns", "Livraison et retours gratuits"], [
          "Order from {p} with free shipping across Canada and free returns for 30 days.",
          "Commandez chez {p} : livraison gratuite partout au Canada et retours gratuits pendant 30 jours.",
        ], { only: "online" }),
        o(["student"], usd(15, 20, 25), ["{v} off orders of $100 or more", "{v} de rabais sur les commandes de 100 $ et plus"], [
          "Stock up for the semester and take {v} off when you spend $100 or more at {p}.",
          "Faites le plein pour la session : {v} de rabais dès 100 $ d'achat chez {p}.",
        ]),
      ],
    },
    {
      key: "vintage",
      sub: 0,
      channels: [0.2, 0.6, 0.2],
      about: [
        "{p} hand-picks vintage and second-hand clothing, from 90s denim to wool coats.",
        "{p} sélectionne à la main des vêtements vintage et de seconde main, du denim des années 90 aux manteaux de laine.",
      ],
      partners: ["Vieux-Port Vintage", "Rue Sainte-Denim", "Second Stitch Thrift"],
      offers: [
        o(["vintage"], pct(10, 15, 20), ["{v} off all vintage pieces", "{v} de rabais sur toutes les pièces vintage"], [
          "One-of-a-kind finds for less: {v} off every piece at {p}.",
          "Des trouvailles uniques pour moins cher : {v} de rabais sur chaque pièce chez {p}.",
        ]),
        o(["vintage", "jeans"], pct(20, 25), ["{v} off vintage denim", "{v} de rabais sur le denim vintage"], [
          "Broken-in jeans and jean jackets with a history: {v} off at {p}.",
          "Des jeans et des vestes en jean qui ont du vécu : {v} de rabais chez {p}.",
        ]),
        o(["vintage", "student"], pct(20, 25), ["Student Tuesdays: {v} off everything", "Mardis étudiants : {v} de rabais sur tout"], [
          "Every Tuesday, students save {v} on everything at {p}.",
          "Tous les mardis, les étudiants économisent {v} sur tout chez {p}.",
        ], { terms: ["Tuesdays only.", "Le mardi seulement."] }),
        o(["vintage"], usd(5, 10), ["{v} extra credit when you sell us clothes", "Crédit supplémentaire de {v} quand vous nous vendez des vêtements"], [
          "Bring in clothes in good shape and get a {v} store credit on top of what {p} pays you.",
          "Apportez des vêtements en bon état et obtenez un crédit de {v} en plus de ce que {p} vous paie.",
        ], { only: "in_store" }),
      ],
    },
    {
      key: "shoes",
      sub: 1,
      channels: [0.5, 0.3, 0.2],
      about: [
        "{p} fits students with sneakers, boots and everyday shoes built for long walks across campus.",
        "{p} chausse les étudiants : espadrilles, bottes et chaussures de tous les jours faites pour traverser le campus à pied.",
      ],
      partners: ["Stride Shoe Co.", "Prairie Sole", "Sidewalk Sneakers"],
      offers: [
        o(["shoes"], pct(15, 20), ["{v} off shoes and sneakers", "{v} de rabais sur les chaussures et les espadrilles"], [
          "Step into the new season with {v} off shoes and sneakers at {p}.",
          "Commencez la saison du bon pied : {v} de rabais sur les chaussures et les espadrilles chez {p}.",
        ]),
        o(["shoes"], usd(20, 25, 30), ["{v} off winter boots", "{v} de rabais sur les bottes d'hiver"], [
          "Waterproof, warm and ready for slush: {v} off any pair of winter boots at {p}.",
          "Imperméables, chaudes et prêtes pour la gadoue : {v} de rabais sur toute paire de bottes d'hiver chez {p}.",
        ]),
        o(["shoes"], free, ["Free shoe-care kit with any boots", "Trousse d'entretien gratuite à l'achat de bottes"], [
          "Buy any pair of boots at {p} and take home a protector spray and a brush, free.",
          "Achetez une paire de bottes chez {p} et repartez avec un vaporisateur protecteur et une brosse, gratuitement.",
        ]),
        o(["shoes"], pct(30, 50), ["{v} off a second pair", "{v} de rabais sur une deuxième paire"], [
          "Buy one pair at {p} and get {v} off the second, of equal or lesser value.",
          "Achetez une paire chez {p} et obtenez {v} de rabais sur la deuxième, de valeur égale ou moindre.",
        ]),
      ],
    },
    {
      key: "jewellery",
      sub: 3,
      channels: [0.6, 0.2, 0.2],
      about: [
        "{p} makes jewellery by hand in small batches: recycled silver, gold vermeil and simple shapes.",
        "{p} fabrique des bijoux à la main en petites séries : argent recyclé, vermeil et formes épurées.",
      ],
      partners: ["Juniper Jewels", "Silver Birch Studio"],
      offers: [
        o(["jewellery"], pct(15, 20), ["{v} off jewellery", "{v} de rabais sur les bijoux"], [
          "Treat yourself to something that shines: {v} off all jewellery at {p}.",
          "Offrez-vous un petit éclat : {v} de rabais sur tous les bijoux chez {p}.",
        ]),
        o(["jewellery"], free, ["Free engraving on any pendant", "Gravure gratuite sur tout pendentif"], [
          "Add initials or a date to any pendant from {p}, on the house.",
          "Ajoutez des initiales ou une date sur tout pendentif de {p}, gratuitement.",
        ]),
        o(["jewellery"], pct(20, 25), ["{v} off earrings", "{v} de rabais sur les boucles d'oreilles"], [
          "Studs, hoops and drops: {v} off every pair of earrings at {p}.",
          "Puces, anneaux et pendants : {v} de rabais sur toutes les boucles d'oreilles chez {p}.",
        ]),
        o(["jewellery"], free, ["Free ring resizing", "Ajustement de bague gratuit"], [
          "Bought a ring at {p} that doesn't quite fit? They resize it for free.",
          "Une bague achetée chez {p} ne vous va pas tout à fait? On l'ajuste gratuitement.",
        ], { only: "in_store" }),
      ],
    },
    {
      key: "bags",
      sub: 2,
      channels: [0.6, 0.2, 0.2],
      about: [
        "{p} makes bags, backpacks and small leather goods that survive a full course load.",
        "{p} fabrique des sacs, des sacs à dos et de petits articles de cuir qui résistent à une session chargée.",
      ],
      partners: ["Boréal Boutique", "Satchel & Strap"],
      offers: [
        o(["bags"], pct(15, 20, 25), ["{v} off backpacks and bags", "{v} de rabais sur les sacs et les sacs à dos"], [
          "Carry your laptop in style: {v} off backpacks, totes and messenger bags at {p}.",
          "Transportez votre portable avec style : {v} de rabais sur les sacs à dos, fourre-tout et sacs messagers chez {p}.",
        ]),
        o(["bags"], pct(15, 20), ["{v} off hats, scarves and gloves", "{v} de rabais sur les tuques, foulards et gants"], [
          "Bundle up for less: {v} off winter accessories at {p}.",
          "Emmitouflez-vous pour moins cher : {v} de rabais sur les accessoires d'hiver chez {p}.",
        ]),
        o(["bags"], free, ["Free monogram on leather goods", "Monogramme gratuit sur les articles de cuir"], [
          "Make it yours: {p} adds your initials to any leather bag or wallet, free.",
          "Personnalisez-le : {p} ajoute vos initiales sur tout sac ou portefeuille en cuir, gratuitement.",
        ]),
      ],
    },
  ],
};
