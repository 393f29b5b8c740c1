import { Heart, Menu, Search, ShoppingBag, User, X } from "./icons";
import { useEffect, useId, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { Form, Link, NavLink } from "react-router";
import { useCartCount } from "~/hooks/use-cart";
import { useWishlistCount } from "~/hooks/use-wishlist";
import { useMessages, usePaths } from "~/hooks/use-messages";
import { CountLink } from "./count-link";
import { HeaderTopBar } from "./header-top-bar";
import { Logo } from "./logo";
import { PhoneMenu } from "./phone-menu";
import { iconButton } from "./ui";

/*
 * The counts are read from the device once the page has started, which re-renders what reads them
 * at once, in one task. Kept in their own components, that is two links, not the whole header.
 */
function WishlistLink() {
  const paths = usePaths();
  const t = useMessages();
  return (
    <CountLink
      to={paths.wishlist}
      label={t.header.wishlist}
      badge="wishlist"
      count={useWishlistCount()}
    >
      <Heart aria-hidden="true" />
    </CountLink>
  );
}

function CartLink() {
  const paths = usePaths();
  const t = useMessages();
  return (
    <CountLink to={paths.cart} label={t.header.cart} badge="cart" count={useCartCount()}>
      <ShoppingBag aria-hidden="true" />
    </CountLink>
  );
}

export function SiteHeader() {
  const paths = usePaths();
  const t = useMessages();
  const [searchOpen, setSearchOpen] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const searchToggle = useRef<HTMLButtonElement>(null);
  const searchInput = useRef<HTMLInputElement>(null);
  const menuToggle = useRef<HTMLButtonElement>(null);
  const searchId = useId();
  const menuId = useId();

  const navLinks = [
    { to: paths.home, label: t.header.home },
    { to: paths.products, label: t.header.products },
    { to: paths.categories, label: t.header.categories },
    { to: paths.about, label: t.header.about },
    { to: paths.contact, label: t.header.contact },
  ];

  function closeSearch(returnFocus: boolean) {
    setSearchOpen(false);
    if (returnFocus) searchToggle.current?.focus();
  }

  function closeMenu(returnFocus: boolean) {
    setMenuOpen(false);
    if (returnFocus) menuToggle.current?.focus();
  }

  function openSearch() {
    flushSync(() => setSearchOpen(true));
    searchInput.current?.focus();
  }

  // Escape closes whichever panel is open, from anywhere on the page, and returns focus to its toggle.
  useEffect(() => {
    if (!searchOpen && !menuOpen) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== "Escape") return;
      if (searchOpen) closeSearch(true);
      if (menuOpen) closeMenu(true);
    }
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [searchOpen, menuOpen]);

  return (
    <header className="sticky top-0 z-50 bg-white/95 shadow-sm backdrop-blur">
      <HeaderTopBar />

      <div className="container-page flex h-16 items-center gap-2">
        <Logo />
        <nav aria-label={t.header.mainNav} className="ml-6 hidden lg:block">
          <ul className="flex gap-1">
            {navLinks.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end={link.to === paths.home}
                  className={({ isActive }) =>
                    `rounded-full px-4 py-2 font-medium ${isActive ? "bg-brand-50 text-brand-800" : "text-ink hover:text-brand-800"}`
                  }
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        {/* Each panel follows its toggle and is shown by the toggle's aria-expanded alone, which the
            early script flips before the app has started (app/start-up/); the search form is
            in the page even while closed. */}
        <div className="ml-auto flex items-center">
          <button
            ref={searchToggle}
            type="button"
            className={`peer/search ${iconButton}`}
            aria-expanded={searchOpen}
            aria-controls={searchId}
            aria-label={searchOpen ? t.header.closeSearch : t.header.openSearch}
            onClick={() => (searchOpen ? closeSearch(false) : openSearch())}
          >
            {searchOpen ? <X aria-hidden="true" /> : <Search aria-hidden="true" />}
          </button>
          <div
            id={searchId}
            className="absolute inset-x-0 top-full hidden border-t border-brand-100 bg-white shadow-sm peer-aria-expanded/search:block"
          >
            <Form
              action={paths.products}
              method="get"
              role="search"
              className="container-page flex gap-2 py-3"
              onSubmit={() => setSearchOpen(false)}
            >
              <label htmlFor={`${searchId}-input`} className="sr-only">
                {t.header.searchLabel}
              </label>
              <input
                id={`${searchId}-input`}
                type="search"
                name="q"
                maxLength={100}
                ref={searchInput}
                required
                placeholder={t.header.searchPlaceholder}
                className="min-w-0 flex-1 rounded-full border border-sand bg-cream px-4 py-2.5 text-base"
              />
              <button
                type="submit"
                className="rounded-full bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
              >
                {t.header.searchSubmit}
              </button>
            </Form>
          </div>
          <WishlistLink />
          <CartLink />
          <Link
            to={paths.account}
            className={`${iconButton} max-sm:hidden`}
            aria-label={t.header.account}
          >
            <User aria-hidden="true" />
          </Link>
          <button
            ref={menuToggle}
            type="button"
            className={`peer/menu ${iconButton} lg:hidden`}
            aria-expanded={menuOpen}
            aria-controls={menuId}
            aria-label={menuOpen ? t.header.closeMenu : t.header.openMenu}
            onClick={() => (menuOpen ? closeMenu(false) : setMenuOpen(true))}
          >
            {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
          </button>
          {/* Under the sticky header, the panel scrolls by itself when it is taller than the
              screen, so its last items stay in reach. */}
          <div
            id={menuId}
            className="absolute inset-x-0 top-full hidden max-h-[calc(100dvh-7rem)] overflow-y-auto overscroll-contain border-t border-brand-100 bg-white shadow-md peer-aria-expanded/menu:block lg:hidden"
          >
            <PhoneMenu onNavigate={() => closeMenu(false)} />
          </div>
        </div>
      </div>
    </header>
  );
}
