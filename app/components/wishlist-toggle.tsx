import { Heart } from "lucide-react";
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
    <button
      type="button"
      aria-pressed={saved}
      aria-label={t.wishlist.toggleLabel(product.name)}
      onClick={toggle}
      className={`inline-flex size-11 items-center justify-center rounded-full bg-white/95 shadow-sm hover:text-brand-700 ${saved ? "text-brand-700" : "text-ink"} ${className}`}
    >
      <Heart aria-hidden="true" className={`size-5 ${saved ? "fill-current" : ""}`} />
    </button>
  );
}
