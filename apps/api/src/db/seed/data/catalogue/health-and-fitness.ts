import { type CategoryTable, free, offer as o, pct, usd } from "./types";

// Subcategories: 0 Gyms, 1 Yoga & Studios, 2 Nutrition, 3 Wellness.
export const healthAndFitness: CategoryTable = {
  category: "health-and-fitness",
  common: [],
  kinds: [
    {
      key: "gym",
      sub: 0,
      channels: [0, 0.8, 0.2],
      about: [
        "{p} is open early and late, with free weights, cardio machines and group classes.",
        "{p} est ouvert tôt le matin et tard le soir, avec poids libres, appareils de cardio et cours de groupe.",
      ],
      partners: ["Iron Moose Gym", "PulseFit", "Northern Strength"],
      offers: [
        o(["gym", "student"], pct(15, 20, 25), ["{v} off a student membership", "{v} de rabais sur l'abonnement étudiant"], [
          "Stay active all semester with {v} off a membership at {p}.",
          "Restez actif toute la session avec {v} de rabais sur un abonnement chez {p}.",
        ]),
        o(["gym"], free, ["No signing fee", "Aucuns frais d'inscription"], [
          "Join {p} without the signing fee, and cancel any time.",
          "Inscrivez-vous chez {p} sans frais d'inscription, et annulez quand vous voulez.",
        ]),
        o(["gym"], free, ["Free one-week pass", "Laissez-passer gratuit d'une semaine"], [
          "Try {p} for a week, classes included, before you sign up.",
          "Essayez {p} pendant une semaine, cours compris, avant de vous inscrire.",
        ], { only: "in_store" }),
        o(["gym"], usd(20, 30), ["{v} off personal training packs", "{v} de rabais sur les forfaits d'entraînement personnel"], [
          "Get a plan that fits your schedule: {v} off any five-session pack at {p}.",
          "Obtenez un programme adapté à votre horaire : {v} de rabais sur tout forfait de cinq séances chez {p}.",
        ]),
      ],
    },
    {
      key: "climbing",
      sub: 0,
      channels: [0, 1, 0],
      about: [
        "{p} has bouldering and top-rope walls for every level, with gear to rent at the front desk.",
        "{p} propose des murs de bloc et de moulinette pour tous les niveaux, avec de l'équipement à louer à l'accueil.",
      ],
      partners: ["Summit Climbing Gym", "Crux Bouldering"],
      offers: [
        o(["gym", "student"], usd(5), ["{v} off day passes", "{v} de rabais sur les accès à la journée"], [
          "Climb all day for {v} less at {p}.",
          "Grimpez toute la journée pour {v} de moins chez {p}.",
        ]),
        o(["gym"], free, ["Free shoe rental on your first visit", "Location de chaussons gratuite à votre première visite"], [
          "First time at {p}? Climbing shoes are on the house.",
          "Première visite chez {p}? Les chaussons d'escalade sont offerts.",
        ]),
        o(["gym"], pct(20), ["{v} off the intro to climbing course", "{v} de rabais sur le cours d'initiation à l'escalade"], [
          "Learn to belay safely with {v} off the intro course at {p}.",
          "Apprenez à assurer en toute sécurité avec {v} de rabais sur le cours d'initiation chez {p}.",
        ]),
        o(["gym", "student"], pct(15), ["{v} off a monthly membership", "{v} de rabais sur l'abonnement mensuel"], [
          "Climb as often as you like with {v} off a monthly membership at {p}.",
          "Grimpez aussi souvent que vous le voulez avec {v} de rabais sur l'abonnement mensuel chez {p}.",
        ]),
      ],
    },
    {
      key: "yoga",
      sub: 1,
      channels: [0.1, 0.8, 0.1],
      about: [
        "{p} runs small yoga and pilates classes for every level, seven days a week.",
        "{p} donne des cours de yoga et de pilates en petits groupes pour tous les niveaux, sept jours sur sept.",
      ],
      partners: ["Still Water Yoga", "Lotus Loft Yoga"],
      offers: [
        o(["yoga"], free, ["First class free", "Premier cours gratuit"], [
          "Try a class at {p} on us, then decide.",
          "Essayez un cours gratuitement chez {p}, puis décidez.",
        ]),
        o(["yoga", "student"], pct(20, 25), ["{v} off class packs", "{v} de rabais sur les cartes de cours"], [
          "Save {v} on 10-class packs at {p}, valid for six months.",
          "Économisez {v} sur les cartes de 10 cours chez {p}, valables six mois.",
        ]),
        o(["yoga"], usd(20, 30), ["{v} off your first unlimited month", "{v} de rabais sur votre premier mois illimité"], [
          "Come as often as you like for {v} less during your first month at {p}.",
          "Venez aussi souvent que vous le voulez pour {v} de moins pendant votre premier mois chez {p}.",
        ]),
        o(["yoga"], pct(15), ["{v} off mats and props", "{v} de rabais sur les tapis et les accessoires"], [
          "Practise at home too: {v} off mats, blocks and straps at {p}.",
          "Pratiquez aussi à la maison : {v} de rabais sur les tapis, blocs et sangles chez {p}.",
        ]),
      ],
    },
    {
      key: "fitness-studio",
      sub: 1,
      channels: [0, 1, 0],
      about: [
        "{p} runs high-energy group classes with coaches who learn your name.",
        "{p} offre des cours de groupe énergiques avec des entraîneurs qui retiennent votre prénom.",
      ],
      partners: ["Cycle Society", "Boxing Bear Club"],
      offers: [
        o(["gym"], free, ["First class free", "Premier cours gratuit"], [
          "Your first class at {p} is on the house, gear included.",
          "Votre premier cours chez {p} est offert, équipement compris.",
        ]),
        o(["gym", "student"], pct(20), ["{v} off 10-class packs", "{v} de rabais sur les cartes de 10 cours"], [
          "Commit to the semester with {v} off a 10-class pack at {p}.",
          "Engagez-vous pour la session avec {v} de rabais sur une carte de 10 cours chez {p}.",
        ]),
        o(["gym"], usd(15, 25), ["{v} off a monthly unlimited pass", "{v} de rabais sur le forfait mensuel illimité"], [
          "Unlimited classes for a month at {p}, for {v} less.",
          "Des cours à volonté pendant un mois chez {p}, pour {v} de moins.",
        ]),
      ],
    },
    {
      key: "nutrition-store",
      sub: 2,
      channels: [0.6, 0.2, 0.2],
      about: [
        "{p} sells protein, vitamins and healthy snacks, with advice from registered dietitians.",
        "{p} vend des protéines, des vitamines et des collations santé, avec les conseils de diététistes.",
      ],
      partners: ["Peak Performance Nutrition", "Green Scoop Nutrition"],
      offers: [
        o(["supplements"], pct(15, 20), ["{v} off protein powders", "{v} de rabais sur les protéines en poudre"], [
          "Whey or plant-based, {v} off every protein powder at {p}.",
          "Lactosérum ou végétales, {v} de rabais sur toutes les protéines en poudre chez {p}.",
        ]),
        o(["supplements"], pct(10, 15), ["{v} off vitamins", "{v} de rabais sur les vitamines"], [
          "Vitamin D for the dark months and more: {v} off vitamins at {p}.",
          "De la vitamine D pour les mois sombres et plus encore : {v} de rabais sur les vitamines chez {p}.",
        ]),
        o(["supplements"], free, ["Free shaker bottle with any protein", "Bouteille mélangeuse gratuite à l'achat de protéines"], [
          "Buy any protein at {p} and get a shaker bottle, free.",
          "Achetez des protéines chez {p} et obtenez une bouteille mélangeuse, gratuitement.",
        ]),
        o(["supplements"], usd(5, 10), ["{v} off orders of $50 or more", "{v} de rabais sur les commandes de 50 $ et plus"], [
          "Stock up at {p} and take {v} off when you spend $50 or more.",
          "Faites des réserves chez {p} et obtenez {v} de rabais dès 50 $ d'achat.",
        ]),
      ],
    },
    {
      key: "smoothie-bar",
      sub: 2,
      channels: [0, 0.8, 0.2],
      about: [
        "{p} blends smoothies and acai bowls with whole fruit and no added sugar.",
        "{p} prépare des smoothies et des bols d'açaï avec des fruits entiers, sans sucre ajouté.",
      ],
      partners: ["FitFuel Smoothies"],
      offers: [
        o(["supplements"], pct(15), ["{v} off any smoothie", "{v} de rabais sur tous les smoothies"], [
          "After the gym or before class: {v} off any smoothie at {p}.",
          "Après le gym ou avant les cours : {v} de rabais sur tous les smoothies chez {p}.",
        ]),
        o(["supplements"], free, ["Free protein boost in any smoothie", "Ajout de protéines gratuit dans tout smoothie"], [
          "Add a scoop of protein to any smoothie at {p}, free.",
          "Ajoutez une mesure de protéines à tout smoothie chez {p}, gratuitement.",
        ], { only: "in_store" }),
        o(["supplements"], usd(2), ["{v} off acai bowls", "{v} de rabais sur les bols d'açaï"], [
          "Granola, fruit and a drizzle of honey, for {v} less at {p}.",
          "Granola, fruits et un filet de miel, pour {v} de moins chez {p}.",
        ]),
        o(["supplements", "student"], free, ["Your 10th smoothie free", "Votre 10e smoothie gratuit"], [
          "Buy nine smoothies at {p} and the tenth is on the house.",
          "Achetez neuf smoothies chez {p} et le dixième est offert.",
        ], { only: "in_store" }),
      ],
    },
    {
      key: "massage",
      sub: 3,
      channels: [0, 0.9, 0.1],
      about: [
        "{p} is a massage therapy clinic with registered therapists and receipts for your student insurance.",
        "{p} est une clinique de massothérapie avec des massothérapeutes agréés et des reçus pour votre assurance étudiante.",
      ],
      partners: ["Zen Den Wellness", "Mindful Maple Massage"],
      offers: [
        o(["massage"], usd(10, 15, 20), ["{v} off a massage", "{v} de rabais sur un massage"], [
          "Unwind after exams with {v} off any massage at {p}.",
          "Détendez-vous après les examens avec {v} de rabais sur un massage chez {p}.",
        ]),
        o(["massage"], free, ["Free aromatherapy with any massage", "Aromathérapie gratuite avec tout massage"], [
          "Add aromatherapy to any massage at {p}, at no extra cost.",
          "Ajoutez l'aromathérapie à tout massage chez {p}, sans frais supplémentaires.",
        ]),
        o(["massage", "student"], usd(20), ["{v} off a three-massage pack", "{v} de rabais sur un forfait de trois massages"], [
          "Book three massages at {p} and save {v}.",
          "Réservez trois massages chez {p} et économisez {v}.",
        ]),
        o(["massage"], pct(15), ["{v} off 90-minute massages", "{v} de rabais sur les massages de 90 minutes"], [
          "Take the long version: {v} off any 90-minute massage at {p}.",
          "Offrez-vous la version longue : {v} de rabais sur tout massage de 90 minutes chez {p}.",
        ]),
      ],
    },
    {
      key: "physio",
      sub: 3,
      channels: [0, 0.9, 0.1],
      about: [
        "{p} is a physiotherapy clinic for sports injuries and desk-bound backs, with receipts for your student insurance.",
        "{p} est une clinique de physiothérapie pour les blessures sportives et les dos malmenés par les études, avec des reçus pour votre assurance étudiante.",
      ],
      partners: ["Vitality Physio", "Core Motion Physio"],
      offers: [
        o(["massage"], pct(15), ["{v} off a first assessment", "{v} de rabais sur une première évaluation"], [
          "Sore back from long library days? {v} off a first assessment at {p}.",
          "Mal de dos à force de journées à la bibliothèque? {v} de rabais sur une première évaluation chez {p}.",
        ]),
        o(["massage"], free, ["Free 15-minute consultation", "Consultation gratuite de 15 minutes"], [
          "Not sure what you need? Talk it through with a physiotherapist at {p}, free.",
          "Vous ne savez pas ce qu'il vous faut? Parlez-en avec un physiothérapeute de {p}, gratuitement.",
        ]),
        o(["massage", "student"], usd(20), ["{v} off a three-session pack", "{v} de rabais sur un forfait de trois séances"], [
          "Book three physiotherapy sessions at {p} and save {v}.",
          "Réservez trois séances de physiothérapie chez {p} et économisez {v}.",
        ]),
        o(["gym"], free, ["Free workstation posture check", "Vérification gratuite de votre posture de travail"], [
          "Send a photo of your study desk and {p} tells you how to set it up, free.",
          "Envoyez une photo de votre bureau d'étude et {p} vous dit comment l'aménager, gratuitement.",
        ]),
      ],
    },
  ],
};
