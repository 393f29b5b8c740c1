import type { ReactNode } from "react";
import { NavLink } from "react-router";
import { earlyBadge, type BadgeName } from "~/start-up/protocol";
import { useFormat, useMessages } from "~/hooks/use-messages";
import { iconButton } from "./ui";

/** A header icon link with the live number of items behind it, read out in its name. */
export function CountLink({
  to,
  label,
  badge,
  count,
  children,
}: {
  to: string;
  label: string;
  /** Which count: the early script shows it before the app has started (app/start-up/). */
  badge: BadgeName;
  /** null until the device's storage has been read: no number is better than a wrong one. */
  count: number | null;
  children: ReactNode;
}) {
  const t = useMessages();
  const format = useFormat();
  return (
    <NavLink
      to={to}
      className={iconButton}
      aria-label={count === null ? label : t.header.badgeItems(label, count)}
    >
      {children}
      {/* Always there, hidden until the count is known: the early script may show it first, and
          the app keeps what it wrote until it has read the same count itself. */}
      <span
        {...earlyBadge(badge)}
        aria-hidden="true"
        hidden={count === null}
        suppressHydrationWarning
        className="absolute top-0.5 right-0.5 inline-flex min-w-5 items-center justify-center rounded-full bg-brand-700 px-1 text-xs leading-5 font-bold text-white"
      >
        {count === null ? "" : format.number(count)}
      </span>
    </NavLink>
  );
}
