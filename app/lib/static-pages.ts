// The information pages under /page/{slug}, in the footer's order. Their text comes from the API.
// `message`: the title's id in the catalogue (the footer's link).
export const STATIC_PAGES = [
  { slug: "about-us", title: "About us", message: "shell.footer.aboutUs" },
  { slug: "contact-us", title: "Contact us", message: "shell.footer.contactUs" },
  { slug: "privacy-policy", title: "Privacy policy", message: "shell.footer.privacyPolicy" },
  { slug: "terms-conditions", title: "Terms & conditions", message: "shell.footer.terms" },
  { slug: "refund-policy", title: "Refund policy", message: "shell.footer.refundPolicy" },
  { slug: "payment-policy", title: "Payment policy", message: "shell.footer.paymentPolicy" },
] as const;
