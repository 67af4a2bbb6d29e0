import { type CategoryTable, free, offer as o, pct, usd } from "./types";

// Subcategories: 0 Computers, 1 Phones & Plans, 2 Software, 3 Audio.
export const tech: CategoryTable = {
  category: "tech",
  common: [
    o(["student"], pct(5, 10), ["Extra {v} off for students", "{v} de rabais supplémentaire pour les étudiants"], [
      "On top of current promotions, students save an extra {v} at {p}.",
      "En plus des promotions en cours, les étudiants économisent {v} de plus chez {p}.",
    ]),
  ],
  kinds: [
    {
      key: "computer-store",
      sub: 0,
      channels: [0.6, 0.1, 0.3],
      about: [
        "{p} sells laptops, tablets and accessories, and its technicians set up and repair what you buy.",
        "{p} vend des ordinateurs portables, des tablettes et des accessoires, et ses techniciens configurent et réparent ce que vous achetez.",
      ],
      partners: ["Circuit North", ["PixelPeak", "online"], "Laptop Lodge", "ByteBarn", "GigaMaple", "Voltage Valley"],
      offers: [
        o(["laptop", "student"], usd(50, 75, 100), ["{v} off laptops", "{v} de rabais sur les ordinateurs portables"], [
          "Get {v} off a new laptop at {p}, just in time for the semester.",
          "Obtenez {v} de rabais sur un nouvel ordinateur portable chez {p}, juste à temps pour la session.",
        ], { terms: ["On laptops priced at $599 or more.", "Sur les ordinateurs portables de 599 $ et plus."] }),
        o(["laptop"], pct(10, 15), ["{v} off monitors", "{v} de rabais sur les écrans"], [
          "Two screens, half the tabs: {v} off monitors at {p}.",
          "Deux écrans, deux fois moins d'onglets : {v} de rabais sur les écrans chez {p}.",
        ]),
        o(["laptop"], pct(15, 20), ["{v} off keyboards, mice and webcams", "{v} de rabais sur les claviers, souris et webcams"], [
          "Upgrade your desk setup with {v} off keyboards, mice and webcams at {p}.",
          "Améliorez votre poste de travail : {v} de rabais sur les claviers, souris et webcams chez {p}.",
        ]),
        o(["laptop", "repair"], free, ["Free setup and data transfer", "Configuration et transfert de données gratuits"], [
          "Buy a laptop at {p} and a technician moves your files over and sets it up, free.",
          "Achetez un portable chez {p} : un technicien transfère vos fichiers et le configure gratuitement.",
        ], { only: "in_store" }),
        o(["laptop"], usd(30, 50), ["{v} off tablets", "{v} de rabais sur les tablettes"], [
          "Take notes by hand, digitally: {v} off any tablet at {p}.",
          "Prenez vos notes à la main, en numérique : {v} de rabais sur toute tablette chez {p}.",
        ]),
      ],
    },
    {
      key: "carrier",
      sub: 1,
      channels: [0.6, 0.1, 0.3],
      about: [
        "{p} is a Canadian mobile carrier with no-contract plans and coverage in every province.",
        "{p} est un fournisseur de services mobiles canadien qui offre des forfaits sans contrat et une couverture dans toutes les provinces.",
      ],
      partners: [["Northern Signal Mobile", "online"], "Lighthouse Mobile"],
      offers: [
        o(["phone", "student"], pct(10, 15, 20), ["{v} off your monthly plan", "{v} de rabais sur votre forfait mensuel"], [
          "Save {v} every month on any new plan with {p}, for as long as you're a student.",
          "Économisez {v} chaque mois sur tout nouveau forfait avec {p}, tant que vous êtes aux études.",
        ]),
        o(["phone"], free, ["Double data for 12 months", "Données doublées pendant 12 mois"], [
          "Sign up for any plan with {p} and get twice the data for your first year.",
          "Abonnez-vous à un forfait de {p} et obtenez deux fois plus de données pendant votre première année.",
        ]),
        o(["phone"], usd(50, 100), ["{v} off a new phone", "{v} de rabais sur un nouveau téléphone"], [
          "Switch to {p} and take {v} off a new phone with any two-year financing.",
          "Passez à {p} et obtenez {v} de rabais sur un nouveau téléphone avec tout financement sur deux ans.",
        ]),
        o(["phone"], free, ["No connection fee", "Aucuns frais de mise en service"], [
          "Bring your own phone to {p}: the connection fee is waived for students.",
          "Apportez votre propre téléphone chez {p} : les frais de mise en service sont annulés pour les étudiants.",
        ]),
      ],
    },
    {
      key: "phone-repair",
      sub: 1,
      channels: [0, 0.8, 0.2],
      about: [
        "{p} repairs phones, tablets and laptops while you wait, with a 90-day warranty on parts.",
        "{p} répare téléphones, tablettes et portables pendant que vous attendez, avec une garantie de 90 jours sur les pièces.",
      ],
      partners: ["Screenfix Express", "Cracked Screen Clinic"],
      offers: [
        o(["repair", "phone"], usd(15, 20, 25), ["{v} off screen repairs", "{v} de rabais sur la réparation d'écran"], [
          "Cracked screen? {p} fixes it for {v} less, most of the time in under an hour.",
          "Écran fissuré? {p} le répare pour {v} de moins, la plupart du temps en moins d'une heure.",
        ]),
        o(["repair", "phone"], usd(10, 15), ["{v} off battery replacements", "{v} de rabais sur le remplacement de batterie"], [
          "Phone dying by noon? {p} replaces the battery for {v} less.",
          "Votre téléphone est à plat avant midi? {p} remplace la batterie pour {v} de moins.",
        ]),
        o(["repair", "phone"], free, ["Free screen protector with any repair", "Protecteur d'écran gratuit avec toute réparation"], [
          "Any repair at {p} comes with a tempered-glass protector, installed free.",
          "Toute réparation chez {p} comprend un protecteur en verre trempé, installé gratuitement.",
        ]),
        o(["repair", "laptop"], pct(15), ["{v} off laptop repairs", "{v} de rabais sur la réparation d'ordinateurs portables"], [
          "Keyboard, hinge or charging port: {v} off laptop repairs at {p}.",
          "Clavier, charnière ou port de recharge : {v} de rabais sur la réparation de portables chez {p}.",
        ]),
      ],
    },
    {
      key: "software",
      sub: 2,
      channels: [1, 0, 0],
      about: [
        "{p} makes apps for studying and getting work done, used by students across Canada.",
        "{p} conçoit des applications pour étudier et travailler efficacement, utilisées par des étudiants partout au Canada.",
      ],
      partners: ["CloudCanoe Software", "Kiloworks", "Quantum Quill", "NoteNest"],
      offers: [
        o(["software", "student"], pct(30, 40, 50), ["{v} off an annual plan", "{v} de rabais sur l'abonnement annuel"], [
          "Pay once for the year and save {v} on {p} Premium.",
          "Payez une fois pour l'année et économisez {v} sur {p} Premium.",
        ]),
        o(["software"], free, ["3 months free with an annual plan", "3 mois gratuits avec l'abonnement annuel"], [
          "Choose the annual plan of {p} and get three extra months, free.",
          "Choisissez l'abonnement annuel de {p} et obtenez trois mois de plus, gratuitement.",
        ]),
        o(["software"], free, ["60-day free trial of Premium", "Essai gratuit de 60 jours de la version Premium"], [
          "Try every Premium feature of {p} for 60 days before you pay.",
          "Essayez toutes les fonctions Premium de {p} pendant 60 jours avant de payer.",
        ]),
        o(["software", "student"], pct(20, 25), ["{v} off the lifetime licence", "{v} de rabais sur la licence à vie"], [
          "Buy {p} once, keep it for good: {v} off the lifetime licence.",
          "Achetez {p} une fois et gardez-le pour toujours : {v} de rabais sur la licence à vie.",
        ]),
      ],
    },
    {
      key: "audio",
      sub: 3,
      channels: [0.5, 0.2, 0.3],
      about: [
        "{p} sells headphones, speakers and turntables, and lets you try them before you buy.",
        "{p} vend des écouteurs, des haut-parleurs et des tourne-disques, et vous laisse les essayer avant d'acheter.",
      ],
      partners: ["SoundHarbour Audio", "Echo Lane Audio"],
      offers: [
        o(["headphones"], pct(15, 20), ["{v} off headphones and earbuds", "{v} de rabais sur les casques et les écouteurs"], [
          "Block out the library noise with {v} off headphones at {p}.",
          "Bloquez le bruit de la bibliothèque avec {v} de rabais sur les écouteurs chez {p}.",
        ]),
        o(["headphones"], pct(15), ["{v} off Bluetooth speakers", "{v} de rabais sur les haut-parleurs Bluetooth"], [
          "Take the music to the park: {v} off portable speakers at {p}.",
          "Apportez la musique au parc : {v} de rabais sur les haut-parleurs portatifs chez {p}.",
        ]),
        o(["headphones", "music"], usd(25, 40), ["{v} off turntables", "{v} de rabais sur les tourne-disques"], [
          "Start a record collection with {v} off any turntable at {p}.",
          "Commencez une collection de vinyles avec {v} de rabais sur tout tourne-disque chez {p}.",
        ]),
        o(["headphones"], free, ["Free carrying case with any headphones", "Étui de transport gratuit à l'achat d'un casque"], [
          "Buy headphones at {p} and get a hard carrying case for your bag, free.",
          "Achetez un casque chez {p} et obtenez un étui rigide pour votre sac, gratuitement.",
        ]),
      ],
    },
  ],
};
