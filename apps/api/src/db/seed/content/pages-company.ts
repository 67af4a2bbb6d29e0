import { en, fr } from "./copy";
import type { PageCopy } from "./page-copy";

// About SPC and the two "why SPC" pages: what the membership is worth and how it works.

export const aboutPage: PageCopy = {
  slug: "about",
  titleEn: en("About SPC"),
  titleFr: fr("À propos de SPC"),
  summaryEn: en(
    "Since 2009, SPC has helped students across Canada pay less for the things they buy anyway.",
  ),
  summaryFr: fr(
    "Depuis 2009, SPC aide les étudiants de partout au Canada à payer moins cher ce qu'ils achètent de toute façon.",
  ),
  bodyEn: en(`
## Made for student budgets

SPC is a student discount membership. For $11.99 a year, members unlock 450+ deals from brands they already shop at: food, fashion, tech, travel, fitness and more. Members who use their card regularly save $250+ a year.

## Our story

SPC started in 2009 on three campuses, with a simple idea: students shouldn't pay full price for coffee, textbooks or a night out. Local shops signed on, then national brands. In 2016 the SPC app put the card in students' pockets, and in 2023 we launched **SPC+**, a premium tier with exclusive offers, free for students who bank with our partner bank.

## How we work

- **Deals first.** Our partnerships team negotiates every offer and checks it stays real.
- **Bilingual by default.** Everything we make exists in English and in French.
- **Your data stays yours.** We never sell personal information. Read our [privacy policy](/privacy).

## Work with us

We're a small team in Toronto and Montréal. See our [open positions](/careers), or, if you run a business that wants to reach students, [write to us](/contact).
`),
  bodyFr: fr(`
## Pensé pour les budgets étudiants

SPC est une carte de rabais étudiants. Pour 11,99 $ par année, les membres profitent de plus de 450 rabais chez des marques qu'ils fréquentent déjà : restauration, mode, techno, voyages, mise en forme et plus encore. Les membres qui utilisent leur carte régulièrement économisent plus de 250 $ par année.

## Notre histoire

SPC est née en 2009 sur trois campus, d'une idée toute simple : les étudiants ne devraient pas payer le plein prix pour un café, un manuel ou une sortie. Des commerces locaux ont embarqué, puis des marques nationales. En 2016, l'appli SPC a mis la carte dans la poche des étudiants et, en 2023, nous avons lancé **SPC+**, un palier supérieur aux offres exclusives, gratuit pour les étudiants clients de notre banque partenaire.

## Notre façon de travailler

- **Les rabais d'abord.** Notre équipe des partenariats négocie chaque offre et s'assure qu'elle reste réelle.
- **Bilingue par défaut.** Tout ce que nous faisons existe en français et en anglais.
- **Vos données vous appartiennent.** Nous ne vendons jamais de renseignements personnels. Lisez notre [politique de confidentialité](/privacy).

## Travailler avec nous

Nous sommes une petite équipe à Toronto et à Montréal. Consultez nos [postes ouverts](/careers) ou, si votre entreprise veut joindre les étudiants, [écrivez-nous](/contact).
`),
  daysAgo: 120,
  updatedDaysAgo: 20,
};

export const whySpcPage: PageCopy = {
  slug: "why-spc",
  titleEn: en("Why SPC"),
  titleFr: fr("Pourquoi SPC"),
  summaryEn: en("One card, 450+ deals, $250+ back in your pocket every year, for $11.99."),
  summaryFr: fr(
    "Une carte, plus de 450 rabais et plus de 250 $ d'économies par année, pour 11,99 $.",
  ),
  seoTitleEn: en("Why SPC: student discounts worth $250+ a year"),
  seoTitleFr: fr("Pourquoi SPC : des rabais étudiants de plus de 250 $ par année"),
  bodyEn: en(`
## It pays for itself in a week

A yearly membership costs **$11.99**. One pizza night, one movie ticket and one coffee run at member prices usually cover it. After that, every deal is money you keep: members who use their card regularly save **$250+ a year**.

## 450+ deals, all year

Restaurants and cafés, fashion, tech, travel, fitness, beauty and everyday services, from local favourites to national brands. New deals arrive every month, and limited-time offers show up around back to school, exam season and the holidays.

## How it works

1. **Join** online in a minute, or activate the card you picked up on campus.
2. **Browse** deals on the website or in the SPC app, by category or near you.
3. **Save**: show your digital card in store, or reveal a promo code for online shopping.

## Go further with SPC+

SPC+ adds exclusive offers from premium partners. It's free for students who bank with our partner bank; see [SPC+ with the bank](/cibc).

[Get your card](/purchase) · [See the deals](/deals)
`),
  bodyFr: fr(`
## Rentabilisée en une semaine

L'adhésion annuelle coûte **11,99 $**. Une soirée pizza, un billet de cinéma et un café au prix membre suffisent généralement à la payer. Ensuite, chaque rabais est de l'argent qui reste dans vos poches : les membres qui utilisent leur carte régulièrement économisent **plus de 250 $ par année**.

## Plus de 450 rabais, toute l'année

Restos et cafés, mode, techno, voyages, mise en forme, beauté et services du quotidien, des commerces du coin aux grandes marques. De nouveaux rabais s'ajoutent chaque mois, et des offres à durée limitée apparaissent à la rentrée, pendant les examens et durant les Fêtes.

## Comment ça marche

1. **Adhérez** en ligne en une minute, ou activez la carte obtenue sur votre campus.
2. **Parcourez** les rabais sur le site ou dans l'appli SPC, par catégorie ou près de vous.
3. **Économisez** : montrez votre carte numérique en magasin ou affichez un code promo pour magasiner en ligne.

## Allez plus loin avec SPC+

SPC+ ajoute des offres exclusives de partenaires haut de gamme. C'est gratuit pour les étudiants clients de notre banque partenaire; voyez [SPC+ avec la banque](/cibc).

[Obtenir ma carte](/purchase) · [Voir les rabais](/deals)
`),
  daysAgo: 120,
  updatedDaysAgo: 15,
};

export const whySpcStylePage: PageCopy = {
  slug: "why-spc-hm",
  titleEn: en("Why SPC: style for less"),
  titleFr: fr("Pourquoi SPC : du style à petit prix"),
  summaryEn: en(
    "Fashion deals all year, from everyday basics to the outfit for your next night out.",
  ),
  summaryFr: fr(
    "Des rabais mode toute l'année, des essentiels du quotidien à la tenue de votre prochaine sortie.",
  ),
  bodyEn: en(`
## Refresh your wardrobe without the guilt

Your SPC card works at fashion partners across Canada: clothing, shoes, accessories and vintage finds. Members save on basics for class, gear for the gym and something nice for the weekend.

## Made for how you shop

- **Online or in store.** Reveal a promo code for the online shop, or show your digital card at the till.
- **Limited-time drops.** Watch for members-only fashion deals at back to school and during the holiday sales.
- **More than clothes.** The same card covers food, tech, travel and 450+ deals in all.

## What it costs

**$11.99 a year.** One discounted pair of jeans can pay for the whole year, and members who use their card regularly save $250+ a year.

[Get your card](/purchase) · [Browse fashion deals](/deals/category/fashion)
`),
  bodyFr: fr(`
## Renouvelez votre garde-robe sans culpabiliser

Votre carte SPC fonctionne chez des partenaires mode partout au Canada : vêtements, chaussures, accessoires et trouvailles vintage. Les membres économisent sur les essentiels pour les cours, la tenue du gym et un petit quelque chose pour la fin de semaine.

## Pensé pour votre façon de magasiner

- **En ligne ou en magasin.** Affichez un code promo pour la boutique en ligne, ou montrez votre carte numérique à la caisse.
- **Offres éclair.** Surveillez les rabais mode réservés aux membres à la rentrée et pendant les soldes des Fêtes.
- **Plus que des vêtements.** La même carte donne accès à la restauration, à la techno, aux voyages et à plus de 450 rabais en tout.

## Ce que ça coûte

**11,99 $ par année.** Un seul jean en rabais peut payer l'année entière, et les membres qui utilisent leur carte régulièrement économisent plus de 250 $ par année.

[Obtenir ma carte](/purchase) · [Voir les rabais mode](/deals/category/fashion)
`),
  daysAgo: 90,
};
