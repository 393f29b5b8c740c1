/*
 * What the admin's first script does (frame-guard.ts). A host that sends no headers (GitHub Pages)
 * cannot forbid other sites to frame the admin, where a page laid over it could lead the signed-in
 * owner to tap 'Publish' on a change they never saw (security review of 1 December, finding 12).
 * Framed, the admin stops before Decap CMS loads and offers itself in a tab of its own.
 */

type View = Pick<Window, "top" | "self" | "stop" | "document" | "location">;

/** True when `view` is framed, after stopping its page and leaving only the way out. */
export function refuseFraming(view: View): boolean {
  if (view.top === view.self) return false;
  view.stop();
  const { document } = view;
  const link = document.createElement("a");
  link.href = view.location.href;
  link.target = "_blank";
  link.rel = "noopener noreferrer";
  link.textContent = "Open the shop's admin in a tab of its own";
  const body = document.createElement("body");
  body.append(link);
  document.documentElement.replaceChildren(body);
  return true;
}
