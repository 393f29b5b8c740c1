import { InfoPage } from "~/components/info-page";
import { paths } from "~/config/paths";
import { en } from "~/i18n/en";
import { useMessages } from "~/i18n/use-messages";
import { pageMeta } from "~/lib/seo";

/** Shipping Info: delivery times, costs, tracking and wrapping, from the shop's policies. */
export const meta = () =>
  pageMeta({
    title: en.meta.pageTitle(en.pages.shipping),
    description: en.help.shipping.description,
    path: paths.shipping,
  });

export default function Shipping() {
  const t = useMessages();
  return (
    <InfoPage
      title={t.pages.shipping}
      intro={t.help.shipping.intro}
      sections={t.help.shipping.sections}
    />
  );
}
