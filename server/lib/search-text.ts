// Text as search compares it, in every locale: lower case, without diacritics (French accents,
// Arabic tashkeel), with Arabic letter variants unified as shoppers type them interchangeably
// (أ إ آ ٱ → ا, ة → ه, ى → ي) and without tatweel (ـ, a stretching stroke). English titles are
// searched as before (lower-cased by the database); this applies to translated titles and to
// the search text in another locale.
const MARKS = /\p{Mn}/gu; // combining marks: accents after NFD, tashkeel, Quranic marks
const ARABIC_VARIANTS: Record<string, string> = { أ: "ا", إ: "ا", آ: "ا", ٱ: "ا", ة: "ه", ى: "ي" };

export function searchText(text: string): string {
  return text
    .normalize("NFD")
    .replace(MARKS, "")
    .replace(/\u0640/g, "")
    .replace(/[أإآٱةى]/g, (letter) => ARABIC_VARIANTS[letter])
    .normalize("NFC")
    .toLowerCase();
}
