import { type CategoryTable, free, offer as o, pct, usd } from "./types";

// Subcategories: 0 Skincare, 1 Makeup, 2 Hair, 3 Nails & Spa.
export const beauty: CategoryTable = {
  category: "beauty",
  common: [],
  kinds: [
    {
      key: "skincare",
      sub: 0,
      channels: [0.7, 0.1, 0.2],
      about: [
        "{p} makes gentle skincare in Canada with plant-based ingredients, never tested on animals.",
        "{p} fabrique au Canada des soins doux à base d'ingrédients végétaux, jamais testés sur les animaux.",
      ],
      partners: [["Glow North", "online"], "Lumière Skincare", "Pure Prairie Botanicals", "Glacier Glow", "Birch & Bloom"],
      offers: [
        o(["skincare"], pct(15, 20), ["{v} off skincare", "{v} de rabais sur les soins de la peau"], [
          "Exam-season glow: {v} off all skincare at {p}.",
          "Un teint éclatant même en période d'examens : {v} de rabais sur les soins de la peau chez {p}.",
        ]),
        o(["skincare"], free, ["Free travel-size cleanser with any order", "Nettoyant format voyage gratuit avec toute commande"], [
          "Every order from {p} comes with a travel-size cleanser for your gym bag.",
          "Chaque commande chez {p} comprend un nettoyant format voyage pour votre sac de sport.",
        ]),
        o(["skincare"], pct(20, 25), ["{v} off sunscreens", "{v} de rabais sur les écrans solaires"], [
          "SPF every day, even in winter: {v} off all sunscreens at {p}.",
          "Un FPS tous les jours, même l'hiver : {v} de rabais sur tous les écrans solaires chez {p}.",
        ]),
        o(["skincare"], usd(10, 15), ["{v} off gift sets", "{v} de rabais sur les coffrets-cadeaux"], [
          "Cleanser, serum and moisturizer in one box: {v} off gift sets at {p}.",
          "Nettoyant, sérum et crème hydratante dans une même boîte : {v} de rabais sur les coffrets-cadeaux chez {p}.",
        ]),
      ],
    },
    {
      key: "makeup",
      sub: 1,
      channels: [0.6, 0.2, 0.2],
      about: [
        "{p} creates cruelty-free makeup in Canada, in a wide range of shades.",
        "{p} crée au Canada un maquillage sans cruauté offert dans une large gamme de teintes.",
      ],
      partners: ["Fleur de Sel Cosmetics", "Velvet Maple", "Éclat Beauté"],
      offers: [
        o(["makeup"], pct(15, 20), ["{v} off makeup", "{v} de rabais sur le maquillage"], [
          "Save {v} on all makeup at {p}, from mascara to lip tints.",
          "Économisez {v} sur tout le maquillage chez {p}, du mascara aux teintes à lèvres.",
        ]),
        o(["makeup"], free, ["Free lipstick with orders of $40 or more", "Rouge à lèvres gratuit dès 40 $ d'achat"], [
          "Spend $40 or more at {p} and pick a full-size lipstick, free.",
          "Dépensez 40 $ ou plus chez {p} et choisissez un rouge à lèvres format régulier, gratuitement.",
        ]),
        o(["makeup"], pct(25), ["{v} off brushes and tools", "{v} de rabais sur les pinceaux et les accessoires"], [
          "Blend like a pro: {v} off brushes, sponges and tools at {p}.",
          "Estompez comme une pro : {v} de rabais sur les pinceaux, éponges et accessoires chez {p}.",
        ]),
        o(["makeup"], free, ["Free shade-matching session", "Séance gratuite pour trouver votre teinte"], [
          "Not sure which foundation? A makeup artist at {p} finds your shade, free.",
          "Vous hésitez entre deux fonds de teint? Un maquilleur de {p} trouve votre teinte, gratuitement.",
        ], { only: "in_store" }),
      ],
    },
    {
      key: "salon",
      sub: 2,
      channels: [0, 1, 0],
      about: [
        "{p} is a neighbourhood salon for cuts, colour and curly hair, open late on weekdays.",
        "{p} est un salon de quartier pour les coupes, la coloration et les cheveux bouclés, ouvert tard en semaine.",
      ],
      partners: ["Shear Genius Salon", "Crown & Curl"],
      offers: [
        o(["haircut", "student"], usd(5, 10), ["{v} off student haircuts", "{v} de rabais sur les coupes étudiantes"], [
          "Get a fresh cut for {v} less at {p}.",
          "Une nouvelle coupe pour {v} de moins chez {p}.",
        ]),
        o(["haircut"], pct(15, 20), ["{v} off colour", "{v} de rabais sur la coloration"], [
          "Highlights, balayage or a bold new shade: {v} off colour at {p}.",
          "Mèches, balayage ou nouvelle couleur audacieuse : {v} de rabais sur la coloration chez {p}.",
        ]),
        o(["haircut"], free, ["Free deep-conditioning treatment with any cut", "Soin revitalisant gratuit avec toute coupe"], [
          "Winter-dry hair? Add a deep-conditioning treatment to any cut at {p}, free.",
          "Cheveux asséchés par l'hiver? Ajoutez un soin revitalisant à toute coupe chez {p}, gratuitement.",
        ]),
        o(["haircut"], pct(10), ["{v} off hair products", "{v} de rabais sur les produits capillaires"], [
          "Take the salon home: {v} off shampoos, masks and styling products at {p}.",
          "Rapportez le salon à la maison : {v} de rabais sur les shampoings, masques et produits coiffants chez {p}.",
        ]),
      ],
    },
    {
      key: "nail-studio",
      sub: 3,
      channels: [0, 1, 0],
      about: [
        "{p} does manicures, pedicures and facials in a calm studio, with online booking.",
        "{p} offre manucures, pédicures et soins du visage dans un studio apaisant, avec réservation en ligne.",
      ],
      partners: ["Polar Polish", "Nordic Nails", "Lacquer Lounge"],
      offers: [
        o(["nails"], usd(5, 10), ["{v} off manicures", "{v} de rabais sur les manucures"], [
          "Treat your hands: {v} off any manicure at {p}.",
          "Gâtez vos mains : {v} de rabais sur toute manucure chez {p}.",
        ]),
        o(["nails"], pct(15), ["{v} off pedicures", "{v} de rabais sur les pédicures"], [
          "After a season in winter boots, your feet deserve it: {v} off pedicures at {p}.",
          "Après une saison dans les bottes d'hiver, vos pieds le méritent : {v} de rabais sur les pédicures chez {p}.",
        ]),
        o(["skincare"], usd(10, 15), ["{v} off facials", "{v} de rabais sur les soins du visage"], [
          "Reset your skin after exams with {v} off any facial at {p}.",
          "Donnez un nouveau souffle à votre peau après les examens : {v} de rabais sur les soins du visage chez {p}.",
        ], { sub: 0 }),
        o(["nails"], free, ["Free nail art with any gel manicure", "Décoration d'ongles gratuite avec toute manucure au gel"], [
          "Add a design to any gel manicure at {p}, at no extra cost.",
          "Ajoutez un motif à toute manucure au gel chez {p}, sans frais supplémentaires.",
        ]),
      ],
    },
  ],
};
