import {
  type Language,
  type PagePath,
  type RouteMatch,
  type Seo,
  typesetFrench,
} from "@spc/shared";
import type { Db } from "../../db/client";
import type { PageHead, PageHeadOf } from "../../plugins/spa-head";
import {
  activeHolidayEvent,
  blogPostSeo,
  contentContextOf,
  contentPageSeo,
  shortDescription,
} from "../content";
import { type CatalogueHead, catalogueHeadOf } from "../offers";

// The head of each page of the shared route table (decision 0035): the content row's SEO title
// and description where the page has a row (and a blog post's for its page), else the page's
// name below. The names are the web catalogue's page names, written here once so that the API
// reads no web file; they change rarely and only name the page until its row says more.

type NamedPath = Exclude<PagePath, "/:id" | "*">;

/** Every page's name in English and French (the `page.*.title` messages of the web). */
const PAGE_NAMES: Record<NamedPath, readonly [en: string, fr: string]> = {
  "/": ["Home", "Accueil"],
  "/about": ["About us", "À propos"],
  "/business": ["SPC for business", "SPC pour les entreprises"],
  "/faq-help": ["FAQ and help", "FAQ et aide"],
  "/freesamples": ["Free samples", "Échantillons gratuits"],
  "/fundraising": ["Fundraising", "Collecte de fonds"],
  "/contact": ["Contact us", "Nous joindre"],
  "/terms": ["Terms of use", "Conditions d’utilisation"],
  "/privacy": ["Privacy policy", "Politique de confidentialité"],
  "/brands": ["Brands", "Marques"],
  "/blogs": ["Blog", "Blogue"],
  "/blog/:identifier": ["Blog post", "Article de blogue"],
  "/international": ["International students", "Étudiants étrangers"],
  "/why-spc": ["Why SPC", "Pourquoi SPC"],
  "/why-spc-hm": ["Why SPC: style for less", "Pourquoi SPC : du style à petit prix"],
  "/coming-soon": ["Coming soon", "Bientôt disponible"],
  "/qrlanding": ["Welcome to SPC", "Bienvenue chez SPC"],
  "/careers": ["Careers", "Carrières"],
  "/deals": ["Student deals", "Rabais étudiants"],
  "/categories": ["Browse discounts", "Parcourir les rabais"],
  "/deals/category/:name": ["Category deals", "Rabais par catégorie"],
  "/deals/:partnerUrlName": ["Partner deals", "Rabais du partenaire"],
  "/deals/offer/:id": ["Offer details", "Détails de l’offre"],
  "/deals/:partnerName/offer/:id": ["Offer details", "Détails de l’offre"],
  "/search": ["Search deals", "Rechercher des rabais"],
  "/search/inStore": ["In-store deals near you", "Rabais en magasin près de chez vous"],
  "/search/:query": ["Search deals", "Rechercher des rabais"],
  "/weekly-deals/:id": ["Weekly deals", "Rabais de la semaine"],
  "/plus-offers": ["SPC+ deals", "Rabais SPC+"],
  "/trending": ["Trending deals", "Rabais populaires"],
  "/partner/:name": ["Partner", "Partenaire"],
  "/partners/:name": ["Partner", "Partenaire"],
  "/offer/:id": ["Offer details", "Détails de l’offre"],
  "/spc-plus": ["More savings with SPC+", "Encore plus d’économies avec SPC+"],
  "/redirect-to-partner": ["Taking you to the partner", "Redirection vers le partenaire"],
  "/favourites": ["Favourites", "Favoris"],
  "/favourites/list/:id": ["Saved list", "Liste enregistrée"],
  "/shared-list/:token": ["Shared list", "Liste partagée"],
  "/cibc": ["SPC+ with CIBC", "SPC+ avec CIBC"],
  "/cibc/offers": ["CIBC offers", "Offres CIBC"],
  "/highschool": ["High school students", "Élèves du secondaire"],
  "/timhortons": ["Tims Rewards for students", "Récompenses Tim pour les étudiants"],
  "/bts-market-landing": ["Back-to-school marketplace", "Marché de la rentrée"],
  "/login": ["Welcome back", "Bon retour parmi nous"],
  "/signup": ["Create your account", "Créez votre compte"],
  "/signup/additional": ["A few more questions", "Quelques questions de plus"],
  "/signup/purchase": ["Get your SPC membership", "Obtenez votre adhésion SPC"],
  "/signup/activate": ["Activate your card", "Activer votre carte"],
  "/signup/activation/complete": ["Activation complete", "Activation terminée"],
  "/purchase/instore": ["Card bought in store", "Carte achetée en magasin"],
  "/register": ["Activate your membership", "Activez votre adhésion"],
  "/explore-memberships": ["Explore memberships", "Découvrir les adhésions"],
  "/purchase": ["Get your SPC membership", "Obtenez votre adhésion SPC"],
  "/purchase/summary": ["Order summary", "Sommaire de la commande"],
  "/purchase/completion": ["Welcome to SPC!", "Bienvenue chez SPC !"],
  "/activate": ["Activate your card", "Activer votre carte"],
  "/activate/account": ["Activation: your account", "Activation : votre compte"],
  "/activate/info": ["Activation: your information", "Activation : vos renseignements"],
  "/activate/completion": ["Activation complete", "Activation terminée"],
  "/activate/subscription": ["Add a subscription", "Ajouter un abonnement"],
  "/activate/incentive": ["Your activation bonus", "Votre prime d’activation"],
  "/membership-screen": ["My membership", "Mon adhésion"],
  "/billing": ["Billing", "Facturation"],
  "/profile": ["My profile", "Mon profil"],
  "/student/verify": ["Confirm your student status", "Confirmez votre statut étudiant"],
  "/newsletter/confirm": ["Confirm your subscription", "Confirmez votre abonnement"],
  "/newsletter/preferences": ["Your e-mail preferences", "Vos préférences de courriel"],
  "/profile/edit": ["Edit my profile", "Modifier mon profil"],
  "/reset-password": ["Choose a new password", "Choisissez un nouveau mot de passe"],
  "/__/auth/action": ["Account action", "Action liée au compte"],
  "/emailverification": ["E-mail verification", "Vérification du courriel"],
  "/verifyEmail": ["E-mail verification", "Vérification du courriel"],
  "/contest/rules": ["Contest rules", "Règlement du concours"],
  "/contest/rules/:contestname": ["Contest rules", "Règlement du concours"],
  "/contest/:id": ["Contest", "Concours"],
  "/12-days-giveaways-2024": ["12 days of giveaways", "12 jours de cadeaux"],
  "/holiday-contest": ["Holiday contest", "Concours des Fêtes"],
  "/bdaycontest": ["Birthday contest", "Concours d’anniversaire"],
  "/frost-activation-2025": ["Frost 2025 activation", "Activation Frost 2025"],
  "/frost-2025-matchgame": ["Frost 2025 match game", "Jeu d’association Frost 2025"],
  "/campustour-2024": ["Campus tour 2024", "Tournée des campus 2024"],
  "/levis-info2024": ["Levi’s and SPC", "Levi’s et SPC"],
  "/cibc_trade_contest": ["CIBC contest", "Concours CIBC"],
  "/landingcontest/:url": ["Contest", "Concours"],
  "/bts-2025": ["Back to school 2025", "Rentrée 2025"],
  "/bts-easy-promo": ["Back-to-school promo", "Promo de la rentrée"],
};

/** The site template of spec §2.1 (the web's `site.titleTemplate`). */
const titleOf = (page: string) => `${page} | SPC`;

/** What the site is, for a page without a description of its own. */
const SITE_DESCRIPTION: Record<Language, string> = {
  en: "SPC: 450+ student discounts across Canada on food, fashion, tech and travel, online and in store. Members save $250+ a year.",
  fr: typesetFrench(
    "SPC : plus de 450 rabais étudiants partout au Canada en restauration, mode, techno et voyages, en ligne et en magasin. Les membres économisent plus de 250 $ par année.",
  ),
};

const NOT_FOUND: Record<Language, string> = {
  en: "Page not found",
  fr: "Page introuvable",
};

/**
 * A member's own pages and the buying path: worth no place in search results (robots.txt
 * keeps crawlers out of some; the others say so in their head).
 */
const PRIVATE_PREFIXES = [
  "/profile",
  "/student/verify",
  // The newsletter's e-mailed links carry a token: never indexed.
  "/newsletter",
  "/billing",
  "/favourites",
  "/membership-screen",
  "/purchase",
  "/signup/",
  "/activate/",
  "/register",
  "/redirect-to-partner",
  "/shared-list/",
  "/reset-password",
  "/__/",
  "/emailverification",
  "/verifyEmail",
];

/**
 * The address a route names with its parameters, without language marker or query, each
 * parameter percent-encoded (the matcher gives a `/` inside a segment as `%2F`).
 */
function pathOf(page: RouteMatch): string {
  return page.path.replace(/:(\w+)\??/g, (_, name: string) =>
    encodeURIComponent((page.params[name] ?? "").replaceAll("%2F", "/")),
  );
}

function pick(seo: Seo, language: Language): { title: string; description: string } {
  return language === "fr"
    ? { title: typesetFrench(seo.title_fr), description: typesetFrench(seo.description_fr) }
    : { title: seo.title_en, description: seo.description_en };
}

/** What a page naming an offer, a category or a partner says of it, per language. */
function describe(head: CatalogueHead, language: Language): { title: string; description: string } {
  const name = head.name[language];
  const partner = head.partner ?? "";
  if (head.kind === "offer") {
    return language === "fr"
      ? {
          title: typesetFrench(`${name} – ${partner}`),
          description: typesetFrench(
            `${name} chez ${partner} : un rabais étudiant pour les membres SPC.`,
          ),
        }
      : {
          title: `${name} – ${partner}`,
          description: `${name} at ${partner}: a student deal for SPC members.`,
        };
  }
  if (head.kind === "category") {
    return language === "fr"
      ? {
          title: typesetFrench(`${name} : rabais étudiants`),
          description: typesetFrench(
            `Les rabais étudiants de la catégorie ${name} pour les membres SPC, partout au Canada.`,
          ),
        }
      : {
          title: `${name}: student deals`,
          description: `Student deals in ${name} for SPC members, across Canada.`,
        };
  }
  const own = head.description ? shortDescription(head.description[language]) : null;
  return language === "fr"
    ? {
        title: typesetFrench(`Rabais étudiants chez ${name}`),
        description: typesetFrench(own ?? `Les rabais étudiants de ${name} pour les membres SPC.`),
      }
    : {
        title: `${name} student deals`,
        description: own ?? `Student deals at ${name} for SPC members.`,
      };
}

/**
 * The heads of the site's pages, read through the content and catalogue caches: a page view
 * costs a Map lookup once they are warm.
 */
export function createPageHeads(db: Db): PageHeadOf {
  const content = contentContextOf(db);
  const catalogue = catalogueHeadOf(db);
  return async (page, language, status): Promise<PageHead> => {
    const named = page && page.path in PAGE_NAMES ? (page.path as NamedPath) : null;
    // A delisted or expired offer (410) is still its page, named, but no longer to be listed.
    if (status === 410 && page && named) {
      const name = PAGE_NAMES[named][language === "fr" ? 1 : 0];
      return {
        title: titleOf(name),
        description: SITE_DESCRIPTION[language],
        path: null,
        type: "website",
        noindex: true,
      };
    }
    // The catch-all names a running holiday event (its status said so): the event's own head.
    if (status === 200 && page?.path === "/:id") {
      const event = await activeHolidayEvent(db, page.params.id ?? "");
      if (event) {
        const fr = language === "fr";
        return {
          title: titleOf(fr ? event.title_fr : event.title_en),
          description: shortDescription(fr ? event.summary_fr : event.summary_en),
          path: pathOf(page),
          type: "website",
          noindex: false,
        };
      }
    }
    if (status !== 200 || !page || !named) {
      return {
        title: titleOf(NOT_FOUND[language]),
        description: SITE_DESCRIPTION[language],
        path: null,
        type: "website",
        noindex: true,
      };
    }
    const name = PAGE_NAMES[named][language === "fr" ? 1 : 0];
    const noindex = PRIVATE_PREFIXES.some((prefix) => named.startsWith(prefix));
    const base: PageHead = {
      title: titleOf(name),
      description: SITE_DESCRIPTION[language],
      path: pathOf(page),
      type: "website",
      noindex,
    };
    if (named === "/blog/:identifier") {
      const post = await blogPostSeo(content, page.params.identifier ?? "");
      if (!post) return base;
      const seo = pick(post.seo, language);
      // /blog/12 and /blog/Budget-Tips are the post at /blog/budget-tips.
      return {
        ...base,
        ...seo,
        title: titleOf(seo.title),
        path: `/blog/${post.slug}`,
        type: "article",
      };
    }
    const entity = await catalogue(page);
    if (entity) {
      const text = describe(entity, language);
      return {
        ...base,
        title: titleOf(text.title),
        description: text.description,
        path: entity.path,
      };
    }
    const row = (await contentPageSeo(content)).get(named);
    if (!row) return base;
    const seo = pick(row, language);
    // Spec §2.1 names the home page's title (Home, Accueil); its row gives the description.
    const title = named === "/" ? name : seo.title;
    return { ...base, title: titleOf(title), description: seo.description };
  };
}
