// The demo data's words in Arabic and French: the catalogue's word lists (a product title is a
// noun and a prefix, as in English, put in each language's order), description sentences,
// category names, and the shop's own texts (pages, FAQ, banners, popups, catalogs, blog titles,
// the newest posts' summaries and bodies).
// Whatever has no entry here shows in English, field by field.
import { paragraphs, SHOP, SHOP_NAME } from "./basics";

type Words = { ar: string; fr: string };

export const CATEGORY_NAMES: Record<string, Words> = {
  "CL-001": { ar: "ملابس", fr: "Vêtements" },
  "ES-001": { ar: "مستلزمات", fr: "Essentiels" },
  "AT-001": { ar: "ملابس خارجية", fr: "Tenues" },
  "AC-001": { ar: "إكسسوارات", fr: "Accessoires" },
  "BO-001": { ar: "بناطيل", fr: "Bas" },
  "DR-001": { ar: "فساتين", fr: "Robes" },
  "SL-001": { ar: "ملابس نوم", fr: "Pyjamas" },
  "SE-001": { ar: "إصدار خاص", fr: "Édition spéciale" },
  "TO-001": { ar: "بلوزات", fr: "Hauts" },
  "BA-001": { ar: "الاستحمام والعناية", fr: "Bain et soin" },
  "FE-001": { ar: "التغذية", fr: "Repas" },
  "PL-001": { ar: "وقت اللعب", fr: "Jeux" },
};

// A title's noun: "Hooded Jacket" → "جاكيت بقلنسوة", "Veste à capuche".
export const NOUNS: Record<string, Words> = {
  "Hooded Jacket": { ar: "جاكيت بقلنسوة", fr: "Veste à capuche" },
  "Bomber Jacket": { ar: "جاكيت بومبر", fr: "Blouson bomber" },
  "Duffle Coat": { ar: "معطف دافل", fr: "Duffle-coat" },
  Cardigan: { ar: "كارديغان", fr: "Gilet" },
  Pullover: { ar: "كنزة", fr: "Pull" },
  "Suit Set": { ar: "طقم بدلة", fr: "Ensemble costume" },
  "Waistcoat Set": { ar: "طقم صديري", fr: "Ensemble gilet" },
  "Sun Hat": { ar: "قبعة شمس", fr: "Chapeau de soleil" },
  "Bucket Hat": { ar: "قبعة باكيت", fr: "Bob" },
  Bonnet: { ar: "قلنسوة أطفال", fr: "Béguin" },
  Beanie: { ar: "طاقية", fr: "Bonnet" },
  "Pom-Pom Hat": { ar: "طاقية بكرة صوف", fr: "Bonnet à pompon" },
  "Bandana Bib": { ar: "مريلة باندانا", fr: "Bavoir bandana" },
  "Dribble Bib": { ar: "مريلة لعاب", fr: "Bavoir anti-bave" },
  "Bib Set": { ar: "طقم مرايل", fr: "Lot de bavoirs" },
  Joggers: { ar: "بنطال رياضي", fr: "Jogging" },
  Leggings: { ar: "ليغنز", fr: "Legging" },
  "Harem Pants": { ar: "سروال حريم", fr: "Sarouel" },
  Shorts: { ar: "شورت", fr: "Short" },
  Dungarees: { ar: "أفرول", fr: "Salopette" },
  Trousers: { ar: "بنطال", fr: "Pantalon" },
  "Ruffle Dress": { ar: "فستان بكشكش", fr: "Robe à volants" },
  "Smock Dress": { ar: "فستان سموك", fr: "Robe smockée" },
  "Pinafore Dress": { ar: "فستان مريول", fr: "Robe chasuble" },
  "Tiered Dress": { ar: "فستان بطبقات", fr: "Robe à étages" },
  "Party Dress": { ar: "فستان حفلات", fr: "Robe de fête" },
  "Twirl Dress": { ar: "فستان دوّار", fr: "Robe qui tourne" },
  Sleepsuit: { ar: "بيجامة", fr: "Grenouillère" },
  "Zip Sleepsuit": { ar: "بيجامة بسحاب", fr: "Grenouillère zippée" },
  "Footed Romper": { ar: "رومبر بقدمين", fr: "Barboteuse à pieds" },
  Onesie: { ar: "بدلة قطعة واحدة", fr: "Body" },
  "Christening Gown": { ar: "ثوب التعميد", fr: "Robe de baptême" },
  "Ceremony Romper": { ar: "رومبر المناسبات", fr: "Barboteuse de cérémonie" },
  "Keepsake Romper": { ar: "رومبر تذكاري", fr: "Barboteuse souvenir" },
  "Birthday Romper": { ar: "رومبر عيد الميلاد", fr: "Barboteuse d’anniversaire" },
  "Crown Romper": { ar: "رومبر التاج", fr: "Barboteuse couronne" },
  "Celebration Set": { ar: "طقم الاحتفال", fr: "Ensemble de fête" },
  "T-Shirt": { ar: "تي شيرت", fr: "T-shirt" },
  "Long Sleeve Tee": { ar: "تي شيرت بأكمام طويلة", fr: "T-shirt manches longues" },
  "Henley Top": { ar: "بلوزة هنلي", fr: "Haut tunisien" },
  "Raglan Top": { ar: "بلوزة راغلان", fr: "Haut raglan" },
  Blouse: { ar: "بلوزة", fr: "Blouse" },
  "Hooded Towel": { ar: "منشفة بقلنسوة", fr: "Cape de bain" },
  "Bath Robe": { ar: "روب حمّام", fr: "Peignoir" },
  "Wash Mitt Set": { ar: "طقم قفازات استحمام", fr: "Lot de gants de toilette" },
  "Bath Poncho": { ar: "بونشو استحمام", fr: "Poncho de bain" },
  "Bath Duck": { ar: "بطة استحمام", fr: "Canard de bain" },
  "Bath Boat Set": { ar: "طقم قوارب استحمام", fr: "Bateaux de bain" },
  "Bath Toy Set": { ar: "طقم ألعاب استحمام", fr: "Jouets de bain" },
  "Suction Bowl Set": { ar: "طقم أوعية بشفاط", fr: "Bols à ventouse" },
  "Divided Plate": { ar: "صحن مقسّم", fr: "Assiette à compartiments" },
  "Snack Pot": { ar: "علبة وجبات خفيفة", fr: "Pot à goûter" },
  "Spoon Set": { ar: "طقم ملاعق", fr: "Lot de cuillères" },
  "Feeding Bottle": { ar: "رضّاعة", fr: "Biberon" },
  "Bottle Set": { ar: "طقم رضّاعات", fr: "Lot de biberons" },
  "Sippy Cup": { ar: "كوب بمصاصة", fr: "Tasse à bec" },
  "Trainer Cup": { ar: "كوب تدريب", fr: "Tasse d’apprentissage" },
  "Teddy Bear": { ar: "دبدوب", fr: "Ours en peluche" },
  "Bunny Comforter": { ar: "أرنب الطمأنينة", fr: "Doudou lapin" },
  "Elephant Rattle": { ar: "خشخيشة فيل", fr: "Hochet éléphant" },
  "Building Block Set": { ar: "طقم مكعبات بناء", fr: "Jeu de cubes" },
  "Stacking Ring Toy": { ar: "لعبة حلقات التكديس", fr: "Pyramide d’anneaux" },
  "Shape Sorter": { ar: "لعبة فرز الأشكال", fr: "Boîte à formes" },
  "Activity Cube": { ar: "مكعب الأنشطة", fr: "Cube d’activités" },
};

// A title's prefix, said after the noun in both languages (French as an invariable phrase where
// an adjective would have to agree).
export const PREFIXES: Record<string, Words> = {
  Quilted: { ar: "مبطّن", fr: "matelassé" },
  "Fleece-Lined": { ar: "ببطانة صوفية", fr: "doublure polaire" },
  Corduroy: { ar: "من القطيفة المضلّعة", fr: "en velours côtelé" },
  Padded: { ar: "محشو", fr: "rembourré" },
  Reversible: { ar: "بوجهين", fr: "réversible" },
  "Chunky Knit": { ar: "بحياكة سميكة", fr: "en grosse maille" },
  "Merino Wool": { ar: "من صوف الميرينو", fr: "en laine mérinos" },
  "Organic Cotton": { ar: "من القطن العضوي", fr: "en coton bio" },
  "Cable Knit": { ar: "بحياكة مضفّرة", fr: "en maille torsadée" },
  "Two-Piece": { ar: "من قطعتين", fr: "deux pièces" },
  "Sunday Best": { ar: "للمناسبات", fr: "du dimanche" },
  Party: { ar: "للحفلات", fr: "de fête" },
  Linen: { ar: "من الكتان", fr: "en lin" },
  Seersucker: { ar: "من السيرسكر", fr: "en seersucker" },
  Striped: { ar: "مخطّط", fr: "à rayures" },
  Broderie: { ar: "مطرّز بالثقوب", fr: "en broderie anglaise" },
  Merino: { ar: "من الميرينو", fr: "en mérinos" },
  Muslin: { ar: "من الموسلين", fr: "en mousseline" },
  Waterproof: { ar: "مقاوم للماء", fr: "imperméable" },
  "Terry Cotton": { ar: "من قطن المناشف", fr: "en éponge de coton" },
  Print: { ar: "مطبوع", fr: "imprimé" },
  Ribbed: { ar: "مضلّع", fr: "côtelé" },
  "French Terry": { ar: "من الفرنش تيري", fr: "en molleton" },
  Fleece: { ar: "من الفليس", fr: "en polaire" },
  Patterned: { ar: "منقوش", fr: "à motifs" },
  "Soft Denim": { ar: "من الجينز الناعم", fr: "en denim doux" },
  Chambray: { ar: "من الشامبري", fr: "en chambray" },
  Floral: { ar: "بالورود", fr: "à fleurs" },
  Gingham: { ar: "بالمربعات", fr: "vichy" },
  Velvet: { ar: "من المخمل", fr: "en velours" },
  Tulle: { ar: "من التول", fr: "en tulle" },
  "Sequin Trim": { ar: "بحواف الترتر", fr: "à sequins" },
  Bamboo: { ar: "من الخيزران", fr: "en bambou" },
  "Star Print": { ar: "بطبعة النجوم", fr: "imprimé étoiles" },
  "Cloud Print": { ar: "بطبعة الغيوم", fr: "imprimé nuages" },
  "Bunny Print": { ar: "بطبعة الأرانب", fr: "imprimé lapins" },
  Heirloom: { ar: "للذكرى", fr: "de famille" },
  "Hand-Smocked": { ar: "مطرّز يدويًا", fr: "smocké main" },
  Silk: { ar: "من الحرير", fr: "en soie" },
  Cashmere: { ar: "من الكشمير", fr: "en cachemire" },
  "Lace Trim": { ar: "بحواف الدانتيل", fr: "à bordure en dentelle" },
  Royal: { ar: "ملكي", fr: "royal" },
  Golden: { ar: "ذهبي", fr: "doré" },
  Embroidered: { ar: "مطرّز", fr: "brodé" },
  "Slub Jersey": { ar: "من الجيرسي المحبّب", fr: "en jersey flammé" },
  "Waffle Knit": { ar: "بحياكة الوافل", fr: "en maille gaufrée" },
  "Round Collar": { ar: "بياقة مستديرة", fr: "col rond" },
  Frill: { ar: "بكشكش", fr: "à volants" },
  Terry: { ar: "من قماش المناشف", fr: "en éponge" },
  "Animal Ears": { ar: "بآذان حيوانات", fr: "à oreilles d’animaux" },
  "Natural Rubber": { ar: "من المطاط الطبيعي", fr: "en caoutchouc naturel" },
  Floating: { ar: "عائم", fr: "flottant" },
  Squeeze: { ar: "للضغط", fr: "à presser" },
  Silicone: { ar: "من السيليكون", fr: "en silicone" },
  "Stainless Steel": { ar: "من الفولاذ المقاوم للصدأ", fr: "en inox" },
  "Stay-Put": { ar: "ثابت", fr: "antidérapant" },
  "Anti-Colic": { ar: "مضاد للمغص", fr: "anti-colique" },
  Glass: { ar: "زجاجي", fr: "en verre" },
  "Wide Neck": { ar: "بعنق واسع", fr: "col large" },
  "Weighted Straw": { ar: "بمصاصة مثقّلة", fr: "à paille lestée" },
  "Spill-Proof": { ar: "مانع للانسكاب", fr: "anti-fuite" },
  "Two-Handle": { ar: "بمقبضين", fr: "à deux anses" },
  Knitted: { ar: "محاك", fr: "tricoté" },
  "Velvet Soft": { ar: "ناعم كالمخمل", fr: "tout doux" },
  Crochet: { ar: "بالكروشيه", fr: "au crochet" },
  Wooden: { ar: "خشبي", fr: "en bois" },
  Rainbow: { ar: "بألوان قوس قزح", fr: "arc-en-ciel" },
  Pastel: { ar: "بألوان الباستيل", fr: "pastel" },
  "Natural Beech": { ar: "من خشب الزان الطبيعي", fr: "en hêtre naturel" },
};

// A description in three sentences, by the sub-category's type; {item} is the title, {brand} the brand.
export const DESCRIPTIONS: Record<"kids" | "bath" | "feeding" | "toys", Words> = {
  kids: {
    ar: "{item} مريح لصغيرك في كل يوم، من اللعب في الحديقة إلى زيارات العائلة. قماش ناعم لا يهيّج البشرة الحساسة، وسهل الارتداء والخلع. من {brand}، مصنوع ليُلبس ويُغسل ويُهدى لمن بعده.",
    fr: "{item} : confortable au quotidien, du parc aux visites en famille. Une matière douce qui ne gratte pas les peaux sensibles, facile à enfiler et à retirer. Par {brand}, fait pour être porté, lavé et transmis.",
  },
  bath: {
    ar: "{item} يجعل وقت الاستحمام هادئًا وممتعًا. ناعم على البشرة ويجف بسرعة بين الاستخدامات. من {brand}، مصنوع بعناية ومختبر للسلامة.",
    fr: "{item} : pour un bain calme et joyeux. Doux pour la peau et vite sec entre deux utilisations. Par {brand}, fabriqué avec soin et testé pour la sécurité.",
  },
  feeding: {
    ar: "{item} يرافق صغيرك من أولى اللقمات إلى الوجبات العائلية. سهل التنظيف وآمن في غسالة الصحون. من {brand}، مصنوع بعناية ومختبر للسلامة.",
    fr: "{item} : des premières cuillerées aux repas en famille. Facile à nettoyer et compatible lave-vaisselle. Par {brand}, fabriqué avec soin et testé pour la sécurité.",
  },
  toys: {
    ar: "{item} يشجّع الأيدي الصغيرة على الاستكشاف والتعلّم باللعب. حواف ناعمة وألوان آمنة للأطفال. من {brand}، مصنوع بعناية ومختبر للسلامة.",
    fr: "{item} : pour explorer et apprendre en jouant. Des bords arrondis et des couleurs sans danger pour les tout-petits. Par {brand}, fabriqué avec soin et testé pour la sécurité.",
  },
};

// A product's title in each language, from its English prefix and noun.
export function translatedTitle(prefix: string, noun: string): Words | null {
  const [p, n] = [PREFIXES[prefix], NOUNS[noun]];
  if (!p || !n) return null;
  return { ar: `${n.ar} ${p.ar}`, fr: `${n.fr} ${p.fr}` };
}

export const MENU_EXTRAS: Record<string, Words> = {
  "New Arrival": { ar: "وصل حديثًا", fr: "Nouveautés" },
  Blog: { ar: "المدوّنة", fr: "Blog" },
};

// Catalogs by slug: title and description.
export const CATALOG_WORDS: Record<string, { title: Words; description: Words }> = {
  "new-arrival": {
    title: { ar: "وصل حديثًا", fr: "Nouveautés" },
    description: {
      ar: "أحدث ما وصل إلى المتجر: ألوان جديدة وطبعات جديدة وطبقات دافئة.",
      fr: "Les dernières arrivées : couleurs fraîches, nouveaux imprimés et couches douillettes.",
    },
  },
  "best-sellers": {
    title: { ar: "الأكثر مبيعًا", fr: "Meilleures ventes" },
    description: {
      ar: "القطع التي يعود إليها الآباء مرة بعد مرة، لنعومتها ومتانتها.",
      fr: "Les pièces que les parents rachètent encore et encore, pour leur douceur et leur tenue.",
    },
  },
  "on-sale": {
    title: { ar: "تخفيضات", fr: "Soldes" },
    description: {
      ar: "قطع مفضّلة بأسعار أقل، لفترة محدودة وحتى نفاد الكمية.",
      fr: "Des pièces préférées à prix réduit, pour une durée limitée et dans la limite des stocks.",
    },
  },
  featured: {
    title: { ar: "مختارات", fr: "Coups de cœur" },
    description: {
      ar: "اختارها فريقنا بعناية: الإطلالات والمستلزمات التي نحبها الآن.",
      fr: "Choisis par notre équipe : les tenues et essentiels qui nous enthousiasment en ce moment.",
    },
  },
};

// Banners and popups in their seeded order: each field by name.
export const BANNER_WORDS: Record<string, Words>[] = [
  {
    title: { ar: "فساتين عضوية ناعمة", fr: "Robes douces en coton bio" },
    subtitle: {
      ar: "تصاميم تدور وتتمايل للأيام المشمسة والمناسبات",
      fr: "Des robes qui tournent pour les beaux jours et les grandes occasions",
    },
    cta: { ar: "تسوّقي الفساتين", fr: "Voir les robes" },
  },
  {
    title: { ar: "وصلت التشكيلة الجديدة", fr: "Les nouveautés sont arrivées" },
    subtitle: {
      ar: "ألوان جديدة وطبقات دافئة للموسم القادم",
      fr: "Couleurs fraîches et couches douillettes pour la saison",
    },
    cta: { ar: "اكتشفي الجديد", fr: "Voir les nouveautés" },
  },
  {
    title: { ar: "وقت استحمام أكثر دفئًا", fr: "L’heure du bain, tout en douceur" },
    subtitle: {
      ar: "مناشف بقلنسوة وعناية لطيفة وألعاب تطفو",
      fr: "Capes de bain, soins doux et jouets qui flottent",
    },
    cta: { ar: "تسوّقي مستلزمات الاستحمام", fr: "Voir le bain et soin" },
  },
];

export const POPUP_WORDS: Record<string, Words>[] = [
  {
    title: { ar: `انضمّي إلى عائلة ${SHOP_NAME}`, fr: `Rejoignez la famille ${SHOP_NAME}` },
    body: {
      ar: "اشتركي في نشرتنا لتصلك التشكيلات الجديدة أولًا، مع نصائح للأهل وأخبار التخفيضات.",
      fr: "Inscrivez-vous à notre lettre pour découvrir les collections en avant-première, des conseils et nos soldes.",
    },
    cta: { ar: "اشتراك", fr: "S’inscrire" },
  },
  {
    title: { ar: "هل عمرك 18 عامًا أو أكثر؟", fr: "Avez-vous 18 ans ou plus ?" },
    body: {
      ar: "يجب أن تكون بالغًا لإنشاء حساب وتقديم الطلبات في متجرنا.",
      fr: "Il faut être majeur pour créer un compte et commander dans notre boutique.",
    },
    cta: { ar: "نعم، عمري 18 عامًا أو أكثر", fr: "Oui, j’ai 18 ans ou plus" },
  },
  {
    title: { ar: "التخفيضات بدأت", fr: "C’est les soldes" },
    body: {
      ar: "قطع مفضّلة بأسعار أقل، لفترة محدودة وحتى نفاد الكمية.",
      fr: "Des pièces préférées à prix réduit, pour une durée limitée et dans la limite des stocks.",
    },
    cta: { ar: "تسوّقي التخفيضات", fr: "Voir les soldes" },
  },
  {
    title: { ar: "قبل أن تغادري...", fr: "Avant de partir…" },
    body: {
      ar: "ما زلت تفكرين؟ قائمة أمنياتك تحفظ ما أعجبك، سواء سجّلت الدخول أم لا. أسئلة عن المقاسات أو التوصيل؟ الأسئلة الشائعة فيها الإجابات.",
      fr: "Vous hésitez ? Votre liste d’envies garde ce qui vous a plu, connecté ou non. Une question sur les tailles ou la livraison ? La FAQ a les réponses.",
    },
    cta: { ar: "اقرئي الأسئلة الشائعة", fr: "Lire la FAQ" },
  },
];

// The FAQ in its seeded order.
export const FAQ_WORDS: { question: Words; answer: Words }[] = [
  {
    question: { ar: "كيف أختار المقاس المناسب؟", fr: "Comment choisir la bonne taille ?" },
    answer: {
      ar: "مقاساتنا: 0-3 أشهر، 3-6 أشهر، 6-12 شهرًا، 12-24 شهرًا و2-3 سنوات. العمر دليل تقريبي؛ طول طفلك ووزنه أدق، فراجعي جدول المقاسات في صفحة كل منتج. وبين مقاسين، اختاري الأكبر.",
      fr: "Nos tailles vont de 0-3 mois, 3-6 mois, 6-12 mois, 12-24 mois à 2-3 ans. L’âge est indicatif ; la taille et le poids de votre enfant en disent plus : consultez le guide des tailles de chaque produit. Entre deux tailles, prenez la plus grande.",
    },
  },
  {
    question: { ar: "كم يستغرق التوصيل؟", fr: "Combien de temps prend la livraison ?" },
    answer: {
      ar: "نشحن الطلبات خلال يومي عمل. ثم يستغرق التوصيل العادي من يومين إلى أربعة أيام عمل، والسريع من يوم إلى يومين. يصلك بريد برابط التتبع عند خروج طردك.",
      fr: "Nous expédions sous deux jours ouvrés. La livraison standard prend ensuite deux à quatre jours ouvrés, l’express un à deux. Vous recevez un e-mail avec le lien de suivi au départ du colis.",
    },
  },
  {
    question: { ar: "هل يمكنني إرجاع منتج أو استبداله؟", fr: "Puis-je retourner ou échanger un article ?" },
    answer: {
      ar: "نعم. أعيدي القطع غير الملبوسة وغير المغسولة مع بطاقاتها خلال 30 يومًا من التوصيل لاسترداد المبلغ أو الاستبدال. راسلينا برقم الفاتورة ونرسل لك ملصق الإرجاع.",
      fr: "Oui. Renvoyez les articles non portés, non lavés et étiquetés sous 30 jours pour un remboursement ou un échange. Écrivez-nous avec votre numéro de facture et nous vous envoyons une étiquette de retour.",
    },
  },
  {
    question: { ar: "كيف أغسل ملابس الأطفال؟", fr: "Comment laver les vêtements de bébé ?" },
    answer: {
      ar: "اغسلي الملابس الجديدة قبل أول لبسة، على 30 أو 40 درجة بمنظف لطيف بلا عطر، ومن دون منعّم. جففي القطن العضوي منبسطًا أو على الحبل ليبقى ناعمًا.",
      fr: "Lavez les vêtements neufs avant de les porter, à 30 ou 40 degrés avec une lessive douce sans parfum, sans adoucissant. Séchez le coton bio à plat ou sur un fil pour qu’il reste doux.",
    },
  },
  {
    question: { ar: "هل تقدّمون تغليف الهدايا؟", fr: "Proposez-vous l’emballage cadeau ?" },
    answer: {
      ar: "نعم. اختاري تغليف الهدايا عند الدفع ونغلّف طلبك بورق معاد تدويره مع شريط وبطاقة مكتوبة بخط اليد. ولا تظهر الأسعار على قسيمة التعبئة.",
      fr: "Oui. Choisissez l’emballage cadeau à la commande : papier de soie recyclé, ruban et carte écrite à la main. Les prix n’apparaissent pas sur le bon de livraison.",
    },
  },
  {
    question: { ar: "ما طرق الدفع المقبولة؟", fr: "Quels moyens de paiement acceptez-vous ?" },
    answer: {
      ar: "نقبل بطاقات الائتمان والخصم الرئيسية والمحافظ الرقمية الشائعة. يتم الدفع بالدولار الأمريكي؛ والأسعار بعملة أخرى تقديرية.",
      fr: "Nous acceptons les principales cartes bancaires et les portefeuilles numériques courants. Les paiements se font en dollars américains ; les prix dans une autre devise sont indicatifs.",
    },
  },
  {
    question: {
      ar: "هل معلومات الدفع الخاصة بي آمنة؟",
      fr: "Mes informations de paiement sont-elles en sécurité ?",
    },
    answer: {
      ar: "تُعالج المدفوعات لدى مزوّد الدفع عبر اتصال مشفّر. لا نرى رقم بطاقتك الكامل ولا نحفظه أبدًا.",
      fr: "Les paiements passent par notre prestataire via une connexion chiffrée. Nous ne voyons ni ne conservons jamais votre numéro de carte complet.",
    },
  },
];

// Pages by slug: the title and the body, paragraph for paragraph as in English (the demo data's
// test checks every page has both, in both languages).
export const PAGE_WORDS: Record<string, { title: Words; body: Words }> = {
  "about-us": {
    title: { ar: "من نحن", fr: "Qui sommes-nous" },
    body: {
      ar: `بدأت ${SHOP_NAME} على طاولة مطبخ، مع أبوين جديدين أرادا ملابس أطفال ناعمة وبسيطة وتدوم طويلًا. واليوم نحن فريق صغير ما زال يجرّب كل قطعة على أطفاله قبل أن تصل إلى المتجر.\n\n## ماذا نصنع\n\nنصمّم ملابس يومية للرضّع والأطفال الصغار، من بيجامات المواليد إلى فساتين الحفلات، مع المستلزمات التي ترافقها: مناشف الاستحمام وأطقم التغذية وألعاب السنوات الأولى.\n\n## كيف نصنعها\n\nنختار الألياف العضوية والطبيعية متى استطعنا، ونعمل مع عدد قليل من الصنّاع الموثوقين ونزورهم بانتظام. تغليفنا معاد تدويره وقابل لإعادة التدوير، ونصمّم قطعًا تنتقل من طفل إلى آخر بدل أن تُلبس موسمًا واحدًا.\n\n## من نحن\n\nيتكوّن فريقنا من المصمّمين وقاطعي الباترونات وموظفي خدمة العملاء، وكلّهم آباء وأمهات أو أجداد أو أعمام وعمّات. إن كان لديك سؤال عن المقاسات أو الأقمشة، فستتحدّث مع شخص ألبس هو أيضًا طفلًا لا يكفّ عن الحركة.`,
      fr: `${SHOP_NAME} est née autour d’une table de cuisine, avec deux jeunes parents qui voulaient des vêtements de bébé doux, simples et durables. Aujourd’hui, nous sommes une petite équipe qui essaie encore chaque pièce sur ses propres enfants avant qu’elle n’arrive en boutique.\n\n## Ce que nous faisons\n\nNous dessinons des vêtements de tous les jours pour les bébés et les jeunes enfants, de la grenouillère de naissance à la robe de fête, avec les essentiels qui vont avec : capes de bain, services de repas et jouets des premières années.\n\n## Comment nous le faisons\n\nNous choisissons des fibres bio et naturelles dès que possible, travaillons avec quelques fabricants de confiance et leur rendons visite régulièrement. Nos emballages sont recyclés et recyclables, et nous concevons des vêtements faits pour passer d’un enfant à l’autre plutôt que pour une seule saison.\n\n## Qui nous sommes\n\nNotre équipe de stylistes, de modélistes et de conseillers clientèle est composée de parents, de grands-parents, d’oncles et de tantes. Si vous avez une question sur les tailles ou les tissus, vous parlerez à quelqu’un qui a lui aussi déjà habillé un bébé qui gigote.`,
    },
  },
  "contact-us": {
    title: { ar: "اتصل بنا", fr: "Nous contacter" },
    // The address, phone and email show beside it from the "shop" configuration, as in English.
    body: {
      ar: paragraphs(
        "يسعدنا أن نسمع منك، سواء كان لديك سؤال عن طلب، أو احتجت إلى مساعدة في المقاسات، أو أردت فقط مشاركة صورة لصغيرك في ملابسه الجديدة.",
        "## ساعات العمل",
        "من الاثنين إلى الجمعة: من 9:00 إلى 17:30\nالسبت: من 10:00 إلى 16:00\nالأحد والعطلات الرسمية: مغلق",
        "نردّ على الرسائل خلال يوم عمل واحد. إن كان سؤالك عن طلب قائم، فأرفق رقم الفاتورة لنساعدك أسرع.",
      ),
      fr: paragraphs(
        "Nous serions ravis d’avoir de vos nouvelles, que vous ayez une question sur une commande, besoin d’aide pour les tailles, ou simplement envie de partager une photo de votre petit dans sa nouvelle tenue.",
        "## Horaires d’ouverture",
        "Du lundi au vendredi : de 9 h à 17 h 30\nSamedi : de 10 h à 16 h\nDimanche et jours fériés : fermé",
        "Nous répondons aux e-mails sous un jour ouvré. Pour une question sur une commande en cours, indiquez votre numéro de facture afin que nous puissions vous aider plus vite.",
      ),
    },
  },
  "privacy-policy": {
    title: { ar: "سياسة الخصوصية", fr: "Politique de confidentialité" },
    body: {
      ar: paragraphs(
        `توضّح هذه السياسة المعلومات الشخصية التي تجمعها ${SHOP_NAME}، ولماذا نجمعها، وكيف نحافظ عليها.`,
        "## ما الذي نجمعه",
        "عندما تنشئ حسابًا أو تقدّم طلبًا نجمع اسمك وعنوان بريدك الإلكتروني ورقم هاتفك وعناوين التوصيل. ونحتفظ بسجلّ لطلباتك وقائمة أمنياتك وتفضيلات النشرة البريدية. لا نحفظ بيانات بطاقتك كاملة؛ فمزوّد الدفع هو من يتولّى المدفوعات.",
        "## كيف نستخدمها",
        "نستخدم معلوماتك لتجهيز الطلبات وتوصيلها، ولتقديم خدمة العملاء، وللحفاظ على أمان حسابك، ولإرسال نشرتنا البريدية إليك فقط إن وافقت على ذلك. يمكنك إلغاء الاشتراك في أي وقت عبر الرابط الموجود في كل رسالة.",
        "## مقاسات أطفالك",
        "تسأل أداة اختيار المقاس عن تاريخ ميلاد الطفل (أو عمره)، وعن طوله ووزنه إن شئت. يستطيع الأعضاء حفظ عدة أطفال في ملفهم الشخصي: اسم اختياري وتاريخ الميلاد وآخر طول ووزن، إلى أن يغيّروها أو يحذفوها. أما طفل الزائر (طفل واحد) فلا يُحفظ إلا في ملف تعريف الجلسة على جهازه هو، لمدة 30 يومًا. لا نستخدم هذه البيانات إلا لاقتراح المقاسات وعرض ما يناسب في المتجر، ولا نرسلها إلى أي جهة أخرى أبدًا.",
        "## ملفات تعريف الارتباط",
        "نستخدم ملف تعريف ارتباط واحدًا للجلسة لإبقائك مسجّل الدخول وتذكّر سلتك وتفضيلات العرض، وتاريخ ميلاد طفلك وطوله ووزنه إن استخدمت أداة اختيار المقاس. لا نستخدم ملفات تعريف ارتباط إعلانية.",
        "## حقوقك",
        `يمكنك أن تطلب الاطلاع على المعلومات التي نحتفظ بها عنك أو تصحيحها أو حذفها بمراسلتنا على ${SHOP.email}. ولا نحتفظ بسجلات الطلبات إلا للمدة التي يفرضها القانون.`,
      ),
      fr: paragraphs(
        `Cette politique explique quelles informations personnelles ${SHOP_NAME} recueille, pourquoi nous les recueillons et comment nous en prenons soin.`,
        "## Ce que nous recueillons",
        "Lorsque vous créez un compte ou passez une commande, nous recueillons votre nom, votre adresse e-mail, votre numéro de téléphone et vos adresses de livraison. Nous gardons une trace de vos commandes, de votre liste d’envies et de vos préférences de lettre d’information. Nous ne conservons pas les données complètes de votre carte : les paiements sont traités par notre prestataire de paiement.",
        "## Comment nous les utilisons",
        "Nous utilisons vos informations pour préparer et livrer les commandes, assurer le service client, protéger votre compte et, seulement si vous l’avez accepté, vous envoyer notre lettre d’information. Vous pouvez vous désabonner à tout moment grâce au lien présent dans chaque e-mail.",
        "## Les tailles de vos enfants",
        "Le guide des tailles demande la date de naissance (ou l’âge) de l’enfant et, si vous le souhaitez, sa taille et son poids. Les membres peuvent enregistrer plusieurs enfants dans leur profil : un prénom facultatif, la date de naissance et les dernières taille et poids, jusqu’à ce qu’ils les modifient ou les suppriment. L’enfant d’un visiteur (un seul) n’est conservé que dans le cookie de session de son propre appareil, pendant 30 jours. Nous n’utilisons ces informations que pour suggérer des tailles et montrer ce qui convient dans la boutique ; elles ne sont jamais transmises à qui que ce soit.",
        "## Cookies",
        "Nous utilisons un seul cookie de session pour vous garder connecté et mémoriser votre panier, vos préférences d’affichage et, si vous utilisez le guide des tailles, la date de naissance, la taille et le poids de votre enfant. Nous n’utilisons aucun cookie publicitaire.",
        "## Vos droits",
        `Vous pouvez demander à consulter, corriger ou supprimer les informations que nous détenons sur vous en écrivant à ${SHOP.email}. Nous ne conservons les données de commande que le temps exigé par la loi.`,
      ),
    },
  },
  "terms-conditions": {
    title: { ar: "الشروط والأحكام", fr: "Conditions générales" },
    body: {
      ar: paragraphs(
        `تنطبق هذه الشروط على كل طلب يُقدَّم لدى ${SHOP_NAME}. بتقديمك طلبًا فإنك توافق عليها، لذا يُرجى قراءتها بعناية.`,
        "## الطلبات",
        "طلبك عرضٌ للشراء، ونقبله عندما نرسل إليك رسالة تأكيد الطلب. إن تبيّن أن منتجًا ما غير متوفر، فسنخبرك ونردّ إليك ثمنه كاملًا.",
        "## الأسعار",
        "تُعرض الأسعار بالدولار الأمريكي وتشمل الضرائب المطبّقة. إن اخترت عرض الأسعار بعملة أخرى فالمبلغ تقديري، ويُحصَّل منك المبلغ بالدولار الأمريكي. تسري أسعار التخفيضات حتى التاريخ المذكور في صفحة المنتج أو حتى نفاد الكمية.",
        "## التوصيل",
        "نسعى إلى شحن الطلبات خلال يومَي عمل. مواعيد التوصيل تقديرية، ولسنا مسؤولين عن التأخير الذي تتسبّب فيه شركة الشحن أو ظروف خارجة عن إرادتنا.",
        "## حسابك",
        "يُرجى الحفاظ على سرّية كلمة المرور. أنت مسؤول عن الطلبات المقدَّمة من حسابك، ويحقّ لنا إغلاق الحسابات التي تُستخدم لإساءة استخدام المتجر.",
      ),
      fr: paragraphs(
        `Ces conditions s’appliquent à toute commande passée auprès de ${SHOP_NAME}. En passant commande, vous les acceptez : merci de les lire attentivement.`,
        "## Commandes",
        "Votre commande est une offre d’achat. Nous l’acceptons lorsque nous vous envoyons l’e-mail de confirmation de commande. Si un article se révèle indisponible, nous vous prévenons et vous remboursons intégralement cet article.",
        "## Prix",
        "Les prix sont indiqués en dollars américains, taxes applicables comprises. Si vous choisissez d’afficher les prix dans une autre devise, le montant est une estimation : c’est le montant en dollars américains qui vous est débité. Les prix soldés s’appliquent jusqu’à la date indiquée sur la fiche produit ou dans la limite des stocks disponibles.",
        "## Livraison",
        "Nous nous efforçons d’expédier les commandes sous deux jours ouvrés. Les délais de livraison sont des estimations, et nous ne sommes pas responsables des retards dus au transporteur ou à des événements indépendants de notre volonté.",
        "## Votre compte",
        "Gardez votre mot de passe pour vous. Vous êtes responsable des commandes passées depuis votre compte, et nous pouvons fermer les comptes utilisés pour nuire à la boutique.",
      ),
    },
  },
  "refund-policy": {
    title: { ar: "سياسة الاسترداد", fr: "Politique de remboursement" },
    body: {
      ar: paragraphs(
        "نريدك أن تحبّ كل ما تشتريه منا. وإن لم يكن شيء ما كما توقّعت، يمكنك إرجاعه واسترداد ثمنه أو استبداله.",
        "## الإرجاع",
        "يمكنك إرجاع المنتجات غير الملبوسة وغير المغسولة وبطاقاتها مثبّتة خلال 30 يومًا من التوصيل. ولأسباب صحية، لا نقبل إرجاع أدوات التغذية المفتوحة أو ألعاب الاستحمام إلا إذا كانت معيبة.",
        "## طريقة الإرجاع",
        `راسلنا على ${SHOP.email} مع رقم الفاتورة والمنتجات التي تودّ إرجاعها، وسنرسل إليك ملصق الإرجاع والتعليمات.`,
        "## استرداد المبلغ",
        "عندما يصلنا المرتجع نفحصه ونردّ المبلغ إلى وسيلة الدفع الأصلية خلال خمسة أيام عمل. لا تُردّ رسوم التوصيل الأصلية إلا إذا كان المنتج معيبًا أو أُرسل بالخطأ.",
        "## المنتجات المعيبة",
        "إن وصلك منتج تالف أو ظهر فيه عيب مع الاستخدام العادي، فتواصل معنا وسنستبدله أو نردّ ثمنه، بما في ذلك أي تكاليف توصيل.",
      ),
      fr: paragraphs(
        "Nous voulons que vous aimiez tout ce que vous achetez chez nous. Si quelque chose ne convient pas tout à fait, vous pouvez le retourner pour être remboursé ou l’échanger.",
        "## Retours",
        "Vous pouvez retourner les articles non portés, non lavés et avec leurs étiquettes dans les 30 jours suivant la livraison. Pour des raisons d’hygiène, nous ne reprenons pas les articles de repas ouverts ni les jouets de bain, sauf s’ils sont défectueux.",
        "## Comment retourner un article",
        `Écrivez à ${SHOP.email} en indiquant votre numéro de facture et les articles que vous souhaitez retourner. Nous vous enverrons une étiquette de retour et les instructions.`,
        "## Remboursements",
        "Dès réception de votre retour, nous le vérifions et remboursons le moyen de paiement d’origine sous cinq jours ouvrés. Les frais de livraison initiaux ne sont remboursés que si l’article était défectueux ou envoyé par erreur.",
        "## Articles défectueux",
        "Si un article arrive abîmé ou présente un défaut lors d’une utilisation normale, contactez-nous : nous le remplacerons ou le rembourserons, frais de livraison compris.",
      ),
    },
  },
  "payment-policy": {
    title: { ar: "سياسة الدفع", fr: "Politique de paiement" },
    body: {
      ar: paragraphs(
        "نريد أن يكون الدفع بسيطًا وآمنًا. توضّح هذه الصفحة كيف يتمّ الدفع عندما تطلب منا.",
        "## طرق الدفع",
        "نقبل بطاقات الائتمان والخصم الرئيسية والمحافظ الرقمية الشائعة. تُحصَّل جميع المدفوعات بالدولار الأمريكي، وقد يطبّق مصرفك سعر صرفه الخاص إن كانت بطاقتك بعملة أخرى.",
        "## متى يُحصَّل المبلغ",
        "يُفوَّض الدفع عند تقديم طلبك ويُحصَّل عندما نؤكّده. وإن لم نتمكّن من تلبية جزء من طلبك، نردّ ثمن ذلك الجزء فورًا.",
        "## الأمان",
        "يعالج مزوّد الدفع لدينا المدفوعات عبر اتصال مشفّر، ولا نرى رقم بطاقتك كاملًا ولا نحفظه أبدًا.",
        "## رموز الخصم",
        "يجب إدخال رموز الخصم عند إتمام الطلب، ولا يمكن إضافتها بعد تقديمه. لا يُستخدم إلا رمز واحد في كل طلب، ولا يمكن استبدال الرموز بمبلغ نقدي.",
      ),
      fr: paragraphs(
        "Nous voulons que payer soit simple et sûr. Cette page explique comment fonctionne le paiement lorsque vous commandez chez nous.",
        "## Moyens de paiement",
        "Nous acceptons les principales cartes de crédit et de débit ainsi que les portefeuilles numériques courants. Tous les paiements sont débités en dollars américains ; votre banque peut appliquer son propre taux de change si votre carte est dans une autre devise.",
        "## Quand vous êtes débité",
        "Votre paiement est autorisé lorsque vous passez commande et débité lorsque nous la confirmons. Si nous ne pouvons pas honorer une partie de votre commande, nous remboursons cette partie immédiatement.",
        "## Sécurité",
        "Les paiements sont traités par notre prestataire de paiement via une connexion chiffrée. Nous ne voyons ni ne conservons jamais le numéro complet de votre carte.",
        "## Codes de réduction",
        "Les codes de réduction doivent être saisis lors de la validation de la commande et ne peuvent pas être ajoutés une fois la commande passée. Un seul code peut être utilisé par commande, et les codes ne sont pas échangeables contre de l’argent.",
      ),
    },
  },
};

// Blog post titles by slug.
export const BLOG_TITLES: Record<string, Words> = {
  "how-to-dress-a-newborn-in-layers": {
    ar: "كيف تُلبسين المولود طبقات",
    fr: "Habiller un nouveau-né en couches",
  },
  "choosing-safe-comfortable-sleepwear": {
    ar: "اختيار ملابس نوم آمنة ومريحة",
    fr: "Choisir un pyjama sûr et confortable",
  },
  "what-organic-cotton-really-means": {
    ar: "ماذا يعني القطن العضوي حقًا",
    fr: "Ce que veut vraiment dire coton bio",
  },
  "a-calm-bath-time-routine": { ar: "روتين هادئ لوقت الاستحمام", fr: "Un rituel du bain tout en calme" },
  "starting-solids-the-kit-you-actually-need": {
    ar: "بداية الطعام الصلب: ما تحتاجينه فعلًا",
    fr: "Diversification : le matériel vraiment utile",
  },
  "a-parents-guide-to-baby-clothing-sizes": {
    ar: "دليل الأهل لمقاسات ملابس الأطفال",
    fr: "Le guide des tailles de bébé",
  },
  "play-ideas-for-rainy-days": {
    ar: "أفكار للّعب في الأيام الممطرة",
    fr: "Idées de jeux pour les jours de pluie",
  },
  "thoughtful-baby-shower-gifts": {
    ar: "هدايا مدروسة لحفلة المولود",
    fr: "Des cadeaux de naissance bien pensés",
  },
  "washing-and-caring-for-baby-clothes": {
    ar: "غسل ملابس الأطفال والعناية بها",
    fr: "Laver et entretenir les vêtements de bébé",
  },
  "dressing-little-ones-for-winter-walks": {
    ar: "إلباس الصغار لنزهات الشتاء",
    fr: "Habiller les petits pour les balades d’hiver",
  },
  "bottle-feeding-basics": { ar: "أساسيات الرضاعة بالزجاجة", fr: "Les bases du biberon" },
  "choosing-toys-for-the-first-year": {
    ar: "اختيار ألعاب السنة الأولى",
    fr: "Choisir les jouets de la première année",
  },
};

// Every post's summary and body, newest first (a post without them would fall back to English,
// field by field). The older posts' are shorter than their English, in four paragraphs.
export const BLOG_WORDS: Record<string, { summary: Words; body: Words }> = {
  "choosing-toys-for-the-first-year": {
    summary: {
      ar: "يتغيّر الأطفال بسرعة كبيرة في سنتهم الأولى. إليك نوع اللعب الذي يناسب كل مرحلة، والألعاب التي تواكبها.",
      fr: "Les bébés changent si vite pendant leur première année. Voici le jeu qui convient à chaque étape, et les jouets qui suivent le rythme.",
    },
    body: {
      ar: paragraphs(
        "في الأشهر الثلاثة الأولى يتعلّم الأطفال التركيز. الأنماط شديدة التباين والخشخيشة الناعمة ووجهك أنت هي أكثر ما يشدّهم في العالم.",
        "من الشهر الثالث إلى السادس تتولّى اليدان القيادة. عضّاضات التسنين المتنوّعة الملمس والدمى الناعمة والألعاب التي تخشخش أو ترنّ تكافئ كل قبضة وتقوّي الإمساك.",
        "بين الشهر السادس والتاسع يجلس معظم الأطفال ويبدؤون اكتشاف السبب والنتيجة. حلقات التكديس والمكعبات الطرية وألعاب الحمّام التي تُملأ وتُسكب مفضّلة لا يملّون تكرارها.",
        "مع نهاية السنة الأولى يحبّ الزاحفون ومن بدأ المشي مكعبات الأنشطة وألعاب الدفع ومصنّفات الأشكال التي تتحدّاهم ليكتشفوا الحل.",
        "مهما كان العمر، افحصي الألعاب بحثًا عن قطع صغيرة قد تنفصل، واختاري مواد متينة وغير سامة. بضع ألعاب جيدة تتبدّل كل أسبوع أو أسبوعين أفضل من غرفة مليئة بها دفعة واحدة.",
      ),
      fr: paragraphs(
        "Pendant les trois premiers mois, les bébés apprennent à fixer leur regard. Les motifs très contrastés, un hochet doux et votre propre visage sont ce qu’il y a de plus fascinant au monde.",
        "De trois à six mois, les mains prennent le relais. Les anneaux de dentition texturés, les doudous et les jouets qui crissent ou tintent récompensent chaque geste et développent la préhension.",
        "Vers six à neuf mois, la plupart des bébés tiennent assis et découvrent les causes et les effets. Anneaux à empiler, cubes souples et jouets de bain qui se remplissent et se vident sont des favoris sans cesse repris.",
        "À la fin de la première année, ceux qui rampent ou font leurs premiers pas adorent les cubes d’activités, les jouets à pousser et les boîtes à formes qui les mettent au défi.",
        "Quel que soit l’âge, vérifiez qu’aucune petite pièce ne peut se détacher et choisissez des matériaux solides et non toxiques. Quelques bons jouets qui tournent toutes les une ou deux semaines valent mieux qu’une pièce remplie d’un coup.",
      ),
    },
  },
  "bottle-feeding-basics": {
    summary: {
      ar: "سواء أكنتِ ترضعين حليبًا صناعيًا أم حليبًا مشفوطًا، فبعض الأساسيات تجعل الرضاعة بالزجاجة أهدأ وأريح لطفلك.",
      fr: "Lait infantile ou lait maternel tiré, quelques principes rendent le biberon plus calme et plus confortable pour votre bébé.",
    },
    body: {
      ar: paragraphs(
        "ابدئي بحلمة بطيئة التدفق. يحتاج المولود إلى وقت ليمصّ ويبلع ويتنفّس، والحلمة السريعة قد تجعله يبتلع الهواء فيشعر بعدم الارتياح.",
        "احملي طفلك في وضع شبه منتصب مع سند رأسه، وأميلي الزجاجة بما يكفي لملء الحلمة فقط. التوقّف كل بضع دقائق يريح طفلك ويتيح لك مساعدته على التجشّؤ.",
        "راقبي طفلك لا الزجاجة. الالتفات بعيدًا أو الإبطاء أو دفع الحلمة إلى الخارج علامات على أنه اكتفى، حتى لو بقي حليب.",
        "نظّفي كل شيء جيدًا بعد كل رضعة. اغسلي الزجاجات والحلمات بماء ساخن وصابون، واشطفيها جيدًا وعقّميها ما دام طفلك صغيرًا، باتباع تعليمات جهاز التعقيم.",
        "قد تساعد الزجاجات المضادة للمغص ذات فتحة التهوية الأطفال الذين يعانون من الغازات. وإن بدت الرضاعة مزعجة أو لم يكتسب طفلك وزنًا، فتحدّثي إلى الممرضة الزائرة أو الطبيب.",
      ),
      fr: paragraphs(
        "Commencez par une tétine à débit lent. Un nouveau-né a besoin de temps pour téter, avaler et respirer, et une tétine trop rapide peut lui faire avaler de l’air et le rendre inconfortable.",
        "Tenez votre bébé assez droit, la tête soutenue, et inclinez le biberon juste assez pour remplir la tétine. Une pause toutes les quelques minutes le laisse souffler et permet de lui faire faire son rot.",
        "Regardez votre bébé plutôt que le biberon. Détourner la tête, ralentir ou repousser la tétine sont des signes qu’il a assez bu, même s’il reste du lait.",
        "Nettoyez tout soigneusement après chaque repas. Lavez biberons et tétines à l’eau chaude savonneuse, rincez bien et stérilisez-les tant que votre bébé est petit, en suivant les instructions de votre stérilisateur.",
        "Les biberons anti-coliques munis d’une valve peuvent aider les bébés sujets aux gaz. Si les repas semblent inconfortables ou si votre bébé ne prend pas de poids, parlez-en à votre sage-femme ou à votre médecin.",
      ),
    },
  },
  "dressing-little-ones-for-winter-walks": {
    summary: {
      ar: "الهواء الطلق مفيد للجميع، حتى في البرد. إليك كيف تدفّئين الرضّع والصغار لتبقى نزهات الشتاء ممتعة.",
      fr: "Le grand air fait du bien à tout le monde, même par temps froid. Voici comment couvrir bébés et tout-petits pour que les balades d’hiver restent un plaisir.",
    },
    body: {
      ar: paragraphs(
        "الطبقات أفضل من معطف سميك واحد. بدلة داخلية، ثم بيجامة دافئة أو بنطال ضيق مع بلوزة، ثم سترة صوفية أو محبوكة تحبس الهواء الدافئ بينها ويمكن خلعها عند الدخول.",
        "في العربة، تقي سترة مبطّنة أو كيس قدمين محكم من الريح. لكن اخلعي المعاطف السميكة قبل ربط الطفل في مقعد السيارة، لأنها تمنع الحزام من الإحكام.",
        "اليدان والقدمان والرأس أول ما يبرد. قبعة محبوكة تغطي الأذنين وقفازات بلا إبهام وجوارب سميكة أو أحذية ناعمة تصنع فرقًا كبيرًا.",
        "الصغار الذين يمشون ويركضون يدفؤون بسرعة، فتفقّديهم كثيرًا. الوجه المحمرّ أو الظهر المتعرّق يعني أن الوقت حان لفتح سحّاب أو خلع طبقة.",
        "عند العودة إلى البيت، بدّلي الملابس الرطبة بأخرى جافة فورًا واستمتعا بمشروب دافئ معًا. نزهات الشتاء من أفضل الطرق لإتعاب الأرجل الصغيرة قبل القيلولة.",
      ),
      fr: paragraphs(
        "Plusieurs couches valent mieux qu’un gros manteau. Un body, une grenouillère chaude ou un legging et un haut, puis une polaire ou un gilet en maille retiennent l’air chaud entre eux et s’enlèvent une fois rentré.",
        "En poussette, une veste matelassée ou une chancelière bien ajustée coupe le vent. Retirez en revanche les manteaux épais avant d’attacher l’enfant dans son siège auto : ils empêchent le harnais d’être bien serré.",
        "Les mains, les pieds et la tête ont froid en premier. Un bonnet en maille qui couvre les oreilles, des moufles sans pouce et des chaussettes épaisses ou des chaussons souples font une vraie différence.",
        "Les tout-petits qui marchent et courent se réchauffent vite : vérifiez souvent. Un visage rouge ou un dos moite, c’est le moment d’ouvrir une fermeture ou d’enlever une couche.",
        "De retour à la maison, changez tout de suite les vêtements humides et partagez une boisson chaude. Les balades d’hiver sont l’un des meilleurs moyens de fatiguer les petites jambes avant la sieste.",
      ),
    },
  },
  "washing-and-caring-for-baby-clothes": {
    summary: {
      ar: "بضعة تغييرات صغيرة في روتين الغسيل تُبقي ملابس الأطفال ناعمة وزاهية ولطيفة على البشرة الرقيقة مدة أطول.",
      fr: "Quelques petits changements dans votre lessive gardent les vêtements de bébé doux, éclatants et délicats pour la peau plus longtemps.",
    },
    body: {
      ar: paragraphs(
        "اغسلي الملابس الجديدة قبل ارتدائها أول مرة، فذلك يزيل الغبار وبقايا التصنيع ويليّن القماش قليلًا.",
        "اختاري منظّفًا لطيفًا بلا عطر واستغني عن منعّم الأقمشة، فقد يهيّج البشرة الحسّاسة ويقلّل امتصاص القطن للرطوبة.",
        "تُغسل معظم القطع اليومية جيدًا على 30 إلى 40 درجة. عالجي البقع بسرعة: اشطفي بقع الحليب والطعام بماء بارد أولًا، لأن الماء الساخن يثبّتها.",
        "أغلقي السحّابات والكبسات واقلبي القطع المطبوعة قبل الغسل، وجفّفي على حبل أو منشر متى استطعتِ: المجفّف الساخن يقلّص القطن ويُتلف المطاط.",
      ),
      fr: paragraphs(
        "Lavez les vêtements neufs avant de les porter : cela enlève la poussière et les résidus de fabrication, et assouplit un peu le tissu.",
        "Choisissez une lessive douce sans parfum et oubliez l’assouplissant, qui peut irriter les peaux sensibles et réduit le pouvoir absorbant du coton.",
        "La plupart des vêtements du quotidien se lavent très bien entre 30 et 40 °C. Traitez vite les taches : rincez d’abord le lait et la nourriture à l’eau froide, car l’eau chaude les fixe.",
        "Fermez zips et pressions et retournez les imprimés avant le lavage, puis séchez sur un fil ou un étendoir si possible : le sèche-linge à haute température fait rétrécir le coton et use les élastiques.",
      ),
    },
  },
  "thoughtful-baby-shower-gifts": {
    summary: {
      ar: "محتارة في هدية حفلة المولود؟ أفضل الهدايا عملية وجميلة، وتسبق قليلًا ما يتوقّع الأهل الجدد أنهم سيحتاجونه.",
      fr: "En panne d’idée pour une naissance ? Les meilleurs cadeaux sont pratiques, beaux et ont un peu d’avance sur ce dont les jeunes parents pensent avoir besoin.",
    },
    body: {
      ar: paragraphs(
        "فكّري أبعد من مقاس المولود. يتلقّى معظم الأهل أكوامًا من البيجامات الصغيرة، أما طقم لعمر ستة أشهر فما فوق فسيكون موضع ترحيب حين يضيق كل ما عداه.",
        "المجموعات العملية تلقى استحسانًا دائمًا: منشفة بقبعة مع قفاز للاستحمام، أو مرايل من الموسلين مع دمية ناعمة، تُستعمل كل يوم وتصنع هدية جميلة.",
        "ولا تنسي الأهل. طقم تغذية للأشهر القادمة أو ترمس للمشروبات الساخنة أو عرض لطهي وجبة قد يعني لهم بقدر أي شيء للطفل.",
        "ومهما اخترتِ، أرفقي إيصال الهدية. يقدّر الأهل إمكانية تبديل المقاس أو اللون، فتناسب هديتك طفلهم تمامًا.",
      ),
      fr: paragraphs(
        "Pensez au-delà de la taille naissance. Les jeunes parents reçoivent des piles de petits pyjamas ; un ensemble en 6-12 mois sera bienvenu quand tout le reste sera devenu trop petit.",
        "Les coffrets pratiques plaisent toujours : une cape de bain et son gant, ou quelques langes en mousseline avec un doudou, servent chaque jour et font un joli paquet.",
        "N’oubliez pas les parents. Un service de repas pour les mois à venir, un thermos pour les boissons chaudes ou la promesse d’un plat cuisiné comptent autant qu’un cadeau pour bébé.",
        "Quel que soit votre choix, joignez un ticket cadeau. Les parents apprécient de pouvoir changer de taille ou de couleur, et votre cadeau ira parfaitement à leur bébé.",
      ),
    },
  },
  "play-ideas-for-rainy-days": {
    summary: {
      ar: "عالقون في البيت مع صغير لا يهدأ؟ هذه أنشطة بسيطة بأشياء لديكم أصلًا، تُبقي العقول والأجسام الصغيرة مشغولة.",
      fr: "Coincé à la maison avec un tout-petit plein d’énergie ? Ces activités simples utilisent ce que vous avez déjà et occupent les petites têtes comme les petits corps.",
    },
    body: {
      ar: paragraphs(
        "ابنوا خيمة. كرسيّان وبطانية يصنعان مخبأً فوريًا، ومع وسائد ومصباح وبعض الكتب المفضّلة يصبح ركنًا للقراءة يدوم طوال العصر.",
        "جهّزي صينية حسّية: معكرونة جافة أو شوفان أو أرز في صندوق مسطّح مع أكواب وملاعق، يغرف منها الصغار ويسكبون ويكتشفون. ابقي قريبة واختاري ما يناسب عمر طفلك.",
        "شغّلي الموسيقى وارقصوا. التجمّد حين تتوقّف الموسيقى أو السير في أرجاء الغرفة يحرق الطاقة ويحسّن التوازن والتناسق.",
        "اختموا بنشاط هادئ كعرض دمى بلعبة محشوّة مفضّلة أو حمّام مع بعض الألعاب العائمة، فالتهدئة معًا تسهّل الانتقال إلى القيلولة أو النوم.",
      ),
      fr: paragraphs(
        "Construisez une cabane. Deux chaises et une couverture font une cachette instantanée, et avec des coussins, une lampe de poche et quelques livres préférés, elle devient un coin lecture pour tout l’après-midi.",
        "Préparez un bac sensoriel : pâtes sèches, flocons d’avoine ou riz dans une boîte plate avec des gobelets et des cuillères, pour verser, transvaser et explorer. Restez à côté et adaptez les matières à l’âge de l’enfant.",
        "Mettez de la musique et dansez. Se figer quand la musique s’arrête ou défiler dans la pièce dépense l’énergie et travaille l’équilibre et la coordination.",
        "Terminez par une activité calme, un spectacle de marionnettes avec un doudou ou un bain avec quelques jouets flottants : se poser ensemble facilite le passage à la sieste ou au coucher.",
      ),
    },
  },
  "a-parents-guide-to-baby-clothing-sizes": {
    summary: {
      ar: "تُحدَّد مقاسات الأطفال بالعمر، لكن كل طفل ينمو على طريقته. إليك كيف تقرئين الملصقات وتشترين ملابس تناسب فعلًا.",
      fr: "Les tailles bébé suivent l’âge, mais chaque bébé grandit à son rythme. Voici comment lire les étiquettes et acheter des vêtements qui vont vraiment.",
    },
    body: {
      ar: paragraphs(
        "تبدأ مقاساتنا من الولادة وتصل إلى ثلاث سنوات. العمر مجرد دليل؛ الطول والوزن يخبرانك أكثر، فراجعي جدول المقاسات في صفحة كل منتج.",
        "إن كان طفلك بين مقاسين فاختاري الأكبر. المساحة الإضافية تعني ارتداءً أطول قبل أن يكبر عليه، ويمكن ثني الأكمام حتى يكبر.",
        "يكبر الطفل على ملابس المواليد بسرعة مذهلة. بدل تخزين المقاس الأصغر، اشتري بعض الأساسيات للأشهر الثلاثة الأولى وقطعًا أخرى للمقاس التالي.",
        "احتفظي بالإيصالات والملصقات حتى تتأكّدي من المقاس. تمنحك سياسة الاسترداد لدينا 30 يومًا لاستبدال القطع غير الملبوسة.",
      ),
      fr: paragraphs(
        "Nos tailles vont de la naissance à trois ans. L’âge n’est qu’un repère : la taille et le poids en disent bien plus, alors consultez le guide des tailles sur chaque fiche produit.",
        "Si votre bébé est entre deux tailles, prenez la plus grande. Un peu d’aisance, c’est plus de temps avant qu’il ne grandisse, et les manches se retroussent en attendant.",
        "Les vêtements de naissance deviennent trop petits étonnamment vite. Plutôt que de stocker la plus petite taille, prenez quelques essentiels en 0-3 mois et d’autres en 3-6 mois.",
        "Gardez tickets et étiquettes jusqu’à être sûr de la taille. Notre politique de remboursement vous laisse 30 jours pour échanger les articles non portés.",
      ),
    },
  },
  "starting-solids-the-kit-you-actually-need": {
    summary: {
      ar: "الطعام الأول ممتع وفوضوي. تحتاجين إلى معدّات أقل بكثير مما توحي به المتاجر، وهذه القطع القليلة تكفيك طوال السنة الأولى.",
      fr: "Les premiers repas sont joyeux et salissants. Il faut bien moins de matériel que ne le suggèrent les magasins, et ces quelques pièces suffiront toute la première année.",
    },
    body: {
      ar: paragraphs(
        "الكرسي العالي المتين مع مسند للقدمين يأتي أولًا. الجلوس مستقيمًا والقدمان مسنودتان يساعد طفلك على البلع بأمان والتركيز على طعامه.",
        "الأطباق والأوعية ذات الشفاط تستحق وزنها ذهبًا، فهي تبقى مكانها حين تحاول الأيدي الفضولية رمي العشاء. والملاعق ذات الأطراف الطرية تحمي اللثة الحسّاسة.",
        "قدّمي كوبًا مفتوحًا فيه قليل من الماء مع الوجبات. الرشف مهارة تحتاج إلى تدريب، والبدء المبكر يسهّل الابتعاد عن الزجاجة.",
        "وأخيرًا، تقبّلي الفوضى. مريلة سهلة المسح بجيب وسجادة تحت الكرسي تحميان الأرض، والأهل المسترخون يصنعون آكلًا أكثر جرأة.",
      ),
      fr: paragraphs(
        "Une chaise haute solide avec repose-pieds passe en premier. Assis bien droit, les pieds soutenus, bébé avale en sécurité et se concentre sur son assiette.",
        "Les bols et assiettes à ventouse valent de l’or : ils restent en place quand de petites mains curieuses veulent lancer le dîner. Les cuillères à bout souple protègent les gencives sensibles.",
        "Proposez un gobelet ouvert avec un peu d’eau aux repas. Boire à petites gorgées s’apprend, et commencer tôt facilite l’abandon du biberon.",
        "Enfin, acceptez le désordre. Un bavoir lavable à poche et un tapis sous la chaise protègent le sol, et un parent détendu fait un mangeur plus aventureux.",
      ),
    },
  },
  "a-calm-bath-time-routine": {
    summary: {
      ar: "قد يكون الحمّام الدافئ أرقّ إشارة إلى اقتراب موعد النوم. هذه خطوات بسيطة تجعله طقسًا مهدّئًا لا فوضى من الرذاذ.",
      fr: "Un bain tiède peut être le signal le plus doux que l’heure du coucher approche. Ces quelques étapes en font un rituel apaisant plutôt qu’une course pleine d’éclaboussures.",
    },
    body: {
      ar: paragraphs(
        "جهّزي كل شيء قبل ملء الحوض: منشفة بقبعة وحفاضًا نظيفًا وملابس النوم. وحين يكون طفلك في الماء، لا تبتعدي عنه ولو للحظة.",
        "اجعلي الماء دافئًا مريحًا على باطن معصمك، نحو 37 درجة مئوية. ولا يحتاج الرضّع الصغار إلى حمّام كل يوم، وتكفي بضع دقائق بماء عادي أو غسول لطيف بلا عطر.",
        "خفّفي الأضواء واخفضي صوتك. غناء الأغنية نفسها كل ليلة يعلّم طفلك أن الحمّام ثم المنشفة ثم الرضعة ثم السرير تأتي دائمًا بهذا الترتيب.",
        "لفّي طفلك مباشرة في منشفة دافئة وجفّفيه بالتربيت، مع الانتباه إلى ثنايا العنق وتحت الذراعين. وتدليك لطيف بقليل من الزيت غير المعطّر يختم الروتين بجمال.",
      ),
      fr: paragraphs(
        "Préparez tout avant de faire couler l’eau : cape de bain, couche propre et pyjama. Une fois bébé dans la baignoire, ne vous éloignez jamais, même un instant.",
        "Visez une eau agréablement tiède à l’intérieur du poignet, autour de 37 °C. Les jeunes bébés n’ont pas besoin d’un bain chaque jour, et quelques minutes à l’eau claire ou avec un nettoyant doux sans parfum suffisent.",
        "Baissez la lumière et parlez doucement. La même chanson chaque soir apprend à bébé que bain, serviette, tétée et dodo viennent toujours dans cet ordre.",
        "Enveloppez-le aussitôt dans une cape chaude et séchez-le en tapotant, sans oublier les plis du cou et des aisselles. Un massage doux avec un peu d’huile sans parfum clôt joliment le rituel.",
      ),
    },
  },
  "what-organic-cotton-really-means": {
    summary: {
      ar: "ترين كلمة «عضوي» على كثير من ملصقات ملابس الأطفال. نشرح ما تقوله عن طريقة زراعة القطعة وصنعها، ولماذا تستحق البحث عنها.",
      fr: "Le mot bio figure sur beaucoup d’étiquettes pour bébé. Nous expliquons ce qu’il dit de la façon dont un vêtement a été cultivé et fabriqué, et pourquoi il vaut la peine de le chercher.",
    },
    body: {
      ar: paragraphs(
        "يُزرع القطن العضوي دون مبيدات أو أسمدة صناعية، ومن بذور غير معدّلة وراثيًا. يعتمد المزارعون على تدوير المحاصيل والتربة السليمة، وهذا أرفق بالأرض وبمن يعملون فيها.",
        "الألياف نفسها ليست أنعم بالسحر، لكن القطع العضوية تُعالج عادةً بلطف أكبر، ودون كثير من المبيّضات والأصباغ القاسية التي قد تهيّج البشرة الرقيقة.",
        "الشهادة هي ما يعطي الكلمة معناها: معايير مستقلة تتبع القطن من الحقل إلى القطعة الجاهزة، وتفحص المواد وظروف العمل في المصانع.",
        "يدوم القطن العضوي طويلًا إذا اعتنيتِ به: اغسليه بماء فاتر، واستغني عن منعّم الأقمشة، وجفّفيه منبسطًا أو على حبل، وسيكفي أكثر من طفل.",
      ),
      fr: paragraphs(
        "Le coton bio est cultivé sans pesticides ni engrais de synthèse, à partir de semences non OGM. Les agriculteurs misent sur la rotation des cultures et un sol sain, plus doux pour la terre et pour ceux qui la travaillent.",
        "La fibre n’est pas plus douce par magie, mais les vêtements bio sont en général traités plus délicatement, sans bon nombre des blanchiments et teintures agressifs qui irritent les peaux fragiles.",
        "C’est la certification qui donne son sens au mot : des référentiels indépendants suivent le coton du champ au vêtement fini, en contrôlant les matières et les conditions de travail dans les usines.",
        "Bien entretenu, le coton bio dure longtemps : lavez-le à basse température, oubliez l’assouplissant et séchez-le à plat ou sur un fil, il servira à plus d’un enfant.",
      ),
    },
  },
  "choosing-safe-comfortable-sleepwear": {
    summary: {
      ar: "ما يرتديه طفلك للنوم مهم بقدر مكان نومه. إليك كيف تختارين بيجامات وأكياس نوم تجعل الليالي آمنة وهادئة.",
      fr: "Ce que porte votre bébé pour dormir compte autant que l’endroit où il dort. Voici comment choisir pyjamas et gigoteuses pour des nuits sûres et paisibles.",
    },
    body: {
      ar: paragraphs(
        "أكثر أماكن النوم أمانًا هو الخالي: مرتبة ثابتة ومسطّحة مع شرشف مثبّت ولا شيء آخر في السرير. لذا يجب أن يأتي الدفء مما يرتديه طفلك لا من البطانيات.",
        "البيجامة المناسبة المقاس هي البداية. اختاري أقمشة تسمح بمرور الهواء كالقطن أو الخيزران، بدرزات مسطّحة ودون أزرار أو شرائط قرب الوجه.",
        "تُقاس حرارة أكياس النوم بوحدة التوغ. في غرفة بين 16 و20 درجة مئوية يناسب كيس بدرجة 2.5 فوق بيجامة، أما الغرفة الأدفأ فتحتاج كيسًا أخفّ.",
        "لا قبعات وقت النوم، وتأكّدي أن الكيس محكم حول العنق والذراعين. ووجود طقمين أو ثلاثة للتبديل يوفّر عليك الغسيل في منتصف الليل.",
      ),
      fr: paragraphs(
        "Le couchage le plus sûr est un couchage dégagé : un matelas ferme et plat, un drap-housse et rien d’autre dans le lit. La chaleur doit donc venir de ce que porte bébé, pas de couvertures.",
        "Un pyjama bien ajusté est le point de départ. Choisissez des matières respirantes comme le coton ou le bambou, des coutures plates et aucun bouton ni ruban près du visage.",
        "La chaleur des gigoteuses se mesure en tog. Pour une chambre entre 16 et 20 °C, une gigoteuse 2,5 tog sur un pyjama convient ; une chambre plus chaude demande une gigoteuse plus légère.",
        "Pas de bonnet pour dormir, et une gigoteuse bien ajustée au cou et aux emmanchures. Deux ou trois pyjamas en rotation évitent aussi les lessives en pleine nuit.",
      ),
    },
  },
  "how-to-dress-a-newborn-in-layers": {
    summary: {
      ar: "لا يستطيع المولود أن يخبرك إن كان يشعر بالحرّ أو البرد. الطبقات أبسط طريقة لراحته، وهي أسهل مما تبدو.",
      fr: "Un nouveau-né ne peut pas dire s’il a trop chaud ou trop froid. Superposer les couches est le moyen le plus simple de le garder à l’aise, et c’est plus facile qu’il n’y paraît.",
    },
    body: {
      ar: paragraphs(
        "قاعدة مفيدة: ألبسي طفلك طبقة واحدة أكثر مما ترتدين أنتِ. إن كنتِ مرتاحة بقميص قصير الأكمام، فغالبًا تكفي طفلك بدلة داخلية فوقها بيجامة خفيفة.",
        "ابدئي ببدلة داخلية بأكمام قصيرة أو طويلة طبقةً أولى. تبقى في مكانها وتغطي البطن والظهر، فتستطيعين خلع الطبقات الخارجية دون أن يبقى طفلك عاريًا.",
        "أضيفي بيجامة أو بلوزة وبنطالًا، ثم سترة ناعمة عند الخروج. لمعرفة إن كان طفلك مرتاحًا، المسي مؤخرة عنقه أو بطنه لا يديه وقدميه: العنق المتعرّق يعني طبقة زائدة، والبطن البارد يعني طبقة ناقصة.",
        "اختاري طبقات سهلة الفتح: الياقات الواسعة والكبسات في الأمام والسحّابات المزدوجة تجعل تغيير الحفاض أسرع وأهدأ لكليكما.",
      ),
      fr: paragraphs(
        "Une règle simple : habillez votre bébé d’une couche de plus que vous. Si vous êtes bien en t-shirt, un body et un pyjama léger lui suffiront sans doute.",
        "Commencez par un body à manches courtes ou longues. Il reste en place, couvre le ventre et le dos, et vous pouvez retirer les couches du dessus sans laisser bébé nu.",
        "Ajoutez un pyjama ou un haut et un bas, puis un gilet ou une veste douce pour sortir. Pour savoir s’il est bien, touchez sa nuque ou son ventre plutôt que ses mains : une nuque moite, c’est une couche de trop ; un ventre frais, une de moins.",
        "Enfin, choisissez des vêtements faciles à ouvrir : encolures américaines, pressions devant et zips double sens rendent les changes plus rapides et plus sereins.",
      ),
    },
  },
};
