import { NumberWords } from "./number-words";
import { useId, type ReactNode } from "react";
import { responsiveImage } from "~/lib/catalog/images";
import { PageHeader } from "./page-header";
import { ReachUs } from "./reach-us";

export interface InfoSectionText {
  heading: string;
  text: readonly string[];
  /** A photo under the words: the shop's wrapping photo under Shipping's wrapping promise. */
  picture?: { src: string; alt: string };
}

/** One card of an info page: its heading, then what the page puts in it. */
export function InfoSection({ heading, children }: { heading: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-sand bg-white p-6 shadow-sm sm:p-8"
    >
      <h2
        id={headingId}
        className="flex items-start gap-3 font-display text-xl font-bold text-brand-900 sm:text-2xl"
      >
        <span
          aria-hidden="true"
          className="mt-0.5 h-6 w-1.5 shrink-0 rounded-full bg-gold-400 sm:mt-1"
        />
        {heading}
      </h2>
      {children}
    </section>
  );
}

/** An info page's plain sections: a heading, its paragraphs and its photo, if it has one. */
export function InfoSections({ sections }: { sections: readonly InfoSectionText[] }) {
  return sections.map((section) => (
    <InfoSection key={section.heading} heading={section.heading}>
      {section.text.map((paragraph) => (
        <p key={paragraph} className="mt-3 leading-relaxed">
          <NumberWords text={paragraph} />
        </p>
      ))}
      {section.picture ? (
        <img
          {...responsiveImage(section.picture.src, "portrait")}
          alt={section.picture.alt}
          width={256}
          height={256}
          loading="lazy"
          decoding="async"
          className="mt-4 aspect-square w-full max-w-64 rounded-2xl bg-cream object-cover"
        />
      ) : null}
    </InfoSection>
  ));
}

/** The shared frame of the short policy pages: a title, a few plain sections, a way to ask. */
export function InfoPage({
  title,
  intro,
  sections,
  children,
}: {
  title: string;
  intro: string;
  sections: readonly InfoSectionText[];
  children?: ReactNode;
}) {
  return (
    <>
      <PageHeader title={title} text={intro} />
      <div className="container-page py-10 sm:py-14">
        <div className="mx-auto max-w-3xl space-y-4">
          <InfoSections sections={sections} />
          {children}
        </div>
        <div className="mx-auto mt-12 max-w-4xl">
          <ReachUs />
        </div>
      </div>
    </>
  );
}
