import type { SeedClock } from "./clock";
import type { OfferDraft } from "./offer-row";
import type { Channel } from "./types";

export interface Fixture {
  partner: string;
  category: string;
  sub: number;
  tags: readonly string[];
  channel: Channel;
  title: readonly [string, string];
  description: readonly [string, string];
  overrides: Partial<OfferDraft>;
}

const CIBC_URL_EN = "https://www.cibc.com/en/student/spc.html";
const CIBC_URL_FR = "https://www.cibc.com/fr/student/spc.html";

/** In `seedOfferIds` order: the position in this list is the offer id minus one. */
export function fixtureList(clock: SeedClock): Fixture[] {
  const day = clock.daysFromToday;
  const cibc = (amount: number, en: string, fr: string, rank: number): Fixture => ({
    partner: "cibc",
    category: "services",
    sub: 3,
    tags: ["banking", "student"],
    channel: "online",
    title: [`Get a $${amount} bonus ${en}`, `Obtenez une prime de ${amount} $ ${fr}`],
    description: [
      `Open a CIBC Smart Account for students and get a $${amount} bonus ${en}.`,
      `Ouvrez un compte Intelligent CIBC pour étudiants et obtenez une prime de ${amount} $ ${fr}.`,
    ],
    overrides: {
      offerUrl: CIBC_URL_EN,
      offerUrlFr: CIBC_URL_FR,
      discountValue: amount,
      discountLabelEn: `$${amount}`,
      discountLabelFr: `${amount} $`,
      discountRank: rank,
      views: 9000 + amount,
    },
  });
  return [
    {
      partner: "maple-slice-pizza",
      category: "food-and-drink",
      sub: 0,
      tags: ["pizza"],
      channel: "both",
      title: ["20% off all pizzas", "20 % de rabais sur toutes les pizzas"],
      description: [
        "Fuel your study session with 20% off any pizza at Maple Slice Pizza.",
        "Carburez à la pizza : 20 % de rabais sur toutes les pizzas chez Maple Slice Pizza.",
      ],
      overrides: {
        codeMode: "static",
        staticCode: "SLICE20",
        offerUrl: "https://www.maple-slice-pizza.example.com/order",
        discountValue: 20,
        discountLabelEn: "20%",
        discountLabelFr: "20 %",
        views: 15000,
      },
    },
    {
      partner: "cafe-boreal",
      category: "food-and-drink",
      sub: 1,
      tags: ["coffee", "student"],
      channel: "in_store",
      title: [
        "Free café latte for students with any pastry",
        "Café au lait gratuit pour chaque étudiant à l'achat d'une viennoiserie",
      ],
      description: [
        "Café Boréal treats students: buy any pastry and get a café latte on the house.",
        "Le Café Boréal gâte les étudiants : achetez une viennoiserie et obtenez un café au lait gratuit.",
      ],
      overrides: { views: 12000 },
    },
    {
      partner: "demo-unique-pool",
      category: "tech",
      sub: 2,
      tags: ["software"],
      channel: "online",
      title: [
        "$10 off your first order with a one-time code",
        "10 $ de rabais sur votre première commande avec un code unique",
      ],
      description: [
        "Each member gets one personal code from a limited pool, valid on a first order.",
        "Chaque membre reçoit un code personnel tiré d'un lot limité, valable sur une première commande.",
      ],
      overrides: {
        codeType: "upload_unique",
        codeMode: "unique",
        offerUrl: "https://www.demo-unique-pool.example.com",
        discountValue: 10,
        discountLabelEn: "$10",
        discountLabelFr: "10 $",
      },
    },
    {
      partner: "streamloon",
      category: "entertainment",
      sub: 1,
      tags: ["streaming"],
      channel: "online",
      title: ["One month of streaming free", "Un mois de diffusion en continu gratuit"],
      description: [
        "Films and series on StreamLoon for a month, on us. Codes are limited.",
        "Des films et des séries sur StreamLoon pendant un mois, gracieuseté de SPC. Codes en nombre limité.",
      ],
      overrides: {
        codeType: "upload_random",
        codeMode: "random",
        offerUrl: "https://www.streamloon.example.com/redeem",
      },
    },
    {
      partner: "pixelpeak",
      category: "tech",
      sub: 0,
      tags: ["laptop"],
      channel: "online",
      title: ["15% off everything online", "15 % de rabais sur tout en ligne"],
      description: [
        "Laptops, tablets and accessories: PixelPeak takes 15% off your whole online order, with a single-use code made for you.",
        "Portables, tablettes et accessoires : PixelPeak retranche 15 % de toute votre commande en ligne, avec un code à usage unique créé pour vous.",
      ],
      overrides: {
        codeType: "generated",
        codeMode: "random",
        offerUrl: "https://www.pixelpeak.example.com",
        discountValue: 15,
        discountLabelEn: "15%",
        discountLabelFr: "15 %",
        discountRank: 15,
      },
    },
    {
      partner: "reel-north-cinemas",
      category: "entertainment",
      sub: 0,
      tags: ["movies"],
      channel: "in_store",
      title: ["$5 off movie tickets", "5 $ de rabais sur les billets de cinéma"],
      description: [
        "Any showing, any day: Reel North Cinemas takes $5 off your ticket.",
        "Toutes les séances, tous les jours : Reel North Cinemas retranche 5 $ du prix de votre billet.",
      ],
      overrides: {
        codeMode: "card_number",
        discountValue: 5,
        discountLabelEn: "$5",
        discountLabelFr: "5 $",
        discountRank: 15,
      },
    },
    {
      partner: "urban-moose",
      category: "fashion",
      sub: 0,
      tags: ["jeans"],
      channel: "online",
      title: ["25% off denim (no longer available)", "25 % de rabais sur le denim (plus offert)"],
      description: ["Urban Moose has ended this offer.", "Urban Moose a mis fin à cette offre."],
      overrides: {
        status: "delisted",
        codeMode: "static",
        staticCode: "MOOSE25",
        offerUrl: "https://www.urban-moose.example.com",
      },
    },
    {
      partner: "loomwell",
      category: "fashion",
      sub: 2,
      tags: ["jackets"],
      channel: "online",
      title: ["30% off the summer collection", "30 % de rabais sur la collection d'été"],
      description: [
        "Loomwell's summer sale is over.",
        "Les soldes d'été de Loomwell sont terminés.",
      ],
      overrides: {
        status: "expired",
        endDate: day(-10),
        startInDays: -120,
        codeMode: "static",
        staticCode: "LOOM30",
        offerUrl: "https://www.loomwell.example.com",
      },
    },
    {
      partner: "big-bear-burgers",
      category: "food-and-drink",
      sub: 3,
      tags: ["burgers"],
      channel: "in_store",
      title: [
        "Limited time: $3 off any burger combo",
        "Durée limitée : 3 $ de rabais sur tout trio burger",
      ],
      description: [
        "Two weeks only at Big Bear Burgers.",
        "Deux semaines seulement chez Big Bear Burgers.",
      ],
      overrides: {
        isLimitedTime: true,
        ltoStartDate: day(-3),
        ltoEndDate: day(11),
        startInDays: -3,
      },
    },
    {
      partner: "taco-tundra",
      category: "food-and-drink",
      sub: 3,
      tags: ["tacos"],
      channel: "online",
      title: ["Taco Tuesday: 2 for 1 (ended)", "Mardi tacos : 2 pour 1 (terminé)"],
      description: [
        "Two tacos for the price of one every Tuesday at Taco Tundra. This limited-time deal has ended.",
        "Deux tacos pour le prix d'un tous les mardis chez Taco Tundra. Cette offre à durée limitée est terminée.",
      ],
      overrides: {
        isLimitedTime: true,
        ltoStartDate: day(-40),
        ltoEndDate: day(-12),
        startInDays: -40,
        codeMode: "static",
        staticCode: "TACO241",
      },
    },
    {
      partner: "glow-north",
      category: "beauty",
      sub: 0,
      tags: ["skincare"],
      channel: "online",
      title: [
        "Coming soon: 40% off skincare sets",
        "Bientôt : 40 % de rabais sur les coffrets de soins",
      ],
      description: [
        "Cleanser, serum and moisturizer sets at Glow North, starting next week.",
        "Les coffrets nettoyant, sérum et crème de Glow North, dès la semaine prochaine.",
      ],
      overrides: {
        isLimitedTime: true,
        ltoStartDate: day(6),
        ltoEndDate: day(20),
        startInDays: -1,
        codeMode: "static",
        staticCode: "GLOW40",
      },
    },
    cibc(60, "with a new student account", "avec un nouveau compte étudiant", 100),
    cibc(30, "when you set up direct deposit", "en configurant le dépôt direct", 90),
    cibc(25, "on your first mobile cheque deposit", "à votre premier dépôt mobile de chèque", 85),
    {
      ...cibc(0, "", "", 95),
      title: [
        "Free SPC+ for CIBC student clients",
        "SPC+ gratuit pour les clients étudiants de la CIBC",
      ],
      description: [
        "CIBC student clients get the SPC+ tier free: more deals, all year.",
        "Les clients étudiants de la CIBC obtiennent SPC+ gratuitement : plus de rabais, toute l'année.",
      ],
      overrides: {
        isSpcPlus: true,
        offerUrl: CIBC_URL_EN,
        offerUrlFr: CIBC_URL_FR,
        discountRank: 95,
        views: 11000,
      },
    },
    {
      partner: "loonwing-air",
      category: "travel",
      sub: 0,
      tags: ["flights", "student"],
      channel: "online",
      title: [
        "SPC+ exclusive: 30% off domestic flights",
        "Exclusivité SPC+ : 30 % de rabais sur les vols intérieurs",
      ],
      description: [
        "Only for SPC+ members: 30% off economy fares between Canadian cities on Loonwing Air.",
        "Réservé aux membres SPC+ : 30 % de rabais sur les tarifs économiques entre les villes canadiennes avec Loonwing Air.",
      ],
      overrides: {
        isSpcPlus: true,
        codeMode: "static",
        staticCode: "LOONWINGPLUS",
        offerUrl: "https://www.loonwing-air.example.com",
        discountValue: 30,
        discountLabelEn: "30%",
        discountLabelFr: "30 %",
        discountRank: 30,
      },
    },
    {
      // What /samsung10 opens (spec §2.1). The demo catalogue has no real brands besides the
      // bank, so a fictional phone maker stands in for the campaign's partner.
      partner: "northern-signal-mobile",
      category: "tech",
      sub: 1,
      tags: ["phone", "student"],
      channel: "online",
      title: [
        "10% off phones, tablets and watches",
        "10 % de rabais sur les téléphones, tablettes et montres",
      ],
      description: [
        "Students save 10% on phones, tablets and watches in the Northern Signal Mobile online store.",
        "Les étudiants économisent 10 % sur les téléphones, tablettes et montres dans la boutique en ligne de Northern Signal Mobile.",
      ],
      overrides: {
        offerUrl: "https://www.northern-signal-mobile.example.com/students",
        discountValue: 10,
        discountLabelEn: "10%",
        discountLabelFr: "10 %",
        views: 800,
      },
    },
  ];
}
