import { InformationPage } from "../../content";
import { HighSchoolAside } from "../components/high-school-aside";

/**
 * /highschool: the page's content row beside the join card — or, for a member holding a valid
 * high-school card (spec §3 `is_highschool`), a note that the card is active (decision 0041).
 */
export function HighSchoolPage() {
  return (
    <InformationPage
      slug="highschool"
      title="page.highSchool.title"
      asideContent={<HighSchoolAside />}
    />
  );
}
