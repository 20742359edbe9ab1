// The product's name is server configuration (PRODUCT_NAME); the server writes it into index.html.
const fromPage = typeof document !== 'undefined' ? document.querySelector('meta[name="application-name"]')?.getAttribute('content') : null;
// The build's prerender (no document) writes the placeholder, which the server fills in like index.html's.
export const PRODUCT_NAME =
  typeof document === 'undefined' ? '%PRODUCT_NAME%' : fromPage && !fromPage.includes('%') ? fromPage : 'ModelBase';
