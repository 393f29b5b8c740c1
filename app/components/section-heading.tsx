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
    <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
      <div>
        <h2 id={id} className="font-display text-2xl font-bold text-ink sm:text-3xl">
          {title}
        </h2>
        {text ? <p className="mt-2 text-muted">{text}</p> : null}
      </div>
      {action}
    </div>
  );
}
