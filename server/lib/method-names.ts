// The delivery and payment methods' names and descriptions in each locale. They are the code's
// own words (server/lib/shipping.ts, server/payments/built-in.ts hold the English), so their
// translations are here rather than in the database. A method or locale missing here shows
// English, field by field, as translated content does everywhere.
import { DEFAULT_LOCALE, type Locale, type PaymentMethodCode, type ShippingOptionCode } from "../contract";

type Words = { name?: string; description?: string };
type MethodCode = ShippingOptionCode | PaymentMethodCode;

const TRANSLATED: Partial<Record<Locale, Partial<Record<MethodCode, Words>>>> = {
  ar: {
    standard: { name: "توصيل عادي", description: "توصيل مع تتبّع خلال 3 إلى 5 أيام عمل." },
    express: { name: "توصيل سريع", description: "في يوم العمل التالي للطلبات قبل الساعة 2 ظهرًا." },
    cash_on_delivery: {
      name: "الدفع عند الاستلام",
      description: "ادفع لمندوب التوصيل نقدًا أو بالبطاقة عند وصول طردك.",
    },
    bank_transfer: {
      name: "تحويل بنكي",
      description: "حوّل المبلغ الإجمالي إلى حسابنا البنكي؛ نرسل طلبك عند وصول المبلغ.",
    },
    test_card: {
      name: "بطاقة (بوابة تجريبية)",
      description: "لا تُنقل أموال حقيقية: البطاقة 4242 4242 4242 4242 مقبولة، و4000 0000 0000 0002 مرفوضة.",
    },
  },
  fr: {
    standard: { name: "Livraison standard", description: "Livraison suivie en 3 à 5 jours ouvrés." },
    express: {
      name: "Livraison express",
      description: "Le jour ouvré suivant pour toute commande avant 14 h.",
    },
    cash_on_delivery: {
      name: "Paiement à la livraison",
      description: "Payez le livreur en espèces ou par carte à l’arrivée de votre colis.",
    },
    bank_transfer: {
      name: "Virement bancaire",
      description: "Virez le total sur notre compte ; nous expédions votre commande dès réception.",
    },
    test_card: {
      name: "Carte (passerelle de test)",
      description:
        "Aucun argent réel n’est débité : 4242 4242 4242 4242 est acceptée, 4000 0000 0000 0002 est refusée.",
    },
  },
};

// A method's name and description in the locale.
export function localMethod<M extends { code: MethodCode; name: string; description: string }>(
  locale: Locale,
  method: M,
): M {
  if (locale === DEFAULT_LOCALE) return method;
  const words = TRANSLATED[locale]?.[method.code];
  return {
    ...method,
    name: words?.name ?? method.name,
    description: words?.description ?? method.description,
  };
}

export const localMethodName = (locale: Locale, code: MethodCode, english: string) =>
  (locale === DEFAULT_LOCALE ? undefined : TRANSLATED[locale]?.[code]?.name) ?? english;
