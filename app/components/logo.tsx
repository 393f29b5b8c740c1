import { usePaths } from "~/hooks/use-messages";
import { Gift } from "./icons";
import { Link } from "react-router";
import { shop } from "~/config/shop";

export function Logo({ tone = "dark" }: { tone?: "dark" | "light" }) {
  const paths = usePaths();
  return (
    <Link
      to={paths.home}
      className={`inline-flex items-center gap-2 font-display text-xl font-bold sm:text-2xl ${tone === "dark" ? "text-brand-800" : "text-white"}`}
    >
      <span className="inline-flex size-9 items-center justify-center rounded-xl bg-brand-700 text-white">
        <Gift aria-hidden="true" className="size-5" />
      </span>
      {shop.name}
    </Link>
  );
}
