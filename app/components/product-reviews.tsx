import { NumberWords } from "./number-words";
import { ChevronDown } from "./icons";
import type { Review } from "~/data/types";
import { Stars } from "~/components/stars";
import { useMessages } from "~/hooks/use-messages";
import { responsiveImage } from "~/lib/catalog/images";
import { REVIEWS_SHOWN_FIRST } from "~/lib/catalog/reviews";

/**
 * What customers wrote about a gift, newest first: a few, then the rest behind 'more'. A native
 * disclosure, so 'more' works from the first paint, before any script. Each review keeps the
 * language it was written in, marked so that it is set in its own font and read in its own voice.
 */
export function ProductReviews({
  reviews,
  rating,
}: {
  reviews: readonly Review[];
  rating: number;
}) {
  const t = useMessages();
  const first = reviews.slice(0, REVIEWS_SHOWN_FIRST);
  const rest = reviews.slice(REVIEWS_SHOWN_FIRST);
  return (
    <section id="reviews" aria-labelledby="reviews-heading" className="container-page py-8">
      <h2 id="reviews-heading" className="font-display text-2xl font-bold">
        {t.reviews.heading}
      </h2>
      {reviews.length === 0 ? (
        <p className="mt-3 max-w-prose text-muted">{t.reviews.none}</p>
      ) : (
        <>
          <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-muted">
            <Stars rating={rating} size="md" />
            <span>{t.reviews.summary(rating, reviews.length)}</span>
          </p>
          <ReviewList reviews={first} />
          {rest.length > 0 ? (
            <details className="group mt-4">
              <summary className="inline-flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-full border border-sand px-5 font-semibold text-brand-800 hover:bg-brand-50 [&::-webkit-details-marker]:hidden">
                {t.reviews.more(rest.length)}
                <ChevronDown
                  aria-hidden="true"
                  className="size-4 transition-transform group-open:rotate-180"
                />
              </summary>
              <ReviewList reviews={rest} />
            </details>
          ) : null}
        </>
      )}
    </section>
  );
}

function ReviewList({ reviews }: { reviews: readonly Review[] }) {
  return (
    <ul className="mt-4 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
      {reviews.map((review) => (
        <ReviewCard key={review.id} review={review} />
      ))}
    </ul>
  );
}

function ReviewCard({ review }: { review: Review }) {
  const t = useMessages();
  return (
    <li className="rounded-2xl border border-sand bg-white p-4 shadow-sm">
      <article>
        <Stars rating={review.stars} />
        <blockquote lang={review.lang} className="mt-2 leading-relaxed">
          {review.text}
        </blockquote>
        {review.photo ? (
          <img
            {...responsiveImage(review.photo.src, "thumb")}
            alt={review.photo.alt}
            width={112}
            height={112}
            loading="lazy"
            decoding="async"
            className="mt-3 size-28 rounded-xl bg-cream object-cover"
          />
        ) : null}
        <p className="mt-3 text-sm text-muted">
          <span className="font-semibold text-ink">{review.name}</span>
          <span aria-hidden="true"> · </span>
          {review.place}
          <span aria-hidden="true"> · </span>
          <time dateTime={review.date}>
            <NumberWords text={t.reviews.written(review.date)} />
          </time>
        </p>
      </article>
    </li>
  );
}
