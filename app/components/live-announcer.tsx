import { X } from "lucide-react";
import { useEffect } from "react";
import { dismissAnnouncement, useAnnouncement } from "~/hooks/use-announcer";
import { useMessages } from "~/hooks/use-messages";

const visibleFor = 4000;

/** A polite live region that doubles as a small toast for sighted shoppers. */
export function LiveAnnouncer() {
  const t = useMessages();
  const announcement = useAnnouncement();

  // A timer is an external system: the toast must leave on its own after a few seconds.
  useEffect(() => {
    if (!announcement) return;
    const timer = window.setTimeout(dismissAnnouncement, visibleFor);
    return () => window.clearTimeout(timer);
  }, [announcement]);

  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex justify-center px-4">
      <div role="status" aria-live="polite" className="contents">
        {announcement ? (
          <p
            key={announcement.id}
            className="pointer-events-auto flex items-center gap-3 rounded-full bg-ink py-2 pr-2 pl-5 text-sm font-medium text-white shadow-lg"
          >
            {announcement.message}
            <button
              type="button"
              onClick={dismissAnnouncement}
              aria-label={t.common.dismiss}
              className="inline-flex size-8 items-center justify-center rounded-full hover:bg-white/15"
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          </p>
        ) : null}
      </div>
    </div>
  );
}
