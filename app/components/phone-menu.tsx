import {
  CalendarHeart,
  ChevronRight,
  CircleHelp,
  Heart,
  Mail,
  MessageCircle,
  Phone,
  ReceiptText,
  User,
} from "./icons";
import { useId, type ReactNode } from "react";
import { NavLink } from "react-router";
import { shop } from "~/data/shop";
import { useGiftDays } from "~/hooks/use-gift-days";
import { useMenuCategories } from "~/hooks/use-menu-categories";
import { useMessages, usePaths } from "~/hooks/use-messages";
import { useOccasionNow } from "~/hooks/use-occasion-now";
import { telLink, whatsappLink } from "~/lib/contact/contact-links";

/** A row of the menu: a whole line to tap, at least 44 px tall. */
const row = "flex min-h-11 items-center gap-3 rounded-lg px-3 text-ink hover:bg-brand-50";
const icon = "size-5 shrink-0 text-brand-700";

function linkRow({ isActive }: { isActive: boolean }) {
  return `${row} font-medium ${isActive ? "bg-brand-50 font-semibold text-brand-800" : ""}`;
}

/** A group of the menu under its heading, which also names its list for a screen reader. */
function MenuGroup({
  title,
  twoColumns = false,
  children,
}: {
  title: string;
  twoColumns?: boolean;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className="border-t border-sand pt-3">
      <h2 id={id} className="px-3 text-xs font-semibold tracking-wide text-muted uppercase">
        {title}
      </h2>
      <ul aria-labelledby={id} className={`mt-1 ${twoColumns ? "grid grid-cols-2 gap-x-2" : ""}`}>
        {children}
      </ul>
    </div>
  );
}

/**
 * The next gift day the device's clock finds, with the first last moment to order for it, so a
 * shopper planning ahead, or sending to another district, finds its page from anywhere.
 */
function NextGiftDay({ onNavigate }: { onNavigate: () => void }) {
  const t = useMessages().occasions;
  const paths = usePaths();
  const on = useOccasionNow(useGiftDays());
  if (on === null) return null;
  return (
    <MenuGroup title={t.menuHeading}>
      <li>
        <NavLink
          to={paths.occasion(on.occasion.slug)}
          onClick={onNavigate}
          className={({ isActive }) => `${linkRow({ isActive })} py-1.5`}
        >
          <CalendarHeart aria-hidden="true" className={icon} />
          <span className="leading-tight">
            {t.nextDay(on.occasion.name, on.day, on.said)}
            <span className="block text-xs font-normal text-muted">
              {t.orderBy(on.city, on.elsewhere)}
            </span>
          </span>
          <ChevronRight aria-hidden="true" className="ml-auto size-4 shrink-0 text-muted" />
        </NavLink>
      </li>
    </MenuGroup>
  );
}

/**
 * The phone's menu, the panel of the header's menu button: the pages, the next gift day, the
 * categories, the shopper's orders and wishlist, and the ways to ask the shop. Every link of the
 * site's own closes it; a call or a WhatsApp chat leaves the shopper where they were.
 */
export function PhoneMenu({ onNavigate }: { onNavigate: () => void }) {
  const paths = usePaths();
  const t = useMessages();
  const categories = useMenuCategories();
  const pages = [
    { to: paths.home, label: t.header.home },
    { to: paths.products, label: t.header.products },
    { to: paths.categories, label: t.header.categories },
    { to: paths.about, label: t.header.about },
    { to: paths.contact, label: t.header.contact },
  ];
  return (
    <nav aria-label={t.header.mobileNav} className="container-page space-y-3 pt-2 pb-4">
      <ul>
        {pages.map((page) => (
          <li key={page.to}>
            <NavLink
              to={page.to}
              end={page.to === paths.home}
              onClick={onNavigate}
              className={linkRow}
            >
              {page.label}
            </NavLink>
          </li>
        ))}
      </ul>

      <NextGiftDay onNavigate={onNavigate} />

      {categories.length > 0 ? (
        <MenuGroup title={t.header.menuOccasions} twoColumns>
          {categories.map((category) => (
            <li key={category.slug}>
              <NavLink
                to={paths.category(category.slug)}
                onClick={onNavigate}
                className={({ isActive }) =>
                  `flex min-h-11 items-center justify-between gap-1 rounded-lg px-3 text-sm leading-tight hover:bg-brand-50 ${isActive ? "bg-brand-50 font-semibold text-brand-800" : "text-ink"}`
                }
              >
                <span>
                  {category.name}
                  {category.productCount === 0 ? (
                    <span className="block text-xs font-normal text-muted">
                      {t.categories.byPhoneShort}
                    </span>
                  ) : null}
                </span>
                <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-muted" />
              </NavLink>
            </li>
          ))}
        </MenuGroup>
      ) : null}

      <MenuGroup title={t.header.menuYours}>
        <li>
          <NavLink to={paths.orders} onClick={onNavigate} className={linkRow}>
            <ReceiptText aria-hidden="true" className={icon} />
            {t.pages.orders}
          </NavLink>
        </li>
        <li>
          <NavLink to={paths.wishlist} onClick={onNavigate} className={linkRow}>
            <Heart aria-hidden="true" className={icon} />
            {t.header.wishlist}
          </NavLink>
        </li>
        <li>
          <NavLink to={paths.account} onClick={onNavigate} className={linkRow}>
            <User aria-hidden="true" className={icon} />
            {t.header.account}
          </NavLink>
        </li>
      </MenuGroup>

      <MenuGroup title={t.header.menuAskUs}>
        <li>
          <a href={telLink(shop.phone)} className={row}>
            <Phone aria-hidden="true" className={icon} />
            <span className="font-semibold">{t.header.menuCall}</span>{" "}
            <span className="ml-auto text-sm whitespace-nowrap text-muted">{t.shopText.phone}</span>
          </a>
        </li>
        <li>
          <a
            href={whatsappLink(shop.whatsapp, t.help.reachUs.whatsappGreeting)}
            target="_blank"
            rel="noopener noreferrer"
            className={row}
          >
            <MessageCircle aria-hidden="true" className={icon} />
            <span className="font-semibold">{t.header.menuWhatsapp}</span>{" "}
            <span className="ml-auto text-sm whitespace-nowrap text-muted">{t.shopText.phone}</span>
            <span className="sr-only"> {t.help.reachUs.newTab}</span>
          </a>
        </li>
        <li>
          <NavLink to={paths.faq} onClick={onNavigate} className={linkRow}>
            <CircleHelp aria-hidden="true" className={icon} />
            {t.footer.faq}
          </NavLink>
        </li>
        <li>
          <a href={`mailto:${shop.email}`} className={`${row} text-sm`}>
            <Mail aria-hidden="true" className={icon} />
            {shop.email}
          </a>
        </li>
      </MenuGroup>
    </nav>
  );
}
