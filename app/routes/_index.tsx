import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { ProductGrid } from "~/components/ProductCard";
import { upstreamFor } from "~/lib/upstream.server";
import { useCurrency } from "~/lib/use-shop";

export const meta: MetaFunction = () => [
  { title: "Little Sprout · Baby and children's clothing and essentials" },
  { name: "description", content: "Soft, safe and cheerful clothing, bath, feeding and play essentials for babies and little ones." },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const { api } = await upstreamFor(request);
  const [banners, newArrivals, bestSellers] = await Promise.all([
    api.content.banners(),
    api.products.list({ collection: "new arrival", pageSize: 8 }),
    api.products.list({ collection: "best sellers", pageSize: 8 }),
  ]);
  return { hero: banners[0] ?? null, newArrivals: newArrivals.data, bestSellers: bestSellers.data };
}

export default function Home() {
  const { hero, newArrivals, bestSellers } = useLoaderData<typeof loader>();
  const currency = useCurrency();
  return (
    <div className="flex flex-col gap-12">
      {hero && (
        <section aria-labelledby="hero-title" className="relative overflow-hidden rounded-xl bg-slate-100">
          <img src={`/media/${hero.image}`} alt="" width={1600} height={600} className="h-64 w-full object-cover md:h-96" />
          <div className="absolute inset-0 flex flex-col items-start justify-center gap-3 bg-white/40 p-8">
            <h1 id="hero-title" className="max-w-lg text-3xl font-bold md:text-5xl">
              {hero.title}
            </h1>
            <p className="max-w-md text-slate-700">{hero.subtitle}</p>
            <Link to={hero.link} className="rounded-md bg-theme px-5 py-2.5 font-medium text-white">
              {hero.cta}
            </Link>
          </div>
        </section>
      )}
      <section aria-labelledby="categories-title">
        <h2 id="categories-title" className="sr-only">
          Shop by category
        </h2>
        <div className="grid gap-4 sm:grid-cols-2">
          <Link to="/products?c1=CL-001" className="rounded-xl bg-rose-50 p-8 text-2xl font-semibold hover:text-theme">
            Clothing
          </Link>
          <Link to="/products?c1=ES-001" className="rounded-xl bg-sky-50 p-8 text-2xl font-semibold hover:text-theme">
            Essentials
          </Link>
        </div>
      </section>
      <ProductSection title="New arrivals" link="/catalog/new-arrival" products={newArrivals} currency={currency} />
      <ProductSection title="Best sellers" link="/catalog/best-sellers" products={bestSellers} currency={currency} />
    </div>
  );
}

function ProductSection({ title, link, ...grid }: { title: string; link: string } & Parameters<typeof ProductGrid>[0]) {
  const id = title.toLowerCase().replace(/\W+/g, "-");
  return (
    <section aria-labelledby={id}>
      <div className="mb-4 flex items-baseline justify-between">
        <h2 id={id} className="text-2xl font-semibold">
          {title}
        </h2>
        <Link to={link} className="text-sm text-theme underline-offset-4 hover:underline">
          See all
        </Link>
      </div>
      <ProductGrid {...grid} />
    </section>
  );
}
