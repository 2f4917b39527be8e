// The information pages under /page/{slug}, in the footer's order. Their text comes from the API.
export const STATIC_PAGES = [
  { slug: "about-us", title: "About us" },
  { slug: "contact-us", title: "Contact us" },
  { slug: "privacy-policy", title: "Privacy policy" },
  { slug: "terms-conditions", title: "Terms & conditions" },
  { slug: "refund-policy", title: "Refund policy" },
  { slug: "payment-policy", title: "Payment policy" },
] as const;
