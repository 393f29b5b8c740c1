import { Clock, Mail, MapPin, Phone } from "./icons";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { shop } from "~/data/shop";
import { useMessages, usePaths } from "~/hooks/use-messages";
import { telLink } from "~/lib/contact/contact-links";
import { tradingYears } from "~/lib/site/trading-years";
import { Logo } from "./logo";

/** A way to reach the shop: its icon and words in one row, 44 px tall to tap. */
const contactLink = "-my-1.5 flex min-h-11 items-center gap-3 hover:underline";

export function SiteFooter() {
  const paths = usePaths();
  const t = useMessages();
  const quickLinks = [
    { to: paths.about, label: t.footer.aboutUs },
    { to: paths.products, label: t.footer.allProducts },
    { to: paths.categories, label: t.footer.categories },
    { to: paths.contact, label: t.footer.contactUs },
    { to: paths.faq, label: t.footer.faq },
  ];
  const serviceLinks = [
    { to: paths.shipping, label: t.footer.shippingInfo },
    { to: paths.returns, label: t.footer.returns },
    { to: paths.privacy, label: t.footer.privacy },
    { to: paths.terms, label: t.footer.terms },
    { to: paths.support, label: t.footer.support },
  ];

  return (
    <footer className="mt-16 bg-brand-900 text-brand-50">
      {/* On a phone the two columns of links sit side by side: each link is a 44 px row to tap,
          and the footer is no longer for it. */}
      <div className="container-page grid grid-cols-2 gap-x-4 gap-y-10 py-12 lg:grid-cols-4">
        <div className="col-span-2 lg:col-span-1">
          <Logo tone="light" />
          <p className="mt-4 text-sm leading-relaxed text-brand-100">{t.footer.about}</p>
          <h2 className="mt-6 text-sm font-semibold tracking-wide text-gold-300 uppercase">
            {t.footer.followUs}
          </h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {shop.social.map((network) => (
              <li key={network.name}>
                <a
                  href={network.href}
                  rel="noopener noreferrer"
                  className="inline-flex min-h-11 items-center rounded-full border border-brand-200/40 px-4 text-sm hover:bg-brand-800"
                >
                  {network.name}
                </a>
              </li>
            ))}
          </ul>
        </div>
        <LinkColumn title={t.footer.quickLinks} links={quickLinks} />
        <LinkColumn title={t.footer.customerService} links={serviceLinks} />
        <div className="col-span-2 lg:col-span-1">
          <FooterHeading>{t.footer.contactDetails}</FooterHeading>
          <ul className="mt-3 space-y-3 text-sm">
            <li>
              <a href={telLink(shop.phone)} className={contactLink}>
                <Phone aria-hidden="true" className="size-4 shrink-0 text-gold-300" />
                {t.shopText.phone}
              </a>
            </li>
            <li>
              <a href={`mailto:${shop.email}`} className={`${contactLink} break-all`}>
                <Mail aria-hidden="true" className="size-4 shrink-0 text-gold-300" />
                {shop.email}
              </a>
            </li>
            <ContactItem icon={<MapPin className="size-4" />}>{t.shopText.address}</ContactItem>
            <ContactItem icon={<Clock className="size-4" />}>{t.shopText.hours}</ContactItem>
          </ul>
        </div>
      </div>
      <div className="border-t border-brand-800">
        <div className="container-page flex flex-col gap-4 py-6 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p className="text-brand-100">
            {t.footer.copyright(tradingYears(shop.foundedYear, __BUILD_YEAR__))}
          </p>
          <div className="flex flex-wrap items-center gap-2">
            <span className="text-brand-100">{t.footer.weAccept}:</span>
            <ul className="flex flex-wrap gap-2">
              {t.shopText.paymentMethods.map((method) => (
                <li
                  key={method}
                  className="rounded-md bg-white px-2.5 py-1 text-xs font-bold text-brand-900"
                >
                  {method}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </footer>
  );
}

function FooterHeading({ children }: { children: ReactNode }) {
  return <h2 className="font-display text-lg font-semibold text-white">{children}</h2>;
}

function LinkColumn({ title, links }: { title: string; links: { to: string; label: string }[] }) {
  return (
    <nav aria-label={title}>
      <FooterHeading>{title}</FooterHeading>
      <ul className="mt-2 text-sm">
        {links.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              className="flex min-h-11 items-center text-brand-100 hover:text-white hover:underline"
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function ContactItem({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex gap-3">
      <span aria-hidden="true" className="mt-0.5 text-gold-300">
        {icon}
      </span>
      <span>{children}</span>
    </li>
  );
}
