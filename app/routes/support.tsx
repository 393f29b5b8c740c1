import { ChevronRight, Mail, MessageCircle, Phone } from "~/components/icons";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { PageHeader } from "~/components/page-header";
import { paths } from "~/config/paths";
import { shop } from "~/data/shop";
import { bundleFromMatches } from "~/i18n/route-bundle";
import { useMessages, usePaths } from "~/hooks/use-messages";
import { telLink, whatsappLink } from "~/lib/contact/contact-links";
import { pageMeta, shopPicture } from "~/lib/site/seo";
import type { Route } from "./+types/support";

/** Support Center: the three ways to reach a person, and the pages that answer most questions. */
export function meta({ matches }: Route.MetaArgs) {
  const { t, locale } = bundleFromMatches(matches);
  return pageMeta({
    title: t.meta.pageTitle(t.pages.support),
    description: t.help.support.description,
    path: paths.support,
    locale,
    image: shopPicture(t.home.heroImageAlt),
  });
}

export default function Support() {
  const paths = usePaths();
  const t = useMessages();
  const text = t.help.support;
  const quickLinks = [
    { to: paths.faq, label: text.links.faq },
    { to: paths.shipping, label: text.links.shipping },
    { to: paths.returns, label: text.links.returns },
    { to: paths.contact, label: text.links.contact },
  ];
  return (
    <>
      <PageHeader title={t.pages.support} text={text.intro} />
      <div className="container-page py-10 sm:py-14">
        <section aria-labelledby="ways">
          <h2 id="ways" className="font-display text-2xl font-bold sm:text-3xl">
            {text.waysHeading}
          </h2>
          <ul className="mt-6 grid gap-4 md:grid-cols-3">
            <Way icon={<Phone />} title={text.ways.call.title} text={text.ways.call.text}>
              <a href={telLink(shop.phone)} className={wayLink}>
                {t.shopText.phone}
              </a>
            </Way>
            <Way
              icon={<MessageCircle />}
              title={text.ways.whatsapp.title}
              text={text.ways.whatsapp.text}
            >
              <a
                href={whatsappLink(shop.whatsapp, t.help.reachUs.whatsappGreeting)}
                target="_blank"
                rel="noopener noreferrer"
                className={wayLink}
              >
                {t.shopText.phone}
                <span className="sr-only"> {t.help.reachUs.newTab}</span>
              </a>
            </Way>
            <Way icon={<Mail />} title={text.ways.email.title} text={text.ways.email.text}>
              <a href={`mailto:${shop.email}`} className={`${wayLink} break-all`}>
                {shop.email}
              </a>
            </Way>
          </ul>
        </section>

        <nav aria-labelledby="quick-answers" className="mt-12 max-w-3xl">
          <h2 id="quick-answers" className="font-display text-2xl font-bold sm:text-3xl">
            {text.linksHeading}
          </h2>
          <ul className="mt-6 divide-y divide-sand overflow-hidden rounded-2xl border border-sand bg-white shadow-sm">
            {quickLinks.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className="flex min-h-14 items-center justify-between gap-4 px-5 py-3 font-semibold hover:bg-brand-50 hover:text-brand-800"
                >
                  {link.label}
                  <ChevronRight aria-hidden="true" className="size-5 text-brand-700" />
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </>
  );
}

const wayLink =
  "mt-4 inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900";

function Way({
  icon,
  title,
  text,
  children,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <li className="flex flex-col rounded-2xl border border-sand bg-white p-6 shadow-sm">
      <span
        aria-hidden="true"
        className="inline-flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700"
      >
        {icon}
      </span>
      <h3 className="mt-4 text-lg font-semibold">{title}</h3>
      <p className="mt-1 text-muted">{text}</p>
      {children}
    </li>
  );
}
