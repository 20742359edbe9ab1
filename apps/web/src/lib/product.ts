// The product's name is server configuration (PRODUCT_NAME); the server writes it into index.html.
const fromPage = typeof document !== 'undefined' ? document.querySelector('meta[name="application-name"]')?.getAttribute('content') : null;
export const PRODUCT_NAME = fromPage && !fromPage.includes('%') ? fromPage : 'ModelBase';
