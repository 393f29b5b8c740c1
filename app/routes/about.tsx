import { NumberWords } from "~/components/number-words";
import { BadgeCheck, Check, Heart, Smile } from "~/components/icons";
import { Link } from "react-router";
import { SectionHeading } from "~/components/section-heading";
import { PageHeader } from "~/components/page-header";
import { buttonGold } from "~/components/ui";
import { paths } from "~/config/paths";
import { localeFromPath } from "~/config/locale";
import { bundleFromMatches } from "~/i18n/route-bundle";
import { useMessages, usePaths } from "~/hooks/use-messages";
import { editionCatalog } from "~/content/edition-catalog";
import { readShopStoryFile } from "~/content/shop-settings.server";
import { pageMeta, shopPicture } from "~/lib/site/seo";
import type { Route } from "./+types/about";
import { responsiveImage } from "~/lib/catalog/images";

/** Runs when the site is built: the page carries only the team and the story it shows. */
export function loader({ request }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const story = readShopStoryFile().map((paragraph) => paragraph[locale]);
  return { team: editionCatalog(locale).team, story };
}

/** About: the shop's story, what it stands for, why shoppers choose it, and who runs it. */
export function meta({ matches }: Route.MetaArgs) {
  const { t, locale } = bundleFromMatches(matches);
  return pageMeta({
    title: t.meta.pageTitle(t.pages.about),
    description: t.help.about.description,
    path: paths.about,
    locale,
    image: shopPicture(t.home.heroImageAlt),
  });
}

const valueIcons = [Heart, BadgeCheck, Smile];

export default function About({ loaderData }: Route.ComponentProps) {
  const { team } = loaderData;
  const paths = usePaths();
  const t = useMessages();
  const text = t.help.about;
  // The owner's story, and after it the customers the settings claim; none without a story.
  const story =
    loaderData.story.length > 0 && text.customersLine
      ? [...loaderData.story, text.customersLine]
      : loaderData.story;
  return (
    <>
      <PageHeader title={t.pages.about} text={text.intro} />

      {/* A shop that has written no story (content/shop.yaml) shows only its facts. */}
      <section
        aria-labelledby={story.length > 0 ? "story" : undefined}
        className="container-page py-12 sm:py-16"
      >
        <div className="grid items-center gap-10 lg:grid-cols-2">
          {story.length > 0 ? (
            <div>
              <h2 id="story" className="font-display text-2xl font-bold sm:text-3xl">
                {text.storyHeading}
              </h2>
              {story.map((paragraph) => (
                <p key={paragraph} className="mt-4 text-lg leading-relaxed">
                  {paragraph}
                </p>
              ))}
            </div>
          ) : null}
          <dl className="grid gap-3 sm:gap-4">
            {text.stats.map((stat) => (
              <div
                key={stat.label}
                className="flex flex-wrap items-baseline gap-x-4 gap-y-1 rounded-2xl border border-sand bg-gradient-to-br from-white to-gold-100 px-6 py-5"
              >
                <dt className="order-2 text-muted">{stat.label}</dt>
                <dd className="order-1 font-display text-3xl font-bold text-brand-800 sm:text-4xl">
                  {stat.value}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section aria-labelledby="values" className="bg-white py-12 sm:py-16">
        <div className="container-page">
          <SectionHeading id="values" title={text.valuesHeading} text={text.valuesText} />
          <ul className="grid gap-5 md:grid-cols-3">
            {text.values.map((value, index) => {
              const Icon = valueIcons[index] ?? Heart;
              return (
                <li key={value.title} className="rounded-2xl border border-sand bg-cream p-6">
                  <span
                    aria-hidden="true"
                    className="inline-flex size-12 items-center justify-center rounded-full bg-brand-700 text-white"
                  >
                    <Icon />
                  </span>
                  <h3 className="mt-4 font-display text-xl font-bold">{value.title}</h3>
                  <p className="mt-2 leading-relaxed text-muted">
                    <NumberWords text={value.text} />
                  </p>
                </li>
              );
            })}
          </ul>
        </div>
      </section>

      <section aria-labelledby="why" className="container-page py-12 sm:py-16">
        <SectionHeading id="why" title={text.whyHeading} />
        <ul className="grid gap-x-8 gap-y-6 sm:grid-cols-2 lg:grid-cols-3">
          {text.why.map((reason) => (
            <li key={reason.title} className="flex gap-3">
              <span
                aria-hidden="true"
                className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-gold-100 text-gold-700"
              >
                <Check className="size-5" />
              </span>
              <div>
                <h3 className="font-semibold">{reason.title}</h3>
                <p className="mt-1 text-muted">
                  <NumberWords text={reason.text} />
                </p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      {team.length === 0 ? null : (
        <section aria-labelledby="team" className="bg-white py-12 sm:py-16">
          <div className="container-page">
            <SectionHeading id="team" title={text.teamHeading} text={text.teamText} />
            <ul className="grid gap-6 md:grid-cols-2 lg:mx-auto lg:max-w-5xl">
              {team.map((member) => (
                <li
                  key={member.id}
                  className="flex flex-col items-center gap-5 rounded-2xl border border-sand bg-cream p-6 text-center shadow-sm min-[480px]:flex-row min-[480px]:items-start min-[480px]:text-left"
                >
                  <img
                    {...responsiveImage(member.image.src, "portrait")}
                    alt={member.image.alt}
                    width={400}
                    height={400}
                    loading="lazy"
                    decoding="async"
                    className="size-36 shrink-0 rounded-full border-4 border-white shadow-md"
                  />
                  <div>
                    <h3 className="font-display text-xl font-bold">{member.name}</h3>
                    <p className="font-semibold text-brand-700">{member.role}</p>
                    <p className="mt-3 leading-relaxed text-muted">{member.description}</p>
                  </div>
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}

      <section aria-labelledby="start" className="container-page pt-12 sm:pt-16">
        <div className="rounded-3xl bg-gradient-to-br from-brand-800 to-brand-900 px-6 py-10 text-center text-white sm:px-12">
          <h2 id="start" className="font-display text-2xl font-bold sm:text-3xl">
            {text.ctaHeading}
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-brand-100">{text.ctaText}</p>
          <Link to={paths.products} className={`${buttonGold} mt-6`}>
            {text.startShopping}
          </Link>
        </div>
      </section>
    </>
  );
}
