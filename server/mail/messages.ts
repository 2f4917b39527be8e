// The words of the order mails and the welcome mail, one table per locale: each mail is written
// once (order-mails.tsx, account-mails.tsx) and reads its sentences here. Amounts come already
// formatted by the shop's per-currency rules (contract/money.ts); an order number or a name is
// passed in. A locale's table has every message (TypeScript checks it against English).
import { DEFAULT_LOCALE, directionOf, type Locale } from "../contract";

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
};

const MESSAGES: Partial<Record<Locale, MailMessages>> = { en, ar, fr };

// A locale without its own table (one added to the list before its mails) writes in English.
export const mailMessages = (locale: Locale = DEFAULT_LOCALE): MailMessages => MESSAGES[locale] ?? en;

// The html element's attributes of a mail in the locale.
export const mailLanguage = (locale: Locale = DEFAULT_LOCALE) => ({ lang: locale, dir: directionOf(locale) });
