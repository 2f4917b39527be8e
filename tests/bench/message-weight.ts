// What a page's messages add to its document, gzipped (docs/decisions/011-locales.md, issue 25's
// budget): `npx tsx tests/bench/message-weight.ts http://localhost:3000 [/path …]` against a
// running built shop, each page in en, ar and fr (tests/support/message-weight.ts says how it is
// weighed). MESSAGE_WEIGHT_COOKIE: a Cookie header to send (a signed-in member's, for the cart,
// checkout and account pages). The last column adds the library's part (LIBRARY_BYTES): what the
// page carries of issue 25's 6 KB. Sizes, not times: they do not depend on the machine's load.
import { LIBRARY_BYTES, messageWeight } from "../support/message-weight";

const shop = process.argv[2] ?? "http://localhost:3000";
const PAGES = process.argv.slice(3).length
  ? process.argv.slice(3)
  : ["/", "/products?c1=CL-001", "/products/padded-bomber-jacket-1", "/cart", "/search?q=dress"];
const LOCALES = ["en", "ar", "fr"];
const cookie = process.env.MESSAGE_WEIGHT_COOKIE;

async function weigh(path: string) {
  const response = await fetch(new URL(path, shop), {
    headers: { "Accept-Encoding": "identity", ...(cookie && { Cookie: cookie }) },
    redirect: "manual",
  });
  const html = await response.text();
  try {
    return { status: response.status, ...messageWeight(html) };
  } catch (error) {
    throw new Error(`${path} (${response.status}): ${(error as Error).message}`);
  }
}

const rows: string[] = [
  "| page | locale | status | document gzip | messages in the page | messages apart | with the library |",
];
rows.push("| --- | --- | --- | --- | --- | --- | --- |");
for (const page of PAGES) {
  for (const locale of LOCALES) {
    const path = locale === "en" ? page : `/${locale}${page === "/" ? "" : page}`;
    const { status, document, inPage, apart } = await weigh(path);
    rows.push(
      `| ${page} | ${locale} | ${status} | ${document} B | ${inPage} B | ${apart} B | ${inPage + LIBRARY_BYTES} B |`,
    );
  }
}
console.log(rows.join("\n"));
