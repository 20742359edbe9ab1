import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { type HttpWiring, wire, wiringOf } from './wiring.ts';

const wiring: HttpWiring = {
  checkAccess: async () => null,
  accountKey: async () => undefined,
  meetsStaffRule: async () => false,
  onSecurityEvent: async () => {},
};

describe('wiringOf', () => {
  it('a plugin scope (an encapsulated child instance) finds the root wiring', async () => {
    const app = Fastify();
    wire(app, wiring);
    let found: HttpWiring | undefined;
    await app.register(async (scope) => {
      await scope.register(async (inner) => {
        found = wiringOf(inner);
      });
    });
    await app.ready();
    expect(found).toBe(wiring);
    await app.close();
  });

  it('an instance nobody wired has no access check: it throws (deny by default)', () => {
    expect(() => wiringOf(Fastify())).toThrow(/not made by createHttpServer/);
  });
});
