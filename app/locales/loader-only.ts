// Messages only loaders and actions read (a page's description for search engines, a toast
// after a form post), in namespaces that pages are also sent: they are left out of what a page
// is sent (catalogue.server.ts, sentMessages), since the browser never formats them. The
// namespaces only the server reads (notice, fields, errors, offer) are never sent at all.
// app/locales/catalogue.test.ts keeps this list exact: it finds these messages in the code.
export const SERVER_NAMESPACES = ["notice", "fields", "errors", "offer"];

export const LOADER_ONLY = [
  "blog.description",
  "blog.descriptionTagged",
  "blog.page",
  "blog.tagged",
  "faq.description",
  "home.section.bestSellers",
  "home.section.featured",
  "home.section.newArrivals",
  "home.section.onSale",
  "home.section.trending",
  "home.seo.description",
  "home.seo.title",
  "listing.description",
  "listing.fitsLater",
  "listing.fitsNow",
  "lookbook.description",
  "lookbook.titleOf",
  "member.toast.addressAdded",
  "member.toast.addressDefault",
  "member.toast.addressDeleted",
  "member.toast.addressSaved",
  "member.toast.alertCancelled",
  "member.toast.childAdded",
  "member.toast.childRemoved",
  "member.toast.childSaved",
  "member.toast.detailsSaved",
  "member.toast.wishlistRemoved",
  "reviews.description",
  "search.titleFor",
  "sitemap.description",
  "sizeGuide.description",
  "sizes.yourChild",
];
