import { ButtonLink } from "../../../components/button/button-link";
import { Card } from "../../../components/card/card";
import { FormattedMessage } from "../../../i18n/intl-lite";
import { JoinCard } from "../../content";
import { useSession } from "../../session";
import { validHighSchoolCard } from "../high-school";

/**
 * Beside /highschool: a member holding a valid high-school card (spec §3 `is_highschool`) is
 * told the card is active and sent to the deals — selling them the membership again would be
 * wrong; everyone else gets the join card.
 */
export function HighSchoolAside() {
  const { isRegistered, snapshot } = useSession();
  const card = isRegistered ? validHighSchoolCard(snapshot.cards, new Date()) : null;
  if (!card) return <JoinCard />;
  return (
    <Card className="join-card" title={<FormattedMessage id="content.highSchool.activeTitle" />}>
      <p>
        <FormattedMessage id="content.highSchool.activeBody" />
      </p>
      <div className="join-card__actions">
        <ButtonLink to="/deals" variant="primary">
          <FormattedMessage id="content.highSchool.deals" />
        </ButtonLink>
      </div>
    </Card>
  );
}
