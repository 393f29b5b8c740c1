import { Heart } from "./icons";
import { earlyWishlistToggle } from "~/start-up/protocol";
import { announce } from "~/hooks/use-announcer";
import { toggleSaved, useWishlist } from "~/hooks/use-wishlist";
import { useMessages } from "~/hooks/use-messages";

export function WishlistToggle({
  product,
  className = "",
}: {
  product: { id: number; name: string };
  className?: string;
}) {
  const t = useMessages();
  const wishlist = useWishlist();
  const saved = wishlist?.includes(product.id) ?? false;

  function toggle() {
    toggleSaved(product.id);
    announce(saved ? t.wishlist.removed(product.name) : t.wishlist.added(product.name));
  }

  return (
    // Drawn from aria-pressed alone, which the early script sets before the app has started.
    <button
      type="button"
      {...earlyWishlistToggle(product)}
      aria-pressed={saved}
      aria-label={t.wishlist.toggleLabel(product.name)}
      onClick={toggle}
      className={`group/heart inline-flex size-11 items-center justify-center rounded-full bg-white/95 text-ink shadow-sm hover:text-brand-700 aria-pressed:text-brand-700 ${className}`}
    >
      <Heart aria-hidden="true" className="size-5 group-aria-pressed/heart:fill-current" />
    </button>
  );
}
