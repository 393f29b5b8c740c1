import { useState } from "react";
import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { useMessages, usePaths } from "~/hooks/use-messages";
import { useOnline } from "~/hooks/use-online";
import { isNetworkFailure } from "~/framework/router-contracts";
import { OfflinePanel } from "./offline-panel";
import { buttonPrimary } from "./ui";

/**
 * What a shopper sees when a page fails: a way home and the shop's phone, never a blank page.
 * Offline, a page this phone never saved fails to load its data: that is the offline page, and it
 * stays when the signal returns, for its 'Try again'.
 */
export function PageError() {
  const t = useMessages();
  const paths = usePaths();
  const error = useRouteError();
  // React Router words a data file that never came in more than one way; being offline when the
  // page failed is what counts, and it still counts once the signal is back.
  const online = useOnline();
  const [failedOffline] = useState(!online);
  if (!isRouteErrorResponse(error) && (failedOffline || isNetworkFailure(error))) {
    return <OfflinePanel />;
  }
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <section className="container-page py-20 text-center">
      <h1 className="font-display text-3xl text-brand-800">{t.error.title}</h1>
      <p className="mx-auto mt-4 max-w-prose text-muted">{t.error.text}</p>
      {detail ? <p className="mt-2 text-sm text-muted">{detail}</p> : null}
      <Link to={paths.home} className={`${buttonPrimary} mt-8`}>
        {t.common.backHome}
      </Link>
    </section>
  );
}
