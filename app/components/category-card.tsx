import { Link } from "react-router";
import { useMessages, usePaths } from "~/hooks/use-messages";
import type { CategoryCardData } from "~/lib/catalog/catalog";
import { responsiveImage } from "~/lib/catalog/images";

export function CategoryCard({
  category,
  headingLevel = 3,
}: {
  category: CategoryCardData;
  headingLevel?: 2 | 3;
}) {
  const paths = usePaths();
  const t = useMessages();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="group relative overflow-hidden rounded-2xl border border-sand bg-white shadow-sm transition-shadow hover:shadow-md">
      <img
        {...responsiveImage(category.image.src, "category")}
        alt=""
        width={400}
        height={300}
        loading="lazy"
        decoding="async"
        className="aspect-[4/3] w-full bg-cream object-cover"
      />
      <div className="p-4">
        <Heading className="font-display text-lg font-semibold">
          <Link
            to={paths.category(category.slug)}
            className="after:absolute after:inset-0 after:content-[''] group-hover:text-brand-800"
          >
            {category.name}
          </Link>
        </Heading>
        <p className="mt-1 text-sm text-muted">
          {category.productCount > 0
            ? t.categories.productCount(category.productCount)
            : t.categories.byPhone}
        </p>
      </div>
    </article>
  );
}
