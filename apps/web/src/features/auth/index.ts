// What other parts of the app may use from auth.
export { authRoutes } from './routes';
