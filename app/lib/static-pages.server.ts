import { absoluteUrl } from "~/lib/seo.server";
import { firstParagraph } from "~/lib/text-blocks";
import { orNotFound, type Upstream } from "~/lib/upstream.server";

// An information page from the API with its search-engine details; the 404 page when unknown.
export async function readStaticPage(request: Request, api: Upstream, slug: string) {
  const page = await orNotFound(api.content.page(slug));
  return {
    page,
    seo: {
      title: page.title,
      description: firstParagraph(page.body),
      url: absoluteUrl(`/page/${page.slug}`),
    },
  };
}
