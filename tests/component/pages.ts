import About, { loader as aboutLoader } from "../../app/routes/about";
import Account from "../../app/routes/account";
import Cart from "../../app/routes/cart";
import Categories, { loader as categoriesLoader } from "../../app/routes/categories";
import Category, { loader as categoryLoader } from "../../app/routes/category";
import Contact from "../../app/routes/contact";
import Faq from "../../app/routes/faq";
import Home, { loader as homeLoader } from "../../app/routes/home";
import Occasion, { loader as occasionLoader } from "../../app/routes/occasion";
import Order, { loader as orderLoader } from "../../app/routes/order";
import Orders from "../../app/routes/orders";
import Privacy from "../../app/routes/privacy";
import Product, { loader as productLoader } from "../../app/routes/product";
import Products, { loader as productsLoader } from "../../app/routes/products";
import Returns from "../../app/routes/returns";
import Shipping, { loader as shippingLoader } from "../../app/routes/shipping";
import Support from "../../app/routes/support";
import Terms from "../../app/routes/terms";
import UnknownPath, { clientLoader as unknownPathLoader } from "../../app/routes/unknown-path";
import Wishlist from "../../app/routes/wishlist";
import type { PageRoute } from "./render";

/**
 * The shop's pages as their route modules give them: the path in English, the component, and the
 * loader the build runs (or, for a path never prerendered, the one the browser runs).
 */
export const pages = {
  home: { path: "/", Component: Home, loader: homeLoader },
  products: { path: "/products", Component: Products, loader: productsLoader },
  categories: { path: "/categories", Component: Categories, loader: categoriesLoader },
  category: { path: "/category/:slug", Component: Category, loader: categoryLoader },
  product: { path: "/product/:id", Component: Product, loader: productLoader },
  occasion: { path: "/occasion/:slug", Component: Occasion, loader: occasionLoader },
  about: { path: "/about", Component: About, loader: aboutLoader },
  contact: { path: "/contact", Component: Contact },
  cart: { path: "/cart", Component: Cart },
  order: { path: "/order", Component: Order, loader: orderLoader },
  orders: { path: "/orders", Component: Orders },
  wishlist: { path: "/wishlist", Component: Wishlist },
  account: { path: "/account", Component: Account },
  faq: { path: "/faq", Component: Faq },
  shipping: { path: "/shipping", Component: Shipping, loader: shippingLoader },
  returns: { path: "/returns", Component: Returns },
  privacy: { path: "/privacy", Component: Privacy },
  terms: { path: "/terms", Component: Terms },
  support: { path: "/support", Component: Support },
  unknownPath: { path: "/*", Component: UnknownPath, loader: unknownPathLoader },
} satisfies Record<string, PageRoute>;
