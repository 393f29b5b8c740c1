import { InfoPage } from "~/components/info-page";
import { paths } from "~/config/paths";
import { en } from "~/i18n/en";
import { useMessages } from "~/i18n/use-messages";
import { pageMeta } from "~/lib/seo";

/** Returns & Exchanges: the 7-day return rule and how to start a return. */
export const meta = () =>
  pageMeta({
    title: en.meta.pageTitle(en.pages.returns),
    description: en.help.returns.description,
    path: paths.returns,
  });

export default function Returns() {
  const t = useMessages();
  return (
    <InfoPage
      title={t.pages.returns}
      intro={t.help.returns.intro}
      sections={t.help.returns.sections}
    />
  );
}
