/**
 * The same shape the browser's type="email" accepts (WHATWG's "valid e-mail address"), so the
 * page's own message and the browser never disagree.
 */
const emailPattern =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

export function isValidEmail(value: string): boolean {
  return value.length <= 254 && emailPattern.test(value.trim());
}
