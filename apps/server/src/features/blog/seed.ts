import type { AppContext } from '../../platform/context.ts';
import * as repo from './repository.ts';
import { SEED_POSTS, SEED_REMOVALS, SEED_REVISIONS } from './seed-posts.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Writes the example posts when the table is empty. Runs at every start (blog routes' onReady hook);
 * once any post exists it only applies SEED_REVISIONS (wording corrected since) and SEED_REMOVALS
 * (examples withdrawn since, while still untouched examples). Two instances starting together cannot
 * duplicate a post: the insert skips slugs that already exist. Returns how many posts were written.
 */
export async function seedBlog(ctx: Pick<AppContext, 'db' | 'config'>, now = new Date()): Promise<number> {
  const product = ctx.config.PRODUCT_NAME;
  const fill = (s: string) => s.replaceAll('{product}', product);
  if ((await repo.countPosts(ctx.db)) > 0) {
    // Seeded before: bring the examples' corrected wording in, and take withdrawn examples out (no-ops once done).
    for (const r of SEED_REVISIONS) await repo.replaceInPost(ctx.db, r.slug, r.field, fill(r.from), fill(r.to), now);
    await repo.deleteUntouchedExamples(ctx.db, SEED_REMOVALS);
    return 0;
  }
  return repo.insertPosts(
    ctx.db,
    SEED_POSTS.map((p) => {
      const at = new Date(now.getTime() - p.days_ago * DAY_MS);
      return {
        slug: p.slug,
        title: fill(p.title),
        excerpt: fill(p.excerpt),
        body: fill(p.body),
        author_name: p.author_name,
        tags: p.tags,
        status: 'published' as const,
        is_example: true,
        published_at: at,
        created_at: at,
        updated_at: at,
      };
    }),
  );
}
