/**
 * The owner's GitHub sign-in for the admin (decision 016): a Cloudflare Worker that trades
 * GitHub's one-time code for a token with the client secret, which no browser may hold, and hands
 * the token to the admin that opened the sign-in window, in the message protocol Decap CMS speaks
 * (`authorizing:github`, then `authorization:github:success:{…}`).
 *
 * Any page can open this window, and GitHub does not ask again once the owner has approved the
 * app, so the token is handed over only to a window on one of the shop's own origins
 * (ALLOWED_ORIGINS): the browser delivers a message posted to an origin only to a window that is
 * there, and a message that claims to come from the admin is believed only when the browser says
 * so (MessageEvent.origin). With no valid list, no sign-in starts at all.
 *
 * Settings, each set with `npx wrangler@4.164.0 secret put NAME` from this folder (docs/owner-sign-in.md):
 * GITHUB_CLIENT_ID, GITHUB_CLIENT_SECRET and ALLOWED_ORIGINS; and, only to accept a risk in so many
 * words, ALLOW_SHARED_ORIGIN and ALLOW_OAUTH_APP.
 */

export interface RelaySettings {
  /** The GitHub App's client ID (GitHub → Settings → Developer settings → GitHub Apps). */
  GITHUB_CLIENT_ID?: string;
  GITHUB_CLIENT_SECRET?: string;
  /** The shop's origins, whose admin may receive a token: `https://upohar.com.bd`, space- or comma-separated. */
  ALLOWED_ORIGINS?: string;
  /**
   * `yes` lets ALLOWED_ORIGINS name a shared host such as `https://<user>.github.io`, where every
   * other project site of that account is the same origin and would receive the token too.
   */
  ALLOW_SHARED_ORIGIN?: string;
  /**
   * `yes` lets the relay work for an OAuth App, whose tokens reach every repository of the owner
   * and never expire, instead of a GitHub App's token for the shop's repository, for eight hours.
   */
  ALLOW_OAUTH_APP?: string;
}

const provider = "github";
const github = "https://github.com";
/** Where the relay keeps, for ten minutes, the state it sent to GitHub, to know the answer is to its own request. */
const stateCookie = "__Host-upohar-sign-in";
const stateLifetimeSeconds = 600;

/**
 * Hosts that serve many owners' sites, or many projects of one owner, on one origin
 * (`https://<user>.github.io/<project>/`): postMessage and localStorage see one origin, so any
 * other page there could receive the token. A host that gives each site its own name
 * (`<site>.netlify.app`, `<project>.pages.dev`) is not one of them.
 */
const sharedHostSuffixes = [".github.io", ".gitlab.io", ".codeberg.page", ".bitbucket.io"];

/**
 * A GitHub App's client ID starts `Iv` and its user tokens `ghu_` (expiring, limited to the
 * repositories the app is installed on); an OAuth App's token (`gho_`) reaches all of them, for ever.
 */
const gitHubAppClientId = /^Iv/;
const gitHubAppToken = /^ghu_/;

/** Decap CMS asks for `repo`, or `public_repo` for a public repository; nothing else is passed on. */
const scopes = ["repo", "public_repo"];

export default { fetch: handleRequest };

export async function handleRequest(request: Request, settings: RelaySettings): Promise<Response> {
  const url = new URL(request.url);
  if (request.method !== "GET") return textPage(405, "Only GET is answered here.");
  const relay = relaySettings(settings);
  if (typeof relay === "string") return textPage(500, relay);
  if (url.pathname === "/auth") return startSignIn(url, relay);
  if (url.pathname === "/callback") return finishSignIn(request, url, relay);
  return textPage(404, "Nothing here: the shop's admin opens /auth.");
}

interface Relay {
  clientId: string;
  clientSecret: string;
  origins: string[];
  oauthAppAccepted: boolean;
}

/** The settings, or what is wrong with them, in a sentence for whoever set the Worker up. */
export function relaySettings(settings: RelaySettings): Relay | string {
  const clientId = settings.GITHUB_CLIENT_ID?.trim() ?? "";
  const clientSecret = settings.GITHUB_CLIENT_SECRET?.trim() ?? "";
  if (clientId === "" || clientSecret === "") {
    return "GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET must both be set on this Worker.";
  }
  const origins = (settings.ALLOWED_ORIGINS ?? "").split(/[\s,]+/).filter((origin) => origin);
  if (origins.length === 0) {
    return "ALLOWED_ORIGINS must name the shop's address, such as https://upohar.com.bd.";
  }
  const wrong = origins.filter((origin) => !isHttpsOrigin(origin));
  if (wrong.length > 0) {
    return `ALLOWED_ORIGINS takes addresses such as https://upohar.com.bd (https, no path, no * and no / at the end), not ${wrong.join(", ")}.`;
  }
  const shared = origins.filter(isSharedHost);
  if (shared.length > 0 && !saysYes(settings.ALLOW_SHARED_ORIGIN)) {
    return `ALLOWED_ORIGINS names ${shared.join(", ")}, an address every other site of that account shares, and any of them could take the sign-in: give the admin its own domain (docs/owner-sign-in.md), or set ALLOW_SHARED_ORIGIN to yes to accept that risk.`;
  }
  const oauthAppAccepted = saysYes(settings.ALLOW_OAUTH_APP);
  if (!gitHubAppClientId.test(clientId) && !oauthAppAccepted) {
    return "GITHUB_CLIENT_ID is not a GitHub App's (those start with Iv): an OAuth App's sign-in reaches every repository of the owner and never expires. Make a GitHub App (docs/owner-sign-in.md, step 2), or set ALLOW_OAUTH_APP to yes to accept that risk.";
  }
  return { clientId, clientSecret, origins, oauthAppAccepted };
}

function isSharedHost(origin: string): boolean {
  const host = new URL(origin).hostname;
  return sharedHostSuffixes.some((suffix) => host.endsWith(suffix));
}

function saysYes(setting: string | undefined): boolean {
  return setting?.trim().toLowerCase() === "yes";
}

function isHttpsOrigin(text: string): boolean {
  try {
    const url = new URL(text);
    // A browser compares origins as they are: a `*` in a name would match nothing, not every name.
    const plainName = /^[a-z0-9-]+(?:\.[a-z0-9-]+)+$/.test(url.hostname);
    return url.protocol === "https:" && url.origin === text && plainName;
  } catch {
    return false;
  }
}

function startSignIn(url: URL, relay: Relay): Response {
  if (url.searchParams.get("provider") !== provider) {
    return textPage(400, "This sign-in is for GitHub only (provider=github).");
  }
  const asked = url.searchParams.get("scope") ?? "";
  const state = randomState();
  const authorize = new URL("/login/oauth/authorize", github);
  authorize.search = new URLSearchParams({
    client_id: relay.clientId,
    redirect_uri: `${url.origin}/callback`,
    // A GitHub App's token reaches what the app was given, whatever the scope; an OAuth App's
    // reaches what the scope names.
    scope: scopes.includes(asked) ? asked : "repo",
    state,
    allow_signup: "false",
  }).toString();
  return new Response(null, {
    status: 302,
    headers: {
      Location: authorize.href,
      "Set-Cookie": `${stateCookie}=${state}; Path=/; Secure; HttpOnly; SameSite=Lax; Max-Age=${stateLifetimeSeconds}`,
      "Cache-Control": "no-store",
    },
  });
}

function randomState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return [...bytes].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

async function finishSignIn(request: Request, url: URL, relay: Relay): Promise<Response> {
  const refused = url.searchParams.get("error");
  if (refused !== null) {
    return handOver(relay.origins, {
      error: `GitHub did not sign you in (${url.searchParams.get("error_description") ?? refused}).`,
    });
  }
  const state = url.searchParams.get("state") ?? "";
  const code = url.searchParams.get("code") ?? "";
  if (state === "" || code === "" || state !== cookie(request, stateCookie)) {
    return handOver(relay.origins, {
      error:
        "This sign-in was not started from the shop's admin, or took longer than ten minutes. Close this window and tap 'Login with GitHub' again.",
    });
  }
  const answer = await fetch(new URL("/login/oauth/access_token", github), {
    method: "POST",
    headers: { Accept: "application/json", "Content-Type": "application/json" },
    body: JSON.stringify({
      client_id: relay.clientId,
      client_secret: relay.clientSecret,
      code,
      redirect_uri: `${url.origin}/callback`,
    }),
  })
    .then((response) => response.json() as Promise<unknown>)
    .catch(() => undefined);
  const token = stringField(answer, "access_token");
  if (token === undefined) {
    const reason = stringField(answer, "error_description") ?? "no answer from GitHub";
    return handOver(relay.origins, { error: `GitHub gave no token (${reason}). Try again.` });
  }
  if (!gitHubAppToken.test(token) && !relay.oauthAppAccepted) {
    return handOver(relay.origins, {
      error:
        "GitHub gave a token that does not expire (an OAuth App's), which this sign-in does not hand over. Whoever set up the admin: use a GitHub App with expiring tokens (docs/owner-sign-in.md, step 2).",
    });
  }
  // Only the token: a refresh token would outlive the token's eight hours, and Decap CMS never uses one.
  return handOver(relay.origins, { token });
}

function cookie(request: Request, name: string): string | undefined {
  for (const pair of (request.headers.get("Cookie") ?? "").split(";")) {
    const [key, ...value] = pair.trim().split("=");
    if (key === name) return value.join("=");
  }
  return undefined;
}

function stringField(value: unknown, name: string): string | undefined {
  if (typeof value !== "object" || value === null || !(name in value)) return undefined;
  const field: unknown = (value as Record<string, unknown>)[name];
  return typeof field === "string" && field !== "" ? field : undefined;
}

/**
 * The page the sign-in window ends on. It says `authorizing:github` to the window that opened it,
 * in a message the browser delivers only if that window is on one of the shop's origins; the
 * admin answers with the same words, and only an answer the browser says comes from that window,
 * at one of those origins, gets the outcome, posted to that origin alone.
 */
export const handOverScript = `const { origins, request, outcome } = JSON.parse(document.getElementById("hand-over").textContent);
const opener = window.opener;
if (opener) {
  window.addEventListener("message", (event) => {
    if (event.source === opener && event.data === request && origins.includes(event.origin)) {
      opener.postMessage(outcome, event.origin);
    }
  });
  for (const origin of origins) opener.postMessage(request, origin);
}`;

/** What JSON leaves as is that would end the script element early or that some parsers read as a line end. */
const unsafeInScript = /[<>&\u2028\u2029]/g;

async function handOver(
  origins: string[],
  result: { token: string } | { error: string },
): Promise<Response> {
  const outcome =
    "token" in result
      ? `authorization:${provider}:success:${JSON.stringify({ token: result.token, provider })}`
      : `authorization:${provider}:error:${JSON.stringify({ message: result.error })}`;
  const data = JSON.stringify({ origins, request: `authorizing:${provider}`, outcome }).replace(
    unsafeInScript,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
  const sentence =
    "token" in result
      ? "Signed in. This window closes once the shop's admin has the sign-in; if it stays open, the admin that opened it is not one of the shop's own addresses."
      : result.error;
  const page = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Signing in to the shop's admin</title></head>
<body>
<p>${escapeHtml(sentence)}</p>
<script type="application/json" id="hand-over">${data}</script>
<script>${handOverScript}</script>
</body>
</html>
`;
  return new Response(page, {
    status: "token" in result ? 200 : 400,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Security-Policy": `default-src 'none'; script-src '${await sha256(handOverScript)}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
      // No Cross-Origin-Opener-Policy: one would cut this window off from the admin that opened it.
      "Cache-Control": "no-store",
      "Referrer-Policy": "no-referrer",
      "X-Content-Type-Options": "nosniff",
      "X-Frame-Options": "DENY",
      "Set-Cookie": `${stateCookie}=; Path=/; Secure; HttpOnly; SameSite=Lax; Max-Age=0`,
    },
  });
}

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return `sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

function textPage(status: number, sentence: string): Response {
  return new Response(sentence, {
    status,
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
