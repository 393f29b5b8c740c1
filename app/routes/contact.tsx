import { Clock, Mail, MapPin, MessageCircle, Phone } from "~/components/icons";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { ContactForm } from "~/components/contact-form";
import { FaqList } from "~/components/faq-list";
import { PageHeader } from "~/components/page-header";
import { paths } from "~/config/paths";
import { shop } from "~/data/shop";
import { bundleFromMatches } from "~/i18n/route-bundle";
import { useMessages, usePaths } from "~/hooks/use-messages";
import { telLink, whatsappLink } from "~/lib/contact/contact-links";
import { pageMeta, shopPicture } from "~/lib/site/seo";
import type { Route } from "./+types/contact";

/** Contact: every way to reach the shop, the message form, where we are, and quick answers. */
export function meta({ matches }: Route.MetaArgs) {
  const { t, locale } = bundleFromMatches(matches);
  return pageMeta({
    title: t.meta.pageTitle(t.pages.contact),
    description: t.help.contact.description,
    path: paths.contact,
    locale,
    image: shopPicture(t.home.heroImageAlt),
  });
}

/** 27 px tall to tap, over WCAG 2.2's 24, without spreading the details apart. */
const linkClass =
  "inline-block py-1 font-semibold text-brand-700 underline-offset-4 hover:underline";

export default function Contact() {
  const paths = usePaths();
  const t = useMessages();
  const text = t.help.contact;
  return (
    <>
      <PageHeader title={t.pages.contact} text={text.intro} />
      <div className="container-page grid gap-8 py-10 sm:py-14 lg:grid-cols-3">
        <section
          aria-labelledby="get-in-touch"
          className="rounded-2xl border border-sand bg-white p-6 shadow-sm"
        >
          <h2 id="get-in-touch" className="font-display text-2xl font-bold">
            {text.infoHeading}
          </h2>
          <ul className="mt-6 space-y-5">
            <InfoItem icon={<Phone />} label={text.phone}>
              <a href={telLink(shop.phone)} className={linkClass}>
                {t.shopText.phone}
              </a>
            </InfoItem>
            <InfoItem icon={<MessageCircle />} label={text.whatsapp}>
              <a
                href={whatsappLink(shop.whatsapp, t.help.reachUs.whatsappGreeting)}
                target="_blank"
                rel="noopener noreferrer"
                className={linkClass}
              >
                {text.whatsappAction}
                <span className="sr-only"> {t.help.reachUs.newTab}</span>
              </a>
            </InfoItem>
            <InfoItem icon={<Mail />} label={text.email}>
              <a href={`mailto:${shop.email}`} className={`${linkClass} break-all`}>
                {shop.email}
              </a>
            </InfoItem>
            <InfoItem icon={<MapPin />} label={text.address}>
              <address className="not-italic">{t.shopText.address}</address>
            </InfoItem>
            <InfoItem icon={<Clock />} label={text.hours}>
              <p className="font-semibold text-leaf">{t.shopText.hours}</p>
              <p className="text-sm text-muted">{text.hoursNote}</p>
            </InfoItem>
          </ul>
        </section>

        <section
          aria-labelledby="send-message"
          className="rounded-2xl border border-sand bg-white p-6 shadow-sm sm:p-8 lg:col-span-2 lg:row-span-2"
        >
          <h2 id="send-message" className="font-display text-2xl font-bold">
            {text.formHeading}
          </h2>
          <p className="mt-2 mb-6 text-muted">{text.formText}</p>
          <ContactForm />
        </section>

        <section
          aria-labelledby="find-us"
          className="flex min-h-56 flex-col items-center justify-center rounded-2xl border-2 border-dashed border-gold-300 bg-gradient-to-br from-gold-100 to-brand-50 p-6 text-center"
        >
          <h2 id="find-us" className="sr-only">
            {text.mapHeading}
          </h2>
          <span className="inline-flex size-14 items-center justify-center rounded-full bg-white text-brand-700 shadow-sm">
            <MapPin aria-hidden="true" className="size-7" />
          </span>
          <p className="mt-4 font-display text-lg font-bold text-brand-900">{text.mapComingSoon}</p>
          <p className="mt-1 text-sm text-muted">{t.shopText.address}</p>
        </section>
      </div>

      <section aria-labelledby="contact-faq" className="container-page pb-4">
        <div className="mx-auto max-w-3xl">
          <h2 id="contact-faq" className="text-center font-display text-2xl font-bold sm:text-3xl">
            {text.faqHeading}
          </h2>
          <div className="mt-6">
            <FaqList items={t.help.faq.items} />
          </div>
          <p className="mt-6 text-center">
            <Link to={paths.faq} className={linkClass}>
              {text.faqMore}
            </Link>
          </p>
        </div>
      </section>
    </>
  );
}

function InfoItem({
  icon,
  label,
  children,
}: {
  icon: ReactNode;
  label: string;
  children: ReactNode;
}) {
  return (
    <li className="flex gap-4">
      <span
        aria-hidden="true"
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700"
      >
        {icon}
      </span>
      <div className="min-w-0">
        {/* Not upper-cased: a brand among the labels is spelt its own way ("WhatsApp"). */}
        <h3 className="text-sm font-semibold tracking-wide text-muted">{label}</h3>
        <div className="mt-0.5">{children}</div>
      </div>
    </li>
  );
}
