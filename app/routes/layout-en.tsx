import { EditionErrorBoundary, EditionLayout } from "~/shell/edition-layout";
import { enBundle } from "~/i18n/en-bundle";

/** The English edition, at the site's root. */
export const handle = { bundle: enBundle };

export default function EnglishLayout() {
  return <EditionLayout bundle={enBundle} />;
}

export function ErrorBoundary() {
  return <EditionErrorBoundary bundle={enBundle} />;
}
