import type { Plugin } from 'vite';

export function patchRouteMatching(code: string): string;
export function reactRouterBuild(): Plugin;
