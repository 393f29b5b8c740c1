import { PackageSearch } from "./icons";
import type { ReactNode } from "react";

/** A clear "we couldn't find it" inside the normal layout, with ways onward. */
export function NotFound({
  title,
  text,
  children,
}: {
  title: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <section className="container-page py-20 text-center">
      <PackageSearch aria-hidden="true" className="mx-auto size-14 text-brand-600" />
      <h1 className="mt-4 font-display text-3xl font-bold text-brand-900">{title}</h1>
      <p className="mx-auto mt-3 max-w-prose text-muted">{text}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div>
    </section>
  );
}
