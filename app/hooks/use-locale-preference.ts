import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { localeFromPath, localizePath, type Locale } from "~/config/locale";
import { createDeviceStore } from "~/storage/device-store";
import { localePreferenceValue } from "~/storage/shop-values";

const preferenceStore = createDeviceStore(localePreferenceValue);

export function rememberLocale(locale: Locale) {
  preferenceStore.update(() => locale);
}

/**
 * A shopper who chose Bangla and comes back to the English home page is taken to the Bangla one.
 * Only Home redirects: a shared link to any other page opens in the language it was shared in.
 */
export function useLocalePreferenceRedirect() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  // Reading the device's storage is only possible after hydration, so this runs as an effect.
  useEffect(() => {
    if (pathname !== "/") return;
    const preferred = preferenceStore.getSnapshot();
    if (preferred && preferred !== localeFromPath(pathname)) {
      navigate(`${localizePath("/", preferred)}${search}`, { replace: true });
    }
  }, [pathname, search, navigate]);
}
