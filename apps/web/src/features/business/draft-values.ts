import {
  type BusinessCategory,
  type BusinessDraftInput,
  type BusinessProfile,
  businessCategorySchema,
  businessDraftInput,
} from '@mb/contract/business';

// The registration form's values and what happens to them between the form, the server's draft and
// the tab's own copy of unsaved typing.

export interface RegistrationValues {
  business_name: string;
  categories: BusinessCategory[];
  description: string;
  location: string;
  website: string;
}

export const EMPTY_REGISTRATION: RegistrationValues = { business_name: '', categories: [], description: '', location: '', website: '' };
export const REGISTRATION_FIELDS = ['business_name', 'categories', 'description', 'location', 'website'] as const;

/** Spec §4: auto-save only 'if any field has content' (an uploaded logo counts). */
export const hasContent = (v: RegistrationValues, hasLogo = false) =>
  hasLogo || v.categories.length > 0 || [v.business_name, v.description, v.location, v.website].some((s) => s.trim().length > 0);

export const valuesFromBusiness = (b: BusinessProfile): RegistrationValues => ({
  business_name: b.business_name,
  categories: b.categories,
  description: b.description,
  location: b.location,
  website: b.website,
});

/**
 * What an autosave sends: every field the draft rules accept. A field still being typed that breaks a
 * rule (a half-written web address) is left out rather than failing the whole save; the form shows
 * its error, and the tab's own copy (below) keeps it until it is saved.
 */
export function draftPayload(v: RegistrationValues): { body: BusinessDraftInput; skipped: string[] } {
  const r = businessDraftInput.safeParse(v);
  if (r.success) return { body: v, skipped: [] };
  const bad = new Set(r.error.issues.map((i) => String(i.path[0] ?? '')));
  const body: Record<string, unknown> = {};
  for (const f of REGISTRATION_FIELDS) if (!bad.has(f)) body[f] = v[f];
  return { body: body as BusinessDraftInput, skipped: [...bad].filter(Boolean) };
}

// ---------------------------------------------------------------------------------------------
// The tab's copy of unsaved typing (localStorage, per member): written on every change, removed once
// the server has it. A reload or a failed save therefore never loses what was typed.

interface Backup {
  values: RegistrationValues;
  /** When it was typed (ms since epoch). */
  at: number;
}

const key = (userId: string) => `mb-business-draft:${userId}`;

export function writeBackup(userId: string, values: RegistrationValues, storage: Storage = localStorage, now = Date.now()) {
  try {
    storage.setItem(key(userId), JSON.stringify({ values, at: now } satisfies Backup));
  } catch {
    /* storage full or blocked: the server draft is still saved */
  }
}

export function clearBackup(userId: string, storage: Storage = localStorage) {
  try {
    storage.removeItem(key(userId));
  } catch {
    /* nothing to do */
  }
}

const str = (x: unknown) => (typeof x === 'string' ? x : '');

export function readBackup(userId: string, storage: Storage = localStorage): Backup | null {
  try {
    const raw = JSON.parse(storage.getItem(key(userId)) ?? 'null') as Partial<Backup> | null;
    if (!raw || typeof raw !== 'object' || typeof raw.at !== 'number' || !raw.values || typeof raw.values !== 'object') return null;
    const v = raw.values as Partial<Record<keyof RegistrationValues, unknown>>;
    const categories = Array.isArray(v.categories) ? v.categories.filter((c) => businessCategorySchema.safeParse(c).success) : [];
    return {
      at: raw.at,
      values: {
        business_name: str(v.business_name),
        categories: categories as BusinessCategory[],
        description: str(v.description),
        location: str(v.location),
        website: str(v.website),
      },
    };
  } catch {
    return null;
  }
}

/**
 * Which values the form starts with: the tab's unsaved copy when it is newer than the server's draft
 * (typed after the last save, or while saving failed), else the server's draft, else empty.
 * `restored` says the copy was used, so the form saves it again.
 */
export function startingValues(
  business: BusinessProfile | null,
  backup: Backup | null,
): { values: RegistrationValues; source: 'backup' | 'server' | 'empty' } {
  const server = business?.is_draft ? valuesFromBusiness(business) : null;
  const savedAt = business?.last_saved_at ? Date.parse(business.last_saved_at) : 0;
  if (backup && hasContent(backup.values) && (!server || backup.at > savedAt)) return { values: backup.values, source: 'backup' };
  if (server) return { values: server, source: 'server' };
  return { values: EMPTY_REGISTRATION, source: 'empty' };
}
