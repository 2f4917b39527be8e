// The shop's catalogue copy: categories with the words their titles and descriptions are
// made of, brands, reviewers and review texts.
// ---------- categories ----------

export type TopCode = "CL-001" | "ES-001";

export interface SubCategory {
  code: string;
  name: string;
  parent: TopCode;
  type: "kids" | "bath" | "feeding" | "toys";
  sized: boolean;
  dollars: [number, number];
  // Prefixes and nouns that read well together; titles are prefix + noun.
  groups: { prefixes: string[]; nouns: string[] }[];
  // First sentences of the description; {item} is the lower-cased title.
  openers: string[];
  details: string[];
}

export const TOP_CATEGORIES: { code: TopCode; name: string }[] = [
  { code: "CL-001", name: "Clothing" },
  { code: "ES-001", name: "Essentials" },
];

export const SUB_CATEGORIES: SubCategory[] = [
  {
    code: "AT-001",
    name: "Attire",
    parent: "CL-001",
    type: "kids",
    sized: true,
    dollars: [35, 150],
    groups: [
      {
        prefixes: ["Quilted", "Fleece-Lined", "Corduroy", "Padded", "Reversible"],
        nouns: ["Hooded Jacket", "Bomber Jacket", "Duffle Coat"],
      },
      {
        prefixes: ["Chunky Knit", "Merino Wool", "Organic Cotton", "Cable Knit"],
        nouns: ["Cardigan", "Pullover"],
      },
      { prefixes: ["Two-Piece", "Sunday Best", "Party"], nouns: ["Suit Set", "Waistcoat Set"] },
    ],
    openers: [
      "This {item} keeps little ones cosy on breezy park walks and chilly school runs.",
      "Layer up with this {item}, cut roomy enough to fit over a jumper.",
    ],
    details: [
      "Wide poppers down the front make it quick to get on a wriggling toddler.",
      "A soft inner lining means no scratchy seams against delicate skin.",
      "Deep patch pockets have room for every conker and pebble found on the way.",
    ],
  },
  {
    code: "AC-001",
    name: "Accessories",
    parent: "CL-001",
    type: "kids",
    sized: false,
    dollars: [20, 45],
    groups: [
      {
        prefixes: ["Linen", "Organic Cotton", "Seersucker", "Striped", "Broderie"],
        nouns: ["Sun Hat", "Bucket Hat", "Bonnet"],
      },
      { prefixes: ["Chunky Knit", "Merino", "Cable Knit"], nouns: ["Beanie", "Pom-Pom Hat"] },
      {
        prefixes: ["Muslin", "Waterproof", "Terry Cotton", "Print"],
        nouns: ["Bandana Bib", "Dribble Bib", "Bib Set"],
      },
    ],
    openers: [
      "This {item} is the small finishing touch that makes an outfit.",
      "Pop on this {item} for sunny strolls, messy mealtimes and everything in between.",
    ],
    details: [
      "It is light enough to wear all day without a fuss.",
      "Soft edges and a gentle fastening keep it comfortable for tiny heads and necks.",
      "Buy two and keep one in the changing bag for emergencies.",
    ],
  },
  {
    code: "BO-001",
    name: "Bottom",
    parent: "CL-001",
    type: "kids",
    sized: true,
    dollars: [20, 60],
    groups: [
      {
        prefixes: ["Organic Cotton", "Ribbed", "French Terry", "Fleece", "Patterned"],
        nouns: ["Joggers", "Leggings", "Harem Pants"],
      },
      {
        prefixes: ["Corduroy", "Linen", "Soft Denim", "Chambray"],
        nouns: ["Shorts", "Dungarees", "Trousers"],
      },
    ],
    // Every noun here is plural, so these sentences are too.
    openers: [
      "These {item} move with crawlers, climbers and first steps alike.",
      "Made for busy legs, these {item} have a comfy elasticated waist.",
    ],
    details: [
      "A roomy seat leaves space for cloth or disposable nappies.",
      "Soft ribbed cuffs stop the legs riding up in the pushchair.",
      "Reinforced knees stand up to plenty of crawling.",
    ],
  },
  {
    code: "DR-001",
    name: "Dress",
    parent: "CL-001",
    type: "kids",
    sized: true,
    dollars: [30, 120],
    groups: [
      {
        prefixes: ["Organic Cotton", "Linen", "Muslin", "Floral", "Gingham", "Broderie"],
        nouns: ["Ruffle Dress", "Smock Dress", "Pinafore Dress", "Tiered Dress"],
      },
      { prefixes: ["Velvet", "Tulle", "Sequin Trim"], nouns: ["Party Dress", "Twirl Dress"] },
    ],
    openers: [
      "This {item} twirls as happily as your little one does.",
      "Light, breathable and pretty, this {item} works for parties and playdates alike.",
    ],
    details: [
      "Covered buttons at the back make changes easy.",
      "A full cotton lining keeps it soft against the skin.",
      "Pair it with tights in winter or bare legs in summer.",
    ],
  },
  {
    code: "SL-001",
    name: "Sleepsuit",
    parent: "CL-001",
    type: "kids",
    sized: true,
    dollars: [20, 60],
    groups: [
      {
        prefixes: [
          "Organic Cotton",
          "Bamboo",
          "Ribbed",
          "Striped",
          "Star Print",
          "Cloud Print",
          "Bunny Print",
        ],
        nouns: ["Sleepsuit", "Zip Sleepsuit", "Footed Romper", "Onesie"],
      },
    ],
    openers: [
      "This {item} keeps your baby snug from bedtime story to morning cuddle.",
      "Soft, stretchy and breathable, this {item} is made for good nights.",
    ],
    details: [
      "A two-way zip means night-time nappy changes without waking anyone fully.",
      "Fold-over cuffs on the smaller sizes help stop little scratches.",
      "Flat seams and a tag-free neck keep sensitive skin happy.",
    ],
  },
  {
    code: "SE-001",
    name: "Special Edition",
    parent: "CL-001",
    type: "kids",
    sized: true,
    dollars: [80, 250],
    groups: [
      {
        prefixes: ["Heirloom", "Hand-Smocked", "Silk", "Cashmere", "Lace Trim"],
        nouns: ["Christening Gown", "Ceremony Romper", "Keepsake Romper"],
      },
      {
        prefixes: ["Royal", "Golden", "Velvet", "Embroidered"],
        nouns: ["Birthday Romper", "Crown Romper", "Celebration Set"],
      },
    ],
    openers: [
      "This {item} is made for the days you will want to remember.",
      "A keepsake piece, this {item} is finished by hand in small numbers.",
    ],
    details: [
      "Delicate details are stitched to last through photos, parties and hand-me-downs.",
      "It arrives wrapped in tissue in a keepsake gift box.",
      "A soft cotton lining sits under every fancy layer.",
    ],
  },
  {
    code: "TO-001",
    name: "Top",
    parent: "CL-001",
    type: "kids",
    sized: true,
    dollars: [20, 55],
    groups: [
      {
        prefixes: ["Organic Cotton", "Striped", "Bamboo", "Ribbed", "Slub Jersey", "Waffle Knit"],
        nouns: ["T-Shirt", "Long Sleeve Tee", "Henley Top", "Raglan Top"],
      },
      { prefixes: ["Round Collar", "Frill", "Linen"], nouns: ["Blouse"] },
    ],
    openers: [
      "This {item} is an everyday favourite that goes with everything.",
      "Soft and easy to wear, this {item} is a wardrobe staple for little ones.",
    ],
    details: [
      "Envelope shoulders let it slip over the head without a fuss.",
      "The fabric keeps its shape and colour wash after wash.",
      "Roll the sleeves up while your child grows into it.",
    ],
  },
  {
    code: "BA-001",
    name: "Bath & Care",
    parent: "ES-001",
    type: "bath",
    sized: false,
    dollars: [20, 70],
    groups: [
      {
        prefixes: ["Bamboo", "Organic Cotton", "Muslin", "Terry", "Animal Ears"],
        nouns: ["Hooded Towel", "Bath Robe", "Wash Mitt Set", "Bath Poncho"],
      },
      {
        prefixes: ["Natural Rubber", "Floating", "Squeeze"],
        nouns: ["Bath Duck", "Bath Boat Set", "Bath Toy Set"],
      },
    ],
    openers: [
      "This {item} makes bath time a calm and cosy part of the day.",
      "Every splash-happy baby deserves this {item}.",
    ],
    details: [
      "It is gentle on new skin and quick to dry between uses.",
      "It is free from harsh dyes, BPA and phthalates.",
      "It rinses clean and hangs up neatly after use.",
    ],
  },
  {
    code: "FE-001",
    name: "Feeding",
    parent: "ES-001",
    type: "feeding",
    sized: false,
    dollars: [20, 80],
    groups: [
      {
        prefixes: ["Silicone", "Bamboo", "Stainless Steel", "Stay-Put"],
        nouns: ["Suction Bowl Set", "Divided Plate", "Snack Pot", "Spoon Set"],
      },
      { prefixes: ["Anti-Colic", "Glass", "Wide Neck"], nouns: ["Feeding Bottle", "Bottle Set"] },
      { prefixes: ["Weighted Straw", "Spill-Proof", "Two-Handle"], nouns: ["Sippy Cup", "Trainer Cup"] },
    ],
    openers: [
      "This {item} makes mealtimes a little less messy.",
      "Designed with little hands in mind, this {item} is ready for first tastes and beyond.",
    ],
    details: [
      "It is free from BPA, PVC and phthalates.",
      "Every piece is dishwasher safe on the top rack.",
      "Rounded edges and a grippy base help little ones feed themselves.",
    ],
  },
  {
    code: "PL-001",
    name: "Playtime",
    parent: "ES-001",
    type: "toys",
    sized: false,
    dollars: [20, 150],
    groups: [
      {
        prefixes: ["Organic Cotton", "Knitted", "Velvet Soft", "Crochet"],
        nouns: ["Teddy Bear", "Bunny Comforter", "Elephant Rattle"],
      },
      {
        prefixes: ["Wooden", "Rainbow", "Pastel", "Natural Beech"],
        nouns: ["Building Block Set", "Stacking Ring Toy", "Shape Sorter", "Activity Cube"],
      },
    ],
    openers: [
      "This {item} is made for tummy time, floor play and quiet moments.",
      "Little ones love exploring this {item} with hands, eyes and mouths.",
    ],
    details: [
      "It is made from child-safe materials and finishes.",
      "Bright contrasts and soft textures support early senses.",
      "It grows with your child from the first months to the toddler years.",
    ],
  },
];

export const CLOSERS: Record<TopCode, string> = {
  "CL-001": "From {brand}, made to be worn, washed and handed down.",
  "ES-001": "From {brand}, thoughtfully made and safety tested.",
};

export const BRANDS = [
  { name: "Little Sprout", sku: "LS" },
  { name: "Moonbeam", sku: "MB" },
  { name: "Cotton Cloud", sku: "CC" },
  { name: "Tiny Acorn", sku: "TA" },
  { name: "Honeybee", sku: "HB" },
  { name: "Willow Nest", sku: "WN" },
  { name: "Puddle Duck", sku: "PD" },
];

export const REVIEWERS = [
  "Amara",
  "Ben",
  "Chloe",
  "Dev",
  "Elif",
  "Finn",
  "Grace",
  "Hugo",
  "Isla",
  "Jonah",
  "Kemi",
  "Noor",
];
export const REVIEW_TEXTS: Record<number, { title: string; body: string }[]> = {
  5: [
    { title: "Our favourite", body: "Soft, well made and still like new after many washes." },
    { title: "Perfect fit", body: "True to size with a little room to grow. Would buy again." },
  ],
  4: [
    {
      title: "Very nice",
      body: "Good quality for the price; the colour is a touch lighter than the picture.",
    },
    { title: "Happy with it", body: "Comfortable and easy to put on. Arrived quickly." },
  ],
  3: [
    { title: "It is fine", body: "Does the job, though the fabric feels thinner than we hoped." },
    { title: "Runs small", body: "Nice design, but order a size up." },
  ],
  2: [{ title: "Not for us", body: "The seams came loose after a few washes." }],
  1: [{ title: "Disappointed", body: "It did not look like the picture and we sent it back." }],
};
