import type { ReactNode, Ref } from "react";
import { Link } from "react-router";
import { buttonPrimary } from "./ui";

/** What a page shows when the shopper has nothing saved yet: a friendly line and a way onward. */
export function EmptyState({
  icon,
  title,
  text,
  actionLabel,
  actionTo,
  headingRef,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  actionLabel: string;
  actionTo: string;
  /** Lets the page move focus here when the last item is removed, so focus is never lost. */
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center rounded-2xl border border-sand bg-white px-6 py-12 text-center shadow-sm sm:py-16">
      <span className="inline-flex size-20 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        {icon}
      </span>
      <h2
        ref={headingRef}
        tabIndex={-1}
        className="mt-6 font-display text-2xl font-bold text-ink outline-none"
      >
        {title}
      </h2>
      <p className="mt-2 text-balance text-muted">{text}</p>
      <Link to={actionTo} className={`${buttonPrimary} mt-8`}>
        {actionLabel}
      </Link>
    </section>
  );
}
