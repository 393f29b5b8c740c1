/** Interface text of About, Contact, the info pages and the account page. */
export const helpMessages = {};
