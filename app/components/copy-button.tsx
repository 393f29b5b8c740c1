import { Check, Copy } from "./icons";
import { useState } from "react";
import { announce } from "~/hooks/use-announcer";
import { useMessages } from "~/hooks/use-messages";
import { buttonSecondary } from "./ui";

/**
 * Copies text to the clipboard and says so. When the browser refuses (an old phone, no
 * permission), it says how to copy by hand instead of failing silently.
 */
export function CopyButton({
  text,
  label,
  copiedLabel,
  accessibleLabel,
  onCopy,
  className = buttonSecondary,
}: {
  text: string;
  label: string;
  copiedLabel: string;
  accessibleLabel?: string;
  onCopy?: () => void;
  className?: string;
}) {
  const t = useMessages().ordering.orderPage;
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");

  async function copy() {
    onCopy?.();
    try {
      await navigator.clipboard.writeText(text);
      setState("copied");
      announce(copiedLabel);
    } catch {
      setState("failed");
    }
  }

  return (
    <>
      <button type="button" onClick={copy} aria-label={accessibleLabel} className={className}>
        {state === "copied" ? (
          <Check aria-hidden="true" className="size-5" />
        ) : (
          <Copy aria-hidden="true" className="size-5" />
        )}
        {state === "copied" ? copiedLabel : label}
      </button>
      {state === "failed" ? (
        <p role="alert" className="text-sm font-semibold text-brand-700">
          {t.copyFailed}
        </p>
      ) : null}
    </>
  );
}
