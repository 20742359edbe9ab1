// What other parts of the app may use from geoblock: the settings card (Settings → Privacy).
export { GeoBlocking } from './geo-blocking';
