import { Phone } from "lucide-react";
import { Link, useParams, useSearchParams } from "react-router";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { NotFound } from "~/components/not-found";
import { PageHeader } from "~/components/page-header";
import { ProductGrid } from "~/components/product-grid";
import { SortSelect } from "~/components/sort-select";
import { buttonPrimary, buttonSecondary } from "~/components/ui";
import { paths } from "~/config/paths";
import { shop } from "~/config/shop";
import type { Category } from "~/data/types";
import { useHydrated } from "~/hooks/use-hydrated";
import { bundleFromMatches } from "~/i18n/route-bundle";
import { useCatalog, useMessages, usePaths } from "~/i18n/use-messages";
import { defaultQuery, parseProductQuery, sortProducts } from "~/lib/catalog-query";
import { telLink } from "~/lib/contact-links";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/category";

/** One category's gifts, or an honest invitation to call when none are online yet. */
export function meta({ params, matches }: Route.MetaArgs) {
  const { t, locale, catalog } = bundleFromMatches(matches);
  const category = catalog.findCategoryBySlug(params.slug);
  if (!category) {
    return [
      { title: t.meta.pageTitle(t.notFound.categoryTitle) },
      { name: "robots", content: "noindex" },
    ];
  }
  return pageMeta({
    title: t.meta.pageTitle(category.name),
    description: t.categoryPage.description(category.name),
    path: paths.category(category.slug),
    locale,
    image: category.image.src,
  });
}

export default function CategoryPage() {
  const t = useMessages();
  const paths = usePaths();
  const category = useCatalog().findCategoryBySlug(useParams().slug);
  if (!category) {
    return (
      <NotFound title={t.notFound.categoryTitle} text={t.notFound.categoryText}>
        <Link to={paths.categories} className={buttonPrimary}>
          {t.notFound.seeAllCategories}
        </Link>
        <Link to={paths.products} className={buttonSecondary}>
          {t.common.browseProducts}
        </Link>
      </NotFound>
    );
  }
  return <CategoryProducts category={category} />;
}

function CategoryProducts({ category }: { category: Category }) {
  const t = useMessages();
  const paths = usePaths();
  const { productsInCategory } = useCatalog();
  const hydrated = useHydrated();
  const [searchParams, setSearchParams] = useSearchParams();
  const sort = hydrated ? parseProductQuery(searchParams, []).sort : defaultQuery.sort;
  const products = sortProducts(productsInCategory(category), sort);

  return (
    <>
      <PageHeader title={category.name} text={category.blurb}>
        <Breadcrumbs
          crumbs={[
            { label: t.header.home, to: paths.home },
            { label: t.pages.categories, to: paths.categories },
            { label: category.name },
          ]}
        />
      </PageHeader>
      <div className="container-page py-8">
        {products.length > 0 ? (
          <>
            <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
              <h2 className="font-medium text-muted">
                {t.productsPage.showing(products.length, products.length)}
              </h2>
              <SortSelect
                value={sort}
                onChange={(next) =>
                  setSearchParams(next === defaultQuery.sort ? {} : { sort: next }, {
                    preventScrollReset: true,
                  })
                }
              />
            </div>
            <ProductGrid products={products} eagerCount={2} />
          </>
        ) : (
          <section
            aria-labelledby="made-to-order"
            className="mx-auto max-w-2xl rounded-2xl border border-sand bg-white px-6 py-12 text-center"
          >
            <img
              src={category.image.src}
              alt=""
              width={400}
              height={300}
              className="mx-auto w-64"
            />
            <h2 id="made-to-order" className="mt-6 font-display text-2xl font-semibold">
              {t.categoryPage.emptyHeading}
            </h2>
            <p className="mt-3 text-muted">{t.categoryPage.emptyText(category.name)}</p>
            <div className="mt-6 flex flex-wrap justify-center gap-3">
              <a href={telLink(shop.phone)} className={buttonPrimary}>
                <Phone aria-hidden="true" className="size-4" />
                {t.common.callToOrder}
              </a>
              <Link to={paths.contact} className={buttonSecondary}>
                {t.categoryPage.customRequest}
              </Link>
            </div>
          </section>
        )}
      </div>
    </>
  );
}
