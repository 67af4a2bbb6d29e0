import { type CategoryTable, free, offer as o, pct, usd } from "./types";

// Subcategories: 0 Restaurants, 1 Coffee & Tea, 2 Groceries, 3 Fast Food, 4 Delivery.
export const foodAndDrink: CategoryTable = {
  category: "food-and-drink",
  common: [],
  kinds: [
    {
      key: "pizzeria",
      sub: 0,
      channels: [0.3, 0.3, 0.4],
      about: [
        "{p} bakes thin-crust pizza in a stone oven, by the slice or by the pie, until late.",
        "{p} cuit ses pizzas à croûte mince au four à pierre, à la pointe ou entières, jusqu'à tard le soir.",
      ],
      partners: [["Maple Slice Pizza", "both"], "Crust Corner Pizza"],
      offers: [
        o(["pizza"], pct(15, 20), ["{v} off all pizzas", "{v} de rabais sur toutes les pizzas"], [
          "Fuel your study session with {v} off any pizza at {p}, dine-in or take-out.",
          "Carburez à la pizza : {v} de rabais sur toutes les pizzas chez {p}, sur place ou pour emporter.",
        ]),
        o(["pizza"], free, ["Free garlic knots with any large pizza", "Nœuds à l'ail gratuits à l'achat d'une grande pizza"], [
          "Order a large pizza at {p} and the garlic knots are on the house.",
          "Commandez une grande pizza chez {p} : les nœuds à l'ail sont offerts.",
        ]),
        o(["pizza", "student"], free, ["Two slices and a pop for $7", "Deux pointes et une boisson gazeuse pour 7 $"], [
          "The late-night classic at {p}: two slices of any pizza and a can of pop for $7.",
          "Le classique de fin de soirée chez {p} : deux pointes au choix et une canette de boisson gazeuse pour 7 $.",
        ], { only: "in_store", terms: ["Taxes extra.", "Taxes en sus."] }),
        o(["pizza", "delivery"], usd(3, 5), ["{v} off pizza delivery", "{v} de rabais sur la livraison de pizza"], [
          "Stay in and save {v} on any delivery order from {p}.",
          "Restez chez vous et économisez {v} sur toute commande livrée par {p}.",
        ], { only: "online", sub: 4 }),
      ],
    },
    {
      key: "cafe",
      sub: 1,
      channels: [0.05, 0.75, 0.2],
      about: [
        "{p} roasts its beans in small batches and bakes every morning, a few steps from campus.",
        "{p} torréfie ses grains en petits lots et cuit ses viennoiseries chaque matin, à deux pas du campus.",
      ],
      partners: [["Café Boréal", "in_store"], "Bean Counter Coffee", "Birchbark Café"],
      offers: [
        o(["coffee"], pct(10, 15), ["{v} off any drink", "{v} de rabais sur toutes les boissons"], [
          "Lattes, cold brew or a simple filter coffee: {v} off any drink at {p}.",
          "Latte, infusion à froid ou simple café filtre : {v} de rabais sur toutes les boissons chez {p}.",
        ]),
        o(["coffee", "bakery"], free, ["Free pastry with any large coffee", "Viennoiserie gratuite à l'achat d'un grand café"], [
          "Order a large coffee at {p} and pick a croissant or a muffin on the house.",
          "Commandez un grand café chez {p} et choisissez un croissant ou un muffin offert.",
        ], { only: "in_store" }),
        o(["coffee"], pct(15, 20), ["{v} off bags of coffee beans", "{v} de rabais sur les sacs de café en grains"], [
          "Brew it at home: {v} off any bag of beans roasted by {p}.",
          "Préparez-le à la maison : {v} de rabais sur tout sac de café en grains torréfié par {p}.",
        ]),
        o(["coffee", "student"], free, ["Double stamps on your loyalty card", "Tampons doublés sur votre carte fidélité"], [
          "During exams, every drink at {p} counts twice on your loyalty card.",
          "Pendant les examens, chaque boisson achetée chez {p} compte double sur votre carte fidélité.",
        ], { only: "in_store", terms: ["In December and April.", "En décembre et en avril."] }),
        o(["coffee"], pct(20), ["{v} off reusable mugs", "{v} de rabais sur les tasses réutilisables"], [
          "Skip the paper cup: {v} off reusable mugs and tumblers at {p}.",
          "Oubliez le gobelet de papier : {v} de rabais sur les tasses et les gobelets réutilisables chez {p}.",
        ]),
      ],
    },
    {
      key: "tea-house",
      sub: 1,
      channels: [0.4, 0.4, 0.2],
      about: [
        "{p} brews loose-leaf teas and bubble tea, with oat milk and honey from Quebec.",
        "{p} infuse des thés en vrac et des thés aux perles, avec du lait d'avoine et du miel du Québec.",
      ],
      partners: ["Steeped Tea House", "Jade Leaf Tea Bar"],
      offers: [
        o(["tea"], pct(10, 15), ["{v} off bubble tea", "{v} de rabais sur les thés aux perles"], [
          "Any size, any flavour: {v} off bubble tea at {p}.",
          "Tous les formats, toutes les saveurs : {v} de rabais sur les thés aux perles chez {p}.",
        ], { only: "in_store" }),
        o(["tea"], pct(15, 20), ["{v} off loose-leaf tea", "{v} de rabais sur le thé en vrac"], [
          "Stock your study shelf: {v} off every loose-leaf tea at {p}.",
          "Garnissez votre tablette d'étude : {v} de rabais sur tous les thés en vrac chez {p}.",
        ]),
        o(["tea"], free, ["Free topping on any bubble tea", "Garniture gratuite sur tout thé aux perles"], [
          "Tapioca, jelly or popping pearls: add one free to any bubble tea at {p}.",
          "Tapioca, gelée ou perles éclatantes : ajoutez-en une gratuitement à tout thé aux perles chez {p}.",
        ], { only: "in_store" }),
        o(["tea"], pct(20), ["{v} off teapots and infusers", "{v} de rabais sur les théières et les infuseurs"], [
          "Brew it right: {v} off teapots, infusers and travel mugs at {p}.",
          "Infusez comme il faut : {v} de rabais sur les théières, les infuseurs et les tasses de voyage chez {p}.",
        ]),
      ],
    },
    {
      key: "grocer",
      sub: 2,
      channels: [0.3, 0.4, 0.3],
      about: [
        "{p} is the neighbourhood grocer: fresh produce, local bread and the basics at fair prices.",
        "{p} est l'épicerie du quartier : fruits et légumes frais, pain local et l'essentiel à prix juste.",
      ],
      partners: ["Épicerie du Coin", "Fresh Basket Grocers", "Marché Lumière"],
      offers: [
        o(["groceries"], pct(5, 10), ["{v} off your grocery order", "{v} de rabais sur votre épicerie"], [
          "Stock the fridge for less: {v} off your whole order at {p}.",
          "Remplissez le frigo pour moins cher : {v} de rabais sur toute votre commande chez {p}.",
        ]),
        o(["groceries"], usd(5, 10), ["{v} off orders of $50 or more", "{v} de rabais sur les commandes de 50 $ et plus"], [
          "Do the big weekly shop at {p} and take {v} off when you spend $50 or more.",
          "Faites la grosse épicerie de la semaine chez {p} et obtenez {v} de rabais dès 50 $ d'achat.",
        ]),
        o(["groceries"], pct(10, 15), ["{v} off fresh produce", "{v} de rabais sur les fruits et légumes"], [
          "Eat your greens for less: {v} off all fruit and vegetables at {p}.",
          "Mangez vos légumes pour moins cher : {v} de rabais sur tous les fruits et légumes chez {p}.",
        ]),
        o(["groceries", "delivery"], free, ["Free delivery on your first order", "Livraison gratuite de votre première commande"], [
          "No car, no problem: {p} delivers your first order for free.",
          "Pas d'auto? Pas de problème : {p} livre votre première commande gratuitement.",
        ], { only: "online", sub: 4, terms: ["Minimum order of $35.", "Commande minimale de 35 $."] }),
      ],
    },
    {
      key: "burgers",
      sub: 3,
      channels: [0.2, 0.6, 0.2],
      about: [
        "{p} grills Canadian beef and plant-based burgers, served with hand-cut fries.",
        "{p} grille des burgers de bœuf canadien et des burgers végétaux, servis avec des frites coupées à la main.",
      ],
      partners: [["Big Bear Burgers", "in_store"], "Bun & Grill"],
      offers: [
        o(["burgers"], usd(2, 3), ["{v} off any combo", "{v} de rabais sur tout trio"], [
          "Burger, fries and a drink for {v} less at {p}.",
          "Burger, frites et boisson pour {v} de moins chez {p}.",
        ]),
        o(["burgers"], free, ["Free fries with any burger", "Frites gratuites à l'achat d'un burger"], [
          "Order any burger at {p} and the fries are on the house.",
          "Commandez un burger chez {p} : les frites sont offertes.",
        ], { only: "in_store" }),
        o(["burgers", "student"], pct(15), ["{v} off after 9 p.m.", "{v} de rabais après 21 h"], [
          "Late study session? Get {v} off your whole order after 9 p.m. at {p}.",
          "Une soirée d'étude qui s'étire? Obtenez {v} de rabais sur toute votre commande après 21 h chez {p}.",
        ]),
        o(["burgers"], pct(20), ["{v} off plant-based burgers", "{v} de rabais sur les burgers végétaux"], [
          "Try the plant-based menu at {p} for {v} less.",
          "Essayez le menu végétal de {p} pour {v} de moins.",
        ]),
      ],
    },
    {
      key: "poutinerie",
      sub: 3,
      channels: [0.2, 0.6, 0.2],
      about: [
        "{p} serves poutine the Quebec way: fresh cheese curds that squeak and a gravy made in-house.",
        "{p} sert la poutine à la québécoise : du fromage en grains frais qui fait skouik-skouik et une sauce maison.",
      ],
      partners: ["Poutine Palace"],
      offers: [
        o(["poutine"], usd(2, 3), ["{v} off any large poutine", "{v} de rabais sur toute grande poutine"], [
          "Go big for less: {v} off any large poutine at {p}.",
          "Voyez grand pour moins cher : {v} de rabais sur toute grande poutine chez {p}.",
        ]),
        o(["poutine"], free, ["Free upgrade to a large poutine", "Grande poutine au prix de la moyenne"], [
          "Order a medium poutine at {p} and get a large for the same price.",
          "Commandez une poutine moyenne chez {p} et obtenez une grande au même prix.",
        ], { only: "in_store" }),
        o(["poutine", "student"], pct(15), ["{v} off late-night orders", "{v} de rabais sur les commandes de fin de soirée"], [
          "After 10 p.m., every order at {p} is {v} off.",
          "Après 22 h, profitez de {v} de rabais sur toutes les commandes chez {p}.",
        ]),
        o(["poutine", "delivery"], usd(3), ["{v} off poutine delivery", "{v} de rabais sur la livraison de poutine"], [
          "Stay in and get {v} off any delivery order from {p}.",
          "Restez au chaud et obtenez {v} de rabais sur toute commande livrée par {p}.",
        ], { only: "online", sub: 4 }),
      ],
    },
    {
      key: "taqueria",
      sub: 3,
      channels: [0.4, 0.3, 0.3],
      about: [
        "{p} makes tacos and burritos with corn tortillas pressed every morning.",
        "{p} prépare des tacos et des burritos avec des tortillas de maïs pressées chaque matin.",
      ],
      partners: [["Taco Tundra", "online"]],
      offers: [
        o(["tacos"], pct(15, 20), ["{v} off burritos", "{v} de rabais sur les burritos"], [
          "Big, warm and filling: {v} off any burrito at {p}.",
          "Gros, chauds et bourratifs : {v} de rabais sur tous les burritos chez {p}.",
        ]),
        o(["tacos"], free, ["Free guacamole with any order", "Guacamole gratuit avec toute commande"], [
          "Add guacamole and chips to any order at {p}, on the house.",
          "Ajoutez guacamole et croustilles à toute commande chez {p}, gratuitement.",
        ]),
        o(["tacos", "student"], free, ["Three tacos for $9", "Trois tacos pour 9 $"], [
          "Pick any three tacos at {p} for $9, every day until close.",
          "Choisissez trois tacos chez {p} pour 9 $, tous les jours jusqu'à la fermeture.",
        ], { terms: ["Taxes extra.", "Taxes en sus."] }),
        o(["tacos", "delivery"], usd(3, 5), ["{v} off your first delivery", "{v} de rabais sur votre première livraison"], [
          "Taco night at home: {v} off your first delivery order from {p}.",
          "Soirée tacos à la maison : {v} de rabais sur votre première commande livrée par {p}.",
        ], { only: "online", sub: 4 }),
      ],
    },
    {
      key: "sushi",
      sub: 0,
      channels: [0.2, 0.5, 0.3],
      about: [
        "{p} rolls maki and nigiri to order, with a lunch bento that sells out by one.",
        "{p} roule makis et nigiris à la commande, avec une boîte bento du midi qui s'envole avant 13 h.",
      ],
      partners: ["Nori North Sushi"],
      offers: [
        o(["sushi"], pct(15, 20), ["{v} off sushi platters", "{v} de rabais sur les plateaux de sushis"], [
          "Share a platter with friends and save {v} at {p}.",
          "Partagez un plateau entre amis et économisez {v} chez {p}.",
        ]),
        o(["sushi"], free, ["Free miso soup with any combo", "Soupe miso gratuite avec tout combo"], [
          "Order any sushi combo at {p} and start with a miso soup on the house.",
          "Commandez un combo de sushis chez {p} et commencez par une soupe miso offerte.",
        ], { only: "in_store" }),
        o(["sushi", "student"], pct(10, 15), ["{v} off lunch bento boxes", "{v} de rabais sur les boîtes bento du midi"], [
          "On weekdays from 11 to 2, bento boxes are {v} off at {p}.",
          "En semaine, de 11 h à 14 h, profitez de {v} de rabais sur les boîtes bento chez {p}.",
        ]),
        o(["sushi", "delivery"], usd(5), ["{v} off sushi delivery", "{v} de rabais sur la livraison de sushis"], [
          "Sushi night in: {v} off any delivery order of $30 or more from {p}.",
          "Soirée sushis à la maison : {v} de rabais sur toute commande livrée de 30 $ et plus par {p}.",
        ], { only: "online", sub: 4 }),
      ],
    },
    {
      key: "bistro",
      sub: 0,
      channels: [0, 1, 0],
      about: [
        "{p} cooks market-fresh bistro classics, with a table d'hôte that changes every week.",
        "{p} cuisine des classiques de bistro selon le marché, avec une table d'hôte qui change chaque semaine.",
      ],
      partners: ["Bistro des Érables"],
      offers: [
        o(["student"], pct(10, 15), ["{v} off the table d'hôte", "{v} de rabais sur la table d'hôte"], [
          "Starter, main and dessert for {v} less at {p}, Sunday to Thursday.",
          "Entrée, plat et dessert pour {v} de moins chez {p}, du dimanche au jeudi.",
        ]),
        o(["brunch"], pct(15), ["{v} off weekend brunch", "{v} de rabais sur le brunch de la fin de semaine"], [
          "Eggs Benedict, French toast and bottomless filter coffee: {v} off brunch at {p}.",
          "Œufs bénédictine, pain doré et café filtre à volonté : {v} de rabais sur le brunch chez {p}.",
        ]),
        o([], free, ["Free dessert with any main course", "Dessert gratuit à l'achat d'un plat principal"], [
          "Order a main course at {p} and finish with a dessert on the house.",
          "Commandez un plat principal chez {p} et terminez avec un dessert offert.",
        ]),
        o([], usd(10), ["{v} off dinner for two", "{v} de rabais sur un souper pour deux"], [
          "Bring someone special: {v} off dinner for two at {p}.",
          "Venez en amoureux : {v} de rabais sur un souper pour deux chez {p}.",
        ], { terms: ["Alcohol excluded.", "Alcool exclu."] }),
      ],
    },
    {
      key: "bowls",
      sub: 3,
      channels: [0.3, 0.4, 0.3],
      about: [
        "{p} builds grain bowls and salads with local vegetables, ready in five minutes.",
        "{p} compose des bols de grains et des salades avec des légumes d'ici, prêts en cinq minutes.",
      ],
      partners: ["Harvest Bowl"],
      offers: [
        o(["student"], pct(10, 15), ["{v} off any bowl", "{v} de rabais sur tous les bols"], [
          "Eat well between classes: {v} off any bowl or salad at {p}.",
          "Mangez bien entre deux cours : {v} de rabais sur tous les bols et salades chez {p}.",
        ]),
        o([], free, ["Free extra protein on any bowl", "Protéine supplémentaire gratuite dans tout bol"], [
          "Double the tofu, chicken or falafel in any bowl at {p}, free.",
          "Doublez le tofu, le poulet ou les falafels dans tout bol chez {p}, gratuitement.",
        ], { only: "in_store" }),
        o([], usd(3), ["{v} off a bowl and smoothie combo", "{v} de rabais sur le combo bol et smoothie"], [
          "Pair any bowl with a smoothie at {p} and save {v}.",
          "Jumelez un bol et un smoothie chez {p} et économisez {v}.",
        ]),
        o(["delivery"], usd(5, 10), ["{v} off group orders", "{v} de rabais sur les commandes de groupe"], [
          "Feeding a study group? {v} off orders of $60 or more at {p}.",
          "Un groupe d'étude à nourrir? {v} de rabais sur les commandes de 60 $ et plus chez {p}.",
        ]),
      ],
    },
    {
      key: "dumplings",
      sub: 0,
      channels: [0.2, 0.5, 0.3],
      about: [
        "{p} folds dumplings by hand all day: pork and chive, mushroom, and a spicy chicken that has its fans.",
        "{p} plie ses dumplings à la main toute la journée : porc et ciboulette, champignons, et un poulet épicé qui a ses adeptes.",
      ],
      partners: ["Dumpling District"],
      offers: [
        o(["dumplings"], pct(15, 20), ["{v} off dumpling platters", "{v} de rabais sur les plateaux de dumplings"], [
          "Steamed or pan-fried, {v} off every platter at {p}.",
          "À la vapeur ou poêlés, {v} de rabais sur tous les plateaux chez {p}.",
        ]),
        o(["dumplings", "tea"], free, ["Free bubble tea with 20 dumplings", "Thé aux perles gratuit à l'achat de 20 dumplings"], [
          "Order 20 dumplings at {p} and add a bubble tea on the house.",
          "Commandez 20 dumplings chez {p} et ajoutez un thé aux perles offert.",
        ], { only: "in_store" }),
        o(["dumplings"], pct(20), ["{v} off frozen dumplings", "{v} de rabais sur les dumplings surgelés"], [
          "Fill the freezer: {v} off bags of frozen dumplings to cook at home, from {p}.",
          "Remplissez le congélateur : {v} de rabais sur les sacs de dumplings surgelés à cuire à la maison, chez {p}.",
        ]),
        o(["dumplings", "delivery"], usd(4), ["{v} off dumpling delivery", "{v} de rabais sur la livraison de dumplings"], [
          "Dumplings at your door for {v} less with {p}.",
          "Des dumplings livrés à votre porte pour {v} de moins avec {p}.",
        ], { only: "online", sub: 4 }),
      ],
    },
    {
      key: "bagels",
      sub: 1,
      channels: [0.2, 0.6, 0.2],
      about: [
        "{p} rolls its bagels by hand and boils them in honey water before the wood oven, Montréal style.",
        "{p} roule ses bagels à la main et les poche dans l'eau miellée avant le four à bois, à la montréalaise.",
      ],
      partners: ["Sesame Bagel Works"],
      offers: [
        o(["bagels"], free, ["Buy one bagel, get one free", "Un bagel acheté, un bagel offert"], [
          "Buy any bagel at {p} and get a second one free. Perfect with a coffee before class.",
          "Achetez un bagel chez {p} et obtenez-en un deuxième gratuitement. Parfait avec un café avant les cours.",
        ], { only: "in_store" }),
        o(["bagels"], pct(15), ["{v} off a dozen bagels", "{v} de rabais sur une douzaine de bagels"], [
          "Sesame, poppy seed or everything: {v} off a dozen at {p}.",
          "Sésame, pavot ou tout garni : {v} de rabais sur une douzaine chez {p}.",
        ]),
        o(["bagels", "coffee"], free, ["Free coffee with any bagel sandwich", "Café gratuit à l'achat d'un sandwich bagel"], [
          "Order any bagel sandwich at {p} and the coffee is on the house.",
          "Commandez un sandwich bagel chez {p} : le café est offert.",
        ], { only: "in_store" }),
        o(["bagels"], pct(10), ["{v} off cream cheese", "{v} de rabais sur le fromage à la crème"], [
          "Plain, chive or maple: {v} off every tub of cream cheese at {p}.",
          "Nature, ciboulette ou érable : {v} de rabais sur tous les pots de fromage à la crème chez {p}.",
        ]),
      ],
    },
    {
      key: "delivery",
      sub: 4,
      channels: [1, 0, 0],
      about: [
        "{p} brings food from hundreds of local restaurants to your door, most of it in under 40 minutes.",
        "{p} livre les plats de centaines de restaurants du coin à votre porte, la plupart en moins de 40 minutes.",
      ],
      partners: ["FeastFleet Delivery", "Spoonful Delivery"],
      offers: [
        o(["delivery"], usd(5, 10), ["{v} off your first delivery order", "{v} de rabais sur votre première commande livrée"], [
          "Too busy studying? Get {v} off your first order with {p}.",
          "Trop occupé à étudier? Obtenez {v} de rabais sur votre première commande avec {p}.",
        ]),
        o(["delivery"], free, ["Free delivery for a month", "Livraison gratuite pendant un mois"], [
          "No delivery fees for 30 days on orders of $15 or more with {p}.",
          "Aucuns frais de livraison pendant 30 jours sur les commandes de 15 $ et plus avec {p}.",
        ]),
        o(["delivery", "groceries"], usd(5), ["{v} off grocery delivery", "{v} de rabais sur la livraison d'épicerie"], [
          "Groceries without the bus ride: {v} off your first grocery order with {p}.",
          "L'épicerie sans prendre l'autobus : {v} de rabais sur votre première commande d'épicerie avec {p}.",
        ]),
        o(["delivery", "student"], pct(10, 15), ["{v} off late-night orders", "{v} de rabais sur les commandes de fin de soirée"], [
          "Studying past midnight? {v} off orders placed after 10 p.m. with {p}.",
          "Vous étudiez après minuit? {v} de rabais sur les commandes passées après 22 h avec {p}.",
        ]),
      ],
    },
  ],
};
