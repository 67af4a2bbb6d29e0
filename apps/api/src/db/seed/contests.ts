import type { contests } from "../schema";
import type { SeedClock } from "./clock";

type ContestRow = typeof contests.$inferInsert;

// Demo contests (original copy): one open (the 12-days giveaway, a one-click daily calendar), one
// open form contest for Quebec with its own rules, one upcoming travel-photo contest and one closed
// back-to-school contest. Dates are offsets from seed day, so every fresh database has each state.
// The active holiday page is the content seed's holiday event (seed/content/events.ts).

const anywhere = { min_age: null, provinces: null, excluded_provinces: [] };

export function contestRows(clock: SeedClock): ContestRow[] {
  return [
    {
      contestId: "12-days-giveaways",
      titleEn: "12 Days of Giveaways",
      titleFr: "12 jours de cadeaux",
      descriptionEn:
        "A new prize opens every day for twelve days. Enter once and you are in the draw for every prize.",
      descriptionFr:
        "Un nouveau prix s’ouvre chaque jour pendant douze jours. Inscrivez-vous une fois et vous participez au tirage de tous les prix.",
      ruleEn:
        "## Rules\n\nOpen to registered SPC members aged 16 or older in Canada. One entry per member. Winners are drawn at random among eligible entries after the contest closes and are contacted by e-mail. No purchase necessary.",
      ruleFr:
        "## Règlement\n\nOuvert aux membres SPC inscrits de 16 ans ou plus au Canada. Une participation par membre. Les gagnants sont tirés au hasard parmi les participations admissibles après la fin du concours et sont joints par courriel. Aucun achat requis.",
      opensAt: clock.daysFromToday(-3),
      closesAt: clock.daysFromToday(9),
      entryKind: "one_click",
      eligibility: { audience: "members", ...anywhere, min_age: 16 },
      prizes: Array.from({ length: 12 }, (_, index) => ({
        name_en: `Day ${index + 1}: a $50 gift card`,
        name_fr: `Jour ${index + 1} : une carte-cadeau de 50 $`,
        quantity: 1,
        day: index + 1,
      })),
      winnerCount: 12,
    },
    {
      contestId: "frost-activation-2025",
      titleEn: "Frost Activation",
      titleFr: "Activation Frimas",
      descriptionEn: "Tell us your favourite winter study spot for a chance to win a cozy bundle.",
      descriptionFr:
        "Dites-nous votre coin d’étude d’hiver préféré pour courir la chance de gagner un ensemble douillet.",
      ruleEn:
        "## Rules (Quebec)\n\nOpen to residents of Quebec aged 18 or older. One entry per person. The skill-testing question must be answered correctly. A dispute about the running of this contest may be submitted to the Régie des alcools, des courses et des jeux.",
      ruleFr:
        "## Règlement (Québec)\n\nOuvert aux résidents du Québec de 18 ans ou plus. Une participation par personne. La question d’habileté mathématique doit être réussie. Un différend quant à l’organisation de ce concours peut être soumis à la Régie des alcools, des courses et des jeux.",
      opensAt: clock.daysFromToday(-1),
      closesAt: clock.daysFromToday(20),
      entryKind: "form",
      eligibility: {
        audience: "registered",
        min_age: 18,
        provinces: ["QC"],
        excluded_provinces: [],
      },
      questions: [
        {
          key: "study_spot",
          kind: "text",
          label_en: "Your favourite winter study spot",
          label_fr: "Votre coin d’étude d’hiver préféré",
          required: true,
          max_length: 280,
        },
        {
          key: "skill_answer",
          kind: "choice",
          label_en: "Skill-testing question: 6 × 4 + 10 ÷ 2 = ?",
          label_fr: "Question d’habileté : 6 × 4 + 10 ÷ 2 = ?",
          required: true,
          options: [
            { value: "29", label_en: "29", label_fr: "29" },
            { value: "17", label_en: "17", label_fr: "17" },
          ],
        },
        {
          key: "accept_rules",
          kind: "consent",
          label_en: "I accept the contest rules",
          label_fr: "J’accepte le règlement du concours",
          required: true,
        },
      ],
      prizes: [
        { name_en: "A winter bundle", name_fr: "Un ensemble d’hiver", quantity: 3, day: null },
      ],
      winnerCount: 3,
    },
    {
      contestId: "travel-photo",
      titleEn: "Travel Photo Contest",
      titleFr: "Concours de photos de voyage",
      descriptionEn: "Share your best travel photo. Approved photos appear in the gallery.",
      descriptionFr:
        "Partagez votre plus belle photo de voyage. Les photos approuvées paraissent dans la galerie.",
      ruleEn:
        "## Rules\n\nOpen to SPC+ members. Send one photo you took yourself. Photos are reviewed before they are shown; location data is removed from every photo.",
      ruleFr:
        "## Règlement\n\nOuvert aux membres SPC+. Envoyez une photo prise par vous. Les photos sont vérifiées avant d’être affichées ; les données de localisation sont retirées de chaque photo.",
      opensAt: clock.daysFromToday(14),
      closesAt: clock.daysFromToday(45),
      entryKind: "photo",
      eligibility: { audience: "plus", ...anywhere },
      prizes: [
        { name_en: "A travel backpack", name_fr: "Un sac de voyage", quantity: 1, day: null },
      ],
    },
    {
      contestId: "bts-2025",
      titleEn: "Back to School",
      titleFr: "Rentrée scolaire",
      descriptionEn: "Every membership bought during the back-to-school weeks was an entry.",
      descriptionFr:
        "Chaque adhésion achetée pendant les semaines de la rentrée comptait comme une participation.",
      ruleEn:
        "## Rules\n\nOpen to registered users in Canada, excluding Quebec. One entry per member. The contest is closed.",
      ruleFr:
        "## Règlement\n\nOuvert aux utilisateurs inscrits au Canada, à l’exception du Québec. Une participation par membre. Le concours est terminé.",
      opensAt: clock.daysFromToday(-60),
      closesAt: clock.daysFromToday(-30),
      entryKind: "one_click",
      eligibility: { audience: "registered", ...anywhere, excluded_provinces: ["QC"] },
      prizes: [{ name_en: "A laptop", name_fr: "Un ordinateur portable", quantity: 1, day: null }],
    },
  ];
}
