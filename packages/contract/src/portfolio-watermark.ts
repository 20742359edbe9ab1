import { z } from 'zod';
import type { RouteDef } from './route-def.ts';

// A creator's watermark (issue 35): their @username or a short text, in a corner or tiled, at an
// opacity, burned into every copy of their portfolio served to anyone but them (the large image, on
// the profile, the feed, casting and share links); the stored original stays clean. Changing it
// re-renders the served copies in the background (features/portfolio, the 'portfolio.watermark' job).

export const WATERMARK_POSITIONS = ['bottom-right', 'bottom-left', 'top-right', 'top-left', 'center', 'tiled'] as const;
export type WatermarkPosition = (typeof WATERMARK_POSITIONS)[number];

export const WATERMARK_POSITION_LABELS: Record<WatermarkPosition, string> = {
  'bottom-right': 'Bottom right corner',
  'bottom-left': 'Bottom left corner',
  'top-right': 'Top right corner',
  'top-left': 'Top left corner',
  center: 'Centre',
  tiled: 'Tiled across the image',
};

export const WATERMARK_LIMITS = {
  /** A short text: it has to fit a corner of a 480 px wide picture. */
  textMax: 40,
  /** Percent. Below 10 it cannot be seen; at 100 it hides the picture. */
  opacityMin: 10,
  opacityMax: 90,
  opacityDefault: 40,
} as const;

export const WATERMARK_MESSAGES = {
  textRequired: 'Enter the text of your watermark, or use your @username.',
  textTooLong: `A watermark text has at most ${WATERMARK_LIMITS.textMax} characters.`,
  opacityRange: `Opacity is between ${WATERMARK_LIMITS.opacityMin}% and ${WATERMARK_LIMITS.opacityMax}%.`,
  saved: 'Watermark saved. Your pictures are being updated.',
  turnedOff: 'Watermark turned off. Your pictures are being updated.',
} as const;

export const watermarkInput = z
  .object({
    enabled: z.boolean(),
    text_source: z.enum(['username', 'custom']),
    custom_text: z.string().trim().max(WATERMARK_LIMITS.textMax, WATERMARK_MESSAGES.textTooLong).optional(),
    position: z.enum(WATERMARK_POSITIONS),
    opacity: z
      .number()
      .int(WATERMARK_MESSAGES.opacityRange)
      .min(WATERMARK_LIMITS.opacityMin, WATERMARK_MESSAGES.opacityRange)
      .max(WATERMARK_LIMITS.opacityMax, WATERMARK_MESSAGES.opacityRange),
  })
  .superRefine((v, c) => {
    if (v.text_source === 'custom' && !v.custom_text)
      c.addIssue({ code: 'custom', path: ['custom_text'], message: WATERMARK_MESSAGES.textRequired });
  });
export type WatermarkInput = z.infer<typeof watermarkInput>;

export const watermarkSchema = z.object({
  enabled: z.boolean(),
  text_source: z.enum(['username', 'custom']),
  custom_text: z.string().nullable(),
  position: z.enum(WATERMARK_POSITIONS),
  opacity: z.number().int(),
  /** What is written on the pictures now (the @username or the text). */
  text: z.string(),
  /** Bumped by every change; the copies made for it count as done. */
  version: z.number().int(),
  /** The background re-render: how many of the portfolio's pictures are up to date with this version. */
  progress: z.object({
    state: z.enum(['idle', 'rendering', 'done']),
    done: z.number().int(),
    total: z.number().int(),
  }),
  updated_at: z.string().nullable(),
});
export type Watermark = z.infer<typeof watermarkSchema>;

/** The watermark of one's own portfolio (features/portfolio). */
export const portfolioWatermarkRoutes = {
  myWatermark: {
    method: 'GET',
    path: '/api/v1/portfolio/me/watermark',
    summary: "Your portfolio's watermark and how far the re-rendering of your pictures has come",
    tag: 'portfolio',
    access: 'user',
    delegated: 'viewer',
    response: watermarkSchema,
  },
  setWatermark: {
    method: 'PUT',
    path: '/api/v1/portfolio/me/watermark',
    summary:
      'Turn the watermark on or off or change it: every copy served to others is re-rendered in the background (the stored originals stay clean)',
    tag: 'portfolio',
    access: 'user',
    delegated: 'manager',
    body: watermarkInput,
    response: watermarkSchema,
  },
} as const satisfies Record<string, RouteDef>;
