import { type CategoryTable, free, offer as o, pct, usd } from "./types";

// Subcategories: 0 Flights, 1 Hotels, 2 Trains & Buses, 3 Car Rental, 4 Tours & Activities.
export const travel: CategoryTable = {
  category: "travel",
  common: [],
  kinds: [
    {
      key: "airline",
      sub: 0,
      channels: [1, 0, 0],
      about: [
        "{p} flies between Canadian cities with student fares and a free carry-on bag.",
        "{p} relie les villes canadiennes avec des tarifs étudiants et un bagage de cabine gratuit.",
      ],
      partners: ["Loonwing Air", "Northwind Air"],
      offers: [
        o(["flights", "student"], pct(10, 15), ["{v} off domestic flights", "{v} de rabais sur les vols intérieurs"], [
          "Fly home for the holidays with {v} off domestic fares on {p}.",
          "Rentrez pour les Fêtes avec {v} de rabais sur les vols intérieurs de {p}.",
        ], { terms: ["Economy fares only; seats are limited.", "Tarifs économiques seulement; places limitées."] }),
        o(["flights"], free, ["Free checked bag on domestic flights", "Bagage enregistré gratuit sur les vols intérieurs"], [
          "Bring everything home for the summer: your first checked bag on {p} is free.",
          "Rapportez tout à la maison pour l'été : votre premier bagage enregistré sur les vols de {p} est gratuit.",
        ]),
        o(["flights"], usd(25, 50), ["{v} off a return flight", "{v} de rabais sur un vol aller-retour"], [
          "Book any return flight with {p} and take {v} off the fare.",
          "Réservez un vol aller-retour avec {p} et obtenez {v} de rabais sur le tarif.",
        ], { terms: ["On return fares of $200 or more.", "Sur les tarifs aller-retour de 200 $ et plus."] }),
        o(["flights"], free, ["Free seat selection", "Choix du siège gratuit"], [
          "Window or aisle, your choice: seat selection is free for students flying {p}.",
          "Hublot ou allée, à vous de choisir : le choix du siège est gratuit pour les étudiants qui volent avec {p}.",
        ]),
      ],
    },
    {
      key: "lodging",
      sub: 1,
      channels: [0.8, 0, 0.2],
      about: [
        "{p} has friendly, affordable rooms in Canadian cities and near the national parks, with shared kitchens and free Wi-Fi.",
        "{p} propose des chambres abordables et conviviales dans les villes canadiennes et près des parcs nationaux, avec cuisines communes et Wi-Fi gratuit.",
      ],
      partners: ["Snowbird Hostels", "Backpack Base", "Lakeside Inns", "Cabin & Co."],
      offers: [
        o(["hotel"], pct(10, 15, 20), ["{v} off your stay", "{v} de rabais sur votre séjour"], [
          "Weekend getaway? Save {v} on any stay at {p}.",
          "Une escapade de fin de semaine? Économisez {v} sur tout séjour chez {p}.",
        ]),
        o(["hotel"], free, ["Third night free", "Troisième nuit gratuite"], [
          "Book two nights at {p} and the third one is on the house.",
          "Réservez deux nuits chez {p} et la troisième est offerte.",
        ], { terms: ["Sunday to Thursday nights.", "Nuits du dimanche au jeudi."] }),
        o(["hotel"], free, ["Free breakfast with every booking", "Déjeuner gratuit à chaque réservation"], [
          "Start the day right: breakfast is included with every booking at {p}.",
          "Commencez la journée du bon pied : le déjeuner est compris dans chaque réservation chez {p}.",
        ]),
        o(["hotel", "student"], pct(15, 20), ["{v} off weeknight stays", "{v} de rabais sur les nuits en semaine"], [
          "Travel midweek and save {v} on any room at {p}.",
          "Voyagez en semaine et économisez {v} sur toutes les chambres chez {p}.",
        ]),
      ],
    },
    {
      key: "rail-and-coach",
      sub: 2,
      channels: [0.8, 0, 0.2],
      about: [
        "{p} gets you from city to city comfortably, with Wi-Fi, outlets and room for your bags.",
        "{p} vous transporte d'une ville à l'autre confortablement, avec Wi-Fi, prises électriques et de la place pour vos bagages.",
      ],
      partners: ["TransCanuck Rail", "Coast to Coast Coach", "Harbour Ferries"],
      offers: [
        o(["train", "student"], pct(15, 20, 25), ["{v} off economy tickets", "{v} de rabais sur les billets en classe économique"], [
          "Travel between cities for less with {v} off economy tickets from {p}.",
          "Voyagez entre les villes pour moins cher avec {v} de rabais sur les billets en classe économique de {p}.",
        ]),
        o(["train"], usd(20, 30), ["{v} off a 10-trip pass", "{v} de rabais sur un carnet de 10 passages"], [
          "Going home every other weekend? Take {v} off a 10-trip pass from {p}.",
          "Vous rentrez une fin de semaine sur deux? Obtenez {v} de rabais sur un carnet de 10 passages de {p}.",
        ]),
        o(["train"], free, ["Free upgrade to a reserved seat", "Siège réservé sans frais"], [
          "Book with {p} and reserve your seat at no extra charge.",
          "Réservez avec {p} et choisissez votre siège sans frais supplémentaires.",
        ]),
        o(["train"], pct(10), ["Bring a friend: {v} off both tickets", "Venez à deux : {v} de rabais sur les deux billets"], [
          "Travel with a friend on {p} and you both save {v}.",
          "Voyagez avec un ami sur les lignes de {p} et économisez {v} chacun.",
        ]),
      ],
    },
    {
      key: "car-rental",
      sub: 3,
      channels: [0.7, 0.1, 0.2],
      about: [
        "{p} rents cars, minivans and electric vehicles by the day or the week, and welcomes drivers from age 21.",
        "{p} loue des voitures, des fourgonnettes et des véhicules électriques à la journée ou à la semaine, et accueille les conducteurs dès 21 ans.",
      ],
      partners: ["Open Road Rentals", "EcoDrive Rentals"],
      offers: [
        o(["car-rental"], usd(15, 20, 25), ["{v} off weekend rentals", "{v} de rabais sur les locations de fin de semaine"], [
          "Road trip time: {v} off any weekend rental at {p}.",
          "C'est le temps d'un road trip : {v} de rabais sur toute location de fin de semaine chez {p}.",
        ]),
        o(["car-rental", "student"], free, ["No young-driver fee from age 21", "Aucuns frais de jeune conducteur dès 21 ans"], [
          "Drivers aged 21 to 24 rent from {p} without the young-driver surcharge.",
          "Les conducteurs de 21 à 24 ans louent chez {p} sans le supplément jeune conducteur.",
        ]),
        o(["car-rental"], pct(10, 15), ["{v} off weekly rentals", "{v} de rabais sur les locations à la semaine"], [
          "Moving or exploring? Save {v} when you rent for seven days or more at {p}.",
          "Un déménagement ou une longue virée? Économisez {v} sur les locations de sept jours et plus chez {p}.",
        ]),
        o(["car-rental"], free, ["Free additional driver", "Conducteur additionnel gratuit"], [
          "Share the driving: add a second driver to any rental at {p}, free.",
          "Partagez le volant : ajoutez un deuxième conducteur à toute location chez {p}, gratuitement.",
        ]),
      ],
    },
    {
      key: "tours",
      sub: 4,
      channels: [0.7, 0.1, 0.2],
      about: [
        "{p} runs small-group trips across Canada: northern lights, national parks and city weekends.",
        "{p} organise des voyages en petits groupes partout au Canada : aurores boréales, parcs nationaux et fins de semaine en ville.",
      ],
      partners: ["Northern Lights Tours", "Rocky Trail Adventures", "Voyage Vert", "Skyway Getaways"],
      offers: [
        o(["tours", "student"], pct(10, 15), ["{v} off group tours", "{v} de rabais sur les circuits en groupe"], [
          "See more of Canada for less: {v} off any group tour with {p}.",
          "Découvrez le Canada pour moins cher : {v} de rabais sur tous les circuits en groupe avec {p}.",
        ]),
        o(["tours"], usd(50, 75), ["{v} off a weekend trip", "{v} de rabais sur une escapade de fin de semaine"], [
          "Transport, lodging and a guide: {v} off any weekend trip with {p}.",
          "Transport, hébergement et guide : {v} de rabais sur toute escapade de fin de semaine avec {p}.",
        ]),
        o(["tours", "camping"], free, ["Free gear rental on guided hikes", "Location d'équipement gratuite pour les randonnées guidées"], [
          "Boots, poles and rain gear are included when you book a guided hike with {p}.",
          "Bottes, bâtons et vêtements de pluie sont fournis quand vous réservez une randonnée guidée avec {p}.",
        ]),
        o(["tours"], usd(25), ["{v} off when you book with a friend", "{v} de rabais quand vous réservez avec un ami"], [
          "Book any trip with {p} for two and you each save {v}.",
          "Réservez un voyage pour deux avec {p} et économisez {v} chacun.",
        ]),
      ],
    },
  ],
};
