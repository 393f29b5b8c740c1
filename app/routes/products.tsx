import { useRef, useState } from "react";
import { useLocation, useSearchParams, type Location } from "react-router";
import { FilterChips, type AppliedFilter } from "~/components/filter-chips";
import { PageHeader } from "~/components/page-header";
import { ProductFilters } from "~/components/product-filters";
import { ProductListing } from "~/components/product-listing";
import { paths } from "~/config/paths";
import { useHydratedSearchParams } from "~/hooks/use-hydrated";
import { useListing } from "~/hooks/use-listing";
import { localeFromPath } from "~/config/locale";
import { bundleFromMatches } from "~/i18n/route-bundle";
import { useFormat, useMessages } from "~/hooks/use-messages";
import {
  defaultQuery,
  hasPriceLimit,
  parseProductQuery,
  serializeProductQuery,
  type ProductQuery,
} from "~/lib/catalog/catalog-query";
import { editionCatalog } from "~/content/edition-catalog";
import { pageMeta, shopPicture } from "~/lib/site/seo";
import type { Route } from "./+types/products";

/** A change asked for on a history entry, before the router has moved to its address. */
interface Asked {
  from: Location;
  query: ProductQuery;
}

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
  const format = useFormat();
  const [, setSearchParams] = useSearchParams();
  const query = parseProductQuery(
    useHydratedSearchParams(),
    categories.map((category) => category.slug),
  );
  const state = useListing(query, defaultQuery, firstPage);

  /**
   * A new filter, sort or search starts again from the first page. Changes made before the address
   * has caught up with the last one (taps replayed as the app starts, a quick shopper on a slow
   * phone) build on it rather than on the address, which would drop it; the filters show it from
   * the tap, as React puts a radio back to what it was given at the end of the tap, before the
   * router has moved. What was asked belongs to the history entry it was asked on, by its location
   * object: Back returns to an address asked from, in an entry of its own, where the address alone
   * holds, and the next change builds on what the shopper sees.
   */
  const location = useLocation();
  const asked = useRef<Asked | null>(null);
  const [shownAsked, setShownAsked] = useState<Asked | null>(null);
  function update(change: Partial<ProductQuery>, replace = false) {
    const base = asked.current?.from === location ? asked.current.query : query;
    const next = { ...base, page: 1, ...change };
    asked.current = { from: location, query: next };
    setShownAsked(asked.current);
    setSearchParams(serializeProductQuery(next), { replace, preventScrollReset: true });
  }
  const filtered = shownAsked?.from === location ? shownAsked.query : query;

  /** The same list without one of its filters: a new list, so from its first page. */
  const without = (change: Partial<ProductQuery>) =>
    serializeProductQuery({ ...query, page: 1, ...change }).toString();
  const category = categories.find((option) => option.slug === query.category);
  const applied: AppliedFilter[] = [];
  if (category) {
    applied.push({ label: category.name, without: without({ category: defaultQuery.category }) });
  }
  if (hasPriceLimit(query.maxPrice)) {
    applied.push({
      label: t.productsPage.priceUpTo(format.taka(query.maxPrice)),
      without: without({ maxPrice: defaultQuery.maxPrice }),
    });
  }
  if (query.search) {
    applied.push({
      label: t.productsPage.searchTerm(query.search),
      without: without({ search: defaultQuery.search }),
      isSearch: true,
    });
  }

  return (
    <>
      {/* "Every gift we have" is untrue of one category's gifts: its name says what they are. */}
      <PageHeader
        title={category?.name ?? t.pages.products}
        text={category ? undefined : t.productsPage.intro}
        compact
      />
      <div className="container-page py-4 sm:py-8">
        <ProductListing
          state={state}
          catalogSize={catalogSize}
          reads="q category max sort page"
          sort={query.sort}
          search={query.search}
          onSortChange={(sort) => update({ sort })}
          searchFor={(page) => serializeProductQuery({ ...query, page }).toString()}
          filters={
            <ProductFilters
              query={filtered}
              categories={categories}
              onCategoryChange={(slug) => update({ category: slug })}
              onMaxPriceChange={(maxPrice) => update({ maxPrice }, true)}
              onReset={() =>
                update({ category: defaultQuery.category, maxPrice: defaultQuery.maxPrice })
              }
            />
          }
          applied={<FilterChips filters={applied} />}
        />
      </div>
    </>
  );
}
