import { MessageCircle, Phone, ShoppingBag } from "lucide-react";
import { useEffect } from "react";
import { shop } from "~/config/shop";
import { useMessages } from "~/hooks/use-messages";
import { telLink, whatsappLink } from "~/lib/contact/contact-links";
import { buttonPrimary } from "./ui";

const roundLink = "inline-flex size-11 shrink-0 items-center justify-center rounded-full shadow-sm";

/**
 * The product page's actions kept in reach on a phone once its own buttons have scrolled away:
 * 'Add to Cart', which does what the page's does (for a gift with choices it sends the page's
 * form, which checks the fields and puts the focus on the one to fix), and the shop's phone and
 * WhatsApp. While shown, the page keeps the bar's height free at its end, so nothing stays under it.
 */
export function ProductActionBar({
  add,
  whatsappText,
}: {
  /** The form to send (a gift with choices), or what to do. */
  add: { form: string } | { onAdd: () => void };
  whatsappText: string;
}) {
  const t = useMessages();

  // The page's end is outside this component: the root's attribute reserves the space (app.css).
  useEffect(() => {
    const root = document.documentElement;
    root.dataset.actionBar = "";
    return () => {
      delete root.dataset.actionBar;
    };
  }, []);

  return (
    <div className="fixed inset-x-0 bottom-0 z-40 border-t border-sand bg-white/95 pb-[env(safe-area-inset-bottom)] shadow-[0_-2px_8px_rgb(0_0_0/0.06)] backdrop-blur md:hidden">
      <div className="container-page flex h-16 items-center gap-2">
        <button
          type={"form" in add ? "submit" : "button"}
          form={"form" in add ? add.form : undefined}
          onClick={"onAdd" in add ? add.onAdd : undefined}
          className={`${buttonPrimary} min-w-0 flex-1 whitespace-nowrap`}
        >
          <ShoppingBag aria-hidden="true" className="size-5" />
          {t.cart.add}
        </button>
        <a
          href={telLink(shop.phone)}
          aria-label={t.common.callToOrder}
          className={`${roundLink} border-2 border-brand-700 bg-white text-brand-800`}
        >
          <Phone aria-hidden="true" className="size-5" />
        </a>
        <a
          href={whatsappLink(shop.phone, whatsappText)}
          aria-label={t.product.orderOnWhatsapp}
          rel="noopener noreferrer"
          className={`${roundLink} bg-[#0b7a3b] text-white`}
        >
          <MessageCircle aria-hidden="true" className="size-5" />
        </a>
      </div>
    </div>
  );
}
