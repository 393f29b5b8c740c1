import type { ReactNode } from "react";

export function SectionHeading({
  id,
  title,
  text,
  action,
}: {
  id: string;
  title: string;
  text?: string;
  action?: ReactNode;
}) {
  return (
    <div className="mb-4 sm:mb-8">
      {/* The action beside the title, not under its text: on a phone the section starts sooner. */}
      <div className="flex flex-wrap items-center justify-between gap-x-3">
        <h2 id={id} className="font-display text-2xl font-bold text-ink sm:text-3xl">
          {title}
        </h2>
        {action}
      </div>
      {text ? <p className="mt-1 text-sm text-muted sm:mt-2 sm:text-base">{text}</p> : null}
    </div>
  );
}
