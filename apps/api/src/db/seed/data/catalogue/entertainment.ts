import { type CategoryTable, free, offer as o, pct, usd } from "./types";

// Subcategories: 0 Movies, 1 Streaming, 2 Live Events, 3 Games, 4 Music.
export const entertainment: CategoryTable = {
  category: "entertainment",
  common: [],
  kinds: [
    {
      key: "cinema",
      sub: 0,
      channels: [0.4, 0.4, 0.2],
      about: [
        "{p} shows new releases and repertory classics, with reclining seats and real butter on the popcorn.",
        "{p} présente les nouveautés et des classiques de répertoire, avec sièges inclinables et vrai beurre sur le maïs soufflé.",
      ],
      partners: [["Reel North Cinemas", "in_store"], "Moonrise Drive-In"],
      offers: [
        o(["movies"], usd(3, 5), ["{v} off movie tickets", "{v} de rabais sur les billets de cinéma"], [
          "Catch the latest release for {v} less at {p}.",
          "Voyez les nouveautés pour {v} de moins chez {p}.",
        ]),
        o(["movies"], free, ["Free small popcorn with any ticket", "Petit maïs soufflé gratuit à l'achat d'un billet"], [
          "Buy a ticket at {p} and the small popcorn is on the house.",
          "Achetez un billet chez {p} : le petit maïs soufflé est offert.",
        ], { only: "in_store" }),
        o(["movies", "student"], free, ["$7 tickets on Tuesdays", "Billets à 7 $ le mardi"], [
          "Every Tuesday, students see any movie at {p} for $7.",
          "Tous les mardis, les étudiants voient le film de leur choix chez {p} pour 7 $.",
        ], { terms: ["Premium formats extra.", "Formats premium en sus."] }),
        o(["movies"], pct(20), ["{v} off a 10-movie pass", "{v} de rabais sur un carnet de 10 films"], [
          "Movie buff? {v} off a 10-movie pass at {p}, valid all year.",
          "Cinéphile? {v} de rabais sur un carnet de 10 films chez {p}, valable toute l'année.",
        ]),
      ],
    },
    {
      key: "streaming",
      sub: 1,
      channels: [1, 0, 0],
      about: [
        "{p} streams films and series, with Canadian and Québécois titles you won't find elsewhere.",
        "{p} diffuse en continu des films et des séries, avec des titres canadiens et québécois introuvables ailleurs.",
      ],
      partners: [["StreamLoon", "online"], "Binge Bay"],
      offers: [
        o(["streaming", "student"], pct(30, 50), ["{v} off a streaming subscription", "{v} de rabais sur un abonnement de diffusion en continu"], [
          "Binge for less: {v} off your first three months with {p}.",
          "Écoutez en rafale pour moins cher : {v} de rabais sur vos trois premiers mois avec {p}.",
        ]),
        o(["streaming"], pct(20), ["{v} off the annual plan", "{v} de rabais sur l'abonnement annuel"], [
          "Pay for the year and save {v} on {p}, on every screen you own.",
          "Payez pour l'année et économisez {v} sur {p}, sur tous vos écrans.",
        ]),
        o(["streaming"], free, ["Ad-free plan at the basic price for 6 months", "Forfait sans publicité au prix de base pendant 6 mois"], [
          "Watch {p} without ads for the price of the basic plan, for six months.",
          "Regardez {p} sans publicité au prix du forfait de base, pendant six mois.",
        ]),
      ],
    },
    {
      key: "ticketing",
      sub: 2,
      channels: [1, 0, 0],
      about: [
        "{p} sells tickets to concerts and festivals across Canada, with the price you see being the price you pay.",
        "{p} vend des billets de concerts et de festivals partout au Canada, au prix affiché, sans surprise.",
      ],
      partners: ["Festival Pass Canada", "Encore Tickets"],
      offers: [
        o(["concerts"], pct(10, 15), ["{v} off concert tickets", "{v} de rabais sur les billets de concert"], [
          "See your favourite artists live with {v} off tickets from {p}.",
          "Voyez vos artistes préférés sur scène avec {v} de rabais sur les billets de {p}.",
        ]),
        o(["concerts"], usd(10, 20), ["{v} off festival passes", "{v} de rabais sur les passeports de festival"], [
          "Three days of music for {v} less with a festival pass from {p}.",
          "Trois jours de musique pour {v} de moins avec un passeport de festival de {p}.",
        ]),
        o(["concerts"], free, ["No service fees on tickets", "Aucuns frais de service sur les billets"], [
          "Buy tickets from {p} and pay the price you see, with no service fees added.",
          "Achetez vos billets chez {p} et payez le prix affiché, sans frais de service.",
        ]),
      ],
    },
    {
      key: "stage",
      sub: 2,
      channels: [0.6, 0.2, 0.2],
      about: [
        "{p} is a small venue with a big program: new shows every week and seats close to the stage.",
        "{p} est une petite salle à la grande programmation : de nouveaux spectacles chaque semaine et des sièges près de la scène.",
      ],
      partners: ["Laugh Lodge Comedy", "Théâtre du Quartier"],
      offers: [
        o(["concerts"], pct(15, 20), ["{v} off show tickets", "{v} de rabais sur les billets de spectacle"], [
          "A night out for less: {v} off tickets to any show at {p}.",
          "Une sortie pour moins cher : {v} de rabais sur les billets de tous les spectacles chez {p}.",
        ]),
        o(["concerts", "student"], free, ["$15 student rush tickets", "Billets étudiants de dernière minute à 15 $"], [
          "An hour before the show, students get any remaining seat at {p} for $15.",
          "Une heure avant le spectacle, les étudiants obtiennent les places restantes chez {p} pour 15 $.",
        ], { terms: ["Subject to availability.", "Selon la disponibilité."] }),
        o(["concerts"], pct(20, 25), ["{v} off season subscriptions", "{v} de rabais sur les abonnements de saison"], [
          "Four shows or more: {v} off a season subscription at {p}.",
          "Quatre spectacles ou plus : {v} de rabais sur un abonnement de saison chez {p}.",
        ]),
        o(["concerts"], free, ["Two for one on Thursday shows", "Deux pour un les jeudis"], [
          "Bring a friend to any Thursday show at {p}: the second ticket is free.",
          "Amenez un ami à tout spectacle du jeudi chez {p} : le deuxième billet est gratuit.",
        ]),
      ],
    },
    {
      key: "arcade",
      sub: 3,
      channels: [0.2, 0.6, 0.2],
      about: [
        "{p} has the newest consoles, retro arcade cabinets and tournaments every week.",
        "{p} a les consoles les plus récentes, des bornes d'arcade rétro et des tournois chaque semaine.",
      ],
      partners: ["Pixel Arcade Bar", "Game Den", "Respawn Café"],
      offers: [
        o(["video-games"], pct(15, 20), ["{v} off video games", "{v} de rabais sur les jeux vidéo"], [
          "Level up for less: {v} off games at {p}.",
          "Passez au niveau supérieur pour moins cher : {v} de rabais sur les jeux chez {p}.",
        ]),
        o(["video-games"], free, ["Half-price game time on Wednesdays", "Temps de jeu à moitié prix le mercredi"], [
          "Every Wednesday, console and arcade time is half price at {p}.",
          "Tous les mercredis, le temps de jeu sur console et en arcade est à moitié prix chez {p}.",
        ], { only: "in_store" }),
        o(["video-games", "student"], usd(5, 10), ["{v} off tournament entries", "{v} de rabais sur l'inscription aux tournois"], [
          "Think you've got what it takes? {v} off any tournament entry at {p}.",
          "Vous pensez avoir ce qu'il faut? {v} de rabais sur l'inscription à tout tournoi chez {p}.",
        ]),
        o(["video-games"], pct(15), ["{v} off controllers and accessories", "{v} de rabais sur les manettes et les accessoires"], [
          "Replace that drifting joystick: {v} off controllers and accessories at {p}.",
          "Remplacez cette manette qui fait des siennes : {v} de rabais sur les manettes et les accessoires chez {p}.",
        ]),
      ],
    },
    {
      key: "activities",
      sub: 3,
      channels: [0.1, 0.8, 0.1],
      about: [
        "{p} is a night out with friends: games, good food and drinks, and group rates.",
        "{p}, c'est une sortie entre amis : des jeux, de quoi manger et boire, et des tarifs de groupe.",
      ],
      partners: ["Escape North", "Loonie Lanes", "Axe & Ale"],
      offers: [
        o(["activities", "student"], pct(15, 20), ["{v} off for groups of four or more", "{v} de rabais pour les groupes de quatre et plus"], [
          "Round up your friends: groups of four or more save {v} at {p}.",
          "Rassemblez vos amis : les groupes de quatre et plus économisent {v} chez {p}.",
        ]),
        o(["activities"], free, ["Free game for the birthday person", "Partie gratuite pour la personne fêtée"], [
          "Celebrating? The birthday person plays free at {p} with any group booking.",
          "Une fête? La personne fêtée joue gratuitement chez {p} avec toute réservation de groupe.",
        ]),
        o(["activities"], usd(10, 20), ["{v} off a private booking", "{v} de rabais sur une réservation privée"], [
          "Book the place for your club or class party and save {v} at {p}.",
          "Réservez l'endroit pour la fête de votre club ou de votre classe et économisez {v} chez {p}.",
        ]),
        o(["activities"], pct(20), ["{v} off weeknight games", "{v} de rabais sur les parties en semaine"], [
          "Monday to Thursday, every game at {p} is {v} off.",
          "Du lundi au jeudi, profitez de {v} de rabais sur toutes les parties chez {p}.",
        ], { only: "in_store" }),
      ],
    },
    {
      key: "record-shop",
      sub: 4,
      channels: [0.4, 0.4, 0.2],
      about: [
        "{p} sells new and used records, with listening stations and staff who know their crates.",
        "{p} vend des disques neufs et d'occasion, avec des postes d'écoute et une équipe qui connaît ses bacs.",
      ],
      partners: ["Vinyl Vault", "Groove Bin Records"],
      offers: [
        o(["music"], pct(10, 15), ["{v} off new vinyl", "{v} de rabais sur les vinyles neufs"], [
          "Fresh pressings for less: {v} off all new records at {p}.",
          "Des nouveaux pressages pour moins cher : {v} de rabais sur tous les disques neufs chez {p}.",
        ]),
        o(["music"], pct(20), ["{v} off used records", "{v} de rabais sur les disques d'occasion"], [
          "Dig for gems: {v} off every used record at {p}.",
          "Fouillez les bacs : {v} de rabais sur tous les disques d'occasion chez {p}.",
        ]),
        o(["music"], free, ["Free tote bag with any three records", "Sac réutilisable gratuit à l'achat de trois disques"], [
          "Buy three records at {p} and carry them home in a free tote.",
          "Achetez trois disques chez {p} et rapportez-les dans un sac réutilisable offert.",
        ]),
      ],
    },
    {
      key: "instrument-shop",
      sub: 4,
      channels: [0.4, 0.4, 0.2],
      about: [
        "{p} sells and rents instruments, from first guitars to digital pianos, and gives lessons in the back.",
        "{p} vend et loue des instruments, de la première guitare au piano numérique, et donne des cours dans l'arrière-boutique.",
      ],
      partners: ["Chord & Key Music", "Fretboard Friends"],
      offers: [
        o(["music"], pct(10), ["{v} off guitars and keyboards", "{v} de rabais sur les guitares et les claviers"], [
          "Start the band you keep talking about: {v} off guitars and keyboards at {p}.",
          "Lancez enfin le groupe dont vous parlez sans arrêt : {v} de rabais sur les guitares et les claviers chez {p}.",
        ]),
        o(["music"], free, ["First music lesson free", "Premier cours de musique gratuit"], [
          "Guitar, piano or drums: your first lesson at {p} is free.",
          "Guitare, piano ou batterie : votre premier cours chez {p} est gratuit.",
        ], { only: "in_store" }),
        o(["music"], pct(20), ["{v} off strings and accessories", "{v} de rabais sur les cordes et les accessoires"], [
          "Strings, picks, cables and straps for {v} less at {p}.",
          "Cordes, médiators, câbles et courroies pour {v} de moins chez {p}.",
        ]),
        o(["music", "student"], pct(15), ["{v} off instrument rentals", "{v} de rabais sur la location d'instruments"], [
          "Not ready to buy? Rent a guitar, violin or keyboard for {v} less at {p}.",
          "Pas prêt à acheter? Louez une guitare, un violon ou un clavier pour {v} de moins chez {p}.",
        ]),
      ],
    },
  ],
};
