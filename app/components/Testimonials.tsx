import type { Testimonial } from "@contract";

import { useT } from "~/lib/i18n/use-t";

import { Rating } from "./Rating";

// What parents say about the shop: a quote, who said it and the stars they gave.
export function Testimonials({ testimonials }: { testimonials: Testimonial[] }) {
  const t = useT();
  return (
    <section aria-labelledby="testimonials-title">
      <h2 id="testimonials-title" className="mb-6 text-2xl font-semibold">
        {t("home.testimonials")}
      </h2>
      <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-4">
        {testimonials.map((testimonial) => (
          <li key={testimonial.id}>
            <figure className="flex h-full flex-col gap-3 rounded-xl border border-slate-200 bg-surface p-6">
              <Rating value={testimonial.rating} />
              <blockquote className="flex-1 text-slate-700">
                <p>“{testimonial.quote}”</p>
              </blockquote>
              <figcaption className="text-sm">
                <span className="font-semibold">{testimonial.name}</span>
                <span className="block text-slate-500">{testimonial.detail}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
