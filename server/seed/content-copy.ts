// The shop's own words and pictures: blog posts, pages, looks, the team, testimonials,
// catalogs, questions and answers, and the fictional country's places.
import type { LookGroup } from "../contract";
import type { blogPosts, catalogs, contentBlocks, pages } from "../db/schema";
import { paragraphs, type Row, SHOP, SHOP_NAME } from "./basics";

// ---------- blog ----------

export const AUTHORS = ["Hannah Reed", "Priya Patel", "Tom Okafor", "Elena Marsh"];

export type BlogSeed = Omit<Row<typeof blogPosts>, "id" | "image" | "publishedAt"> & {
  published: [number, number];
};

export const BLOG_POSTS: BlogSeed[] = [
  {
    slug: "how-to-dress-a-newborn-in-layers",
    title: "How to Dress a Newborn in Layers",
    author: AUTHORS[0],
    type: "kids",
    tags: ["tips", "latest", "style"],
    published: [1, 14],
    summary:
      "Newborns cannot tell you when they are too hot or too cold. Layering is the simplest way to keep them comfortable, and it is easier than it sounds.",
    body: paragraphs(
      "A useful rule of thumb is to dress your baby in one more layer than you are wearing yourself. If you are comfortable in a T-shirt, your newborn will probably be happy in a bodysuit with a light sleepsuit over it.",
      "Start with a short-sleeved or long-sleeved bodysuit as the base. It stays put, covers the tummy and back, and means you can take the outer layers off without leaving your baby bare.",
      "Add a sleepsuit or a top and bottoms as the middle layer, then a cardigan or a soft jacket when you head outside. Hats are worth it on cold days, but take them off indoors: babies lose heat through their heads, and that is exactly how they cool down.",
      "To check whether your baby is comfortable, feel the back of the neck or the tummy rather than the hands and feet, which often feel cool even when everything is fine. A sweaty neck means one layer too many; a cool tummy means one more.",
      "Finally, choose layers that open easily. Envelope necks, poppers down the front and two-way zips make nappy changes quicker and far less of a battle for both of you.",
    ),
  },
  {
    slug: "choosing-safe-comfortable-sleepwear",
    title: "Choosing Safe, Comfortable Sleepwear",
    author: AUTHORS[1],
    type: "kids",
    tags: ["sleep", "tips", "popular"],
    published: [2, 3],
    summary:
      "What your baby wears to bed matters as much as where they sleep. Here is how to pick sleepsuits and sleeping bags that keep nights safe and settled.",
    body: paragraphs(
      "The safest sleep space is a clear one: a firm, flat mattress with a fitted sheet and nothing else in the cot. That means the warmth has to come from what your baby is wearing rather than from loose blankets or duvets.",
      "A well-fitting sleepsuit is the starting point. Look for breathable fabrics such as cotton or bamboo, flat seams and no loose buttons or ribbons near the face. Feet that fit without bunching stop little toes from being squashed as your baby stretches.",
      "Baby sleeping bags are rated in tog, a measure of warmth. As a rough guide, a room at 16 to 20 degrees Celsius suits a 2.5 tog bag over a sleepsuit, while a warmer room calls for a lighter bag and just a bodysuit underneath.",
      "Keep hats off at bedtime and make sure the sleeping bag fits snugly around the neck and armholes so your baby cannot slip down inside it. When in doubt, feel the back of the neck: it should be warm, not hot or clammy.",
      "Having two or three sets of sleepwear on rotation saves late-night laundry. Night-time leaks happen to everyone, and a fresh zip sleepsuit within reach makes a 3am change much calmer.",
    ),
  },
  {
    slug: "what-organic-cotton-really-means",
    title: "What Organic Cotton Really Means",
    author: AUTHORS[2],
    type: "fashion",
    tags: ["organic", "fashion", "trending"],
    published: [2, 27],
    summary:
      "You will see the word organic on a lot of baby labels. We explain what it says about how a garment was grown and made, and why it is worth looking for.",
    body: paragraphs(
      "Organic cotton is grown without synthetic pesticides or fertilisers, from seeds that have not been genetically modified. Farmers rely on crop rotation, natural pest control and healthy soil instead, which is kinder to the land and to the people who work it.",
      "The fibre itself is not magically softer, but organic garments are usually processed more gently. Certified pieces are made without many of the harsh bleaches, dyes and finishes that can irritate delicate skin.",
      "Certification is what gives the word meaning. Independent standards follow the cotton from the field to the finished garment, checking both the materials and the working conditions in the factories along the way.",
      "For babies, who spend most of the day in close contact with their clothes, that gentler processing is the real benefit. Parents of little ones with eczema or sensitive skin often find organic basics make a noticeable difference.",
      "Organic cotton also lasts well when it is cared for properly. Wash it cool, skip the fabric conditioner and dry it flat or on a line, and it will see you through more than one child.",
    ),
  },
  {
    slug: "a-calm-bath-time-routine",
    title: "A Calm Bath-Time Routine",
    author: AUTHORS[3],
    type: "bath",
    tags: ["tips", "sleep", "recent"],
    published: [3, 18],
    summary:
      "A warm bath can be the gentlest signal that bedtime is coming. These simple steps help turn it into a soothing ritual instead of a splashy scramble.",
    body: paragraphs(
      "Get everything ready before the water goes in: a hooded towel, a clean nappy, sleepwear and any wash you use. Once your baby is in the bath, you should never need to step away, even for a moment.",
      "Aim for water that feels comfortably warm on the inside of your wrist or elbow, around 37 degrees Celsius. A bath thermometer takes the guesswork out of it, especially in the early weeks.",
      "Young babies do not need a bath every day, and a few minutes is plenty. Plain water or a mild, fragrance-free wash is all their skin needs; save bubbles for when they are older.",
      "Keep the lights low and your voice soft. Singing the same song or using the same words each night helps your baby learn that bath, towel, feed and bed always come in that order.",
      "Wrap your baby straight into a warm hooded towel and pat them dry, paying attention to the creases under the arms and neck. A gentle massage with a little unscented oil can round off the routine beautifully.",
    ),
  },
  {
    slug: "starting-solids-the-kit-you-actually-need",
    title: "Starting Solids: The Kit You Actually Need",
    author: AUTHORS[0],
    type: "feeding",
    tags: ["tips", "new", "popular"],
    published: [4, 9],
    summary:
      "First foods are exciting and messy. You need far less equipment than the shops suggest, and these few pieces will see you through the first year.",
    body: paragraphs(
      "A sturdy high chair with a footrest comes first. Sitting upright with feet supported helps your baby swallow safely and concentrate on the food in front of them.",
      "Suction bowls and plates are worth their weight in gold. They stay put when curious hands try to launch dinner across the kitchen, and divided plates make it easy to offer a few different tastes at once.",
      "Soft-tipped spoons protect tender gums, and giving your baby their own spoon to hold keeps them busy while you feed. Many babies also enjoy picking up soft finger foods themselves from the start.",
      "Introduce an open or free-flow cup with a little water at mealtimes. Sipping is a skill that takes practice, and starting early makes the move away from bottles much smoother.",
      "Finally, accept the mess. A wipe-clean bib with a catch pocket and a mat under the chair will save the floor, and a relaxed parent makes for a more adventurous eater.",
    ),
  },
  {
    slug: "a-parents-guide-to-baby-clothing-sizes",
    title: "A Parent's Guide to Baby Clothing Sizes",
    author: AUTHORS[1],
    type: "fashion",
    tags: ["tips", "style", "popular"],
    published: [5, 6],
    summary:
      "Baby sizes go by age, but babies grow at their own pace. Here is how to read the labels and buy clothes that will actually fit.",
    body: paragraphs(
      "Our sizes run 0-3 months, 3-6 months, 6-12 months, 12-24 months and 2-3 years. The age is only a guide; height and weight tell you far more, so check the size chart on each product page.",
      "If your baby is between sizes, go up. A little extra room means more wear before they grow out of it, and sleeves can be rolled while legs grow into length.",
      "Newborn clothes are outgrown astonishingly fast. Rather than stocking up on the smallest size, buy a handful of essentials in 0-3 months and a few more in 3-6 months so you are ready for the first growth spurt.",
      "Think about cloth nappies too. They are bulkier than disposables, so bottoms and bodysuits with a roomy seat, or one size up, will be more comfortable.",
      "Keep gift receipts and tags on until you are sure of the fit. Our refund policy gives you 30 days to exchange unworn items, which takes the pressure off guessing.",
    ),
  },
  {
    slug: "play-ideas-for-rainy-days",
    title: "Play Ideas for Rainy Days",
    author: AUTHORS[2],
    type: "play",
    tags: ["tips", "trending"],
    published: [6, 1],
    summary:
      "Stuck indoors with a restless toddler? These simple activities use things you already have and keep little minds and bodies busy.",
    body: paragraphs(
      "Build a den. A couple of chairs and a blanket make an instant hideaway, and adding cushions, a torch and a few favourite books turns it into a reading nook that can last all afternoon.",
      "Set up a sensory tray. Dry pasta, oats or rice in a shallow box with cups and spoons gives babies and toddlers a whole new world to scoop, pour and explore. Stay close, and choose materials to suit your child's age.",
      "Stacking and sorting games are quietly brilliant. Building towers with blocks and knocking them down teaches cause and effect, while sorting shapes or coloured rings builds early problem-solving.",
      "Put on some music and dance. Moving to different rhythms, freezing when the music stops or marching around the room burns off energy and helps with balance and coordination.",
      "Finish with a calm activity such as a puppet show with a favourite soft toy or a bath with a few floating toys. Winding down together makes the switch to nap or bedtime much easier.",
    ),
  },
  {
    slug: "thoughtful-baby-shower-gifts",
    title: "Thoughtful Baby Shower Gifts",
    author: AUTHORS[3],
    type: "kids",
    tags: ["gifts", "popular", "latest"],
    published: [6, 26],
    summary:
      "Stuck for a baby shower present? The best gifts are practical, beautiful and a little bit ahead of what new parents think they will need.",
    body: paragraphs(
      "Think beyond newborn size. Most new parents are given piles of tiny sleepsuits; a set in 6-12 months will be welcome just when everything else has been outgrown.",
      "Practical bundles go down well. A hooded towel with a wash mitt set, or a few muslin bibs with a soft comforter, are used every single day and make a lovely parcel.",
      "Keepsake pieces are special too. A hand-smocked romper or a christening gown becomes part of the family story, and many are passed down to younger siblings and cousins.",
      "Do not forget the parents. A feeding set for the months ahead, a thermos for hot drinks or an offer to cook a meal can mean as much as anything for the baby.",
      "Whatever you choose, include a gift receipt. Parents appreciate being able to swap sizes or colours, and it lets your present fit their baby perfectly.",
    ),
  },
  {
    slug: "washing-and-caring-for-baby-clothes",
    title: "Washing and Caring for Baby Clothes",
    author: AUTHORS[0],
    type: "fashion",
    tags: ["tips", "organic"],
    published: [7, 19],
    summary:
      "A few small changes to your laundry routine keep baby clothes soft, bright and gentle on delicate skin for longer.",
    body: paragraphs(
      "Wash new clothes before the first wear. It removes any dust or finishing residue from the factory and softens the fabric a little.",
      "Choose a mild, fragrance-free detergent and skip fabric conditioner, which can irritate sensitive skin and reduce how well cotton absorbs moisture.",
      "Most everyday pieces wash happily at 30 to 40 degrees. Treat stains quickly: rinse milk and food marks in cold water first, because hot water can set protein stains.",
      "Close zips and poppers and turn printed items inside out before washing. A mesh bag keeps tiny socks and mittens from disappearing into the machine.",
      "Dry on a line or a rack where you can. Tumble drying on high heat shrinks cotton and wears out elastic, and nothing beats the smell of clothes dried in fresh air.",
    ),
  },
  {
    slug: "dressing-little-ones-for-winter-walks",
    title: "Dressing Little Ones for Winter Walks",
    author: AUTHORS[1],
    type: "fashion",
    tags: ["style", "fashion", "recent"],
    published: [8, 10],
    summary:
      "Fresh air is good for everyone, even in the cold. Here is how to wrap up babies and toddlers so winter walks stay fun.",
    body: paragraphs(
      "Layers beat one thick coat. A bodysuit, a warm sleepsuit or leggings and top, and a fleece or knitted cardigan trap warm air between them and can be peeled off when you go inside.",
      "In the pushchair, a padded jacket or a snug footmuff keeps the wind out. Take bulky coats off before strapping into a car seat, though, because they stop the harness fitting closely.",
      "Hands, feet and heads get cold first. A knitted hat that covers the ears, thumbless mittens and thick socks or soft booties make a big difference.",
      "Toddlers who walk and run warm up quickly, so check them often. A flushed face or sweaty back means it is time to open a zip or remove a layer.",
      "Once you are home, swap damp clothes for dry ones straight away and enjoy a warm drink together. Winter walks are one of the best ways to tire out little legs before a nap.",
    ),
  },
  {
    slug: "bottle-feeding-basics",
    title: "Bottle-Feeding Basics",
    author: AUTHORS[2],
    type: "feeding",
    tags: ["tips", "new"],
    published: [9, 8],
    summary:
      "Whether you are feeding formula or expressed milk, a few basics make bottle-feeding calmer and more comfortable for your baby.",
    body: paragraphs(
      "Start with a slow-flow teat. Newborns need time to suck, swallow and breathe, and a teat that flows too fast can leave them gulping air and uncomfortable.",
      "Hold your baby fairly upright with their head supported, and keep the bottle tilted just enough to fill the teat. Pausing every few minutes lets your baby rest and gives a chance to wind them.",
      "Watch your baby rather than the bottle. Turning away, slowing down or pushing the teat out are signs they have had enough, even if there is milk left.",
      "Clean everything thoroughly after each feed. Wash bottles and teats in hot, soapy water, rinse well and sterilise them while your baby is young, following the instructions for your steriliser.",
      "Anti-colic bottles with a vent can help babies who struggle with wind. If feeding seems uncomfortable or your baby is not gaining weight, talk to your health visitor or doctor.",
    ),
  },
  {
    slug: "choosing-toys-for-the-first-year",
    title: "Choosing Toys for the First Year",
    author: AUTHORS[3],
    type: "play",
    tags: ["gifts", "tips", "trending"],
    published: [10, 4],
    summary:
      "Babies change so quickly in their first year. Here is what kind of play suits each stage, and the toys that will keep up.",
    body: paragraphs(
      "In the first three months, babies are learning to focus. High-contrast patterns, a soft rattle and your own face are the most fascinating things in the world.",
      "From three to six months, hands take over. Textured teethers, soft comforters and toys that crinkle or jingle reward every grab and help develop grip.",
      "Around six to nine months, most babies sit up and start to explore cause and effect. Stacking rings, soft blocks and bath toys that fill and pour are endlessly repeated favourites.",
      "By the end of the first year, crawlers and early walkers love activity cubes, push-along toys and shape sorters that challenge them to work things out.",
      "Whatever the age, check toys for small parts that could come loose and choose sturdy, non-toxic materials. A few good toys rotated every week or two are better than a room full at once.",
    ),
  },
];

// ---------- static pages ----------

export const PAGES: Row<typeof pages>[] = [
  {
    slug: "about-us",
    title: "About Us",
    body: paragraphs(
      `${SHOP_NAME} began at a kitchen table, with two new parents who wanted baby clothes that were soft, simple and made to last. Today we are a small team that still tries every piece on our own children before it reaches the shop.`,
      "## What we make",
      "We design everyday clothing for babies and young children, from newborn sleepsuits to party dresses, along with the essentials that go with them: bath towels, feeding sets and toys for the first years.",
      "## How we make it",
      "We choose organic and natural fibres wherever we can, work with a small number of trusted makers, and visit them regularly. Our packaging is recycled and recyclable, and we design for hand-me-downs rather than a single season.",
      "## Who we are",
      "Our team of designers, pattern cutters and customer-care staff is made up of parents, grandparents and aunts and uncles. If you have a question about sizing or fabric, you will be talking to someone who has dressed a wriggling baby too.",
    ),
  },
  {
    slug: "contact-us",
    title: "Contact Us",
    body: paragraphs(
      // The address, phone and email are shown beside this text from the "shop" configuration.
      "We would love to hear from you, whether you have a question about an order, need help with sizing, or just want to share a photo of your little one in their new outfit.",
      "## Opening hours",
      "Monday to Friday: 9:00 to 17:30\nSaturday: 10:00 to 16:00\nSunday and public holidays: closed",
      "We answer emails within one working day. For questions about an existing order, please include your invoice number so we can help you faster.",
    ),
  },
  {
    slug: "privacy-policy",
    title: "Privacy Policy",
    body: paragraphs(
      `This policy explains what personal information ${SHOP_NAME} collects, why we collect it and how we look after it.`,
      "## What we collect",
      "When you create an account or place an order we collect your name, email address, phone number and delivery addresses. We keep a record of your orders, wishlist and newsletter preferences. We do not store your full card details; payments are handled by our payment provider.",
      "## How we use it",
      "We use your information to process and deliver orders, to provide customer service, to keep your account secure and, only if you have agreed, to send you our newsletter. You can unsubscribe at any time with the link in every email.",
      "## Your children's sizes",
      "The size finder asks for a child's birth date (or age) and, if you like, height and weight. Members can keep several children in their profile: an optional name, the birth date and the latest height and weight, until they change or remove them. A visitor's child (one) is kept only in the session cookie on their own device, for 30 days. We use these details only to suggest sizes and to show what fits in the shop; they are never sent to anyone else.",
      "## Cookies",
      "We use a single session cookie to keep you signed in and remember your cart, your display preferences and, if you use the size finder, your child's birth date, height and weight. We do not use advertising cookies.",
      "## Your rights",
      `You can ask to see, correct or delete the information we hold about you by writing to ${SHOP.email}. We keep order records only for as long as the law requires.`,
    ),
  },
  {
    slug: "terms-conditions",
    title: "Terms & Conditions",
    body: paragraphs(
      `These terms apply to every order placed with ${SHOP_NAME}. By placing an order you agree to them, so please read them carefully.`,
      "## Orders",
      "Your order is an offer to buy. We accept it when we send your order confirmation email. If an item turns out to be unavailable, we will let you know and refund you in full for that item.",
      "## Prices",
      "Prices are shown in US dollars and include applicable taxes. If you choose to view prices in another currency, the amount is an estimate; you are charged the US dollar amount. Sale prices apply until the date shown on the product page or while stock lasts.",
      "## Delivery",
      "We aim to dispatch orders within two working days. Delivery times are estimates, and we are not responsible for delays caused by the carrier or events outside our control.",
      "## Your account",
      "Please keep your password private. You are responsible for orders placed from your account, and we may close accounts that are used to misuse the shop.",
    ),
  },
  {
    slug: "refund-policy",
    title: "Refund Policy",
    body: paragraphs(
      "We want you to love everything you buy from us. If something is not quite right, you can return it for a refund or exchange.",
      "## Returns",
      "You can return unworn, unwashed items with their tags attached within 30 days of delivery. For hygiene reasons, we cannot accept returns of opened feeding items or bath toys unless they are faulty.",
      "## How to return",
      `Email ${SHOP.email} with your invoice number and the items you would like to return. We will send you a returns label and instructions.`,
      "## Refunds",
      "Once we receive your return, we check it and refund the original payment method within five working days. Original delivery charges are refunded only if the item was faulty or sent in error.",
      "## Faulty items",
      "If anything arrives damaged or develops a fault under normal use, contact us and we will replace or refund it, including any delivery costs.",
    ),
  },
  {
    slug: "payment-policy",
    title: "Payment Policy",
    body: paragraphs(
      "We want paying to be simple and secure. This page explains how payment works when you order from us.",
      "## Ways to pay",
      "We accept major credit and debit cards and popular digital wallets. All payments are taken in US dollars; your bank may apply its own exchange rate if your card is in another currency.",
      "## When you are charged",
      "Your payment is authorised when you place your order and taken when we confirm it. If we cannot fulfil part of your order, we refund that part straight away.",
      "## Security",
      "Payments are processed by our payment provider over an encrypted connection. We never see or store your full card number.",
      "## Discount codes",
      "Discount codes must be entered at checkout and cannot be added after an order is placed. Only one code can be used per order, and codes cannot be exchanged for cash.",
    ),
  },
];

// ---------- lookbook, team and testimonials ----------

export type LookSeed = {
  group: LookGroup;
  title: string;
  caption: string;
  // The featured products: a sub-category and a word their title must contain.
  picks: [code: string, word: RegExp][];
};

export const LOOKS: LookSeed[] = [
  {
    group: "everyday",
    title: "Park day layers",
    caption: "A cosy jacket over a soft tee, with joggers that keep up with every climb.",
    picks: [
      ["AT-001", /jacket/i],
      ["TO-001", /t-shirt/i],
      ["BO-001", /joggers/i],
    ],
  },
  {
    group: "party",
    title: "Birthday best",
    caption: "A twirl-ready dress and a pretty bonnet for the big day.",
    picks: [
      ["DR-001", /party|twirl/i],
      ["AC-001", /bonnet/i],
    ],
  },
  {
    group: "baby",
    title: "Sleepy Sunday",
    caption: "A stretchy sleepsuit and a bedtime friend for slow mornings in bed.",
    picks: [
      ["SL-001", /sleepsuit/i],
      ["PL-001", /teddy|bunny/i],
    ],
  },
  {
    group: "accessories",
    title: "Sun hat season",
    caption: "Shade for little faces, with a light tee for long garden afternoons.",
    picks: [
      ["AC-001", /sun hat|bucket hat/i],
      ["TO-001", /tee|henley/i],
    ],
  },
  {
    group: "everyday",
    title: "Off to nursery",
    caption: "Easy-on pieces and a spill-proof cup for the morning rush.",
    picks: [
      ["TO-001", /raglan|henley|t-shirt/i],
      ["BO-001", /dungarees|leggings/i],
      ["FE-001", /cup/i],
    ],
  },
  {
    group: "party",
    title: "Sunday best",
    caption: "A smart two-piece and a crisp blouse for weddings, parties and family photos.",
    picks: [
      ["AT-001", /suit set|waistcoat/i],
      ["TO-001", /blouse/i],
    ],
  },
  {
    group: "baby",
    title: "Bath, then bed",
    caption: "Wrap them in a hooded towel, then straight into a warm, soft sleepsuit.",
    picks: [
      ["BA-001", /towel|robe|poncho/i],
      ["SL-001", /romper|onesie/i],
    ],
  },
  {
    group: "accessories",
    title: "Knits for chilly days",
    caption: "A knitted hat and a warm knit on top for frosty walks to the shops.",
    picks: [
      ["AC-001", /beanie|pom-pom/i],
      ["AT-001", /cardigan|pullover/i],
    ],
  },
  {
    group: "everyday",
    title: "Puddle jumping",
    caption: "A hooded jacket and sturdy dungarees for splashing through autumn puddles.",
    picks: [
      ["AT-001", /hooded jacket|coat/i],
      ["BO-001", /(corduroy|denim) (trousers|dungarees)/i],
    ],
  },
  {
    group: "party",
    title: "Keepsake moments",
    caption: "Heirloom pieces for a christening, a naming day or a first birthday.",
    picks: [
      ["SE-001", /gown|keepsake|ceremony/i],
      ["SE-001", /crown|birthday|celebration/i],
    ],
  },
  {
    group: "baby",
    title: "First tastes",
    caption: "A suction bowl set and a soft bib for messy, happy mealtimes.",
    picks: [
      ["FE-001", /bowl|plate/i],
      ["AC-001", /bib/i],
    ],
  },
  {
    group: "accessories",
    title: "The changing-bag kit",
    caption: "A spare bib, a soft toy and spoons: everything for an afternoon out.",
    picks: [
      ["AC-001", /bib/i],
      ["PL-001", /rattle|comforter|bear/i],
      ["FE-001", /snack|spoon/i],
    ],
  },
];

// The two parents who started the shop and two of the team; they also write the blog (AUTHORS).
export const TEAM: Row<typeof contentBlocks>[] = [
  {
    name: "Hannah Reed",
    role: "Co-founder and designer",
    bio: "Started Little Sprout at her kitchen table when her twins outgrew everything in a month. She still feels every new fabric by hand.",
  },
  {
    name: "Tom Okafor",
    role: "Co-founder and customer care",
    bio: "Answers your emails, sorts out exchanges and knows the size chart by heart. Father of two small climbers.",
  },
  {
    name: "Priya Patel",
    role: "Sourcing and sustainability",
    bio: "Visits the mills we work with and keeps our cotton organic, our dyes gentle and our packaging recyclable.",
  },
  {
    name: "Elena Marsh",
    role: "Pattern cutter",
    bio: "Turns sketches into patterns with room for nappies and growing, and makes sure every popper is where a tired parent looks for it.",
  },
].map((member, index) => ({
  kind: "team",
  position: index,
  data: { ...member, avatar: `team/${index + 1}.svg` },
}));

export const TESTIMONIALS: Row<typeof contentBlocks>[] = [
  {
    quote:
      "The sleepsuits are the softest we own and have survived a hundred washes. The two-way zip is a lifesaver at 3 am.",
    name: "Aisha K.",
    detail: "Maplewood, mum of Noor (8 months)",
    rating: 5,
  },
  {
    quote:
      "Ordered a party dress on Monday and it arrived on Wednesday, wrapped in tissue with a handwritten card. She wore it all day.",
    name: "Ben T.",
    detail: "Riverton, dad of Lily (3)",
    rating: 5,
  },
  {
    quote:
      "The size guide was spot on, and when a jacket was too big customer care swapped it without any fuss.",
    name: "Sofia R.",
    detail: "Bayview, mum of Leo (2)",
    rating: 4,
  },
  {
    quote:
      "Lovely bath towels and bibs that actually catch the mess. I buy them as gifts for every new baby I know.",
    name: "Grace M.",
    detail: "Ashbourne, auntie of three",
    rating: 5,
  },
].map((testimonial, index) => ({ kind: "testimonial", position: index, data: testimonial }));

export const CATALOGS: Row<typeof catalogs>[] = [
  {
    slug: "new-arrival",
    title: "New Arrivals",
    description: "The newest additions to the shop: fresh colours, new prints and cosy layers, just in.",
    collection: "new arrival",
  },
  {
    slug: "best-sellers",
    title: "Best Sellers",
    description:
      "The pieces parents come back for again and again, loved for their softness and staying power.",
    collection: "best sellers",
  },
  {
    slug: "on-sale",
    title: "On Sale",
    description: "Favourite pieces at lower prices, for a limited time and while stock lasts.",
    collection: "on sale",
  },
  {
    slug: "featured",
    title: "Featured",
    description: "Hand-picked by our team: the outfits and essentials we are excited about right now.",
    collection: "featured products",
  },
].map((catalog, position) => ({ ...catalog, image: `catalogs/${catalog.slug}.svg`, position }));

// ---------- configuration ----------

export const FAQ = [
  {
    question: "How do I choose the right size?",
    answer:
      "Our sizes run 0-3 months, 3-6 months, 6-12 months, 12-24 months and 2-3 years. The age is a guide; your child's height and weight tell you more, so check the size chart on each product page. Between two sizes, choose the larger one.",
  },
  {
    question: "How long does delivery take?",
    answer:
      "We dispatch orders within two working days. Standard delivery then takes two to four working days, and express delivery one to two. You receive an email with a tracking link when your parcel leaves us.",
  },
  {
    question: "Can I return or exchange something?",
    answer:
      "Yes. Return unworn, unwashed items with their tags within 30 days of delivery for a refund or an exchange. Email us with your invoice number and we send you a returns label. Our refund policy has the details.",
  },
  {
    question: "How should I wash baby clothes?",
    answer:
      "Wash new clothes before the first wear, at 30 or 40 degrees with a mild, fragrance-free detergent, and skip the fabric conditioner. Dry organic cotton flat or on a line to keep it soft and in shape. The care label inside each garment has the details.",
  },
  {
    question: "Do you offer gift wrapping?",
    answer:
      "Yes. Choose gift wrapping at checkout and we wrap your order in recycled tissue with a ribbon and a handwritten card. Prices are left off the packing slip.",
  },
  {
    question: "Which payment methods do you accept?",
    answer:
      "We accept major credit and debit cards and popular digital wallets. Payments are taken in US dollars; prices shown in another currency are an estimate.",
  },
  {
    question: "Is my payment information safe?",
    answer:
      "Payments are processed by our payment provider over an encrypted connection. We never see or store your full card number.",
  },
];

// ---------- address lists ----------

// A fictional country: 6 provinces of 3 cities each.
export const PROVINCES: [string, string[]][] = [
  ["Northmere", ["Maplewood", "Frostford", "Kingsley"]],
  ["Eastvale", ["Ashbourne", "Larkhill", "Dawnport"]],
  ["Southhaven", ["Port Amber", "Sunmeadow", "Carraway"]],
  ["Westbrook", ["Riverton", "Millbridge", "Greystone"]],
  ["Highmoor", ["Pinecrest", "Heathfield", "Stonebury"]],
  ["Coastland", ["Bayview", "Saltmarsh", "Gullhaven"]],
];
export const DISTRICT_SUFFIXES = [
  "Old Town",
  "Riverside",
  "Hillside",
  "Parkside",
  "Northgate",
  "Harbourside",
];
export const SUBDISTRICT_PREFIXES = [
  "Oak",
  "Elm",
  "Ash",
  "Birch",
  "Willow",
  "Maple",
  "Cedar",
  "Hazel",
  "Rose",
  "Fern",
  "Brook",
  "Stone",
];
export const SUBDISTRICT_SUFFIXES = ["field", "wood", "bury", "ford", "ley", "dale"];
