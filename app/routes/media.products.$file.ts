// /media/products/… is a picture: without this route, /media/products/x.svg ranks as the
// ($locale).products.$slug page with "media" for its locale, and answers 404.
export { loader } from "./media.$";
