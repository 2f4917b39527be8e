// schema.org structured data for search engines (breadcrumbs, blog posts, products, FAQ).
// "<" is escaped so that text from the catalogue can never close the script element.
export function JsonLd({ data }: { data: object }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, "\\u003c") }}
    />
  );
}
