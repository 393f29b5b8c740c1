import { applyUpdate, useUpdateReady } from "~/hooks/use-service-worker";
import { useMessages } from "~/hooks/use-messages";

/**
 * 'A new version is ready: Reload', in a polite live region that is always there, so a screen
 * reader hears the words when they appear. The shopper chooses the moment; nothing else changes.
 * No status role: the page's one status region is the announcer's toast (components/live-announcer).
 */
export function UpdateNotice() {
  const t = useMessages();
  const ready = useUpdateReady();
  return (
    <div aria-live="polite" className="empty:hidden">
      {ready ? (
        <p className="container-page flex flex-wrap items-center justify-center gap-x-3 gap-y-1 bg-gold-100 py-2 text-center text-sm text-ink">
          {t.offline.updateReady}
          <button
            type="button"
            onClick={applyUpdate}
            className="min-h-11 rounded-full px-3 font-semibold text-brand-800 underline underline-offset-2 hover:bg-gold-300"
          >
            {t.offline.reload}
          </button>
        </p>
      ) : null}
    </div>
  );
}
