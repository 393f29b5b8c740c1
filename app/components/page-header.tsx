import type { ReactNode } from "react";

/** The band at the top of every inner page: its one h1 and a line of context. */
export function PageHeader({
  title,
  text,
  children,
}: {
  title: string;
  text?: string;
  children?: ReactNode;
}) {
  return (
    <div className="border-b border-sand bg-gradient-to-b from-brand-50 to-cream">
      <div className="container-page py-8 sm:py-12">
        {children}
        <h1 className="font-display text-3xl font-bold text-brand-900 sm:text-4xl">{title}</h1>
        {text ? <p className="mt-3 max-w-2xl text-lg text-muted">{text}</p> : null}
      </div>
    </div>
  );
}
