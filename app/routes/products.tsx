import { X } from "lucide-react";
import { useRef } from "react";
import { Link, useLocation, useSearchParams } from "react-router";
import { PageHeader } from "~/components/page-header";
import { ProductFilters } from "~/components/product-filters";
import { ProductListing } from "~/components/product-listing";
import { paths } from "~/config/paths";
import { useHydratedSearchParams } from "~/hooks/use-hydrated";
import { useListing } from "~/hooks/use-listing";
import { localeFromPath } from "~/config/locale";
import { bundleFromMatches } from "~/i18n/route-bundle";
import { useMessages } from "~/hooks/use-messages";
import {
  defaultQuery,
  parseProductQuery,
  serializeProductQuery,
  type ProductQuery,
} from "~/lib/catalog/catalog-query";
import { editionCatalog } from "~/content/edition-catalog";
import { pageMeta, shopPicture } from "~/lib/site/seo";
import type { Route } from "./+types/products";

/** Runs when the site is built: the first page of gifts, and the categories to filter by. */
export function loader({ request }: Route.LoaderArgs) {
  const catalog = editionCatalog(localeFromPath(new URL(request.url).pathname));
  return {
    categories: catalog.categories.map(({ slug, name }) => ({ slug, name })),
    catalogSize: catalog.products.length,
    firstPage: catalog.listingPage(defaultQuery),
  };
}

/** All Products: filters, sort, search and pages, all kept in the URL so a view can be shared. */
export function meta({ matches }: Route.MetaArgs) {
  const { t, locale } = bundleFromMatches(matches);
  return pageMeta({
    title: t.meta.pageTitle(t.pages.products),
    description: t.productsPage.description,
    path: paths.products,
    locale,
    image: shopPicture(t.home.heroImageAlt),
  });
}

export default function Products({ loaderData }: Route.ComponentProps) {
  const { categories, catalogSize, firstPage } = loaderData;
  const t = useMessages();
  const [, setSearchParams] = useSearchParams();
  const query = parseProductQuery(
    useHydratedSearchParams(),
    categories.map((category) => category.slug),
  );
  const state = useListing(query, defaultQuery, firstPage);

  /**
   * A new filter, sort or search starts again from the first page. Changes made before the address
   * has caught up with the last one (taps replayed as the app starts, a quick shopper on a slow
   * phone) build on it rather than on the address, which would drop it.
   */
  const { search } = useLocation();
  const asked = useRef<{ from: string; query: ProductQuery } | null>(null);
  function update(change: Partial<ProductQuery>, replace = false) {
    const base = asked.current?.from === search ? asked.current.query : query;
    const next = { ...base, page: 1, ...change };
    asked.current = { from: search, query: next };
    setSearchParams(serializeProductQuery(next), { replace, preventScrollReset: true });
  }

  return (
    <>
      <PageHeader title={t.pages.products} text={t.productsPage.intro} />
      <div className="container-page flex flex-col gap-8 py-8 lg:flex-row">
        <ProductFilters
          query={query}
          categories={categories}
          onCategoryChange={(category) => update({ category })}
          onMaxPriceChange={(maxPrice) => update({ maxPrice }, true)}
          onReset={() =>
            update({ category: defaultQuery.category, maxPrice: defaultQuery.maxPrice })
          }
        />
        <div className="min-w-0 flex-1">
          {query.search ? (
            <div className="mb-4 flex flex-wrap items-center gap-2">
              <span>{t.productsPage.resultsFor}</span>
              <strong className="break-all">“{query.search}”</strong>
              <Link
                to={{
                  search: serializeProductQuery({ ...query, search: "", page: 1 }).toString(),
                }}
                className="inline-flex min-h-11 items-center gap-1 rounded-full px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50"
              >
                <X aria-hidden="true" className="size-4" />
                {t.productsPage.clearSearch}
              </Link>
            </div>
          ) : null}
          <ProductListing
            state={state}
            catalogSize={catalogSize}
            sort={query.sort}
            onSortChange={(sort) => update({ sort })}
            searchFor={(page) => serializeProductQuery({ ...query, page }).toString()}
          />
        </div>
      </div>
    </>
  );
}
