import { Languages } from "./icons";
import { Link, useLocation } from "react-router";
import { rememberLocale } from "~/hooks/use-locale-preference";
import { switchLocaleHref } from "~/config/locale";
import { earlyLocaleSwitch } from "~/start-up/protocol";
import { useLocale } from "~/hooks/use-messages";

/** English ⇄ বাংলা: the same page with the same filters, and the choice kept on the device. */
export function LanguageSwitch({ label }: { label: string }) {
  const locale = useLocale();
  const { pathname, search } = useLocation();
  const target = locale === "en" ? "bn" : "en";
  return (
    <Link
      to={switchLocaleHref(pathname, search, target)}
      {...earlyLocaleSwitch(target)}
      lang={target}
      hrefLang={target}
      onClick={() => rememberLocale(target)}
      className="inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-full px-2 font-semibold whitespace-nowrap underline-offset-2 hover:underline"
    >
      <Languages aria-hidden="true" className="size-4" />
      {label}
    </Link>
  );
}
