/**
 * The module script as React Router 7.18 writes it into a prerendered Bangla product page: the
 * sample the contract's tests and the rewrite's tests both read.
 */
export const routerScript =
  'import "/assets/manifest-b350810f.js";\nimport * as route0 from "/assets/root-BalO4R4P.js";\n' +
  'import * as route1 from "/assets/layout-bn-no2ZqZEj.js";\n' +
  'import * as route2 from "/assets/product-DRCWFdTd.js";\n  \n  ' +
  'window.__reactRouterRouteModules = {"root":route0,"routes/layout-bn":route1,"bn/product/:id":route2};\n\n' +
  'import("/assets/entry.client-C8tneV5L.js");';
