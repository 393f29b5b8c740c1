import { X } from "./icons";
import { useEffect, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { dismissAnnouncement, useAnnouncement } from "~/hooks/use-announcer";
import { useMessages } from "~/hooks/use-messages";

const visibleFor = 4000;
/** A notice with a link stays longer, so there is time to reach it. */
const withLinkVisibleFor = 8000;

/**
 * A polite live region that doubles as a small toast for sighted shoppers. The region says the
 * message alone; the toast's link (such as 'View cart') sits beside it, outside the region, so a
 * screen reader hears what happened, not the link's name. While the focus is on the toast (reached
 * by keyboard), it stays; it ends as the shopper moves to another page, where it would say
 * nothing of what they see and cover a field.
 *
 * It drops from the header rather than rising from the foot: there, a product page's own 'Add to
 * Cart' has its 'Order this gift', 'Call to Order', 'Order on WhatsApp' and heart just below it (on
 * a phone, or the action bar's buttons), and the order page its send bar. Under the header it lies
 * over what the shopper has scrolled past, beside the cart's count it speaks of; on a wide screen
 * at the right, below the cart, clear of the page's breadcrumbs.
 */
export function LiveAnnouncer() {
  const t = useMessages();
  const announcement = useAnnouncement();
  // Held by the notice it was held on: a notice removed under the focus never says it was left,
  // and must not keep the next one on the screen.
  const [heldId, setHeldId] = useState<number | null>(null);
  const held = announcement !== null && heldId === announcement.id;
  const hold = (holding: boolean) => setHeldId(holding && announcement ? announcement.id : null);

  // The router's location is outside this component: a new page ends the notice of the last one.
  const { pathname } = useLocation();
  const shownOn = useRef(pathname);
  useEffect(() => {
    if (shownOn.current === pathname) return;
    shownOn.current = pathname;
    dismissAnnouncement(pathname);
  }, [pathname]);

  // A timer is an external system: the toast must leave on its own after a few seconds.
  useEffect(() => {
    if (!announcement || held) return;
    const timer = window.setTimeout(
      () => dismissAnnouncement(),
      announcement.link ? withLinkVisibleFor : visibleFor,
    );
    return () => window.clearTimeout(timer);
  }, [announcement, held]);

  return (
    <div className="pointer-events-none fixed inset-x-0 top-(--header-height) z-50 flex justify-center px-4 md:justify-end md:px-6">
      <div
        className={
          announcement
            ? "pointer-events-auto flex items-center gap-3 rounded-full bg-ink py-2 pr-2 pl-5 text-sm font-medium text-white shadow-lg"
            : "contents"
        }
      >
        <p role="status" aria-live="polite" className={announcement ? undefined : "contents"}>
          {announcement ? <span key={announcement.id}>{announcement.message}</span> : null}
        </p>
        {announcement?.link ? (
          <Link
            to={announcement.link.to}
            onClick={() => dismissAnnouncement()}
            onFocus={() => hold(true)}
            onBlur={() => hold(false)}
            className="inline-flex min-h-8 shrink-0 items-center rounded-full px-2 font-semibold whitespace-nowrap text-gold-300 underline underline-offset-2 hover:text-gold-100"
          >
            {announcement.link.label}
          </Link>
        ) : null}
        {announcement ? (
          <button
            type="button"
            onClick={() => dismissAnnouncement()}
            onFocus={() => hold(true)}
            onBlur={() => hold(false)}
            aria-label={t.common.dismiss}
            className="inline-flex size-8 shrink-0 items-center justify-center rounded-full hover:bg-white/15"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        ) : null}
      </div>
    </div>
  );
}
