import { type CategoryTable, free, offer as o, pct, usd } from "./types";

// Subcategories: 0 Outdoor Gear, 1 Bikes, 2 Winter Sports, 3 Team Sports, 4 Running.
export const sports: CategoryTable = {
  category: "sports",
  common: [],
  kinds: [
    {
      key: "outfitter",
      sub: 0,
      channels: [0.5, 0.2, 0.3],
      about: [
        "{p} outfits hikers, campers and paddlers, and rents gear for your first trips.",
        "{p} équipe les randonneurs, les campeurs et les pagayeurs, et loue de l'équipement pour vos premières sorties.",
      ],
      partners: ["Trailhead Outfitters", "Basecamp Supply", "Summit Gear Exchange", "Paddle North"],
      offers: [
        o(["camping"], pct(15, 20), ["{v} off camping gear", "{v} de rabais sur l'équipement de camping"], [
          "Get outside for less with {v} off tents, packs and more at {p}.",
          "Profitez du plein air avec {v} de rabais sur les tentes, les sacs et plus encore chez {p}.",
        ]),
        o(["camping"], pct(20, 25), ["{v} off gear rentals", "{v} de rabais sur la location d'équipement"], [
          "Try before you buy: {v} off tent, canoe and sleeping bag rentals at {p}.",
          "Essayez avant d'acheter : {v} de rabais sur la location de tentes, de canots et de sacs de couchage chez {p}.",
        ]),
        o(["camping"], usd(20, 30), ["{v} off hiking boots", "{v} de rabais sur les bottes de randonnée"], [
          "Break in a new pair for {v} less at {p}.",
          "Faites-vous une nouvelle paire pour {v} de moins chez {p}.",
        ]),
        o(["camping", "jackets"], pct(15), ["{v} off rain jackets", "{v} de rabais sur les imperméables"], [
          "Stay dry on the trail and on the way to class: {v} off rain jackets at {p}.",
          "Restez au sec en sentier comme en route vers vos cours : {v} de rabais sur les imperméables chez {p}.",
        ]),
      ],
    },
    {
      key: "bike-shop",
      sub: 1,
      channels: [0.3, 0.5, 0.2],
      about: [
        "{p} sells and fixes bikes, from city commuters to used road bikes, and its mechanics explain every repair.",
        "{p} vend et répare des vélos, du vélo de ville au vélo de route d'occasion, et ses mécaniciens expliquent chaque réparation.",
      ],
      partners: ["Spoke & Chain Cycles", "Two Wheel Depot"],
      offers: [
        o(["bikes"], pct(15, 20), ["{v} off bike tune-ups", "{v} de rabais sur la mise au point de vélo"], [
          "Keep rolling to class: {v} off tune-ups at {p}.",
          "Roulez jusqu'à vos cours : {v} de rabais sur les mises au point chez {p}.",
        ], { only: "in_store" }),
        o(["bikes"], usd(50, 75), ["{v} off a new bike", "{v} de rabais sur un vélo neuf"], [
          "Skip the bus pass: {v} off any new bike at {p}.",
          "Oubliez la passe d'autobus : {v} de rabais sur tout vélo neuf chez {p}.",
        ]),
        o(["bikes"], free, ["Free lock with any bike", "Cadenas gratuit à l'achat d'un vélo"], [
          "Buy a bike at {p} and leave with a sturdy U-lock, free.",
          "Achetez un vélo chez {p} et repartez avec un cadenas en U robuste, gratuitement.",
        ]),
        o(["bikes"], pct(15), ["{v} off helmets and lights", "{v} de rabais sur les casques et les lumières"], [
          "Be seen, stay safe: {v} off helmets and lights at {p}.",
          "Soyez visible et en sécurité : {v} de rabais sur les casques et les lumières chez {p}.",
        ]),
      ],
    },
    {
      key: "ski-shop",
      sub: 2,
      channels: [0.4, 0.3, 0.3],
      about: [
        "{p} sells and rents skis and snowboards, and tunes them overnight.",
        "{p} vend et loue des skis et des planches à neige, et les met au point en une nuit.",
      ],
      partners: ["Powder Hound", "Glacier Boards"],
      offers: [
        o(["skiing"], usd(10, 15), ["{v} off ski and snowboard rentals", "{v} de rabais sur la location de skis et de planches"], [
          "Hit the slopes for {v} less with {p}.",
          "Dévalez les pentes pour {v} de moins avec {p}.",
        ]),
        o(["skiing"], pct(20), ["{v} off a ski tune-up", "{v} de rabais sur l'entretien de skis"], [
          "Sharp edges, fresh wax: {v} off a full tune-up at {p}.",
          "Carres affûtées, fart frais : {v} de rabais sur une mise au point complète chez {p}.",
        ], { only: "in_store" }),
        o(["skiing"], pct(15), ["{v} off goggles and helmets", "{v} de rabais sur les lunettes et les casques"], [
          "Gear up for the season with {v} off goggles and helmets at {p}.",
          "Équipez-vous pour la saison avec {v} de rabais sur les lunettes et les casques chez {p}.",
        ]),
        o(["skiing", "student"], usd(50), ["{v} off a season rental", "{v} de rabais sur la location saisonnière"], [
          "Skis or a board for the whole winter, for {v} less at {p}.",
          "Des skis ou une planche pour tout l'hiver, pour {v} de moins chez {p}.",
        ]),
      ],
    },
    {
      key: "hockey-shop",
      sub: 3,
      channels: [0.4, 0.3, 0.3],
      about: [
        "{p} equips players for the season: skates, sticks and jerseys, with skate sharpening at the counter.",
        "{p} équipe les joueurs pour la saison : patins, bâtons et chandails, avec affûtage de patins au comptoir.",
      ],
      partners: ["Hat Trick Hockey", "Rink Rats", "Blue Line Pro Shop"],
      offers: [
        o(["hockey"], pct(15, 20), ["{v} off hockey equipment", "{v} de rabais sur l'équipement de hockey"], [
          "Gear up for the season with {v} off at {p}.",
          "Équipez-vous pour la saison avec {v} de rabais chez {p}.",
        ]),
        o(["hockey"], free, ["Free skate sharpening", "Affûtage de patins gratuit"], [
          "Bring your skates to {p} for a free sharpening, once a month.",
          "Apportez vos patins chez {p} pour un affûtage gratuit, une fois par mois.",
        ], { only: "in_store" }),
        o(["hockey"], pct(15), ["{v} off team jerseys", "{v} de rabais sur les chandails d'équipe"], [
          "Outfitting your intramural team? {v} off jerseys and crests at {p}.",
          "Vous habillez votre équipe intra-muros? {v} de rabais sur les chandails et les écussons chez {p}.",
        ]),
        o(["hockey"], usd(20, 30), ["{v} off skates", "{v} de rabais sur les patins"], [
          "New blades for the new season: {v} off any skates at {p}.",
          "De nouvelles lames pour la nouvelle saison : {v} de rabais sur tous les patins chez {p}.",
        ]),
      ],
    },
    {
      key: "running-store",
      sub: 4,
      channels: [0.5, 0.2, 0.3],
      about: [
        "{p} is a running store run by runners: gait analysis, shoes for every kind of runner and group runs every week.",
        "{p} est une boutique de course tenue par des coureurs : analyse de la foulée, chaussures pour tous les coureurs et sorties de groupe chaque semaine.",
      ],
      partners: ["Run Republic", "Tempo Run Shop"],
      offers: [
        o(["running", "shoes"], pct(15, 20), ["{v} off running shoes", "{v} de rabais sur les chaussures de course"], [
          "Train for your next 5K with {v} off running shoes at {p}.",
          "Préparez votre prochain 5 km avec {v} de rabais sur les chaussures de course chez {p}.",
        ]),
        o(["running"], free, ["Free gait analysis", "Analyse de la foulée gratuite"], [
          "Run on the treadmill at {p} and get shoe advice that fits your stride, free.",
          "Courez sur le tapis de {p} et obtenez des conseils de chaussures adaptés à votre foulée, gratuitement.",
        ], { only: "in_store" }),
        o(["running"], pct(15), ["{v} off running apparel", "{v} de rabais sur les vêtements de course"], [
          "Layers for cold morning runs: {v} off running apparel at {p}.",
          "Des couches pour les sorties matinales au froid : {v} de rabais sur les vêtements de course chez {p}.",
        ]),
        o(["running", "student"], usd(10), ["{v} off race registrations", "{v} de rabais sur l'inscription aux courses"], [
          "Sign up for a 5K or a half-marathon through {p} and save {v}.",
          "Inscrivez-vous à un 5 km ou à un demi-marathon par l'entremise de {p} et économisez {v}.",
        ]),
      ],
    },
  ],
};
