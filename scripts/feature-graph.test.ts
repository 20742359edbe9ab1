// docs/FEATURE-GRAPH.md is generated from code (scripts/feature-graph.ts): this test fails when it is out
// of step with the modules and the features' source, and when an event is declared or listened to but
// nobody emits it, or a provision is called but not asked for in `need`.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FEATURE_MODULES } from '../apps/server/src/app.ts';
import { buildFeatureGraph, graphProblems, renderFeatureGraph } from './feature-graph.ts';

const root = path.resolve(import.meta.dirname, '..');
const graphFile = path.join(root, 'docs/FEATURE-GRAPH.md');
const graph = buildFeatureGraph(FEATURE_MODULES, path.join(root, 'apps/server/src/features'));

describe('feature graph', () => {
  it('docs/FEATURE-GRAPH.md is the graph the code makes (regenerate with `npm run gen:graph`)', () => {
    const rendered = renderFeatureGraph(graph);
    // `npm run gen:graph` runs this test with FEATURE_GRAPH_WRITE=1: it writes the file instead.
    if (process.env.FEATURE_GRAPH_WRITE === '1') writeFileSync(graphFile, rendered);
    let current = '';
    try {
      current = readFileSync(graphFile, 'utf8');
    } catch {}
    expect(current === rendered, 'docs/FEATURE-GRAPH.md is stale: run `npm run gen:graph` and commit it').toBe(true);
  });

  it('every event has an emitter, and every provision a feature calls is in its `need` and answered', () => {
    expect(graphProblems(graph)).toEqual([]);
  });

  it('reads the links the modules declare', () => {
    const event = graph.events.find((e) => e.name === 'profiles.block_changed');
    expect(event).toMatchObject({ declaredBy: ['profiles'], emittedBy: ['profiles'], listenedBy: ['seo', 'network', 'messages'] });
    const provision = graph.provisions.find((p) => p.name === 'business.profile_state');
    expect(provision).toMatchObject({ declaredBy: ['profiles'], askedBy: ['profiles'], calledBy: ['profiles'], answeredBy: ['business'] });
    const point = graph.extensions.find((x) => x.name === 'storage.bucket_guard');
    expect(point?.ownedBy).toEqual(['storage']);
    expect(point?.givers.map((g) => g.module)).toContain('portfolio');
  });

  it('names the event with no emitter and the provision called without `need`', () => {
    const problems = graphProblems({
      modules: ['a', 'b'],
      events: [{ name: 'a.thing_done', declaredBy: ['a'], emittedBy: [], listenedBy: ['b'] }],
      provisions: [{ name: 'b.answer', declaredBy: ['a'], askedBy: [], calledBy: ['a'], answeredBy: ['b'] }],
      extensions: [],
    });
    expect(problems).toHaveLength(3);
    expect(problems[0]).toContain("event 'a.thing_done' is declared (in a) but no feature emits it");
    expect(problems[1]).toContain("event 'a.thing_done' has listeners (b) but no feature emits it");
    expect(problems[2]).toContain("'a' calls provision 'b.answer' but its module does not list it in `need`");
  });
});
