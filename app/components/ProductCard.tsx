import { Link } from "@remix-run/react";
import type { Currency, ProductCard as Product } from "@contract";
import { Price } from "./Price";

export function ProductCard({ product, currency }: { product: Product; currency: Currency }) {
  const image = product.images[0];
  return (
    <article className="group flex flex-col gap-2">
      <Link to={`/products/${product.slug}`} className="relative block overflow-hidden rounded-lg bg-slate-100">
        {image && (
          <img
            src={`/media/${image.src}`}
            alt={image.alt}
            width={600}
            height={600}
            loading="lazy"
            decoding="async"
            className="aspect-square w-full object-cover transition group-hover:scale-105"
          />
        )}
        <span className="absolute left-2 top-2 flex flex-col gap-1 text-xs font-semibold uppercase">
          {product.isNew && <span className="rounded bg-slate-900 px-2 py-0.5 text-white">New</span>}
          {product.sale && <span className="rounded bg-theme px-2 py-0.5 text-white">-{product.discountPercent}%</span>}
          {product.stock === 0 && <span className="rounded bg-slate-500 px-2 py-0.5 text-white">Sold out</span>}
        </span>
      </Link>
      <p className="text-xs uppercase tracking-wide text-slate-500">{product.brand}</p>
      <h3 className="text-sm font-medium leading-snug">
        <Link to={`/products/${product.slug}`} className="hover:underline">
          {product.title}
        </Link>
      </h3>
      <Price price={product.price} oldPrice={product.oldPrice} currency={currency} />
    </article>
  );
}

export function ProductGrid({ products, currency }: { products: Product[]; currency: Currency }) {
  return (
    <ul className="grid grid-cols-2 gap-x-4 gap-y-8 md:grid-cols-3 xl:grid-cols-4">
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} currency={currency} />
        </li>
      ))}
    </ul>
  );
}
