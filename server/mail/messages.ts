// The words of the shop's mails to shoppers, one table per locale: each mail is written once
// (order-mails.tsx, account-mails.tsx, newsletter-mails.tsx, stock-alert-mails.tsx,
// contact-mails.tsx) and reads its sentences here. Mails to the shop's staff stay in English.
// Amounts come already formatted by the shop's per-currency rules (contract/money.ts); an order
// number or a name is passed in. A locale's table has every message (TypeScript checks it
// against English).
import { type Color, DEFAULT_LOCALE, directionOf, type Locale } from "../contract";

const en = {
  hello: (name: string) => `Hello ${name},`,
  // Order confirmation.
  orderSubject: (shop: string, invoice: string) => `Your ${shop} order ${invoice}`,
  orderHeading: "Thank you for your order",
  orderThanks: (invoice: string) => `Thank you for your order ${invoice}.`,
  orderIntro: (name: string, invoice: string) => `Hello ${name}, here is order ${invoice}.`,
  subtotal: "Subtotal",
  delivery: (method: string) => `Delivery: ${method}`,
  total: "Total",
  chargedInDollars: (amount: string) => `Charged in US dollars: ${amount}`,
  paid: "Paid, thank you.",
  transferPlease: "Please transfer the total to our bank account; we send your order when the money arrives:",
  payOnDelivery: "You pay the courier when the parcel arrives.",
  awaitingPayment: "Awaiting payment.",
  deliveryTo: "Delivery to",
  giftOrder: "This order is a gift.",
  giftMessage: (message: string) => `Your message on the packing slip: "${message}"`,
  noGiftMessage: "No gift message.",
  pricesHidden: "Prices are left off the packing slip.",
  pricesShown: "The packing slip shows the prices.",
  gift: "Gift",
  yourOrder: "Your order",
  seeYourOrder: "See your order",
  seeOrder: (invoice: string) => `See your order ${invoice}`,
  // Later steps.
  paymentSubject: (invoice: string) => `Payment received for order ${invoice}`,
  paymentHeading: "We have your payment",
  paymentArrived: (amount: string, invoice: string) =>
    `Your payment of ${amount} for order ${invoice} has arrived. We are packing your parcel.`,
  shippedSubject: (invoice: string) => `Order ${invoice} is on its way`,
  shippedHeading: "Your parcel is on its way",
  shippedBy: (carrier: string, invoice: string, name: string) =>
    `${carrier} is bringing order ${invoice} to ${name}.`,
  trackWith: (carrier: string) => `Track it with ${carrier}`,
  deliveredSubject: (invoice: string) => `Order ${invoice} was delivered`,
  deliveredHeading: "Your parcel has arrived",
  deliveredText: (invoice: string) =>
    `Order ${invoice} was delivered. We hope it fits well; if not, our returns page explains what to do.`,
  refundSubject: (invoice: string) => `Refund for order ${invoice}`,
  refundHeading: "Your refund is on its way",
  refundText: (amount: string, invoice: string) =>
    `We have refunded ${amount} for order ${invoice}. It reaches your account in a few working days.`,
  refundedInDollars: (amount: string) => `Refunded in US dollars: ${amount}`,
  cancelledSubject: (invoice: string) => `Order ${invoice} was cancelled`,
  cancelledHeading: "Your order was cancelled",
  cancelledText: (invoice: string) => `Order ${invoice} was cancelled and nothing was charged.`,
  // Welcome.
  welcomeSubject: (shop: string, name: string) => `Welcome to ${shop}, ${name}`,
  welcomeHeading: (name: string) => `Welcome, ${name}`,
  welcomeText: (shop: string) =>
    `Thank you for joining ${shop}. Your account keeps your orders, addresses and wishlist together.`,
  yourAccount: "Your account",
  goToAccount: "Go to your account",
  // Password reset.
  resetSubject: (shop: string) => `Reset your ${shop} password`,
  resetHeading: "Choose a new password",
  resetOpen: "Open this link within an hour to choose a new password:",
  resetButton: "Choose a new password",
  resetUntil: (until: string) => `The link works once, until ${until}.`,
  resetIgnore: "If you did not ask for it, ignore this message: your password stays as it is.",
  // The confirm link of a double opt-in (the newsletter, a back-in-stock alert).
  helloThere: "Hello,",
  confirmOpen: "Open this link to confirm:",
  confirmIgnore: "If it was not you, ignore this message: nothing will be sent.",
  newsletterConfirmSubject: (shop: string) => `Confirm your ${shop} newsletter subscription`,
  newsletterConfirmHeading: "Confirm your subscription",
  newsletterAsked: (shop: string) =>
    `Someone, hopefully you, asked for the ${shop} newsletter at this address.`,
  newsletterConfirmButton: "Yes, send me the newsletter",
  newsletterWelcomeSubject: (shop: string) => `You are subscribed to the ${shop} newsletter`,
  newsletterWelcomeHeading: "You are subscribed",
  newsletterWelcomeText:
    "Thank you for confirming: news and offers will come to this address, about twice a month.",
  unsubscribeAnyTime: "Unsubscribe at any time",
  unsubscribe: "Unsubscribe",
  // Back in stock.
  alertConfirmSubject: (shop: string) => `Confirm your ${shop} back-in-stock alert`,
  alertConfirmHeading: "Confirm your alert",
  alertAsked: (item: string) => `Someone, hopefully you, asked to hear when ${item} is back in stock.`,
  alertConfirmButton: "Yes, email me when it's back",
  backInStockSubject: (item: string) => `Back in stock: ${item}`,
  backInStockHeading: "Back in stock",
  backInStockText: (item: string, shop: string) =>
    `${item} is back in stock at ${shop}. It may not last long.`,
  seeInShop: "See it in the shop",
  oneTimeAlert: "This was a one-time alert: we will not write about it again.",
  // The contact form's acknowledgement.
  contactSubject: (subject: string) => `We have your message: ${subject}`,
  contactHeading: "We have your message",
  contactThanks: (shop: string) => `Thank you for writing to ${shop}. We answer within one working day.`,
  yourMessage: "Your message:",
  // A line's size and colour ("3-6m, white"); the colours are the contract's (COLORS), each
  // named as the shop's pages name it (the catalogues' colour.* messages, app/locales).
  sizeAndColour: (parts: string[]) => parts.join(", "),
  colours: {
    red: "red",
    yellow: "yellow",
    green: "green",
    blue: "blue",
    pink: "pink",
    white: "white",
    grey: "grey",
  } satisfies Record<Color, string> as Record<Color, string>,
};

export type MailMessages = typeof en;

const ar: MailMessages = {
  hello: (name) => `مرحبًا ${name}،`,
  orderSubject: (shop, invoice) => `طلبك من ${shop} رقم ${invoice}`,
  orderHeading: "شكرًا لطلبك",
  orderThanks: (invoice) => `شكرًا لطلبك رقم ${invoice}.`,
  orderIntro: (name, invoice) => `مرحبًا ${name}، هذا طلبك رقم ${invoice}.`,
  subtotal: "المجموع الفرعي",
  delivery: (method) => `التوصيل: ${method}`,
  total: "الإجمالي",
  chargedInDollars: (amount) => `المبلغ المحصّل بالدولار الأمريكي: ${amount}`,
  paid: "تم الدفع، شكرًا لك.",
  transferPlease: "يرجى تحويل المبلغ الإجمالي إلى حسابنا البنكي؛ نرسل طلبك عند وصول المبلغ:",
  payOnDelivery: "تدفع لمندوب التوصيل عند وصول الطرد.",
  awaitingPayment: "بانتظار الدفع.",
  deliveryTo: "التوصيل إلى",
  giftOrder: "هذا الطلب هدية.",
  giftMessage: (message) => `رسالتك على قسيمة التعبئة: «${message}»`,
  noGiftMessage: "لا توجد رسالة هدية.",
  pricesHidden: "لا تظهر الأسعار على قسيمة التعبئة.",
  pricesShown: "تظهر الأسعار على قسيمة التعبئة.",
  gift: "هدية",
  yourOrder: "طلبك",
  seeYourOrder: "اعرض طلبك",
  seeOrder: (invoice) => `اعرض طلبك رقم ${invoice}`,
  paymentSubject: (invoice) => `وصل الدفع للطلب رقم ${invoice}`,
  paymentHeading: "وصلنا المبلغ",
  paymentArrived: (amount, invoice) => `وصل المبلغ ${amount} للطلب رقم ${invoice}. نحن نجهّز طردك الآن.`,
  shippedSubject: (invoice) => `الطلب رقم ${invoice} في الطريق إليك`,
  shippedHeading: "طردك في الطريق",
  shippedBy: (carrier, invoice, name) => `تنقل ${carrier} الطلب رقم ${invoice} إلى ${name}.`,
  trackWith: (carrier) => `تتبّعه لدى ${carrier}`,
  deliveredSubject: (invoice) => `تم توصيل الطلب رقم ${invoice}`,
  deliveredHeading: "وصل طردك",
  deliveredText: (invoice) =>
    `تم توصيل الطلب رقم ${invoice}. نأمل أن يكون المقاس مناسبًا؛ وإن لم يكن، فصفحة الإرجاع تشرح ما عليك فعله.`,
  refundSubject: (invoice) => `استرداد المبلغ للطلب رقم ${invoice}`,
  refundHeading: "المبلغ المسترد في الطريق إليك",
  refundText: (amount, invoice) => `أعدنا ${amount} للطلب رقم ${invoice}. يصل إلى حسابك خلال أيام عمل قليلة.`,
  refundedInDollars: (amount) => `المبلغ المسترد بالدولار الأمريكي: ${amount}`,
  cancelledSubject: (invoice) => `تم إلغاء الطلب رقم ${invoice}`,
  cancelledHeading: "تم إلغاء طلبك",
  cancelledText: (invoice) => `تم إلغاء الطلب رقم ${invoice} ولم يُحصَّل أي مبلغ.`,
  welcomeSubject: (shop, name) => `أهلًا بك في ${shop} يا ${name}`,
  welcomeHeading: (name) => `أهلًا بك يا ${name}`,
  welcomeText: (shop) => `شكرًا لانضمامك إلى ${shop}. حسابك يجمع طلباتك وعناوينك وقائمة أمنياتك في مكان واحد.`,
  yourAccount: "حسابك",
  goToAccount: "اذهب إلى حسابك",
  resetSubject: (shop) => `إعادة تعيين كلمة المرور في ${shop}`,
  resetHeading: "اختر كلمة مرور جديدة",
  resetOpen: "افتح هذا الرابط خلال ساعة لتختار كلمة مرور جديدة:",
  resetButton: "اختر كلمة مرور جديدة",
  resetUntil: (until) => `يعمل الرابط مرة واحدة، حتى ${until}.`,
  resetIgnore: "إن لم تطلبه، فتجاهل هذه الرسالة: تبقى كلمة مرورك كما هي.",
  helloThere: "مرحبًا،",
  confirmOpen: "افتح هذا الرابط للتأكيد:",
  confirmIgnore: "إن لم تكن أنت، فتجاهل هذه الرسالة: لن نرسل شيئًا.",
  newsletterConfirmSubject: (shop) => `أكّد اشتراكك في نشرة ${shop}`,
  newsletterConfirmHeading: "أكّد اشتراكك",
  newsletterAsked: (shop) => `طلب أحدهم، ونرجو أن تكون أنت، نشرة ${shop} على هذا العنوان.`,
  newsletterConfirmButton: "نعم، أرسلوا لي النشرة",
  newsletterWelcomeSubject: (shop) => `أنت مشترك في نشرة ${shop}`,
  newsletterWelcomeHeading: "تم اشتراكك",
  newsletterWelcomeText: "شكرًا لتأكيدك: ستصل الأخبار والعروض إلى هذا العنوان، نحو مرتين في الشهر.",
  unsubscribeAnyTime: "يمكنك إلغاء الاشتراك في أي وقت",
  unsubscribe: "إلغاء الاشتراك",
  alertConfirmSubject: (shop) => `أكّد تنبيه التوفّر من ${shop}`,
  alertConfirmHeading: "أكّد تنبيهك",
  alertAsked: (item) => `طلب أحدهم، ونرجو أن تكون أنت، أن يعرف متى يتوفّر ${item} من جديد.`,
  alertConfirmButton: "نعم، راسلوني عند توفّره",
  backInStockSubject: (item) => `متوفّر من جديد: ${item}`,
  backInStockHeading: "متوفّر من جديد",
  backInStockText: (item, shop) => `${item} متوفّر من جديد في ${shop}. قد لا يبقى طويلًا.`,
  seeInShop: "اعرضه في المتجر",
  oneTimeAlert: "كان هذا تنبيهًا لمرة واحدة: لن نراسلك بشأنه مرة أخرى.",
  contactSubject: (subject) => `وصلتنا رسالتك: ${subject}`,
  contactHeading: "وصلتنا رسالتك",
  contactThanks: (shop) => `شكرًا لمراسلتك ${shop}. نردّ خلال يوم عمل واحد.`,
  yourMessage: "رسالتك:",
  sizeAndColour: (parts) => parts.join("، "),
  colours: {
    red: "أحمر",
    yellow: "أصفر",
    green: "أخضر",
    blue: "أزرق",
    pink: "وردي",
    white: "أبيض",
    grey: "رمادي",
  },
};

const fr: MailMessages = {
  hello: (name) => `Bonjour ${name},`,
  orderSubject: (shop, invoice) => `Votre commande ${shop} ${invoice}`,
  orderHeading: "Merci pour votre commande",
  orderThanks: (invoice) => `Merci pour votre commande ${invoice}.`,
  orderIntro: (name, invoice) => `Bonjour ${name}, voici la commande ${invoice}.`,
  subtotal: "Sous-total",
  delivery: (method) => `Livraison : ${method}`,
  total: "Total",
  chargedInDollars: (amount) => `Débité en dollars américains : ${amount}`,
  paid: "Payée, merci.",
  transferPlease: "Merci de virer le total sur notre compte ; nous expédions votre commande dès réception :",
  payOnDelivery: "Vous payez le livreur à l’arrivée du colis.",
  awaitingPayment: "En attente de paiement.",
  deliveryTo: "Livraison à",
  giftOrder: "Cette commande est un cadeau.",
  giftMessage: (message) => `Votre message sur le bon de livraison : « ${message} »`,
  noGiftMessage: "Pas de message cadeau.",
  pricesHidden: "Les prix n’apparaissent pas sur le bon de livraison.",
  pricesShown: "Le bon de livraison indique les prix.",
  gift: "Cadeau",
  yourOrder: "Votre commande",
  seeYourOrder: "Voir votre commande",
  seeOrder: (invoice) => `Voir votre commande ${invoice}`,
  paymentSubject: (invoice) => `Paiement reçu pour la commande ${invoice}`,
  paymentHeading: "Nous avons reçu votre paiement",
  paymentArrived: (amount, invoice) =>
    `Votre paiement de ${amount} pour la commande ${invoice} est arrivé. Nous préparons votre colis.`,
  shippedSubject: (invoice) => `La commande ${invoice} est en route`,
  shippedHeading: "Votre colis est en route",
  shippedBy: (carrier, invoice, name) => `${carrier} livre la commande ${invoice} à ${name}.`,
  trackWith: (carrier) => `Suivre le colis chez ${carrier}`,
  deliveredSubject: (invoice) => `La commande ${invoice} a été livrée`,
  deliveredHeading: "Votre colis est arrivé",
  deliveredText: (invoice) =>
    `La commande ${invoice} a été livrée. Nous espérons que la taille convient ; sinon, notre page retours explique la marche à suivre.`,
  refundSubject: (invoice) => `Remboursement de la commande ${invoice}`,
  refundHeading: "Votre remboursement est en route",
  refundText: (amount, invoice) =>
    `Nous avons remboursé ${amount} pour la commande ${invoice}. Il arrive sur votre compte sous quelques jours ouvrés.`,
  refundedInDollars: (amount) => `Remboursé en dollars américains : ${amount}`,
  cancelledSubject: (invoice) => `La commande ${invoice} a été annulée`,
  cancelledHeading: "Votre commande a été annulée",
  cancelledText: (invoice) => `La commande ${invoice} a été annulée et rien n’a été débité.`,
  welcomeSubject: (shop, name) => `Bienvenue chez ${shop}, ${name}`,
  welcomeHeading: (name) => `Bienvenue, ${name}`,
  welcomeText: (shop) =>
    `Merci d’avoir rejoint ${shop}. Votre compte réunit vos commandes, vos adresses et votre liste d’envies.`,
  yourAccount: "Votre compte",
  goToAccount: "Aller à votre compte",
  resetSubject: (shop) => `Réinitialiser votre mot de passe ${shop}`,
  resetHeading: "Choisissez un nouveau mot de passe",
  resetOpen: "Ouvrez ce lien dans l’heure pour choisir un nouveau mot de passe :",
  resetButton: "Choisir un nouveau mot de passe",
  resetUntil: (until) => `Le lien sert une fois, jusqu’au ${until}.`,
  resetIgnore: "Si vous ne l’avez pas demandé, ignorez ce message : votre mot de passe reste le même.",
  helloThere: "Bonjour,",
  confirmOpen: "Ouvrez ce lien pour confirmer :",
  confirmIgnore: "Si ce n’était pas vous, ignorez ce message : rien ne sera envoyé.",
  newsletterConfirmSubject: (shop) => `Confirmez votre abonnement à la lettre de ${shop}`,
  newsletterConfirmHeading: "Confirmez votre abonnement",
  newsletterAsked: (shop) =>
    `Quelqu’un, vous sans doute, a demandé la lettre d’information de ${shop} à cette adresse.`,
  newsletterConfirmButton: "Oui, envoyez-moi la lettre",
  newsletterWelcomeSubject: (shop) => `Vous êtes abonné·e à la lettre de ${shop}`,
  newsletterWelcomeHeading: "Vous êtes abonné·e",
  newsletterWelcomeText:
    "Merci de votre confirmation : nouveautés et offres arriveront à cette adresse, environ deux fois par mois.",
  unsubscribeAnyTime: "Désabonnez-vous quand vous voulez",
  unsubscribe: "Se désabonner",
  alertConfirmSubject: (shop) => `Confirmez votre alerte de retour en stock ${shop}`,
  alertConfirmHeading: "Confirmez votre alerte",
  alertAsked: (item) =>
    `Quelqu’un, vous sans doute, a demandé une alerte quand ${item} sera de retour en stock.`,
  alertConfirmButton: "Oui, prévenez-moi de son retour",
  backInStockSubject: (item) => `De retour en stock : ${item}`,
  backInStockHeading: "De retour en stock",
  backInStockText: (item, shop) =>
    `${item} est de retour en stock chez ${shop}. Les quantités sont limitées.`,
  seeInShop: "Le voir en boutique",
  oneTimeAlert: "C’était une alerte unique : nous ne vous écrirons plus à ce sujet.",
  contactSubject: (subject) => `Nous avons bien reçu votre message : ${subject}`,
  contactHeading: "Nous avons bien reçu votre message",
  contactThanks: (shop) => `Merci d’avoir écrit à ${shop}. Nous répondons sous un jour ouvré.`,
  yourMessage: "Votre message :",
  sizeAndColour: (parts) => parts.join(", "),
  colours: {
    red: "rouge",
    yellow: "jaune",
    green: "vert",
    blue: "bleu",
    pink: "rose",
    white: "blanc",
    grey: "gris",
  },
};

const MESSAGES: Partial<Record<Locale, MailMessages>> = { en, ar, fr };

// Each locale's tag for Intl's dates (Arabic with Latin digits, as the shop's pages:
// docs/decisions/011-locales.md).
const INTL_TAGS: Partial<Record<Locale, string>> = { en: "en-GB", ar: "ar-u-nu-latn", fr: "fr" };

// When a link stops working, to the minute, in UTC, in the mail's language: "25 November 2026
// at 14:05 UTC", "25 novembre 2026 à 14:05 UTC".
export function formatUtc(date: Date, locale: Locale = DEFAULT_LOCALE) {
  const tag = INTL_TAGS[locale] ?? INTL_TAGS.en;
  const format = new Intl.DateTimeFormat(tag, {
    timeZone: "UTC",
    dateStyle: "long",
    timeStyle: "short",
    hourCycle: "h23",
  });
  return `${format.format(date)} UTC`;
}

// A line's size and colour in the mail's words: "(3-6m, white)" reads "(3-6m، أبيض)" in Arabic.
// A colour outside the contract's list shows as it came.
export function variantWords(words: MailMessages, size: string | null, color: string | null) {
  const colour = color && Object.hasOwn(words.colours, color) ? words.colours[color as Color] : color;
  return words.sizeAndColour([size, colour].filter((part): part is string => Boolean(part)));
}

// A locale without its own table (one added to the list before its mails) writes in English.
export const mailMessages = (locale: Locale = DEFAULT_LOCALE): MailMessages => MESSAGES[locale] ?? en;

// The html element's attributes of a mail in the locale.
export const mailLanguage = (locale: Locale = DEFAULT_LOCALE) => ({ lang: locale, dir: directionOf(locale) });
