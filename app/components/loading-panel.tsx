/**
 * The neutral state shown until the device's storage has been read: the prerendered page cannot
 * know whether the shopper has saved anything, so it promises neither items nor an empty list.
 * It is as tall as the empty state a first visit turns into, so nothing below it moves then.
 */
export function LoadingPanel({ label }: { label: string }) {
  return (
    <div
      aria-busy="true"
      className="min-h-92 rounded-2xl border border-sand bg-white p-6 shadow-sm"
    >
      <p className="text-muted">{label}</p>
      <div aria-hidden="true" className="mt-6 space-y-6">
        {[0, 1].map((row) => (
          <div key={row} className="flex animate-pulse gap-4">
            <div className="size-20 shrink-0 rounded-xl bg-sand/70 sm:size-24" />
            <div className="flex-1 space-y-3 py-1">
              <div className="h-4 w-2/3 rounded bg-sand/70" />
              <div className="h-4 w-1/3 rounded bg-sand/70" />
              <div className="h-9 w-32 rounded-full bg-sand/50" />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
