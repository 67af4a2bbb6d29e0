import { BREAKPOINTS } from "@spc/shared";
import "./popup-picture.css";

/**
 * The picture of a pop-up record (spec §3: the ads and the e-mail opt-in pop-ups): the desktop
 * one, or the mobile one on a phone, in a 4:3 frame. `alt` says what it shows (or its words);
 * empty: decorative.
 */
export function PopupPicture({
  image,
  imageMobile,
  alt,
}: {
  image: string;
  imageMobile: string;
  alt: string;
}) {
  return (
    <picture>
      <source media={`(max-width: ${BREAKPOINTS.mobileMax}px)`} srcSet={imageMobile} />
      <img className="popup-picture" src={image} alt={alt} width={480} height={360} />
    </picture>
  );
}
