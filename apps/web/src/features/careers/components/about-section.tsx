import { FormattedMessage } from "../../../i18n/intl-lite";
import { useLanguage } from "../../../i18n/language-store";
import { ContentMarkdown } from "../../content";
import { usePageCopy } from "../../page-copy";
import { useCarousel } from "../api/get-carousel";

/**
 * About SPC: the careers row's body, the TIMELINE carousel (year, event) and the PARTNER carousel
 * (brands we work with). Each part that fails to load is left out (spec §8).
 */
export function AboutSection() {
  const language = useLanguage();
  const copy = usePageCopy("careers");
  const timeline = useCarousel("TIMELINE");
  const partners = useCarousel("PARTNER");
  // The row's body starts with its own "About SPC" heading; the section has its heading already.
  const body = copy.data?.[`body_${language}`].replace(/^\s*#{1,6}\s+[^\n]*\n/, "") ?? "";
  return (
    <section
      id="about"
      className="careers-section careers-about"
      aria-labelledby="careers-about-title"
    >
      <h2 id="careers-about-title">
        <FormattedMessage id="careers.about.title" />
      </h2>
      {copy.isPending && (
        <div className="careers-skeleton careers-skeleton--block" aria-hidden="true" />
      )}
      {body && <ContentMarkdown className="careers-about__body">{body}</ContentMarkdown>}
      {timeline.isPending && (
        <div className="careers-skeleton careers-skeleton--block" aria-hidden="true" />
      )}
      {timeline.data && timeline.data.length > 0 && (
        <>
          <h3>
            <FormattedMessage id="careers.about.timeline" />
          </h3>
          <ol className="careers-timeline" data-testid="careers-timeline">
            {timeline.data.map((item) => (
              <li key={item.id} className="careers-timeline__item">
                <span className="careers-timeline__year">{item[`text_${language}`]}</span>
                <span>{item[`subtext_${language}`]}</span>
              </li>
            ))}
          </ol>
        </>
      )}
      {partners.data && partners.data.length > 0 && (
        <>
          <h3>
            <FormattedMessage id="careers.about.partners" />
          </h3>
          <ul className="careers-partners">
            {partners.data.map((item) => (
              <li key={item.id} className="careers-partners__item">
                {item.image_en && (
                  <img
                    src={item.image_en}
                    alt=""
                    width={48}
                    height={48}
                    loading="lazy"
                    decoding="async"
                  />
                )}
                <span>{item[`text_${language}`]}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
