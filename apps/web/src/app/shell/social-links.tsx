import type { ComponentType } from "react";
import { FacebookIcon, InstagramIcon, TikTokIcon } from "../../components/icons";
import { useIntl } from "../../i18n/intl-lite";
import { EXTERNAL_LINKS } from "../../lib/external-links";

const NETWORKS: ReadonlyArray<{
  key: "facebook" | "instagram" | "tiktok";
  Icon: ComponentType<{ className?: string }>;
}> = [
  { key: "facebook", Icon: FacebookIcon },
  { key: "instagram", Icon: InstagramIcon },
  { key: "tiktok", Icon: TikTokIcon },
];

/** Facebook, Instagram and TikTok (spec §2.7), each named for screen readers. */
export function SocialLinks() {
  const intl = useIntl();
  return (
    <ul className="social-links">
      {NETWORKS.map(({ key, Icon }) => (
        <li key={key}>
          <a
            className="social-links__link"
            href={EXTERNAL_LINKS[key]}
            aria-label={intl.formatMessage({ id: `shell.social.${key}` })}
          >
            <Icon />
          </a>
        </li>
      ))}
    </ul>
  );
}
