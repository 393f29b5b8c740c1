import { Mail } from "./icons";
import { shop } from "~/data/shop";
import { useMessages } from "~/hooks/use-messages";
import { telLink } from "~/lib/contact/contact-links";
import { LanguageSwitch } from "./language-switch";

/**
 * The strip above the header: the phone number to order on, the email and the language switch,
 * each 44 px tall to tap, in small text.
 */
export function HeaderTopBar() {
  const t = useMessages();
  return (
    <div className="bg-brand-800 text-sm text-white">
      <div className="container-page flex items-center justify-between gap-3">
        {/* The words and the number are one link, 44 px tall: on a narrow phone in Bangla they
            take two short lines inside it rather than a taller strip. */}
        <a
          href={telLink(shop.phone)}
          className="inline-flex min-h-11 min-w-0 items-center leading-tight underline-offset-2 hover:underline"
        >
          <span>
            {t.header.callToOrder}{" "}
            <span className="font-semibold whitespace-nowrap">{t.shopText.phone}</span>
          </span>
        </a>
        <div className="flex items-center gap-4">
          <a
            href={`mailto:${shop.email}`}
            className="hidden min-h-11 items-center gap-1.5 underline-offset-2 hover:underline sm:inline-flex"
          >
            <Mail aria-hidden="true" className="size-4" />
            {shop.email}
          </a>
          <LanguageSwitch label={t.header.otherLanguage} />
        </div>
      </div>
    </div>
  );
}
