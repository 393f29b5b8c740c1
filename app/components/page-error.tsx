import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { useMessages, usePaths } from "~/hooks/use-messages";
import { buttonPrimary } from "./ui";

/** What a shopper sees when a page fails: a way home and the shop's phone, never a blank page. */
export function PageError() {
  const t = useMessages();
  const paths = usePaths();
  const error = useRouteError();
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
