import { NumberWords } from "./number-words";
import { Gift, Heart, ShieldCheck, Truck } from "./icons";
import { Link } from "react-router";
import { paths } from "~/config/paths";
import type { LocaleBundle } from "~/i18n/bundles";
import { useMessages, usePaths } from "~/hooks/use-messages";
import type { HomePageData } from "~/lib/catalog/catalog";
import { pageMeta, shopPicture } from "~/lib/site/seo";
import { CategoryCard } from "./category-card";
import { NewsletterForm } from "./newsletter-form";
import type { OccasionBanner } from "~/data/types";
import { HomeHero, type ExpectedOccasion } from "./home-hero";
import { ProductGrid } from "./product-grid";
import { SectionHeading } from "./section-heading";
import { Stars } from "./stars";

export function homeMeta({ t, locale }: LocaleBundle) {
  return pageMeta({
    title: t.home.title,
    description: t.meta.siteDescription,
    path: paths.home,
    locale,
    image: shopPicture(t.home.heroImageAlt),
  });
}

const benefitIcons = [Truck, ShieldCheck, Gift, Heart];

/** Home: the hero, what the shop promises, featured gifts, categories, kind words, newsletter. */
export function HomePage({
  featured,
  categories,
  testimonials,
  occasions = [],
  occasionExpected = null,
}: HomePageData & {
  occasions?: readonly OccasionBanner[];
  occasionExpected?: ExpectedOccasion | null;
}) {
  const paths = usePaths();
  const t = useMessages();
  return (
    // On a phone the gifts come right after the hero and the promises follow them, so a shopper
    // sees a gift and its price on the first screen; wider screens keep the spec's order. Until
    // the gifts are parsed a phone does not draw the promises, which they would push down
    // (app.css).
    <div className="flex flex-col" data-home-sections>
      <HomeHero occasions={occasions} expected={occasionExpected} />

      <section aria-labelledby="benefits" className="container-page py-10" data-home-promises>
        <h2 id="benefits" className="sr-only">
          {t.home.benefitsHeading}
        </h2>
        <ul className="grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-4">
          {t.home.benefits.map((benefit, index) => {
            const Icon = benefitIcons[index] ?? Gift;
            return (
              <li
                key={benefit.title}
                className="rounded-2xl border border-sand bg-white p-4 text-center sm:p-6"
              >
                <span className="mx-auto inline-flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                  <Icon aria-hidden="true" />
                </span>
                <h3 className="mt-3 font-semibold">{benefit.title}</h3>
                <p className="mt-1 text-sm text-muted">
                  <NumberWords text={benefit.text} />
                </p>
              </li>
            );
          })}
        </ul>
      </section>

      <section
        aria-labelledby="featured"
        className="container-page pt-5 pb-7 max-sm:-order-1 sm:py-10"
        data-home-gifts
      >
        <SectionHeading
          id="featured"
          title={t.home.featuredHeading}
          text={t.home.featuredText}
          action={
            <Link
              to={paths.products}
              className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 sm:text-base underline-offset-4 hover:underline"
            >
              {t.home.viewAll}
            </Link>
          }
        />
        <ProductGrid products={featured} eagerCount={2} />
      </section>

      <section aria-labelledby="shop-by-category" className="bg-white py-14">
        <div className="container-page">
          <SectionHeading
            id="shop-by-category"
            title={t.home.categoriesHeading}
            text={t.home.categoriesText}
          />
          <ul className="grid grid-cols-2 gap-4 sm:gap-5 lg:grid-cols-3">
            {categories.map((category) => (
              <li key={category.id}>
                <CategoryCard category={category} />
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="testimonials" className="container-page py-14">
        <SectionHeading id="testimonials" title={t.home.testimonialsHeading} />
        <ul className="grid gap-5 md:grid-cols-3">
          {testimonials.map((testimonial) => (
            <li key={testimonial.id}>
              <figure className="h-full rounded-2xl border border-sand bg-white p-6 shadow-sm">
                <Stars rating={testimonial.rating} />
                <blockquote className="mt-4 leading-relaxed">“{testimonial.review}”</blockquote>
                <figcaption className="mt-4 text-sm">
                  <span className="font-semibold">{testimonial.name}</span>
                  <span className="text-muted"> · {testimonial.location}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </section>

      <NewsletterForm />
    </div>
  );
}
