// The messages the browser's first page shows itself (spec §8 wording): the shell's start-up, error,
// not-found and sign-in-required screens. Part of MESSAGES (ui-text.ts spreads them in, and everything
// else reads them there); kept apart so the first page does not carry every message of the product
// (issue 11, docs/ARCHITECTURE.md "First page"). No zod.

export const SHELL_MESSAGES = {
  authRequired: {
    title: 'Authentication Required',
    description: 'Please log in to access this page.',
  },
  notFound: {
    title: 'Page Not Found',
    description: "The page you're looking for doesn't exist or has been moved.",
  },
  rootError: {
    title: 'Something went wrong',
    fallback: 'An unexpected error occurred while loading the application',
  },
  startupError: {
    title: 'App Startup Error',
    description: 'The application failed to start properly. This could be due to a network issue or a temporary problem.',
    unknown: 'Unknown startup error',
  },
  securityPolicyError: {
    title: 'Security Policy Error',
    description: 'A security policy prevented the application from loading properly.',
  },
  securityNotice: 'Security Notice: Some resources were blocked by security policy.',
  loadingIssue: {
    title: 'Loading Issue',
    description: 'The application is taking longer than expected to load.',
  },
  lazyLoadFailed: {
    title: 'This page could not be loaded',
    description: 'Part of the application failed to download. Check your connection, then try again.',
  },
} as const;
