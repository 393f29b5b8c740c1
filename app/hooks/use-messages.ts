import { createContext, useContext } from "react";
import { pathsFor, type Paths } from "~/config/paths";
import { formatNumber, formatTaka } from "~/lib/prices/money";
import type { LocaleBundle } from "~/i18n/bundles";
import type { Messages } from "~/i18n/en";
import type { Locale } from "~/config/locale";

/** Provided by each edition's layout route, so a page only loads the language it shows. */
export const LocaleContext = createContext<LocaleBundle | null>(null);

function useBundle(): LocaleBundle {
  const bundle = useContext(LocaleContext);
  if (!bundle) throw new Error("useMessages needs a LocaleContext provider (an edition layout)");
  return bundle;
}

export function useMessages(): Messages {
  return useBundle().t;
}

export function useLocale(): Locale {
  return useBundle().locale;
}

const editionPaths: Record<Locale, Paths> = { en: pathsFor("en"), bn: pathsFor("bn") };

export function usePaths(): Paths {
  return editionPaths[useBundle().locale];
}

export function useFormat() {
  const { locale } = useBundle();
  return {
    taka: (amount: number) => formatTaka(amount, locale),
    number: (value: number) => formatNumber(value, locale),
  };
}
