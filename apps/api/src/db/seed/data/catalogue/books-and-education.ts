import { type CategoryTable, free, offer as o, pct, usd } from "./types";

// Subcategories: 0 Books, 1 Online Courses, 2 School Supplies, 3 Tutoring & Languages.
export const booksAndEducation: CategoryTable = {
  category: "books-and-education",
  common: [],
  kinds: [
    {
      key: "bookshop",
      sub: 0,
      channels: [0.5, 0.3, 0.2],
      about: [
        "{p} is an independent bookshop with new and used books, course textbooks and staff picks worth trusting.",
        "{p} est une librairie indépendante : livres neufs et usagés, manuels de cours et coups de cœur de l'équipe.",
      ],
      partners: ["Page Turner Books", "Librairie Lumière", "Bookworm Bay", "Dog-Ear Books"],
      offers: [
        o(["books"], pct(15, 20), ["{v} off books", "{v} de rabais sur les livres"], [
          "Save {v} on novels, essays and comics at {p}.",
          "Économisez {v} sur les romans, les essais et les bandes dessinées chez {p}.",
        ]),
        o(["textbooks", "student"], pct(10, 15), ["{v} off textbooks", "{v} de rabais sur les manuels scolaires"], [
          "Every student knows textbooks add up: save {v} at {p}.",
          "Tout étudiant sait que les manuels coûtent cher : économisez {v} chez {p}.",
        ]),
        o(["textbooks"], free, ["Sell back your textbooks for store credit", "Revendez vos manuels contre un crédit en magasin"], [
          "Bring last semester's textbooks to {p} and leave with credit for this semester's.",
          "Apportez les manuels de la dernière session chez {p} et repartez avec un crédit pour ceux de cette session.",
        ], { only: "in_store" }),
        o(["books"], usd(5), ["{v} off orders of $40 or more", "{v} de rabais sur les commandes de 40 $ et plus"], [
          "Build your reading pile: {v} off when you spend $40 or more at {p}.",
          "Montez votre pile de lecture : {v} de rabais dès 40 $ d'achat chez {p}.",
        ]),
      ],
    },
    {
      key: "online-courses",
      sub: 1,
      channels: [1, 0, 0],
      about: [
        "{p} teaches practical skills online, from coding and design to public speaking, at your own pace.",
        "{p} enseigne en ligne des compétences pratiques, de la programmation au design en passant par la prise de parole, à votre rythme.",
      ],
      partners: ["LearnLoop", "Code Campus", "SkillSprout"],
      offers: [
        o(["courses"], pct(30, 40, 50), ["{v} off online courses", "{v} de rabais sur les cours en ligne"], [
          "Learn a new skill with {v} off any online course at {p}.",
          "Apprenez quelque chose de nouveau avec {v} de rabais sur tout cours en ligne chez {p}.",
        ]),
        o(["courses", "student"], free, ["Free 30-day trial", "Essai gratuit de 30 jours"], [
          "Take any course at {p} free for 30 days, certificates included.",
          "Suivez n'importe quel cours de {p} gratuitement pendant 30 jours, certificats compris.",
        ]),
        o(["courses"], pct(25), ["{v} off certificates", "{v} de rabais sur les certificats"], [
          "Add a line to your résumé: {v} off certificate programs at {p}.",
          "Ajoutez une ligne à votre CV : {v} de rabais sur les programmes menant à un certificat chez {p}.",
        ]),
        o(["courses"], usd(50, 100), ["{v} off bootcamps", "{v} de rabais sur les formations intensives"], [
          "Twelve weeks to a new career path: {v} off any bootcamp at {p}.",
          "Douze semaines pour changer de voie : {v} de rabais sur toute formation intensive chez {p}.",
        ]),
      ],
    },
    {
      key: "stationer",
      sub: 2,
      channels: [0.5, 0.3, 0.2],
      about: [
        "{p} has notebooks, pens, art supplies and everything on your course list, at student prices.",
        "{p} offre cahiers, stylos, matériel d'art et tout ce qui figure sur votre liste de fournitures, à prix étudiant.",
      ],
      partners: ["Campus Notes", "Inkwell Stationery", "Paper Trail Supplies"],
      offers: [
        o(["stationery"], usd(5, 10), ["{v} off school supplies", "{v} de rabais sur les fournitures scolaires"], [
          "Back to school for less: {v} off supplies at {p}.",
          "La rentrée à petit prix : {v} de rabais sur les fournitures chez {p}.",
        ], { terms: ["On purchases of $30 or more.", "À l'achat de 30 $ et plus."] }),
        o(["stationery"], pct(15, 20), ["{v} off notebooks and planners", "{v} de rabais sur les cahiers et les agendas"], [
          "Plan the semester in style: {v} off notebooks and planners at {p}.",
          "Planifiez la session avec style : {v} de rabais sur les cahiers et les agendas chez {p}.",
        ]),
        o(["stationery"], pct(20), ["{v} off art supplies", "{v} de rabais sur le matériel d'art"], [
          "Sketchbooks, markers and paints for {v} less at {p}.",
          "Carnets de croquis, feutres et peintures pour {v} de moins chez {p}.",
        ]),
        o(["stationery", "student"], free, ["Free planner with orders of $30 or more", "Agenda gratuit dès 30 $ d'achat"], [
          "Spend $30 or more at {p} and get this year's student planner, free.",
          "Dépensez 30 $ ou plus chez {p} et obtenez l'agenda étudiant de l'année, gratuitement.",
        ]),
      ],
    },
    {
      key: "tutoring",
      sub: 3,
      channels: [0.7, 0.1, 0.2],
      about: [
        "{p} matches students with tutors and language coaches, online or on campus.",
        "{p} jumelle les étudiants avec des tuteurs et des coachs de langue, en ligne ou sur le campus.",
      ],
      partners: ["StudyNest", "Tutor Tree"],
      offers: [
        o(["courses", "student"], pct(15, 20), ["{v} off tutoring sessions", "{v} de rabais sur les séances de tutorat"], [
          "Stuck on calculus or chemistry? {v} off tutoring sessions with {p}.",
          "Bloqué en calcul ou en chimie? {v} de rabais sur les séances de tutorat avec {p}.",
        ]),
        o(["courses"], free, ["First session free", "Première séance gratuite"], [
          "Meet your tutor at {p} and try a first session, free.",
          "Rencontrez votre tuteur chez {p} et essayez une première séance, gratuitement.",
        ]),
        o(["courses"], pct(20), ["{v} off essay coaching", "{v} de rabais sur l'accompagnement en rédaction"], [
          "Plan, draft and polish with a writing coach: {v} off essay coaching at {p}.",
          "Planifiez, rédigez et peaufinez avec un coach : {v} de rabais sur l'accompagnement en rédaction chez {p}.",
        ]),
        o(["courses"], usd(20), ["{v} off exam-prep packs", "{v} de rabais sur les forfaits de préparation aux examens"], [
          "Walk into finals ready: {v} off any exam-prep pack at {p}.",
          "Arrivez prêt aux examens finaux : {v} de rabais sur tout forfait de préparation chez {p}.",
        ]),
      ],
    },
    {
      key: "language-school",
      sub: 3,
      channels: [0.7, 0.1, 0.2],
      about: [
        "{p} teaches languages in small conversation groups, online and downtown, at every level.",
        "{p} enseigne les langues en petits groupes de conversation, en ligne et au centre-ville, à tous les niveaux.",
      ],
      partners: ["Lingo Leap", "Parlons Plus"],
      offers: [
        o(["courses"], pct(20, 25), ["{v} off language courses", "{v} de rabais sur les cours de langue"], [
          "French, English, Spanish or Mandarin: {v} off any course at {p}.",
          "Français, anglais, espagnol ou mandarin : {v} de rabais sur tous les cours chez {p}.",
        ]),
        o(["courses"], free, ["Free placement test", "Test de classement gratuit"], [
          "Find your level before you sign up, with a free placement test at {p}.",
          "Trouvez votre niveau avant de vous inscrire, grâce au test de classement gratuit de {p}.",
        ]),
        o(["courses", "student"], usd(20, 30), ["{v} off language exam prep", "{v} de rabais sur la préparation aux examens de langue"], [
          "Getting ready for a language test for school or work? {v} off exam prep at {p}.",
          "Vous préparez un test de langue pour vos études ou le travail? {v} de rabais sur la préparation chez {p}.",
        ]),
        o(["courses"], pct(15), ["{v} off conversation clubs", "{v} de rabais sur les clubs de conversation"], [
          "Practise speaking every week for {v} less at {p}.",
          "Pratiquez l'oral chaque semaine pour {v} de moins chez {p}.",
        ]),
      ],
    },
  ],
};
