import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, useLoaderData } from "@remix-run/react";

import { ErrorPage } from "~/components/ErrorPage";
import { PageText } from "~/components/PageText";
import { Team } from "~/components/Team";
import { Testimonials } from "~/components/Testimonials";
import { routeMessages } from "~/lib/i18n/catalogue.server";
import { catalogueHeaders, readStaticPage } from "~/lib/routes.server";
import { seoMeta } from "~/lib/seo";

// The about-us page: its text like every information page, then the team and what parents say.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = context;
  const [{ page, seo }, team, testimonials] = await Promise.all([
    readStaticPage(request, api, "about-us"),
    api.content.team(),
    api.content.testimonials(),
  ]);
  return data(
    { page, seo, team, testimonials, messages: routeMessages(request, ["content"]) },
    { headers: catalogueHeaders(request) },
  );
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data }) => seoMeta(data?.seo);

export default function AboutUs() {
  const { page, seo, team, testimonials } = useLoaderData<typeof loader>();
  return (
    <div className="flex flex-col gap-14">
      <div>
        <PageText page={page} url={seo.url} />
      </div>
      {team.length > 0 && <Team team={team} />}
      {testimonials.length > 0 && <Testimonials testimonials={testimonials} />}
    </div>
  );
}

export const ErrorBoundary = ErrorPage;
