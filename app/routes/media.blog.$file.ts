// /media/blog/… is a picture: without this route, /media/blog/x.svg ranks as the
// ($locale).blog.$slug page with "media" for its locale, and answers 404.
export { loader } from "./media.$";
