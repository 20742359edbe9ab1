import { describe, expect, it } from 'vitest';
import { type FeatureModule, FeatureRegistry } from './modules.ts';

// The per-app registry of feature modules: what a module list gives is checked when it is installed,
// and one app's registry is never another's.

/** A module as a test writes it: names of points and answers that no real feature declares. */
const mod = (m: { name: string; extend?: Record<string, unknown[]>; provide?: Record<string, unknown>; need?: string[] }) =>
  m as unknown as FeatureModule;
const items = (r: FeatureRegistry, point: string) => r.extensions(point as never) as readonly unknown[];

describe('FeatureRegistry', () => {
  it('refuses a module listed twice, naming it', () => {
    expect(() => new FeatureRegistry().install([mod({ name: 'feed' }), mod({ name: 'media' }), mod({ name: 'feed' })])).toThrow(
      "feature module 'feed' is listed twice",
    );
  });

  it('refuses a need that no listed module provides, naming the module and the need', () => {
    expect(() => new FeatureRegistry().install([mod({ name: 'pro', need: ['billing.subscription_summary'] })])).toThrow(
      "feature module 'pro' needs 'billing.subscription_summary', which no listed module provides",
    );
  });

  it('refuses an answer provided twice, naming it and both modules', () => {
    const answer = () => null;
    expect(() =>
      new FeatureRegistry().install([
        mod({ name: 'billing', provide: { 'billing.subscription_summary': answer } }),
        mod({ name: 'paybox', provide: { 'billing.subscription_summary': answer } }),
      ]),
    ).toThrow("'billing.subscription_summary' is provided by both 'billing' and 'paybox'");
  });

  it('answers a need provided by a module listed after the asker', () => {
    const answer = () => 42;
    const r = new FeatureRegistry();
    r.install([mod({ name: 'pro', need: ['test.answer'] }), mod({ name: 'billing', provide: { 'test.answer': answer } })]);
    expect(r.provision('test.answer' as never)).toBe(answer);
    expect(() => r.provision('test.missing' as never)).toThrow("no feature module provides 'test.missing'");
  });

  it('gathers an extension point in module order; a point nobody extends is empty', () => {
    const r = new FeatureRegistry();
    r.install([
      mod({ name: 'a', extend: { 'test.point': [1, 2] } }),
      mod({ name: 'b' }),
      mod({ name: 'c', extend: { 'test.point': [3] } }),
    ]);
    expect(items(r, 'test.point')).toEqual([1, 2, 3]);
    expect(items(r, 'test.other')).toEqual([]);
  });

  it('keeps each registry apart, and installing again starts over', () => {
    const full = new FeatureRegistry();
    const partial = new FeatureRegistry();
    const list = [
      mod({ name: 'a', extend: { 'test.point': ['a'] }, provide: { 'test.answer': 1 } }),
      mod({ name: 'b', extend: { 'test.point': ['b'] } }),
    ];
    full.install(list);
    partial.install(list.slice(1));
    expect(items(full, 'test.point')).toEqual(['a', 'b']);
    expect(items(partial, 'test.point')).toEqual(['b']);
    // A second app built on the same context installs the same list again: nothing twice, no answer "given by both".
    full.install(list);
    expect(items(full, 'test.point')).toEqual(['a', 'b']);
    expect(full.provision('test.answer' as never)).toBe(1);
  });
});
