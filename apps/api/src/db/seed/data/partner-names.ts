/**
 * Fictional partner brands per category key. Generic Canadian-sounding names, no real trademarks
 * (the bank partner, CIBC, is seeded separately).
 */
export const partnerNames: Readonly<Record<string, readonly string[]>> = {
  fashion: [
    "Maple Thread", "Northline Apparel", "Rue Sainte-Denim", "Tundra Threads", "Harbour & Hem",
    "Boréal Boutique", "Loomwell", "Prairie Sole", "Stride Shoe Co.", "Juniper Jewels",
    "Urban Moose", "Cobalt Collective", "Vieux-Port Vintage",
  ],
  "food-and-drink": [
    "Maple Slice Pizza", "Café Boréal", "Poutine Palace", "Épicerie du Coin", "Big Bear Burgers",
    "Sakura Sushi Bar", "Bean Counter Coffee", "Le Petit Bistro", "Harvest Bowl", "Taco Tundra",
    "Fresh Basket Grocers", "Dumpling District", "Bagel Brothers",
  ],
  tech: [
    "Circuit North", "PixelPeak", "ByteBarn", "Northern Signal Mobile", "Kiloworks",
    "SoundHarbour Audio", "Laptop Lodge", "CloudCanoe Software", "GigaMaple", "Voltage Valley",
    "Screenfix Express", "Quantum Quill", "Echo Lane Audio",
  ],
  travel: [
    "Aurora Air", "TransCanuck Rail", "Snowbird Hostels", "Coast to Coast Coach", "Voyage Vert",
    "Lakeside Inns", "RoadRunner Rentals", "Northern Lights Tours", "Backpack Base",
    "Skyway Getaways", "Cabin & Co.", "Rocky Trail Adventures", "Harbour Ferries",
  ],
  beauty: [
    "Glow North", "Lumière Skincare", "Birch & Bloom", "Shear Genius Salon", "Polar Polish",
    "Fleur de Sel Cosmetics", "Velvet Maple", "Pure Prairie Botanicals", "Bare Face Studio",
    "Crown & Curl", "Éclat Beauté", "Glacier Glow", "Nordic Nails",
  ],
  "health-and-fitness": [
    "Iron Moose Gym", "Flow Yoga Studio", "PulseFit", "Peak Performance Nutrition",
    "Zen Den Wellness", "Cycle Society", "Northern Strength", "Mindful Maple Massage",
    "FitFuel Smoothies", "Summit Climbing Gym", "Boxing Bear", "Vitality Physio",
  ],
  entertainment: [
    "Marquee Cinemas", "StreamLoon", "Laugh Lodge Comedy", "Escape North", "Pixel Arcade Bar",
    "Bowl-a-Rama", "Festival Pass Canada", "Vinyl Vault", "Axe & Ale", "Game Den",
    "Theatre du Quartier", "Starlight Drive-In", "Loonie Lanes",
  ],
  "books-and-education": [
    "Chapter & Verse", "Campus Notes", "Librairie Lumière", "StudyNest", "Inkwell Stationery",
    "LearnLoop", "Page Turner Books", "Lingo Leap", "Code Campus", "Paper Trail Supplies",
    "Bookworm Bay", "Tutor Tree",
  ],
  home: [
    "Nest & Nook", "Loft Living", "Cozy Cabin Home", "Maple Mattress Co.", "Kitchen Carnival",
    "Plant Parlour", "Dorm Depot", "Lumen Lighting", "Terrace & Thread", "Urban Habitat",
    "Maison Douce", "Chef's Drawer", "Quilt Corner",
  ],
  sports: [
    "Trailhead Outfitters", "Spoke & Chain Cycles", "Powder Hound", "Paddle North", "Rink Rats",
    "Summit Gear Exchange", "Fairway Frenzy", "Court Kings", "Run Republic", "Glacier Boards",
    "Basecamp Supply", "Hat Trick Hockey",
  ],
  services: [
    "PrintPoint", "Two Guys & A Van", "Spin Cycle Laundromat", "Tax Time Helpers",
    "Key & Lock Express", "Storage Spot", "Fresh Press Dry Cleaning", "Pet Pals Grooming",
    "Tailor Made Alterations", "Phone Doctor", "Shutter Studio Photos", "Swift Couriers",
  ],
  automotive: [
    "Lube Lane", "Shine Time Car Wash", "Parts North", "Tire Town", "Brake Bros",
    "Glass Guard Windshields", "Road Ready Auto", "EcoDrive Rentals", "Spark Auto Electric",
    "Detail Dynasty", "Muffler Masters", "Driver's Ed Academy",
  ],
};
