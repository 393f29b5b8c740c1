import { Link } from "react-router";
import { CategoryCard } from "~/components/category-card";
import { PageHeader } from "~/components/page-header";
import { buttonGold } from "~/components/ui";
import { paths } from "~/config/paths";
import { localeFromPath } from "~/config/locale";
import { bundleFromMatches } from "~/i18n/route-bundle";
import { useMessages, usePaths } from "~/hooks/use-messages";
import { editionCatalog } from "~/content/edition-catalog";
import { pageMeta, shopPicture } from "~/lib/site/seo";
import type { Route } from "./+types/categories";

/** Runs when the site is built: the page carries only the categories it shows. */
export function loader({ request }: Route.LoaderArgs) {
  const catalog = editionCatalog(localeFromPath(new URL(request.url).pathname));
  return { categories: catalog.categoryCards() };
}

/** Categories: every occasion the shop serves, and a way to ask for what is not listed. */
export function meta({ matches }: Route.MetaArgs) {
  const { t, locale } = bundleFromMatches(matches);
  return pageMeta({
    title: t.meta.pageTitle(t.pages.categories),
    description: t.categories.intro,
    path: paths.categories,
    locale,
    image: shopPicture(t.home.heroImageAlt),
  });
}

export default function Categories({ loaderData }: Route.ComponentProps) {
  const { categories } = loaderData;
  const paths = usePaths();
  const t = useMessages();
  return (
    <>
      <PageHeader title={t.pages.categories} text={t.categories.intro} />
      <div className="container-page py-10">
        <ul className="grid grid-cols-2 gap-4 sm:gap-5 lg:grid-cols-3">
          {categories.map((category) => (
            <li key={category.id}>
              <CategoryCard category={category} headingLevel={2} />
            </li>
          ))}
        </ul>
        <section
          aria-labelledby="cant-find"
          className="mt-14 rounded-3xl bg-gradient-to-br from-brand-800 to-brand-900 px-6 py-10 text-center text-white sm:px-12"
        >
          <h2 id="cant-find" className="font-display text-2xl font-bold sm:text-3xl">
            {t.categories.cantFindHeading}
          </h2>
          <p className="mx-auto mt-3 max-w-2xl text-brand-100">{t.categories.cantFindText}</p>
          <Link to={paths.contact} className={`${buttonGold} mt-6`}>
            {t.categories.contactUs}
          </Link>
        </section>
      </div>
    </>
  );
}
