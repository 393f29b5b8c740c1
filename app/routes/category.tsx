import { Phone } from "~/components/icons";
import { Link, useSearchParams } from "react-router";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { NotFound } from "~/components/not-found";
import { PageHeader } from "~/components/page-header";
import { ProductListing } from "~/components/product-listing";
import { buttonPrimary, buttonSecondary } from "~/components/ui";
import { paths } from "~/config/paths";
import { shop } from "~/data/shop";
import type { Category, ProductSummary } from "~/data/types";
import { useHydratedSearchParams } from "~/hooks/use-hydrated";
import { useListing } from "~/hooks/use-listing";
import { localeFromPath } from "~/config/locale";
import { bundleFromMatches } from "~/i18n/route-bundle";
import { useMessages, usePaths } from "~/hooks/use-messages";
import {
  defaultQuery,
  defaultSort,
  parseProductQuery,
  sortChoices,
  serializeProductQuery,
  type ListingPage,
  type ProductQuery,
} from "~/lib/catalog/catalog-query";
import { telLink } from "~/lib/contact/contact-links";
import { editionCatalog } from "~/content/edition-catalog";
import { pageMeta } from "~/lib/site/seo";
import { prerenderedOr } from "~/framework/prerendered-data";
import type { Route } from "./+types/category";
import { responsiveImage } from "~/lib/catalog/images";

interface CategoryPageData {
  category: Category;
  firstPage: ListingPage<ProductSummary>;
}

/** The view a category page is prerendered with: its gifts, featured first, first page. */
function categoryQuery(slug: string): ProductQuery {
  return { ...defaultQuery, category: slug };
}

/** Runs when the site is built: the category and the first page of its gifts. */
export function loader({
  params,
  request,
}: Route.LoaderArgs): CategoryPageData | { category: null } {
  const catalog = editionCatalog(localeFromPath(new URL(request.url).pathname));
  const category = catalog.findCategoryBySlug(params.slug);
  if (!category) return { category: null };
  return { category, firstPage: catalog.listingPage(categoryQuery(category.slug)) };
}

/** A slug that was never prerendered has no data file: the page says "Category not found". */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return prerenderedOr(serverLoader, { category: null });
}

/** One category's gifts, or an honest invitation to call when none are online yet. */
export function meta({ loaderData, matches }: Route.MetaArgs) {
  const { t, locale } = bundleFromMatches(matches);
  const category = loaderData?.category;
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
    image: category.image,
  });
}

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const t = useMessages();
  const paths = usePaths();
  if (!loaderData.category) {
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
  return <CategoryProducts key={loaderData.category.slug} {...loaderData} />;
}

function CategoryProducts({ category, firstPage }: CategoryPageData) {
  const t = useMessages();
  const paths = usePaths();
  const [, setSearchParams] = useSearchParams();
  const prerenderedQuery = categoryQuery(category.slug);
  const asked = parseProductQuery(useHydratedSearchParams(), []);
  // A category page has no search: a stray q in its address offers no 'Best match'.
  const sort = sortChoices("").includes(asked.sort) ? asked.sort : defaultSort("");
  const { page } = asked;
  const query = { ...prerenderedQuery, sort, page };
  const state = useListing(query, prerenderedQuery, firstPage);
  /** The category page keeps only its sort and page in the URL. */
  const searchFor = (change: Partial<ProductQuery>) =>
    serializeProductQuery({ ...defaultQuery, sort, page, ...change }).toString();

  return (
    <>
      <PageHeader title={category.name} text={category.blurb} compact>
        <Breadcrumbs
          crumbs={[
            { label: t.header.home, to: paths.home },
            { label: t.pages.categories, to: paths.categories },
            { label: category.name },
          ]}
        />
      </PageHeader>
      <div className="container-page py-4 sm:py-8">
        {firstPage.total > 0 ? (
          <ProductListing
            state={state}
            reads="sort page"
            sort={sort}
            search=""
            onSortChange={(next) =>
              setSearchParams(searchFor({ sort: next, page: 1 }), { preventScrollReset: true })
            }
            searchFor={(target) => searchFor({ page: target })}
          />
        ) : (
          <section
            aria-labelledby="made-to-order"
            className="mx-auto max-w-2xl rounded-2xl border border-sand bg-white px-6 py-12 text-center"
          >
            <img
              {...responsiveImage(category.image.src, "portrait")}
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
