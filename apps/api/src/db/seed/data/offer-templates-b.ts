import { type OfferTemplate, template as t } from "./offer-template-types";

// Templates for entertainment, books, home, sports, services, automotive.
export const offerTemplatesB: Readonly<Record<string, readonly OfferTemplate[]>> = {
  entertainment: [
    t(0, ["movies"], "dollar", ["{v} off movie tickets", "{v} de rabais sur les billets de cinéma"], [
      "Catch the latest release for {v} less at {p}.",
      "Voyez les nouveautés pour {v} de moins chez {p}.",
    ]),
    t(1, ["streaming", "student"], "pct", ["{v} off a streaming subscription", "{v} de rabais sur un abonnement de diffusion en continu"], [
      "Binge for less: {v} off your first months with {p}.",
      "Écoutez en rafale pour moins cher : {v} de rabais sur vos premiers mois avec {p}.",
    ]),
    t(2, ["concerts"], "pct", ["{v} off concert and show tickets", "{v} de rabais sur les billets de spectacles"], [
      "See your favourite artists live with {v} off at {p}.",
      "Voyez vos artistes préférés en spectacle avec {v} de rabais chez {p}.",
    ]),
    t(3, ["video-games"], "pct", ["{v} off video games", "{v} de rabais sur les jeux vidéo"], [
      "Level up for less: {v} off games at {p}.",
      "Passez au niveau supérieur pour moins cher : {v} de rabais sur les jeux chez {p}.",
    ]),
    t(3, ["student"], "dollar", ["{v} off group bookings", "{v} de rabais sur les réservations de groupe"], [
      "Bring the whole crew and save {v} on group bookings at {p}.",
      "Venez en gang et économisez {v} sur les réservations de groupe chez {p}.",
    ]),
  ],
  "books-and-education": [
    t(0, ["books"], "pct", ["{v} off books", "{v} de rabais sur les livres"], [
      "Save {v} on fiction, non-fiction and more at {p}.",
      "Économisez {v} sur les romans, les essais et plus encore chez {p}.",
    ]),
    t(0, ["textbooks", "student"], "pct", ["{v} off textbooks", "{v} de rabais sur les manuels scolaires"], [
      "Every étudiant knows textbooks add up: save {v} at {p}.",
      "Tout étudiant sait que les manuels coûtent cher : économisez {v} chez {p}.",
    ]),
    t(1, ["courses"], "pct", ["{v} off online courses", "{v} de rabais sur les cours en ligne"], [
      "Learn a new skill with {v} off any online course at {p}.",
      "Apprenez quelque chose de nouveau avec {v} de rabais sur tout cours en ligne chez {p}.",
    ]),
    t(2, ["stationery"], "dollar", ["{v} off school supplies", "{v} de rabais sur les fournitures scolaires"], [
      "Back to school for less: {v} off supplies at {p}.",
      "La rentrée à petit prix : {v} de rabais sur les fournitures chez {p}.",
    ]),
  ],
  home: [
    t(0, ["furniture"], "pct", ["{v} off furniture", "{v} de rabais sur les meubles"], [
      "Furnish your first apartment with {v} off at {p}.",
      "Meublez votre premier appartement avec {v} de rabais chez {p}.",
    ]),
    t(1, ["plants"], "pct", ["{v} off plants and decor", "{v} de rabais sur les plantes et la déco"], [
      "Bring your dorm to life with {v} off at {p}.",
      "Égayez votre résidence avec {v} de rabais chez {p}.",
    ]),
    t(2, ["kitchen"], "pct", ["{v} off kitchen essentials", "{v} de rabais sur les essentiels de cuisine"], [
      "Pots, pans and more: save {v} at {p}.",
      "Chaudrons, poêles et plus : économisez {v} chez {p}.",
    ]),
    t(3, ["mattress"], "dollar", ["{v} off mattresses", "{v} de rabais sur les matelas"], [
      "Sleep better before exams with {v} off a mattress at {p}.",
      "Dormez mieux avant les examens avec {v} de rabais sur un matelas chez {p}.",
    ]),
  ],
  sports: [
    t(0, ["camping"], "pct", ["{v} off camping gear", "{v} de rabais sur l'équipement de camping"], [
      "Get outside for less with {v} off tents, packs and more at {p}.",
      "Profitez du plein air avec {v} de rabais sur les tentes, sacs et plus chez {p}.",
    ]),
    t(1, ["bikes"], "pct", ["{v} off bike tune-ups", "{v} de rabais sur la mise au point de vélo"], [
      "Keep rolling to class: {v} off tune-ups at {p}.",
      "Roulez jusqu'aux cours : {v} de rabais sur les mises au point chez {p}.",
    ]),
    t(2, ["skiing"], "dollar", ["{v} off ski and snowboard rentals", "{v} de rabais sur la location de skis et planches"], [
      "Hit the slopes for {v} less with {p}.",
      "Dévalez les pentes pour {v} de moins avec {p}.",
    ]),
    t(0, ["hockey"], "pct", ["{v} off hockey equipment", "{v} de rabais sur l'équipement de hockey"], [
      "Gear up for the season with {v} off at {p}.",
      "Équipez-vous pour la saison avec {v} de rabais chez {p}.",
    ]),
    t(0, ["running", "shoes"], "pct", ["{v} off running shoes", "{v} de rabais sur les chaussures de course"], [
      "Train for your next 5K with {v} off running shoes at {p}.",
      "Préparez votre prochain 5 km avec {v} de rabais sur les chaussures de course chez {p}.",
    ]),
  ],
  services: [
    t(0, ["printing", "student"], "pct", ["{v} off printing", "{v} de rabais sur l'impression"], [
      "Print assignments and posters for {v} less at {p}.",
      "Imprimez travaux et affiches pour {v} de moins chez {p}.",
    ]),
    t(1, ["moving"], "dollar", ["{v} off your move", "{v} de rabais sur votre déménagement"], [
      "Moving day made easier: {v} off with {p}.",
      "Le 1er juillet en toute simplicité : {v} de rabais avec {p}.",
    ]),
    t(2, ["laundry"], "pct", ["{v} off laundry and dry cleaning", "{v} de rabais sur la buanderie et le nettoyage à sec"], [
      "Skip laundry day: {v} off at {p}.",
      "Oubliez la corvée de lavage : {v} de rabais chez {p}.",
    ]),
    t(3, ["banking", "student"], "dollar", ["{v} off tax preparation", "{v} de rabais sur la préparation de votre déclaration d'impôts"], [
      "Get your student tax return done for {v} less with {p}.",
      "Faites préparer votre déclaration d'impôts étudiante pour {v} de moins chez {p}.",
    ]),
  ],
  automotive: [
    t(0, ["oil-change"], "dollar", ["{v} off an oil change", "{v} de rabais sur une vidange d'huile"], [
      "Keep your car happy: {v} off any oil change at {p}.",
      "Prenez soin de votre auto : {v} de rabais sur toute vidange d'huile chez {p}.",
    ]),
    t(1, ["car-wash"], "pct", ["{v} off car washes", "{v} de rabais sur les lavages d'auto"], [
      "Shine for less: {v} off any wash at {p}.",
      "Une auto qui brille pour moins cher : {v} de rabais sur tout lavage chez {p}.",
    ]),
    t(2, ["tires"], "pct", ["{v} off winter tires", "{v} de rabais sur les pneus d'hiver"], [
      "Get ready for winter with {v} off tires at {p}.",
      "Préparez-vous pour l'hiver avec {v} de rabais sur les pneus chez {p}.",
    ]),
    t(0, ["car-rental"], "dollar", ["{v} off maintenance packages", "{v} de rabais sur les forfaits d'entretien"], [
      "Save {v} on a full maintenance package at {p}.",
      "Économisez {v} sur un forfait d'entretien complet chez {p}.",
    ]),
  ],
};
