import { escapeHtml, type Mailer } from "../../adapters/mailer";
import type { ContestRow } from "./repository";

/** The winner's e-mail, in the member's language (French for `fr`, else English). */
export function winnerMail(
  contest: ContestRow,
  winner: { firstName: string | null; language: string | null },
  rulesUrl: string,
) {
  const fr = winner.language === "fr";
  const name = winner.firstName?.trim() || (fr ? "membre" : "member");
  const title = fr ? contest.titleFr : contest.titleEn;
  const subject = fr ? `Vous avez gagné : ${title}` : `You won: ${title}`;
  const lines = fr
    ? [
        `Bonjour ${name},`,
        `Félicitations ! Votre participation au concours « ${title} » a été tirée au sort.`,
        "Nous vous écrirons sous peu pour la remise de votre prix. Répondez à ce courriel si vous avez des questions.",
        `Règlement : ${rulesUrl}`,
      ]
    : [
        `Hi ${name},`,
        `Congratulations! Your entry in “${title}” was drawn as a winner.`,
        "We will be in touch shortly about your prize. Reply to this e-mail with any question.",
        `Rules: ${rulesUrl}`,
      ];
  return {
    subject,
    text: lines.join("\n\n"),
    html: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join(""),
  };
}

/** Sends one e-mail per winner through the configured mailer (the outbox by default). */
export async function notifyWinners(
  mailer: Mailer,
  contest: ContestRow,
  winners: readonly { email: string; firstName: string | null; language: string | null }[],
  publicUrl: string,
) {
  const rulesUrl = new URL(`/contest/rules/${contest.contestId}`, publicUrl).toString();
  for (const winner of winners) {
    await mailer.send({
      to: winner.email,
      kind: "contest_winner",
      ...winnerMail(contest, winner, rulesUrl),
    });
  }
}
