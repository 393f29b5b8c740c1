import "~/styles/bengali-font.css";
import { EditionErrorBoundary, EditionLayout } from "~/components/edition-layout";
import { bnBundle } from "~/i18n/bn-bundle";

/** The Bangla edition under /bn; only its pages load the Bengali web font. */
export const handle = { bundle: bnBundle };

export default function BanglaLayout() {
  return <EditionLayout bundle={bnBundle} />;
}

export function ErrorBoundary() {
  return <EditionErrorBoundary bundle={bnBundle} />;
}
