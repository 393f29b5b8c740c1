import { Mail } from "lucide-react";
import { shop } from "~/config/shop";
import { useMessages } from "~/hooks/use-messages";
import { telLink } from "~/lib/contact/contact-links";
import { LanguageSwitch } from "./language-switch";

/** The strip above the header: the phone number to order on, the email and the language switch. */
export function HeaderTopBar() {
  const t = useMessages();
  return (
    <div className="bg-brand-800 text-sm text-white">
      <div className="container-page flex min-h-9 items-center justify-between gap-4 py-1">
        <p>
          {t.header.callToOrder}{" "}
          <a
            href={telLink(shop.phone)}
            className="font-semibold whitespace-nowrap underline-offset-2 hover:underline"
          >
            {t.shopText.phone}
          </a>
        </p>
        <div className="flex items-center gap-4">
          <a
            href={`mailto:${shop.email}`}
            className="hidden items-center gap-1.5 underline-offset-2 hover:underline sm:inline-flex"
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
