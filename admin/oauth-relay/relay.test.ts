import { createHash } from "node:crypto";
import Authenticator from "decap-cms-lib-auth/dist/esm/netlify-auth.js";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { handleRequest, handOverScript, relaySettings, type RelaySettings } from "./relay";

/*
 * The sign-in as a browser runs it, without Cloudflare or GitHub: the relay's handler answers the
 * requests, GitHub is the redirect it would send once the owner has approved the app, and the
 * windows are a small browser that keeps postMessage's one rule: a message posted to an origin
 * reaches a window only if that window is there, and its receiver learns the sender's true origin.
 * The shop's admin is Decap CMS's own sign-in code.
 */

const relayOrigin = "https://upohar-admin-sign-in.shop.workers.dev";
const shop = "https://upohar.com.bd";
const settings: RelaySettings = {
  GITHUB_CLIENT_ID: "Iv23liUpohar",
  GITHUB_CLIENT_SECRET: "client-secret",
  ALLOWED_ORIGINS: `${shop}, https://www.upohar.com.bd`,
};
const token = "ghu_the-owners-token";

interface MessageEventLike {
  data: unknown;
  origin: string;
  source: WindowView;
}
type Listener = (event: MessageEventLike) => void;

interface WindowView {
  postMessage(data: unknown, targetOrigin: string): void;
  close(): void;
  focus(): void;
}

/** A window of the small browser: its origin, its listeners, and every message it was given. */
class BrowserWindow {
  readonly listeners = new Set<Listener>();
  readonly received: { data: unknown; origin: string }[] = [];
  opener: WindowView | null = null;
  closed = false;
  constructor(readonly origin: string) {}

  /** What a script in this window calls `window`. */
  scriptGlobal(open?: (url: string) => WindowView) {
    return {
      opener: this.opener,
      addEventListener: (type: string, listener: Listener) => {
        if (type === "message") this.listeners.add(listener);
      },
      removeEventListener: (type: string, listener: Listener) => {
        if (type === "message") this.listeners.delete(listener);
      },
      open,
    };
  }
}

const views = new Map<BrowserWindow, Map<BrowserWindow, WindowView>>();

/** `target` as a script in `viewer` holds it (`window.opener`, what `window.open` returns, `event.source`). */
function view(target: BrowserWindow, viewer: BrowserWindow): WindowView {
  const known = views.get(target)?.get(viewer);
  if (known) return known;
  const created: WindowView = {
    postMessage(data, targetOrigin) {
      // The browser drops a message meant for another origin than the window's, and says nothing.
      if (targetOrigin !== "*" && targetOrigin !== target.origin) return;
      setTimeout(() => {
        if (target.closed) return;
        target.received.push({ data, origin: viewer.origin });
        const event = { data, origin: viewer.origin, source: view(viewer, target) };
        for (const listener of [...target.listeners]) listener(event);
      });
    },
    close() {
      target.closed = true;
    },
    focus() {},
  };
  views.set(target, (views.get(target) ?? new Map()).set(viewer, created));
  return created;
}

/** Lets every message in flight arrive, and the answers they cause. */
const settle = async () => {
  for (let turn = 0; turn < 10; turn++) await new Promise((done) => setTimeout(done));
};

function openedBy(opener: BrowserWindow): BrowserWindow {
  const popup = new BrowserWindow(relayOrigin);
  popup.opener = view(opener, popup);
  return popup;
}

/** The page's two script elements: the data it was given, and the script the policy allows. */
function scriptsOf(html: string) {
  const data = /<script type="application\/json" id="hand-over">([^<]*)<\/script>/.exec(html)?.[1];
  const code = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, body]) => body);
  return { data, code };
}

/** Runs the page the sign-in ends on in `popup`, as its browser would. */
function runPage(popup: BrowserWindow, html: string) {
  const { data, code } = scriptsOf(html);
  expect(code).toEqual([handOverScript]);
  const document = {
    getElementById: (id: string) => (id === "hand-over" ? { textContent: data } : null),
  };
  new Function("window", "document", handOverScript)(popup.scriptGlobal(), document);
}

/** GitHub's token endpoint, as the relay's fetch reaches it. */
const tokenExchange = vi.fn<(address: string | URL, init?: RequestInit) => Promise<Response>>(
  async () =>
    Response.json({
      access_token: token,
      token_type: "bearer",
      scope: "",
      refresh_token: "ghr_long-lived",
    }),
);

/**
 * The window goes to the relay's /auth, which sends it to GitHub; GitHub, which has the owner's
 * approval already, sends it straight back to /callback with a code; the relay's page then runs.
 */
async function completeSignIn(popup: BrowserWindow, authAddress: string) {
  const { authorize, end, html } = await signInPage(authAddress, settings);
  runPage(popup, html);
  await settle();
  return { authorize, end, html };
}

/** The relay's answers from /auth to the page /callback ends on, set up as `relaySetup` says. */
async function signInPage(authAddress: string, relaySetup: RelaySettings) {
  const start = await handleRequest(new Request(authAddress), relaySetup);
  expect(start.status).toBe(302);
  const authorize = new URL(start.headers.get("Location") ?? "");
  const back = new URL(authorize.searchParams.get("redirect_uri") ?? "");
  back.searchParams.set("code", "one-time-code");
  back.searchParams.set("state", authorize.searchParams.get("state") ?? "");
  const cookie = (start.headers.get("Set-Cookie") ?? "").split(";")[0] ?? "";
  const end = await handleRequest(new Request(back, { headers: { Cookie: cookie } }), relaySetup);
  return { authorize, end, html: await end.text() };
}

const tokenIn = (window: BrowserWindow) =>
  window.received.some(({ data }) => typeof data === "string" && data.includes(token));

beforeEach(() => {
  views.clear();
  tokenExchange.mockClear();
  vi.stubGlobal("fetch", tokenExchange);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the sign-in relay", () => {
  it("hands the token to the shop's admin, whose sign-in window then closes", async () => {
    const admin = new BrowserWindow(shop);
    let popup: BrowserWindow | undefined;
    let opened = "";
    vi.stubGlobal(
      "window",
      admin.scriptGlobal((url) => {
        opened = url;
        popup = openedBy(admin);
        return view(popup, admin);
      }),
    );
    vi.stubGlobal("screen", { width: 375, height: 812 });
    const signedIn = new Promise((done, fail) =>
      new Authenticator({ base_url: relayOrigin, site_id: "upohar.com.bd" }).authenticate(
        { provider: "github", scope: "repo" },
        (error, data) => (error ? fail(new Error(error.toString())) : done(data)),
      ),
    );
    expect(opened).toMatch(new RegExp(`^${relayOrigin}/auth\\?provider=github&`));
    if (!popup) throw new Error("Decap CMS opened no window");

    const { authorize, end, html } = await completeSignIn(popup, opened);

    await expect(signedIn).resolves.toEqual({ token, provider: "github" });
    expect(popup.closed).toBe(true);
    expect(authorize.origin + authorize.pathname).toBe("https://github.com/login/oauth/authorize");
    expect(authorize.searchParams.get("client_id")).toBe(settings.GITHUB_CLIENT_ID);
    expect(authorize.searchParams.get("scope")).toBe("repo");
    // The code was traded with the secret, which never reaches the page, nor does the refresh token.
    const [address, init] = tokenExchange.mock.calls[0] ?? [];
    expect(String(address)).toBe("https://github.com/login/oauth/access_token");
    expect(JSON.parse(String(init?.body))).toMatchObject({
      client_secret: "client-secret",
      code: "one-time-code",
    });
    expect(html).not.toContain("client-secret");
    expect(html).not.toContain("ghr_long-lived");
    expect(end.headers.get("Cache-Control")).toBe("no-store");
  });

  it("gives a page of another origin that completes the sign-in nothing, even when it asks", async () => {
    const stranger = new BrowserWindow("https://free-gifts.example");
    const popup = openedBy(stranger);
    const popupView = view(popup, stranger);
    // It answers as Decap CMS does, and also asks on its own.
    stranger.listeners.add((event) => {
      if (event.data === "authorizing:github") popupView.postMessage(event.data, event.origin);
    });

    const { end } = await completeSignIn(
      popup,
      `${relayOrigin}/auth?provider=github&site_id=upohar.com.bd&scope=repo`,
    );
    popupView.postMessage("authorizing:github", "*");
    popupView.postMessage("authorizing:github", relayOrigin);
    await settle();

    expect(end.status).toBe(200);
    expect(stranger.received).toEqual([]);
    expect(popup.closed).toBe(false);
  });

  it("gives nothing to a look-alike address", async () => {
    const lookAlike = new BrowserWindow("https://upohar.com.bd.example");
    const popup = openedBy(lookAlike);
    const popupView = view(popup, lookAlike);
    lookAlike.listeners.add((event) => popupView.postMessage(event.data, event.origin));

    await completeSignIn(popup, `${relayOrigin}/auth?provider=github`);
    popupView.postMessage("authorizing:github", "*");
    await settle();

    expect(tokenIn(lookAlike)).toBe(false);
    expect(lookAlike.received).toEqual([]);
  });

  it("hands it to the shop's other address on the list too", async () => {
    const admin = new BrowserWindow("https://www.upohar.com.bd");
    const popup = openedBy(admin);
    const popupView = view(popup, admin);
    admin.listeners.add((event) => {
      if (event.data === "authorizing:github") popupView.postMessage(event.data, event.origin);
    });

    await completeSignIn(popup, `${relayOrigin}/auth?provider=github`);

    expect(admin.received.map(({ data }) => data)).toEqual([
      "authorizing:github",
      `authorization:github:success:${JSON.stringify({ token, provider: "github" })}`,
    ]);
    expect(admin.received.every(({ origin }) => origin === relayOrigin)).toBe(true);
  });

  it("runs only the one script its policy names, whatever GitHub's answer says", async () => {
    const stranger = new BrowserWindow("https://free-gifts.example");
    const popup = openedBy(stranger);
    const start = await handleRequest(new Request(`${relayOrigin}/auth?provider=github`), settings);
    const state = new URL(start.headers.get("Location") ?? "").searchParams.get("state");
    const hostile = "</script><script>opener.postMessage(document.body.innerHTML, '*')</script>";
    const end = await handleRequest(
      new Request(
        `${relayOrigin}/callback?error=access_denied&error_description=${encodeURIComponent(hostile)}&state=${state}`,
      ),
      settings,
    );
    const html = await end.text();

    const { code } = scriptsOf(html);
    expect(code).toEqual([handOverScript]);
    const hash = createHash("sha256").update(handOverScript).digest("base64");
    expect(end.headers.get("Content-Security-Policy")).toBe(
      `default-src 'none'; script-src 'sha256-${hash}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
    );
    expect(end.headers.get("Cross-Origin-Opener-Policy")).toBeNull();
    runPage(popup, html);
    await settle();
    expect(stranger.received).toEqual([]);
  });

  it("trades no code whose state it did not set in this browser", async () => {
    const admin = new BrowserWindow(shop);
    const popup = openedBy(admin);
    const popupView = view(popup, admin);
    admin.listeners.add((event) => {
      if (event.data === "authorizing:github") popupView.postMessage(event.data, event.origin);
    });
    const start = await handleRequest(new Request(`${relayOrigin}/auth?provider=github`), settings);
    const state = new URL(start.headers.get("Location") ?? "").searchParams.get("state");

    const withoutCookie = await handleRequest(
      new Request(`${relayOrigin}/callback?code=planted-code&state=${state}`),
      settings,
    );
    runPage(popup, await withoutCookie.text());
    await settle();

    expect(tokenExchange).not.toHaveBeenCalled();
    expect(withoutCookie.status).toBe(400);
    const [, answer] = admin.received.map(({ data }) => String(data));
    expect(answer).toMatch(/^authorization:github:error:.*not started from the shop's admin/);
  });

  it("asks GitHub for repo, or public_repo, and nothing broader", async () => {
    const scopeFor = async (asked: string) => {
      const start = await handleRequest(
        new Request(`${relayOrigin}/auth?provider=github&scope=${asked}`),
        settings,
      );
      return new URL(start.headers.get("Location") ?? "").searchParams.get("scope");
    };
    expect(await scopeFor("repo")).toBe("repo");
    expect(await scopeFor("public_repo")).toBe("public_repo");
    expect(await scopeFor("repo,user,admin:org")).toBe("repo");
  });

  it("keeps its state in a cookie only it reads, for ten minutes", async () => {
    const start = await handleRequest(new Request(`${relayOrigin}/auth?provider=github`), settings);
    const state = new URL(start.headers.get("Location") ?? "").searchParams.get("state") ?? "";
    expect(state).toMatch(/^[0-9a-f]{64}$/);
    expect(start.headers.get("Set-Cookie")).toBe(
      `__Host-upohar-sign-in=${state}; Path=/; Secure; HttpOnly; SameSite=Lax; Max-Age=600`,
    );
  });

  it.each([
    ["GET", "/auth?provider=gitlab", 400],
    ["POST", "/auth?provider=github", 405],
    ["GET", "/", 404],
  ])("answers %s %s with %i, starting nothing", async (method, path, status) => {
    const answer = await handleRequest(new Request(`${relayOrigin}${path}`, { method }), settings);
    expect(answer.status).toBe(status);
    expect(answer.headers.get("Location")).toBeNull();
  });
});

describe("a token that never expires", () => {
  const everlasting = "gho_every-repository-for-ever";

  async function signInFor(relaySetup: RelaySettings) {
    tokenExchange.mockImplementationOnce(async () =>
      Response.json({ access_token: everlasting, token_type: "bearer", scope: "repo" }),
    );
    const { html } = await signInPage(`${relayOrigin}/auth?provider=github&scope=repo`, relaySetup);
    return html;
  }

  it("is not handed over: the admin is told to use a GitHub App", async () => {
    const html = await signInFor(settings);
    expect(html).not.toContain(everlasting);
    expect(html).toContain("use a GitHub App with expiring tokens");
  });

  it("is handed over when the owner accepted an OAuth App in so many words", async () => {
    const html = await signInFor({
      ...settings,
      GITHUB_CLIENT_ID: "Ov23li",
      ALLOW_OAUTH_APP: "yes",
    });
    expect(html).toContain(everlasting);
  });
});

describe("the relay's settings", () => {
  it("takes the shop's origins, separated by commas or spaces", () => {
    expect(relaySettings(settings)).toEqual({
      clientId: "Iv23liUpohar",
      clientSecret: "client-secret",
      origins: [shop, "https://www.upohar.com.bd"],
      oauthAppAccepted: false,
    });
  });

  it.each(["https://karim.github.io", "https://karim.gitlab.io", "https://karim.codeberg.page"])(
    "refuses the shared host %s, whose other projects could take the token, unless told yes",
    async (origin) => {
      const shared = { ...settings, ALLOWED_ORIGINS: origin };
      expect(relaySettings(shared)).toContain(`names ${origin}, an address every other site`);
      const answer = await handleRequest(
        new Request(`${relayOrigin}/auth?provider=github`),
        shared,
      );
      expect(answer.status).toBe(500);
      expect(answer.headers.get("Location")).toBeNull();
      expect(relaySettings({ ...shared, ALLOW_SHARED_ORIGIN: "yes" })).toMatchObject({
        origins: [origin],
      });
    },
  );

  it("takes a host's own name for one site, which no other site shares", () => {
    const own = {
      ...settings,
      ALLOWED_ORIGINS: "https://upohar.netlify.app https://upohar.pages.dev",
    };
    expect(relaySettings(own)).toMatchObject({
      origins: ["https://upohar.netlify.app", "https://upohar.pages.dev"],
    });
  });

  it("refuses an OAuth App's client ID unless told yes", () => {
    const oauthApp = { ...settings, GITHUB_CLIENT_ID: "Ov23liUpohar" };
    expect(relaySettings(oauthApp)).toContain("is not a GitHub App's (those start with Iv)");
    expect(relaySettings({ ...oauthApp, ALLOW_OAUTH_APP: "yes" })).toMatchObject({
      clientId: "Ov23liUpohar",
      oauthAppAccepted: true,
    });
  });

  it.each([
    [undefined, "must name the shop's address"],
    ["", "must name the shop's address"],
    ["*", "not *"],
    ["https://upohar.com.bd/", "not https://upohar.com.bd/"],
    ["http://upohar.com.bd", "not http://upohar.com.bd"],
    ["upohar.com.bd", "not upohar.com.bd"],
    ["https://*.upohar.com.bd", "not https://*.upohar.com.bd"],
    ["https://upohar.com.bd/admin", "not https://upohar.com.bd/admin"],
  ])("refuses ALLOWED_ORIGINS %j, and starts no sign-in", async (origins, sentence) => {
    const wrong = { ...settings, ALLOWED_ORIGINS: origins };
    expect(relaySettings(wrong)).toContain(sentence);
    const answer = await handleRequest(new Request(`${relayOrigin}/auth?provider=github`), wrong);
    expect(answer.status).toBe(500);
    expect(answer.headers.get("Location")).toBeNull();
    expect(await answer.text()).toContain(sentence);
  });

  it("refuses to start without the app's client ID and secret", () => {
    expect(relaySettings({ ...settings, GITHUB_CLIENT_SECRET: " " })).toContain(
      "GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET must both be set",
    );
  });
});
