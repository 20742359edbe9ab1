export { PLACEHOLDERS, type Placeholder, type PlaceholderAccess } from './placeholder-routes';
export { placeholderRoutes } from './routes';
