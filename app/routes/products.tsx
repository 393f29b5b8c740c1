import { SearchX, X } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { PageHeader } from "~/components/page-header";
import { ProductFilters } from "~/components/product-filters";
import { ProductGrid } from "~/components/product-grid";
import { SortSelect } from "~/components/sort-select";
import { paths } from "~/config/paths";
import { useHydrated } from "~/hooks/use-hydrated";
import { bundleFromMatches } from "~/i18n/route-bundle";
import { useCatalog, useMessages } from "~/i18n/use-messages";
import {
  applyProductQuery,
  defaultQuery,
  parseProductQuery,
  serializeProductQuery,
  type ProductQuery,
} from "~/lib/catalog-query";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/products";

/** All Products: filters, sort and search, all kept in the URL so a view can be shared. */
export function meta({ matches }: Route.MetaArgs) {
  const { t, locale } = bundleFromMatches(matches);
  return pageMeta({
    title: t.meta.pageTitle(t.pages.products),
    description: t.productsPage.description,
    path: paths.products,
    locale,
  });
}

export default function Products() {
  const catalog = useCatalog();
  const t = useMessages();
  const hydrated = useHydrated();
  const [searchParams, setSearchParams] = useSearchParams();
  const query = hydrated ? parseProductQuery(searchParams, catalog.categories) : defaultQuery;
  const shown = applyProductQuery(catalog.products, query, catalog.categories);

  function update(change: Partial<ProductQuery>, replace = false) {
    setSearchParams(serializeProductQuery({ ...query, ...change }), {
      replace,
      preventScrollReset: true,
    });
  }

  return (
    <>
      <PageHeader title={t.pages.products} text={t.productsPage.intro} />
      <div className="container-page flex flex-col gap-8 py-8 lg:flex-row">
        <ProductFilters
          query={query}
          categories={catalog.categories}
          onCategoryChange={(category) => update({ category })}
          onMaxPriceChange={(maxPrice) => update({ maxPrice }, true)}
          onReset={() =>
            update({ category: defaultQuery.category, maxPrice: defaultQuery.maxPrice })
          }
        />
        <section aria-labelledby="results" className="min-w-0 flex-1">
          {query.search ? (
            <div className="mb-4 flex flex-wrap items-center gap-2">
              <span>{t.productsPage.resultsFor}</span>
              <strong className="break-all">“{query.search}”</strong>
              <Link
                to={{ search: serializeProductQuery({ ...query, search: "" }).toString() }}
                className="inline-flex min-h-11 items-center gap-1 rounded-full px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50"
              >
                <X aria-hidden="true" className="size-4" />
                {t.productsPage.clearSearch}
              </Link>
            </div>
          ) : null}
          <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
            <h2 id="results" aria-live="polite" className="font-medium text-muted">
              {t.productsPage.showing(shown.length, catalog.products.length)}
            </h2>
            <SortSelect value={query.sort} onChange={(sort) => update({ sort })} />
          </div>
          {shown.length > 0 ? (
            <ProductGrid products={shown} eagerCount={2} />
          ) : (
            <div className="rounded-2xl border border-dashed border-brand-200 bg-white px-6 py-16 text-center">
              <SearchX aria-hidden="true" className="mx-auto size-12 text-brand-600" />
              <p className="mt-4 font-display text-2xl font-semibold">{t.productsPage.noResults}</p>
              <p className="mt-2 text-muted">{t.productsPage.noResultsText}</p>
            </div>
          )}
        </section>
      </div>
    </>
  );
}
