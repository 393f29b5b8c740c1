import { useEffect } from "react";
import { Outlet } from "react-router";
import { useLocalePreferenceRedirect } from "~/hooks/use-locale-preference";
import type { LocaleBundle } from "~/i18n/bundles";
import { LocaleContext } from "~/hooks/use-messages";
import { PageError } from "./page-error";
import { SiteShell } from "./site-shell";

/** One edition's frame: its language for everything inside, and the site's header and footer. */
export function EditionLayout({ bundle }: { bundle: LocaleBundle }) {
  useLocalePreferenceRedirect();
  // The fallback page for unknown paths was prerendered in English; React does not correct
  // attributes while taking a page over, so the document's language is set here.
  useEffect(() => {
    document.documentElement.lang = bundle.locale;
  }, [bundle.locale]);
  return (
    <LocaleContext.Provider value={bundle}>
      <SiteShell>
        <Outlet />
      </SiteShell>
    </LocaleContext.Provider>
  );
}

export function EditionErrorBoundary({ bundle }: { bundle: LocaleBundle }) {
  return (
    <LocaleContext.Provider value={bundle}>
      <SiteShell>
        <PageError />
      </SiteShell>
    </LocaleContext.Provider>
  );
}
