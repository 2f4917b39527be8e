// Splits the text of a JSON catalogue into the texts of its list's elements as the text arrives,
// so each record is parsed on its own by JSON.parse and the whole file is never held at once.
// The list is the top-level array, or the array under a top-level object's "products".
//
// Why not a streaming JSON library: stream-json, measured on a 7.6 MB catalogue here, took
// 10-30 times as long as JSON.parse; this only finds where elements start and end, and
// JSON.parse still checks every element.
const QUOTE = 34;
const BACKSLASH = 92;
const COMMA = 44;
const OPEN = new Set([91, 123]); // [ {
const CLOSE = new Set([93, 125]); // ] }
const ARRAY = 91;

export class JsonListSplitter {
  listFound = false;
  private text = "";
  private at = 0; // the next index of text to look at
  private depth = 0;
  private inString = false;
  private escaped = false;
  private wrapped = false; // the top level is an object
  private listDepth = 0; // the depth inside the list while in it
  private elementStart = -1;
  private keyStart = -1;
  private lastKey = "";
  private elements = 0; // separated so far

  // The elements that this piece completes, as JSON texts (possibly blank: the caller checks).
  push(piece: string): string[] {
    this.text += piece;
    const elements: string[] = [];
    for (let i = this.at; i < this.text.length; i++) {
      const c = this.text.charCodeAt(i);
      if (this.inString) this.inStringAt(c, i);
      else if (c === QUOTE) this.quoteAt(i);
      else if (OPEN.has(c)) this.openAt(c, i);
      else if (CLOSE.has(c)) {
        if (this.depth-- === this.listDepth && this.listDepth > 0) {
          // "[]" has no element; "[1,]" has a blank last one, which the caller refuses.
          const last = this.text.slice(this.elementStart, i);
          if (last.trim() || this.elements > 0) elements.push(last);
          this.listDepth = 0;
          this.elementStart = -1;
        }
      } else if (c === COMMA && this.depth === this.listDepth && this.listDepth > 0) {
        elements.push(this.text.slice(this.elementStart, i));
        this.elements++;
        this.elementStart = i + 1;
      }
    }
    this.keepTail();
    return elements;
  }

  // Whether the text ended where a JSON value may end.
  get complete() {
    return this.depth === 0 && !this.inString;
  }

  private inStringAt(c: number, i: number) {
    if (this.escaped) this.escaped = false;
    else if (c === BACKSLASH) this.escaped = true;
    else if (c === QUOTE) {
      this.inString = false;
      if (this.keyStart >= 0) this.lastKey = this.text.slice(this.keyStart + 1, i);
      this.keyStart = -1;
    }
  }

  private quoteAt(i: number) {
    this.inString = true;
    if (this.wrapped && this.depth === 1) this.keyStart = i;
  }

  private openAt(c: number, i: number) {
    if (this.depth === 0 && c !== ARRAY) this.wrapped = true;
    const isList =
      !this.listFound &&
      c === ARRAY &&
      (this.depth === 0 || (this.wrapped && this.depth === 1 && this.lastKey === "products"));
    this.depth++;
    if (isList) {
      this.listFound = true;
      this.listDepth = this.depth;
      this.elementStart = i + 1;
    }
  }

  // Keeps only the text still needed: the element being read, or a key being read.
  private keepTail() {
    const starts = [this.elementStart, this.keyStart].filter((at) => at >= 0);
    const from = starts.length > 0 ? Math.min(...starts) : this.text.length;
    this.text = this.text.slice(from);
    this.at = this.text.length;
    if (this.elementStart >= 0) this.elementStart -= from;
    if (this.keyStart >= 0) this.keyStart -= from;
  }
}
