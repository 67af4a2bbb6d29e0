import { type CategoryTable, free, offer as o, pct, usd } from "./types";

// Subcategories: 0 Printing, 1 Moving & Storage, 2 Laundry, 3 Financial, 4 Pet Care.
// The bank partner (CIBC, Financial) is a fixed partner with its own offers (fixture-list.ts).
export const services: CategoryTable = {
  category: "services",
  common: [],
  kinds: [
    {
      key: "print-shop",
      sub: 0,
      channels: [0.4, 0.3, 0.3],
      about: [
        "{p} prints assignments, posters and photos while you wait, and binds theses too.",
        "{p} imprime travaux, affiches et photos pendant que vous attendez, et relie aussi les mémoires.",
      ],
      partners: ["PrintPoint", "Page & Press Print Shop", "Copy Corner"],
      offers: [
        o(["printing", "student"], pct(15, 20), ["{v} off printing", "{v} de rabais sur l'impression"], [
          "Print assignments and posters for {v} less at {p}.",
          "Imprimez travaux et affiches pour {v} de moins chez {p}.",
        ]),
        o(["printing"], usd(5, 10), ["{v} off thesis binding", "{v} de rabais sur la reliure de mémoire"], [
          "Hand in a thesis that looks the part: {v} off hardcover binding at {p}.",
          "Remettez un mémoire qui a fière allure : {v} de rabais sur la reliure rigide chez {p}.",
        ]),
        o(["printing"], pct(20), ["{v} off photo prints", "{v} de rabais sur l'impression de photos"], [
          "Fill a wall with memories: {v} off photo prints at {p}.",
          "Tapissez un mur de souvenirs : {v} de rabais sur l'impression de photos chez {p}.",
        ]),
        o(["printing"], free, ["Free passport photos on your first visit", "Photos de passeport gratuites à votre première visite"], [
          "Planning a trip abroad? Your first set of passport photos at {p} is free.",
          "Un voyage à l'étranger en vue? Votre premier jeu de photos de passeport chez {p} est gratuit.",
        ], { only: "in_store" }),
      ],
    },
    {
      key: "movers",
      sub: 1,
      channels: [0.6, 0.2, 0.2],
      about: [
        "{p} helps students move: trucks with two movers, boxes, and storage lockers by the month.",
        "{p} aide les étudiants à déménager : camions avec deux déménageurs, boîtes et casiers d'entreposage au mois.",
      ],
      partners: ["Box & Dolly Movers", "Two Flights Up Movers", "Swift Move Co-op"],
      offers: [
        o(["moving"], usd(25, 50), ["{v} off your move", "{v} de rabais sur votre déménagement"], [
          "Moving day made easier: {v} off with {p}.",
          "Le jour du déménagement en toute simplicité : {v} de rabais avec {p}.",
        ]),
        o(["moving"], pct(20, 25), ["{v} off summer storage", "{v} de rabais sur l'entreposage d'été"], [
          "Going home for the summer? Store your things for {v} less with {p}.",
          "Vous rentrez chez vous pour l'été? Entreposez vos affaires pour {v} de moins avec {p}.",
        ]),
        o(["moving"], free, ["Free moving boxes with any booking", "Boîtes de déménagement gratuites avec toute réservation"], [
          "Book a move with {p} and get 15 boxes and tape, free.",
          "Réservez un déménagement avec {p} et obtenez 15 boîtes et du ruban adhésif, gratuitement.",
        ]),
        o(["moving", "student"], pct(15), ["{v} off a storage locker", "{v} de rabais sur un casier d'entreposage"], [
          "Rent a locker at {p} and save {v} on the first three months.",
          "Louez un casier chez {p} et économisez {v} sur les trois premiers mois.",
        ]),
      ],
    },
    {
      key: "laundry",
      sub: 2,
      channels: [0.1, 0.7, 0.2],
      about: [
        "{p} washes, dry-cleans and mends, with same-day service when you drop off before 10 a.m.",
        "{p} lave, nettoie à sec et fait les retouches, avec service le jour même pour tout dépôt avant 10 h.",
      ],
      partners: ["Suds & Spin Laundry", "Fresh Press Dry Cleaning", "Clean Sweep Laundry"],
      offers: [
        o(["laundry"], pct(15, 20), ["{v} off laundry and dry cleaning", "{v} de rabais sur la buanderie et le nettoyage à sec"], [
          "Skip laundry day: {v} off at {p}.",
          "Oubliez la corvée de lavage : {v} de rabais chez {p}.",
        ]),
        o(["laundry"], free, ["Free wash-and-fold for your first bag", "Lavage et pliage gratuits pour votre premier sac"], [
          "Drop off your first bag at {p} and pick it up washed and folded, free.",
          "Déposez votre premier sac chez {p} et récupérez-le lavé et plié, gratuitement.",
        ], { only: "in_store" }),
        o(["laundry"], pct(20), ["{v} off alterations", "{v} de rabais sur les retouches"], [
          "Hems, zippers and tapering for {v} less at {p}.",
          "Ourlets, fermetures éclair et ajustements pour {v} de moins chez {p}.",
        ]),
        o(["laundry", "student"], usd(5), ["{v} off a 10-wash card", "{v} de rabais sur la carte de 10 lavages"], [
          "Wash ten loads at {p} for {v} less.",
          "Lavez dix brassées chez {p} pour {v} de moins.",
        ], { only: "in_store" }),
      ],
    },
    {
      key: "tax-help",
      sub: 3,
      channels: [0.7, 0.1, 0.2],
      about: [
        "{p} prepares tax returns and explains the credits students often miss, like tuition and moving expenses.",
        "{p} prépare les déclarations de revenus et explique les crédits que les étudiants oublient souvent, comme les frais de scolarité et de déménagement.",
      ],
      partners: ["Tax Time Helpers", "Ledger Lane Tax Clinic"],
      offers: [
        o(["banking", "student"], usd(10, 15, 20), ["{v} off tax preparation", "{v} de rabais sur la préparation de la déclaration de revenus"], [
          "Get your student tax return done for {v} less with {p}.",
          "Faites préparer votre déclaration de revenus étudiante pour {v} de moins chez {p}.",
        ]),
        o(["banking"], free, ["Free review of last year's return", "Révision gratuite de la déclaration de l'an dernier"], [
          "Missed a credit? {p} reviews last year's return for free and tells you.",
          "Un crédit oublié? {p} révise gratuitement votre déclaration de l'an dernier et vous le dit.",
        ]),
        o(["banking"], pct(20), ["{v} off bookkeeping for freelancers", "{v} de rabais sur la tenue de livres pour travailleurs autonomes"], [
          "Freelancing on the side? {v} off bookkeeping with {p}.",
          "Travailleur autonome à temps partiel? {v} de rabais sur la tenue de livres avec {p}.",
        ]),
        o(["banking", "student"], free, ["Free budgeting workshop", "Atelier gratuit sur le budget"], [
          "Learn to plan rent, groceries and savings in one evening with {p}, free.",
          "Apprenez à planifier loyer, épicerie et épargne en une soirée avec {p}, gratuitement.",
        ]),
      ],
    },
    {
      key: "pet-care",
      sub: 4,
      channels: [0.2, 0.6, 0.2],
      about: [
        "{p} looks after cats and dogs: grooming, food and supplies, and advice from people who love animals.",
        "{p} prend soin des chats et des chiens : toilettage, nourriture, accessoires et conseils de passionnés.",
      ],
      partners: ["Pet Pals Grooming", "Whisker Lane Pet Supply"],
      offers: [
        o(["pets"], usd(10, 15), ["{v} off dog grooming", "{v} de rabais sur le toilettage pour chiens"], [
          "Bath, brush and trim for {v} less at {p}.",
          "Bain, brossage et coupe pour {v} de moins chez {p}.",
        ], { only: "in_store" }),
        o(["pets"], pct(10, 15), ["{v} off pet food", "{v} de rabais sur la nourriture pour animaux"], [
          "Keep the bowl full for less: {v} off cat and dog food at {p}.",
          "Gardez le bol plein pour moins cher : {v} de rabais sur la nourriture pour chats et chiens chez {p}.",
        ]),
        o(["pets"], free, ["Free nail trim with any grooming", "Coupe de griffes gratuite avec tout toilettage"], [
          "Every grooming at {p} comes with a nail trim, free.",
          "Chaque toilettage chez {p} comprend une coupe de griffes, gratuitement.",
        ], { only: "in_store" }),
        o(["pets"], pct(20), ["{v} off toys and beds", "{v} de rabais sur les jouets et les lits"], [
          "Spoil them a little: {v} off toys and beds at {p}.",
          "Gâtez-les un peu : {v} de rabais sur les jouets et les lits chez {p}.",
        ]),
      ],
    },
  ],
};
