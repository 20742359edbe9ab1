import type { ComponentType } from 'react';

/** A lazily loaded route page: every page is its own chunk, so the first page ships little JavaScript. */
export const page = (load: () => Promise<{ default: ComponentType }>) => async () => ({ Component: (await load()).default });
