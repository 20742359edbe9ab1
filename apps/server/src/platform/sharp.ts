import type Sharp from 'sharp';

let loading: Promise<typeof Sharp> | undefined;

/**
 * sharp (libvips), loaded on the first image rather than at start: loading it maps libvips and starts
 * its thread pool, which no start and most requests never need (ARCHITECTURE "Start-up").
 */
export const loadSharp = (): Promise<typeof Sharp> => {
  loading ??= import('sharp').then((m) => m.default);
  return loading;
};
