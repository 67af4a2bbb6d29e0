import { type CategoryTable, free, offer as o, pct, usd } from "./types";

// Subcategories: 0 Maintenance, 1 Car Wash, 2 Parts, 3 Driving Lessons.
export const automotive: CategoryTable = {
  category: "automotive",
  common: [],
  kinds: [
    {
      key: "garage",
      sub: 0,
      channels: [0, 0.9, 0.1],
      about: [
        "{p} services all makes and models, with honest quotes and a shuttle to campus while you wait.",
        "{p} entretient toutes les marques et tous les modèles, avec des estimations honnêtes et une navette vers le campus pendant l'attente.",
      ],
      partners: ["Road Ready Auto", "Brake Bros", "Northbound Auto Care", "Wrench & Ride Garage"],
      offers: [
        o(["oil-change"], usd(10, 15), ["{v} off an oil change", "{v} de rabais sur une vidange d'huile"], [
          "Keep your car happy: {v} off any oil change at {p}.",
          "Prenez soin de votre auto : {v} de rabais sur toute vidange d'huile chez {p}.",
        ]),
        o(["auto-repair"], pct(15), ["{v} off brake service", "{v} de rabais sur l'entretien des freins"], [
          "Squeaky brakes? {v} off pads, rotors and labour at {p}.",
          "Des freins qui grincent? {v} de rabais sur les plaquettes, les disques et la main-d'œuvre chez {p}.",
        ]),
        o(["auto-repair"], free, ["Free winter safety inspection", "Inspection de sécurité hivernale gratuite"], [
          "Before the first snow, {p} checks your battery, tires and fluids for free.",
          "Avant la première neige, {p} vérifie gratuitement votre batterie, vos pneus et vos liquides.",
        ]),
        o(["auto-repair", "oil-change"], usd(20, 30), ["{v} off a full maintenance package", "{v} de rabais sur un forfait d'entretien complet"], [
          "Save {v} on a full maintenance package at {p}.",
          "Économisez {v} sur un forfait d'entretien complet chez {p}.",
        ]),
      ],
    },
    {
      key: "car-wash",
      sub: 1,
      channels: [0, 0.9, 0.1],
      about: [
        "{p} washes and details cars by hand, inside and out, in about half an hour.",
        "{p} lave et esthétise les voitures à la main, à l'intérieur comme à l'extérieur, en une demi-heure environ.",
      ],
      partners: ["Shine Time Car Wash", "Detail Dynasty"],
      offers: [
        o(["car-wash"], pct(20, 25), ["{v} off car washes", "{v} de rabais sur les lavages d'auto"], [
          "Shine for less: {v} off any wash at {p}.",
          "Une auto qui brille pour moins cher : {v} de rabais sur tout lavage chez {p}.",
        ]),
        o(["car-wash"], usd(20, 30), ["{v} off interior detailing", "{v} de rabais sur l'esthétique intérieure"], [
          "Crumbs, salt stains and all: {v} off interior detailing at {p}.",
          "Miettes, taches de sel et le reste : {v} de rabais sur l'esthétique intérieure chez {p}.",
        ]),
        o(["car-wash"], free, ["Free tire shine with any wash", "Lustrage des pneus gratuit avec tout lavage"], [
          "Any wash at {p} comes with a tire shine, free.",
          "Tout lavage chez {p} comprend le lustrage des pneus, gratuitement.",
        ]),
        o(["car-wash"], pct(15), ["{v} off a monthly wash pass", "{v} de rabais sur le forfait de lavage mensuel"], [
          "Wash as often as the salt demands: {v} off a monthly pass at {p}.",
          "Lavez aussi souvent que le sel l'exige : {v} de rabais sur le forfait mensuel chez {p}.",
        ]),
      ],
    },
    {
      key: "quick-lube",
      sub: 0,
      channels: [0, 1, 0],
      about: [
        "{p} changes your oil in 15 minutes without an appointment; you stay in the car.",
        "{p} fait votre vidange d'huile en 15 minutes, sans rendez-vous et sans sortir de la voiture.",
      ],
      partners: ["Lube Lane", "Quick Drain Oil Change"],
      offers: [
        o(["oil-change"], usd(10, 15), ["{v} off an oil change", "{v} de rabais sur une vidange d'huile"], [
          "In and out in 15 minutes, for {v} less at {p}.",
          "Entrez et ressortez en 15 minutes, pour {v} de moins chez {p}.",
        ]),
        o(["oil-change"], free, ["Free fluid top-up with any oil change", "Remise à niveau des liquides gratuite avec toute vidange"], [
          "Washer fluid, coolant and more topped up free with any oil change at {p}.",
          "Lave-glace, liquide de refroidissement et autres remis à niveau gratuitement avec toute vidange chez {p}.",
        ]),
        o(["oil-change"], pct(20), ["{v} off synthetic oil changes", "{v} de rabais sur les vidanges à l'huile synthétique"], [
          "Better protection for winter starts: {v} off synthetic oil changes at {p}.",
          "Une meilleure protection pour les démarrages d'hiver : {v} de rabais sur les vidanges à l'huile synthétique chez {p}.",
        ]),
      ],
    },
    {
      key: "tire-shop",
      sub: 2,
      channels: [0.3, 0.4, 0.3],
      about: [
        "{p} sells, installs and stores tires, with winter changeovers done while you wait.",
        "{p} vend, pose et entrepose des pneus, et fait le changement pour l'hiver pendant que vous attendez.",
      ],
      partners: ["Tread Town Tires", "Winter Grip Tire Centre"],
      offers: [
        o(["tires"], pct(10, 15), ["{v} off winter tires", "{v} de rabais sur les pneus d'hiver"], [
          "Get ready for winter with {v} off tires at {p}.",
          "Préparez-vous pour l'hiver avec {v} de rabais sur les pneus chez {p}.",
        ]),
        o(["tires"], free, ["Free tire installation", "Installation de pneus gratuite"], [
          "Buy a set of four tires at {p} and installation is free.",
          "Achetez un jeu de quatre pneus chez {p} : l'installation est gratuite.",
        ], { only: "in_store" }),
        o(["tires"], usd(20), ["{v} off seasonal tire storage", "{v} de rabais sur l'entreposage saisonnier de pneus"], [
          "No room for four tires in your apartment? {p} stores them for {v} less.",
          "Pas de place pour quatre pneus dans votre appartement? {p} les entrepose pour {v} de moins.",
        ]),
        o(["tires"], pct(15), ["{v} off wheel alignments", "{v} de rabais sur le parallélisme"], [
          "Pothole season? {v} off a wheel alignment at {p}.",
          "C'est la saison des nids-de-poule? {v} de rabais sur le parallélisme chez {p}.",
        ]),
      ],
    },
    {
      key: "parts",
      sub: 2,
      channels: [0.5, 0.2, 0.3],
      about: [
        "{p} sells car parts and accessories, with staff who help you find the right one.",
        "{p} vend des pièces et des accessoires automobiles, avec une équipe qui vous aide à trouver la bonne pièce.",
      ],
      partners: ["Parts North", "Gearbox Auto Parts"],
      offers: [
        o(["auto-repair"], pct(15), ["{v} off wiper blades and accessories", "{v} de rabais sur les essuie-glaces et les accessoires"], [
          "See the road in a snowstorm: {v} off wiper blades and accessories at {p}.",
          "Voyez la route en pleine tempête : {v} de rabais sur les essuie-glaces et les accessoires chez {p}.",
        ]),
        o(["auto-repair"], usd(15, 20), ["{v} off car batteries", "{v} de rabais sur les batteries d'auto"], [
          "Cold mornings are hard on batteries: {v} off a new one at {p}.",
          "Les matins froids sont durs pour les batteries : {v} de rabais sur une neuve chez {p}.",
        ]),
        o(["auto-repair"], free, ["Free battery test", "Test de batterie gratuit"], [
          "Slow start? {p} tests your battery in the parking lot, free.",
          "Démarrage difficile? {p} teste votre batterie dans le stationnement, gratuitement.",
        ], { only: "in_store" }),
        o(["auto-repair"], pct(20), ["{v} off winter floor mats", "{v} de rabais sur les tapis d'hiver"], [
          "Keep the salt off your carpet: {v} off winter floor mats at {p}.",
          "Gardez le sel loin de vos tapis : {v} de rabais sur les tapis d'hiver chez {p}.",
        ]),
      ],
    },
    {
      key: "auto-glass",
      sub: 2,
      channels: [0.1, 0.7, 0.2],
      about: [
        "{p} repairs and replaces windshields, often the same day, and deals with your insurer.",
        "{p} répare et remplace les pare-brise, souvent le jour même, et s'occupe de votre assureur.",
      ],
      partners: ["Glass Guard Windshields"],
      offers: [
        o(["auto-repair"], usd(25, 50), ["{v} off windshield replacement", "{v} de rabais sur le remplacement de pare-brise"], [
          "Cracked windshield? {v} off a replacement at {p}.",
          "Pare-brise fissuré? {v} de rabais sur le remplacement chez {p}.",
        ]),
        o(["auto-repair"], free, ["Free chip repair", "Réparation d'éclat gratuite"], [
          "Fix a stone chip before it spreads: {p} repairs one free.",
          "Réparez un éclat avant qu'il ne s'étende : {p} en répare un gratuitement.",
        ]),
        o(["auto-repair"], pct(15), ["{v} off wiper blades", "{v} de rabais sur les essuie-glaces"], [
          "New glass deserves new blades: {v} off wiper blades at {p}.",
          "Un nouveau pare-brise mérite de nouveaux essuie-glaces : {v} de rabais chez {p}.",
        ]),
      ],
    },
    {
      key: "driving-school",
      sub: 3,
      channels: [0.3, 0.4, 0.3],
      about: [
        "{p} teaches new drivers with patient instructors, dual-control cars and road-test practice.",
        "{p} forme les nouveaux conducteurs avec des moniteurs patients, des voitures à double commande et de la pratique pour l'examen sur route.",
      ],
      partners: ["Green Light Driving School", "Mirror Check Driving"],
      offers: [
        o(["driving", "student"], pct(10, 15), ["{v} off a full driving course", "{v} de rabais sur un cours de conduite complet"], [
          "Get your licence for less: {v} off the full course at {p}.",
          "Obtenez votre permis pour moins cher : {v} de rabais sur le cours complet chez {p}.",
        ]),
        o(["driving"], usd(15, 20), ["{v} off road-test practice", "{v} de rabais sur la pratique pour l'examen sur route"], [
          "Walk into your road test confident: {v} off a practice session at {p}.",
          "Présentez-vous à l'examen sur route en confiance : {v} de rabais sur une séance de pratique chez {p}.",
        ]),
        o(["driving"], free, ["Free first lesson", "Première leçon gratuite"], [
          "Meet your instructor and take a first lesson with {p}, free.",
          "Rencontrez votre moniteur et suivez une première leçon avec {p}, gratuitement.",
        ]),
        o(["driving"], pct(20), ["{v} off winter driving lessons", "{v} de rabais sur les cours de conduite hivernale"], [
          "Learn to handle ice and snow with {v} off winter lessons at {p}.",
          "Apprenez à conduire sur la glace et la neige avec {v} de rabais sur les cours d'hiver chez {p}.",
        ]),
      ],
    },
  ],
};
