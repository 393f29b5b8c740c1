import { Mail, MessageCircle, Phone } from "./icons";
import { shop } from "~/data/shop";
import { useMessages } from "~/hooks/use-messages";
import { telLink, whatsappLink } from "~/lib/contact/contact-links";
import { NumberWords } from "./number-words";
import { buttonGold, buttonSecondary } from "./ui";

/** The closing panel of the help pages: every question ends with a way to ask a person. */
export function ReachUs() {
  const t = useMessages();
  const text = t.help.reachUs;
  return (
    <section
      aria-labelledby="reach-us"
      className="rounded-3xl bg-gradient-to-br from-brand-800 to-brand-900 px-6 py-10 text-center text-white sm:px-12"
    >
      <h2 id="reach-us" className="font-display text-2xl font-bold sm:text-3xl">
        {text.heading}
      </h2>
      <p className="mx-auto mt-3 max-w-xl text-brand-100">{text.text}</p>
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row sm:flex-wrap">
        <a href={telLink(shop.phone)} className={buttonGold}>
          <Phone aria-hidden="true" className="size-5" />
          <NumberWords text={text.call} />
        </a>
        <a
          href={whatsappLink(shop.whatsapp, text.whatsappGreeting)}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonSecondary}
        >
          <MessageCircle aria-hidden="true" className="size-5" />
          {text.whatsapp}
          <span className="sr-only"> {text.newTab}</span>
        </a>
        <a href={`mailto:${shop.email}`} className={buttonSecondary}>
          <Mail aria-hidden="true" className="size-5" />
          {text.email}
        </a>
      </div>
    </section>
  );
}
