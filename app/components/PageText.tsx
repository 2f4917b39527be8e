import type { Page } from "@contract";

import { Breadcrumbs } from "./Breadcrumbs";
import { TextBlocks } from "./TextBlocks";

// The title and text of an information page; pages with more (contact, about us) add it below.
export function PageText({ page, url }: { page: Page; url: string }) {
  return (
    <>
      <Breadcrumbs crumbs={[{ name: page.title, path: `/page/${page.slug}` }]} baseUrl={url} />
      <h1 className="mb-6 text-3xl font-semibold">{page.title}</h1>
      <TextBlocks body={page.body} />
    </>
  );
}
