import { z } from 'zod';
import { emailSchema } from './auth.ts';
import { enNumber } from './en-number';
import type { RouteDef } from './route-def.ts';

// Contact form (issue 3). The spec is silent on it; these rules and messages are ours.

export const CONTACT_TOPICS = ['general', 'support', 'press', 'partnerships', 'legal', 'safety'] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];
export const CONTACT_TOPIC_LABELS: Record<ContactTopic, string> = {
  general: 'General enquiry',
  support: 'Account or technical support',
  press: 'Press and media',
  partnerships: 'Partnerships and ambassadors',
  legal: 'Legal / DMCA',
  safety: 'Safety or abuse report',
};

export const CONTACT_LIMITS = {
  nameMax: 100,
  messageMin: 20,
  messageMax: 5_000,
  /** Per client address: a person rarely needs more; bots hit it fast. */
  perIp: { max: 5, windowSeconds: 60 * 60 },
} as const;

export const CONTACT_MESSAGES = {
  nameRequired: 'Please enter your name.',
  nameTooLong: `Name must be at most ${CONTACT_LIMITS.nameMax} characters.`,
  topicRequired: 'Please choose a topic.',
  messageTooShort: `Please write at least ${CONTACT_LIMITS.messageMin} characters so we can help.`,
  messageTooLong: `Message must be at most ${enNumber(CONTACT_LIMITS.messageMax)} characters.`,
  rateLimited: 'You have sent several messages in a short time. Please wait an hour before sending another.',
  sent: 'Message sent',
  sentDescription: 'Thank you. A member of our team will reply by e-mail, usually within two business days.',
  failed: 'Your message could not be sent. Please try again.',
} as const;

export const contactInput = z.object({
  name: z.string().trim().min(1, CONTACT_MESSAGES.nameRequired).max(CONTACT_LIMITS.nameMax, CONTACT_MESSAGES.nameTooLong),
  email: emailSchema,
  topic: z.enum(CONTACT_TOPICS, CONTACT_MESSAGES.topicRequired),
  message: z
    .string()
    .trim()
    .min(CONTACT_LIMITS.messageMin, CONTACT_MESSAGES.messageTooShort)
    .max(CONTACT_LIMITS.messageMax, CONTACT_MESSAGES.messageTooLong),
  /** Honeypot: hidden from people, filled in by bots. A filled one is accepted and silently dropped. */
  website: z.string().max(500).optional(),
});
export type ContactInput = z.input<typeof contactInput>;

export const contactResultSchema = z.object({
  ok: z.literal(true),
  /** A reference the sender can quote. Honeypot hits get one too, so bots cannot tell they were dropped. */
  reference: z.string(),
});

/** The contact form (features/contact). */
export const contactRoutes = {
  contact: {
    method: 'POST',
    path: '/api/v1/contact',
    summary: 'Send a message to the team from the contact form (rate-limited per address)',
    tag: 'contact',
    access: 'public',
    delegated: 'manager',
    rateLimit: ['contactPerIp'],
    status: 201,
    body: contactInput,
    response: contactResultSchema,
  },
} as const satisfies Record<string, RouteDef>;
