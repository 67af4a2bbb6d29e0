import { type CategoryTable, free, offer as o, pct, usd } from "./types";

// Subcategories: 0 Furniture, 1 Decor, 2 Kitchen, 3 Bedding.
export const home: CategoryTable = {
  category: "home",
  common: [],
  kinds: [
    {
      key: "furniture",
      sub: 0,
      channels: [0.6, 0.2, 0.2],
      about: [
        "{p} makes furniture for small spaces: desks, shelves and sofas that fit a first apartment and come apart on moving day.",
        "{p} conçoit des meubles pour petits espaces : bureaux, étagères et canapés qui entrent dans un premier appartement et se démontent le jour du déménagement.",
      ],
      partners: ["Loft Living", "Urban Habitat", "Dorm Depot", "Nest & Nook"],
      offers: [
        o(["furniture"], pct(10, 15), ["{v} off furniture", "{v} de rabais sur les meubles"], [
          "Furnish your first apartment with {v} off at {p}.",
          "Meublez votre premier appartement avec {v} de rabais chez {p}.",
        ]),
        o(["furniture", "student"], usd(25, 50), ["{v} off desks and desk chairs", "{v} de rabais sur les bureaux et les chaises de bureau"], [
          "Your back will thank you: {v} off any desk or desk chair at {p}.",
          "Votre dos vous remerciera : {v} de rabais sur tout bureau ou chaise de bureau chez {p}.",
        ]),
        o(["furniture"], free, ["Free delivery on orders of $300 or more", "Livraison gratuite dès 300 $ d'achat"], [
          "No truck needed: {p} delivers free when you spend $300 or more.",
          "Pas besoin de camion : {p} livre gratuitement dès 300 $ d'achat.",
        ]),
        o(["furniture"], pct(15), ["{v} off shelves and storage", "{v} de rabais sur les étagères et le rangement"], [
          "Make room in a small room: {v} off shelves, bins and organizers at {p}.",
          "Faites de la place dans une petite pièce : {v} de rabais sur les étagères, bacs et organisateurs chez {p}.",
        ]),
      ],
    },
    {
      key: "decor",
      sub: 1,
      channels: [0.4, 0.4, 0.2],
      about: [
        "{p} has the little things that make a room feel like home: plants, lamps, rugs and prints.",
        "{p} a tout ce qui fait d'une pièce un vrai chez-soi : plantes, lampes, tapis et affiches.",
      ],
      partners: ["Terrace & Thread", "Maison Douce", "Cozy Cabin Home"],
      offers: [
        o(["decor"], pct(15, 20), ["{v} off frames and prints", "{v} de rabais sur les cadres et les affiches"], [
          "Make the walls yours: {v} off frames, posters and prints at {p}.",
          "Habillez vos murs : {v} de rabais sur les cadres, les affiches et les reproductions chez {p}.",
        ]),
        o(["decor"], pct(15), ["{v} off lamps and lighting", "{v} de rabais sur les lampes et l'éclairage"], [
          "Warm light for late nights: {v} off lamps and string lights at {p}.",
          "Une lumière chaleureuse pour les soirées d'étude : {v} de rabais sur les lampes et les guirlandes lumineuses chez {p}.",
        ]),
        o(["decor"], usd(10, 15), ["{v} off rugs and throws", "{v} de rabais sur les tapis et les jetés"], [
          "Cozy up a cold floor with {v} off rugs and throws at {p}.",
          "Réchauffez un plancher froid avec {v} de rabais sur les tapis et les jetés chez {p}.",
        ]),
        o(["decor"], free, ["Free gift wrapping", "Emballage-cadeau gratuit"], [
          "Shopping for a roommate? {p} wraps any gift for free.",
          "Un cadeau pour votre coloc? {p} emballe tous les cadeaux gratuitement.",
        ], { only: "in_store" }),
      ],
    },
    {
      key: "plant-shop",
      sub: 1,
      channels: [0.3, 0.5, 0.2],
      about: [
        "{p} grows and sells easy houseplants, with pots, soil and advice for dark student apartments.",
        "{p} cultive et vend des plantes d'intérieur faciles, avec pots, terreau et conseils pour les appartements étudiants peu éclairés.",
      ],
      partners: ["Plant Parlour", "Green Thumb Greenhouse"],
      offers: [
        o(["plants", "decor"], pct(15, 20), ["{v} off plants and pots", "{v} de rabais sur les plantes et les pots"], [
          "Bring your room to life with {v} off plants and pots at {p}.",
          "Égayez votre chambre avec {v} de rabais sur les plantes et les pots chez {p}.",
        ]),
        o(["plants"], free, ["Free repotting with any pot", "Rempotage gratuit à l'achat d'un pot"], [
          "Buy a pot at {p} and they repot your plant in it, soil included, free.",
          "Achetez un pot chez {p} : on y rempote votre plante gratuitement, terreau compris.",
        ], { only: "in_store" }),
        o(["plants"], usd(5, 10), ["{v} off a plant-care workshop", "{v} de rabais sur un atelier d'entretien des plantes"], [
          "Keep them alive this time: {v} off a plant-care workshop at {p}.",
          "Gardez-les en vie cette fois-ci : {v} de rabais sur un atelier d'entretien des plantes chez {p}.",
        ]),
        o(["plants"], pct(20), ["{v} off succulents and cacti", "{v} de rabais sur les plantes grasses et les cactus"], [
          "Plants that forgive a forgotten watering: {v} off succulents and cacti at {p}.",
          "Des plantes qui pardonnent un arrosage oublié : {v} de rabais sur les plantes grasses et les cactus chez {p}.",
        ]),
      ],
    },
    {
      key: "kitchenware",
      sub: 2,
      channels: [0.6, 0.2, 0.2],
      about: [
        "{p} stocks cookware, knives and small appliances for every kitchen, however small.",
        "{p} propose batteries de cuisine, couteaux et petits électroménagers pour toutes les cuisines, même les plus petites.",
      ],
      partners: ["Kitchen Carnival", "Chef's Drawer", "Pots & Pantry"],
      offers: [
        o(["kitchen"], pct(15, 20), ["{v} off kitchen essentials", "{v} de rabais sur les essentiels de cuisine"], [
          "Pots, pans and more: save {v} at {p}.",
          "Chaudrons, poêles et plus encore : économisez {v} chez {p}.",
        ]),
        o(["kitchen", "student"], usd(20), ["{v} off a starter cookware set", "{v} de rabais sur un ensemble de casseroles de base"], [
          "Everything a first kitchen needs in one box, for {v} less at {p}.",
          "Tout ce qu'il faut pour une première cuisine dans une seule boîte, pour {v} de moins chez {p}.",
        ]),
        o(["kitchen"], pct(15), ["{v} off small appliances", "{v} de rabais sur les petits électroménagers"], [
          "Kettles, blenders and rice cookers for {v} less at {p}.",
          "Bouilloires, mélangeurs et cuiseurs à riz pour {v} de moins chez {p}.",
        ]),
        o(["kitchen"], free, ["Free knife sharpening", "Aiguisage de couteaux gratuit"], [
          "Bring your dull knives to {p}: they sharpen up to three, free.",
          "Apportez vos couteaux émoussés chez {p} : on en aiguise jusqu'à trois, gratuitement.",
        ], { only: "in_store" }),
      ],
    },
    {
      key: "sleep",
      sub: 3,
      channels: [0.7, 0.1, 0.2],
      about: [
        "{p} sells mattresses, duvets and sheets, with 100 nights to try any mattress at home.",
        "{p} vend des matelas, des couettes et des draps, avec 100 nuits pour essayer tout matelas à la maison.",
      ],
      partners: ["Maple Mattress Co.", "Driftwood Sleep", "Snoozewell"],
      offers: [
        o(["mattress"], usd(100, 150, 200), ["{v} off mattresses", "{v} de rabais sur les matelas"], [
          "Sleep better before exams with {v} off a mattress at {p}.",
          "Dormez mieux avant les examens avec {v} de rabais sur un matelas chez {p}.",
        ], { terms: ["On mattresses priced at $699 or more.", "Sur les matelas de 699 $ et plus."] }),
        o(["mattress"], pct(20, 25), ["{v} off sheets and duvets", "{v} de rabais sur les draps et les couettes"], [
          "Soft cotton sheets and a warm duvet for {v} less at {p}.",
          "Des draps de coton doux et une couette chaude pour {v} de moins chez {p}.",
        ]),
        o(["mattress"], free, ["Free pillow with any mattress", "Oreiller gratuit à l'achat d'un matelas"], [
          "Buy any mattress at {p} and pick a pillow, free.",
          "Achetez un matelas chez {p} et choisissez un oreiller, gratuitement.",
        ]),
        o(["mattress"], pct(15), ["{v} off mattress toppers", "{v} de rabais sur les surmatelas"], [
          "Rescue a residence mattress with {v} off a topper at {p}.",
          "Sauvez un matelas de résidence avec {v} de rabais sur un surmatelas chez {p}.",
        ]),
      ],
    },
  ],
};
