import { EditionErrorBoundary, EditionLayout } from "~/shell/edition-layout";
import { bnBundle } from "~/i18n/bn-bundle";

/** The Bangla edition under /bn; only its pages name the Bengali web font (app/styles/app.css). */
export const handle = { bundle: bnBundle };

export default function BanglaLayout() {
  return <EditionLayout bundle={bnBundle} />;
}

export function ErrorBoundary() {
  return <EditionErrorBoundary bundle={bnBundle} />;
}
