import type { Card as MemberCardData } from "@spc/shared";
import { type ReactNode, useState } from "react";
import { BADGE_TONES, Badge } from "../../components/badge/badge";
import { Button } from "../../components/button/button";
import type { ButtonSize, ButtonVariant } from "../../components/button/button-classes";
import { ButtonLink, ExternalButtonLink } from "../../components/button/button-link";
import { Card, CardLink } from "../../components/card/card";
import { CheckboxField } from "../../components/form/checkbox-field";
import { SelectField } from "../../components/form/select-field";
import { TextField } from "../../components/form/text-field";
import { MembershipCard } from "../../components/membership-card/membership-card";
import { Modal } from "../../components/modal/modal";
import { Switch } from "../../components/switch/switch";
import { FormattedMessage, useIntl } from "../../i18n/intl-lite";
import type { MessageId } from "../../i18n/messages";

const VARIANTS: readonly ButtonVariant[] = [
  "primary",
  "secondary",
  "ghost",
  "danger",
  "on-dark",
  "link",
];
const SIZES: readonly ButtonSize[] = ["small", "medium", "large"];
const SCHOOL_TYPES = ["university", "college", "cegep"] as const;

// The demo member's card (the seed's), and the same card once it has expired.
const CARD: MemberCardData = {
  card_number: "6018000000000011",
  csv: "123",
  cobrand: "spc",
  status: "active",
  is_expired: false,
  expiry_date: "2099-08-31",
  is_primary: true,
  is_g_ticket: false,
  is_online_purchased: true,
  campus: null,
};
const EXPIRED_CARD: MemberCardData = { ...CARD, cobrand: "cibc", is_expired: true };

function Section({ id, title, children }: { id: string; title: MessageId; children: ReactNode }) {
  return (
    <section className="design-system__section" aria-labelledby={id}>
      <h3 id={id}>
        <FormattedMessage id={title} />
      </h3>
      {children}
    </section>
  );
}

/**
 * Every component of the design system in the language of the IntlProvider above it: Button in
 * each variant, size and state, the button-looking links, Switch, the form fields with hints and
 * errors, Card, Badge, a Modal and the membership card. `idPrefix` keeps ids unique when the page
 * shows the showcase once per language.
 */
export function DesignSystemShowcase({ idPrefix }: { idPrefix: string }) {
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  const [renews, setRenews] = useState(true);
  const [birthDate, setBirthDate] = useState("2004-13-01");
  const [postal, setPostal] = useState("");
  const [school, setSchool] = useState("");
  const [optIn, setOptIn] = useState(false);
  const [dialogOpen, setDialogOpen] = useState(false);
  const id = (name: string) => `${idPrefix}-${name}`;

  return (
    <div className="design-system__showcase">
      <Section id={id("buttons")} title="dev.designSystem.section.buttons">
        {VARIANTS.map((variant) => (
          <div
            key={variant}
            className={`design-system__row${variant === "on-dark" ? " design-system__row--dark" : ""}`}
          >
            <p className="design-system__label">{t(`dev.designSystem.variant.${variant}`)}</p>
            {SIZES.map((size) => (
              <Button key={size} variant={variant} size={size}>
                {t(`dev.designSystem.size.${size}`)}
              </Button>
            ))}
            <Button variant={variant} disabled>
              {t("dev.designSystem.state.disabled")}
            </Button>
            <Button variant={variant} busy>
              {t("dev.designSystem.state.busy")}
            </Button>
          </div>
        ))}
      </Section>

      <Section id={id("links")} title="dev.designSystem.section.links">
        <div className="design-system__row">
          <ButtonLink variant="primary" to="/deals">
            <FormattedMessage id="home.hero.member.deals" />
          </ButtonLink>
          <ButtonLink variant="ghost" to="/membership-screen">
            <FormattedMessage id="home.hero.member.card" />
          </ButtonLink>
          <ExternalButtonLink variant="secondary" href="https://www.cibc.com/">
            <FormattedMessage id="cibc.offers.open" />
          </ExternalButtonLink>
        </div>
      </Section>

      <Section id={id("switch")} title="dev.designSystem.section.switch">
        <Switch
          id={id("renew")}
          label={<FormattedMessage id="billing.autoRenew.toggle" />}
          checked={renews}
          onChange={setRenews}
          describedBy={id("renew-hint")}
        />
        <p id={id("renew-hint")} className="design-system__hint">
          <FormattedMessage id="dev.designSystem.switch.hint" />
        </p>
        <Switch
          id={id("renew-off")}
          label={<FormattedMessage id="cookies.category.alwaysActive" />}
          checked
          disabled
          onChange={() => {}}
        />
      </Section>

      <Section id={id("fields")} title="dev.designSystem.section.fields">
        <div className="auth-form">
          <TextField
            name="birth_date"
            label={<FormattedMessage id="profile.field.birthDate" />}
            hint={<FormattedMessage id="signup.field.birthdateHint" />}
            value={birthDate}
            onValueChange={setBirthDate}
            error={{ message: "validation.birth_date.invalid" }}
            required
          />
          <TextField
            name="postal"
            label={<FormattedMessage id="profile.field.postal" />}
            value={postal}
            onValueChange={setPostal}
            optional
          />
          <SelectField
            name="school_type"
            label={<FormattedMessage id="profile.field.schoolType" />}
            value={school}
            onValueChange={setSchool}
            options={SCHOOL_TYPES.map((type) => ({
              value: type,
              label: t(`profile.schoolType.${type}`),
            }))}
            placeholder={t("profile.field.choose")}
            required
          />
          <CheckboxField
            name="email_opt_in"
            label={<FormattedMessage id="profile.field.emailOptIn" />}
            checked={optIn}
            onCheckedChange={setOptIn}
          />
        </div>
      </Section>

      <Section id={id("cards")} title="dev.designSystem.section.cards">
        <Card
          title={<FormattedMessage id="membership.register.trial.title" />}
          titleLevel={4}
          titleAside={
            <Badge tone="accent">
              <FormattedMessage id="offer.badge.new" />
            </Badge>
          }
          footer={
            <ButtonLink variant="primary" to="/register">
              <FormattedMessage id="membership.register.trial.start" />
            </ButtonLink>
          }
        >
          <p>
            <FormattedMessage id="membership.register.trial.body" />
          </p>
        </Card>
        <ul className="design-system__tiles">
          <li>
            <Card
              as="article"
              density="compact"
              interactive
              media={<div className="design-system__media" />}
            >
              <p className="design-system__partner">
                <FormattedMessage id="membership.card.cobrand.spc" />
              </p>
              <h4 className="design-system__tile-title">
                <CardLink to="/deals">
                  <FormattedMessage id="home.benefits.deals.title" />
                </CardLink>
              </h4>
              <ul className="design-system__badges">
                <Badge as="li" tone="plus">
                  <FormattedMessage id="offer.badge.spcPlus" />
                </Badge>
                <Badge as="li">
                  <FormattedMessage id="offer.badge.online" />
                </Badge>
              </ul>
            </Card>
          </li>
        </ul>
      </Section>

      <Section id={id("badges")} title="dev.designSystem.section.badges">
        <ul className="design-system__badges">
          {BADGE_TONES.map((tone) => (
            <Badge key={tone} as="li" tone={tone}>
              {t(`dev.designSystem.tone.${tone}`)}
            </Badge>
          ))}
        </ul>
      </Section>

      <Section id={id("dialog")} title="dev.designSystem.section.dialog">
        <Button variant="secondary" aria-haspopup="dialog" onClick={() => setDialogOpen(true)}>
          <FormattedMessage id="dev.designSystem.dialog.open" />
        </Button>
        <Modal
          open={dialogOpen}
          onClose={() => setDialogOpen(false)}
          title={<FormattedMessage id="dev.designSystem.dialog.title" />}
          description={<FormattedMessage id="dev.designSystem.dialog.body" />}
        >
          <div className="modal__actions">
            <Button variant="primary" onClick={() => setDialogOpen(false)}>
              <FormattedMessage id="modal.close" />
            </Button>
          </div>
        </Modal>
      </Section>

      <Section id={id("member-card")} title="dev.designSystem.section.membershipCard">
        <MembershipCard card={CARD} />
        <MembershipCard card={EXPIRED_CARD} />
      </Section>
    </div>
  );
}
