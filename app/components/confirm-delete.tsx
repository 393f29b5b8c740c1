import { Trash2 } from "./icons";
import { useEffect, useId, useRef, useState } from "react";
import { button, buttonQuiet } from "./ui";

interface ConfirmDeleteProps {
  /** The button's word, and what a screen reader hears for it when the word alone is not enough. */
  label: string;
  labelInFull?: string;
  /** The one question asked before anything is deleted. */
  question: string;
  confirm: string;
  keep: string;
  onConfirm: () => void;
}

/**
 * A delete that asks once: the button turns into its question, with 'Yes, delete' and 'Keep'. The
 * question takes focus, so a screen reader says it; 'Keep' gives focus back to the button.
 */
export function ConfirmDelete({
  label,
  labelInFull,
  question,
  confirm,
  keep,
  onConfirm,
}: ConfirmDeleteProps) {
  const [asking, setAsking] = useState(false);
  const questionId = useId();
  const questionRef = useRef<HTMLParagraphElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const answered = useRef(false);

  useEffect(() => {
    if (asking) questionRef.current?.focus();
    else if (answered.current) buttonRef.current?.focus();
  }, [asking]);

  if (!asking) {
    return (
      <button
        ref={buttonRef}
        type="button"
        aria-label={labelInFull}
        onClick={() => setAsking(true)}
        className={buttonQuiet}
      >
        <Trash2 aria-hidden="true" className="size-5" />
        {label}
      </button>
    );
  }
  return (
    <div
      role="group"
      aria-labelledby={questionId}
      className="rounded-xl bg-gold-100 px-4 py-3 text-ink"
    >
      <p
        id={questionId}
        ref={questionRef}
        tabIndex={-1}
        className="font-semibold focus:outline-none"
      >
        {question}
      </p>
      <div className="mt-3 flex flex-wrap gap-3">
        <button type="button" onClick={onConfirm} className={button("primary", "compact")}>
          <Trash2 aria-hidden="true" className="size-5" />
          {confirm}
        </button>
        <button
          type="button"
          onClick={() => {
            answered.current = true;
            setAsking(false);
          }}
          className={button("quiet", "compact")}
        >
          {keep}
        </button>
      </div>
    </div>
  );
}
