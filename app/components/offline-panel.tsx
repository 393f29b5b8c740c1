import { Phone, ShoppingBag, WifiOff } from "./icons";
import { Link } from "react-router";
import { shop } from "~/data/shop";
import { useMessages, usePaths } from "~/hooks/use-messages";
import { telLink } from "~/lib/contact/contact-links";
import { buttonPrimary, buttonSecondary } from "./ui";

/**
 * The offline page: shown in place of a page this phone has not saved while it has no connection.
 * The phone number still dials and the cart still opens (both need no network); 'Try again' asks
 * for the same page once more.
 */
export function OfflinePanel() {
  const t = useMessages();
  const paths = usePaths();
  return (
    <section className="container-page py-12 sm:py-20">
      <div className="mx-auto flex max-w-lg flex-col items-center rounded-2xl border border-sand bg-white px-6 py-10 text-center shadow-sm">
        <span
          aria-hidden="true"
          className="inline-flex size-20 items-center justify-center rounded-full bg-brand-50 text-brand-700"
        >
          <WifiOff className="size-10" />
        </span>
        <h1 className="mt-6 font-display text-3xl text-brand-800">{t.offline.title}</h1>
        <p className="mt-3 text-balance text-muted">{t.offline.text}</p>
        <a href={telLink(shop.phone)} className={`${buttonPrimary} mt-8 w-full sm:w-auto`}>
          <Phone aria-hidden="true" className="size-5" />
          {/* The number stays on one line, however narrow the phone. */}
          <span>
            {t.offline.call} <span className="whitespace-nowrap">{t.shopText.phone}</span>
          </span>
        </a>
        <Link to={paths.cart} className={`${buttonSecondary} mt-3 w-full sm:w-auto`}>
          <ShoppingBag aria-hidden="true" className="size-5" />
          {t.offline.cart}
        </Link>
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="mt-4 min-h-11 px-4 font-semibold text-brand-800 underline underline-offset-2"
        >
          {t.offline.tryAgain}
        </button>
      </div>
    </section>
  );
}
