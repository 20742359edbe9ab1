// Discovery (issue 12): /network and /models. Nothing of it is used by other features yet.
export { discoveryRoutes } from './routes';
