import { InfoPage } from "~/components/info-page";
import { paths } from "~/config/paths";
import { en } from "~/i18n/en";
import { useMessages } from "~/i18n/use-messages";
import { pageMeta } from "~/lib/seo";

/** Privacy Policy: what this site keeps (nothing) and where the cart and wishlist live (the device). */
export const meta = () =>
  pageMeta({
    title: en.meta.pageTitle(en.pages.privacy),
    description: en.help.privacy.description,
    path: paths.privacy,
  });

export default function Privacy() {
  const t = useMessages();
  return (
    <InfoPage
      title={t.pages.privacy}
      intro={t.help.privacy.intro}
      sections={t.help.privacy.sections}
    />
  );
}
