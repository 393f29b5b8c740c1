import { Outlet } from "react-router";
import { useDocumentLanguage } from "~/hooks/use-document-language";
import { useLocalePreferenceRedirect } from "~/hooks/use-locale-preference";
import type { LocaleBundle } from "~/i18n/bundles";
import { LocaleContext } from "~/hooks/use-messages";
import { PageError } from "../components/page-error";
import { SiteShell } from "./site-shell";

/** One edition's frame: its language for everything inside, and the site's header and footer. */
export function EditionLayout({ bundle }: { bundle: LocaleBundle }) {
  useLocalePreferenceRedirect();
  useDocumentLanguage(bundle.locale);
  return (
    <LocaleContext.Provider value={bundle}>
      <SiteShell>
        <Outlet />
      </SiteShell>
    </LocaleContext.Provider>
  );
}

export function EditionErrorBoundary({ bundle }: { bundle: LocaleBundle }) {
  // The offline page is this error page, on the English fallback page.
  useDocumentLanguage(bundle.locale);
  return (
    <LocaleContext.Provider value={bundle}>
      <SiteShell>
        <PageError />
      </SiteShell>
    </LocaleContext.Provider>
  );
}
