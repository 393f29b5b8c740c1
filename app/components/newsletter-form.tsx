import { Mail } from "./icons";
import { useId, useState, type FormEvent } from "react";
import { shop } from "~/data/shop";
import { useMessages } from "~/hooks/use-messages";
import { mailtoLink } from "~/lib/contact/contact-links";
import { isValidEmail } from "~/lib/forms/email";
import { buttonGold } from "./ui";

type Status = { kind: "idle" } | { kind: "invalid" } | { kind: "ready"; link: string };

/** The site sends nothing itself: a valid address becomes a request in the shopper's email app. */
export function NewsletterForm() {
  const t = useMessages();
  const id = useId();
  const [status, setStatus] = useState<Status>({ kind: "idle" });

  function subscribe(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get("email") ?? "").trim();
    if (!isValidEmail(email)) {
      setStatus({ kind: "invalid" });
      event.currentTarget.querySelector("input")?.focus();
      return;
    }
    const link = mailtoLink(shop.email, t.home.newsletterSubject, t.home.newsletterBody(email));
    setStatus({ kind: "ready", link });
    window.location.assign(link);
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="container-page pb-6">
      <div className="rounded-3xl bg-brand-800 px-6 py-10 text-center text-white sm:px-12">
        <Mail aria-hidden="true" className="mx-auto size-10 text-gold-300" />
        <h2 id={`${id}-heading`} className="mt-3 font-display text-2xl font-bold sm:text-3xl">
          {t.home.newsletterHeading}
        </h2>
        <p className="mt-2 text-brand-100">{t.home.newsletterText}</p>
        <form
          noValidate
          onSubmit={subscribe}
          className="mx-auto mt-6 flex max-w-md flex-col gap-3 sm:flex-row"
        >
          <label htmlFor={`${id}-email`} className="sr-only">
            {t.home.newsletterLabel}
          </label>
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            autoComplete="email"
            maxLength={254}
            placeholder={t.home.newsletterPlaceholder}
            aria-invalid={status.kind === "invalid"}
            aria-describedby={`${id}-status`}
            onChange={() => status.kind === "invalid" && setStatus({ kind: "idle" })}
            className="min-h-11 min-w-0 flex-1 rounded-full border-0 bg-white px-5 text-ink placeholder:text-stone-500"
          />
          <button type="submit" className={buttonGold}>
            {t.home.subscribe}
          </button>
        </form>
        <div id={`${id}-status`} aria-live="polite" className="mt-3 min-h-6 text-sm">
          {status.kind === "invalid" ? (
            <p className="font-semibold text-gold-300">{t.home.newsletterInvalid}</p>
          ) : null}
          {status.kind === "ready" ? (
            <p>
              {t.home.newsletterReady(shop.email)}{" "}
              <a href={status.link} className="font-semibold underline">
                {t.home.newsletterOpenAgain}
              </a>
            </p>
          ) : null}
        </div>
      </div>
    </section>
  );
}
