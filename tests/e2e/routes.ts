/** Every page of the shop with its main heading, shared by the layout, accessibility and CSP tests. */
export const pages: [path: string, heading: string | RegExp][] = [
  ["/", "Find the perfect gift for every occasion"],
  ["/products", "All Products"],
  ["/categories", "Categories"],
  ["/about", /About/],
  ["/contact", /Contact/],
  ["/cart", "Shopping Cart"],
  ["/order", "Place Your Order"],
  ["/orders", "My Orders"],
  ["/wishlist", "Wishlist"],
  ["/account", "Account"],
  ["/faq", "Frequently Asked Questions"],
  ["/shipping", "Shipping Info"],
  ["/returns", "Returns & Exchanges"],
  ["/privacy", "Privacy Policy"],
  ["/terms", "Terms of Service"],
  ["/support", "Support Center"],
  ["/product/1", "Personalized Photo Frame"],
  ["/product/6", "Message in a Bottle"],
  ["/category/birthday-gifts", "Birthday Gifts"],
  ["/category/wedding-gifts", "Wedding Gifts"],
  ["/product/999", "Product not found"],
  ["/category/nope", "Category not found"],
  ["/no/such/page", "Find the perfect gift for every occasion"],
];

/** The pages whose layout changes most between a phone and a desktop, checked at both widths. */
export const pagesCheckedAtBothWidths = new Set([
  "/",
  "/products",
  "/product/1",
  "/cart",
  "/contact",
]);
