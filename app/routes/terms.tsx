import { InfoPage } from "~/components/info-page";
import { paths } from "~/config/paths";
import { en } from "~/i18n/en";
import { useMessages } from "~/i18n/use-messages";
import { pageMeta } from "~/lib/seo";

/** Terms of Service: how ordering, payment, delivery and returns work. */
export const meta = () =>
  pageMeta({
    title: en.meta.pageTitle(en.pages.terms),
    description: en.help.terms.description,
    path: paths.terms,
  });

export default function Terms() {
  const t = useMessages();
  return (
    <InfoPage title={t.pages.terms} intro={t.help.terms.intro} sections={t.help.terms.sections} />
  );
}
