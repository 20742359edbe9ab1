import { MINI_APPS } from '@mb/contract/mini-apps';
import { describe, expect, it } from 'vitest';
import { APP_HOMES } from './app-homes';

// /apps/{app_id} once installed shows the app's home, or the app opens its own route. There is no
// third case: the 'tools arrive in a coming update' note is gone, so an app added without either
// would show only its settings.
describe('every app of the catalogue has somewhere to work', () => {
  it.each(MINI_APPS.map((a) => [a.id, a] as const))('%s has its own route or a home on its page', (_id, app) => {
    expect(app.route !== null || app.id in APP_HOMES).toBe(true);
  });

  it('has no home for an app that is not in the catalogue', () => {
    expect(Object.keys(APP_HOMES).filter((id) => !MINI_APPS.some((a) => a.id === id))).toEqual([]);
  });
});
