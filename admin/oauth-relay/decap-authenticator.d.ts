/**
 * Decap CMS's side of the sign-in window (decap-cms-lib-auth, bundled into the admin's
 * decap-cms.js): the relay's test drives the same code the admin runs.
 */
declare module "decap-cms-lib-auth/dist/esm/netlify-auth.js" {
  export default class Authenticator {
    constructor(config: { base_url?: string; site_id?: string; auth_endpoint?: string });
    authenticate(
      options: { provider: string; scope?: string },
      done: (
        error: { toString(): string } | null,
        data?: { token: string; provider: string },
      ) => void,
    ): void;
  }
}
