import { NumberWords } from "./number-words";
import type { ReactNode } from "react";

/** The band at the top of every inner page: its one h1 and a line of context. */
export function PageHeader({
  title,
  text,
  compact = false,
  children,
}: {
  title: string;
  text?: string;
  /** For a page of gifts: on a phone the band stays short, so the first gifts show at once. */
  compact?: boolean;
  children?: ReactNode;
}) {
  return (
    <div className="border-b border-sand bg-gradient-to-b from-brand-50 to-cream">
      <div className={`container-page ${compact ? "py-4 sm:py-10" : "py-8 sm:py-12"}`}>
        {children}
        <h1
          className={`font-display font-bold text-brand-900 sm:text-4xl ${compact ? "text-2xl" : "text-3xl"}`}
        >
          {title}
        </h1>
        {text ? (
          <p
            className={`max-w-2xl text-muted ${compact ? "mt-1 text-sm sm:mt-3 sm:text-lg" : "mt-3 text-lg"}`}
          >
            <NumberWords text={text} />
          </p>
        ) : null}
      </div>
    </div>
  );
}
