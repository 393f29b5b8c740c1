/** Interface text of the cart, the wishlist and the order messages. */
export const orderingMessages = {};
