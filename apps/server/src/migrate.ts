// `node apps/server/dist/migrate.js <dataDir>`: creates the embedded database in dataDir (or brings it up
// to date) and exits, without starting the app. The browser tests make one such database per set of
// migrations and copy it for every server they start: creating one takes seconds on an idle machine and
// most of a minute on a loaded one, opening a copy about one second.
import { openDatabase } from './platform/db/client.ts';

const dataDir = process.argv[2];
if (!dataDir) {
  console.error('usage: node apps/server/dist/migrate.js <dataDir>');
  process.exit(64);
}
const db = await openDatabase({ dataDir });
await db.close();
