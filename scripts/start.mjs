// `npm start`: builds what is missing or out of date, then runs the one server process.
import { buildServer, buildWeb } from './build.mjs';
import { serverStale, webStale } from './freshness.mjs';

if (webStale()) {
  console.error('Building the web app...');
  buildWeb();
}
if (serverStale()) {
  console.error('Building the server...');
  await buildServer();
}
await import('../apps/server/dist/main.js');
