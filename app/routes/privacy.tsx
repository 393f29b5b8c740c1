import { InfoPage, InfoSection, InfoSections } from "~/components/info-page";
import { paths } from "~/config/paths";
import { bundleFromMatches } from "~/i18n/route-bundle";
import { useMessages } from "~/hooks/use-messages";
import { pageMeta, shopPicture } from "~/lib/site/seo";
import { keptOnDevice } from "~/config/device-inventory";
import type { Route } from "./+types/privacy";

/**
 * Privacy Policy: what this site keeps (nothing), and everything it keeps on the shopper's device,
 * from the one list of it (storage/inventory.ts): for how long, and how to delete it.
 */
export function meta({ matches }: Route.MetaArgs) {
  const { t, locale } = bundleFromMatches(matches);
  return pageMeta({
    title: t.meta.pageTitle(t.pages.privacy),
    description: t.help.privacy.description,
    path: paths.privacy,
    locale,
    image: shopPicture(t.home.heroImageAlt),
  });
}

export default function Privacy() {
  const t = useMessages();
  const text = t.help.privacy;
  return (
    <InfoPage title={t.pages.privacy} intro={text.intro} sections={text.sections}>
      <InfoSection heading={text.keptHeading}>
        <p className="mt-3 leading-relaxed">{text.keptIntro}</p>
        <ul className="mt-5 grid gap-5">
          {keptOnDevice.map(({ id }) => {
            const kept = text.kept[id];
            return (
              <li key={id} className="border-t border-sand pt-4">
                <h3 className="font-display text-lg font-bold text-ink">{kept.name}</h3>
                <dl className="mt-2 grid gap-2">
                  {(["holds", "howLong", "howToDelete"] as const).map((field) => (
                    <div key={field}>
                      <dt className="text-sm font-semibold text-muted">{text.keptLabels[field]}</dt>
                      <dd className="leading-relaxed">{kept[field]}</dd>
                    </div>
                  ))}
                </dl>
              </li>
            );
          })}
        </ul>
        <p className="mt-5 leading-relaxed">{text.deleteAll}</p>
      </InfoSection>
      <InfoSections sections={text.laterSections} />
    </InfoPage>
  );
}
