import type { CarouselItem } from "@spc/shared";
import { useMemo } from "react";
import { FormattedMessage } from "../../../i18n/intl-lite";
import { useLanguage } from "../../../i18n/language-store";
import { ContentMarkdown } from "../../content";
import { useCarousel } from "../api/get-carousel";
import { pickTeam } from "../team-picks";

function initials(name: string): string {
  return name
    .split(/[\s-]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join("");
}

/**
 * The team (spec §2.1, §9): up to three members of the TEAM carousel in random order, each on a
 * random overlay colour (team-picks.ts). No portraits exist yet: a member without a picture shows
 * their initials on the colour. A failed carousel leaves the section without members (spec §8).
 */
export function TeamSection() {
  const language = useLanguage();
  const team = useCarousel("TEAM");
  // Drawn once per arrival of the list, not on every render.
  const picks = useMemo(() => pickTeam<CarouselItem>(team.data ?? []), [team.data]);
  return (
    <section id="team" className="careers-section" aria-labelledby="careers-team-title">
      <h2 id="careers-team-title">
        <FormattedMessage id="careers.team.title" />
      </h2>
      {team.isPending && (
        <ul className="careers-team" aria-hidden="true">
          {[0, 1, 2].map((n) => (
            <li key={n} className="careers-member careers-member--skeleton careers-skeleton" />
          ))}
        </ul>
      )}
      {picks.length > 0 && (
        <ul className="careers-team" data-testid="careers-team">
          {picks.map(({ member, colour }) => (
            <li key={member.id} className="careers-member" data-colour={colour}>
              <div className={`careers-member__portrait careers-overlay--${colour}`}>
                {member.image_en ? (
                  <img src={member.image_en} alt="" loading="lazy" decoding="async" />
                ) : (
                  <span aria-hidden="true">{initials(member[`text_${language}`])}</span>
                )}
              </div>
              <h3 className="careers-member__name">{member[`text_${language}`]}</h3>
              {member[`subtext_${language}`] && (
                <p className="careers-member__role">{member[`subtext_${language}`]}</p>
              )}
              {member[`description_${language}`] && (
                <ContentMarkdown className="careers-member__bio">
                  {member[`description_${language}`] ?? ""}
                </ContentMarkdown>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
