import { Share2 } from "./icons";
import { announce } from "~/hooks/use-announcer";
import { useMessages } from "~/hooks/use-messages";
import { iconButtonRound } from "./ui";

/** The phone's own share sheet where there is one; otherwise the link goes to the clipboard. */
export function ShareButton({ title, url }: { title: string; url: string }) {
  const t = useMessages();

  async function share() {
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, url });
      } catch {
        // The shopper closed the share sheet: nothing to report.
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      announce(t.product.linkCopied);
    } catch {
      announce(t.product.copyFailed);
    }
  }

  return (
    <button type="button" onClick={share} aria-label={t.product.share} className={iconButtonRound}>
      <Share2 aria-hidden="true" className="size-5" />
    </button>
  );
}
