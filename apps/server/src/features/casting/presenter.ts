import type {
  CastingApplicant,
  CastingCall,
  CastingCallDetail,
  CastingForm,
  CastingProposal,
  MyCastingApplication,
  StudioNews,
} from '@mb/contract/casting';
import type { NetworkMember } from '@mb/contract/network';
import type { PublicPortfolioItem } from '@mb/contract/portfolio';
import type { ContentType } from '@mb/contract/profiles';
import { hasUsername } from '@mb/contract/profiles';
import type { ProfileRow } from '../profiles/index.ts';
import type { ApplicationRow, CallRow, FormRow, NewsRow, ProposalRow } from './repository.ts';

/** A member as casting shows them: public identity, the approved avatar only. */
export function presentMember(id: string, p: ProfileRow | undefined): NetworkMember {
  return {
    user_id: id,
    username: p && hasUsername(p.username) ? p.username : null,
    display_name: p?.display_name ?? null,
    avatar_url: p ? (p.avatar_approved_thumb_url ?? p.avatar_approved_url) : null,
    profile_type: p?.profile_type ?? 'creator',
    verified: p?.vaulth_verified ?? false,
    location: p?.location ?? null,
  };
}

/** How a notification names a member. */
export const nameOf = (p: ProfileRow | undefined) =>
  p?.display_name?.trim() || (p && hasUsername(p.username) ? `@${p.username.trim()}` : 'A member');

export const presentForm = (r: FormRow, calls: number): CastingForm => ({
  id: r.id,
  title: r.title,
  description: r.description,
  fields: r.fields,
  calls,
  created_at: r.created_at.toISOString(),
  updated_at: r.updated_at.toISOString(),
});

export function presentCall(
  r: CallRow,
  studio: ProfileRow | undefined,
  today: string,
  extra: { applicants: number | null; mine: ApplicationRow | undefined },
): CastingCall {
  return {
    id: r.id,
    studio: presentMember(r.studio_id, studio),
    form_id: r.form_id,
    title: r.title,
    role_description: r.role_description,
    starts_on: r.starts_on,
    ends_on: r.ends_on,
    location: r.location,
    rate_min: r.rate_min,
    rate_max: r.rate_max,
    rate_unit: r.rate_unit,
    content_types: r.content_types as ContentType[],
    disclosure: r.disclosure,
    deadline: r.deadline,
    status: r.status,
    accepting: r.status === 'open' && r.deadline >= today,
    created_at: r.created_at.toISOString(),
    applicants: extra.applicants,
    my_application: extra.mine ? { id: extra.mine.id, status: extra.mine.status } : null,
  };
}

export const withForm = (call: CastingCall, form: FormRow): CastingCallDetail => ({
  ...call,
  form: { title: form.title, description: form.description, fields: form.fields },
});

const offerOf = (r: ApplicationRow) =>
  r.offer_message !== null ? { message: r.offer_message, rate: r.offer_rate, rate_unit: r.offer_rate_unit ?? 'per_scene' } : null;

export const presentApplicant = (
  r: ApplicationRow,
  applicant: ProfileRow | undefined,
  portfolio: PublicPortfolioItem[],
): CastingApplicant => ({
  id: r.id,
  call_id: r.call_id,
  applicant: presentMember(r.applicant_id, applicant),
  answers: r.answers,
  portfolio,
  status: r.status,
  note: r.note,
  offer: offerOf(r),
  collaboration_id: r.collaboration_id,
  acknowledged_disclosure: r.disclosure_text,
  form_fields: r.form_fields ?? null,
  created_at: r.created_at.toISOString(),
  updated_at: r.updated_at.toISOString(),
});

/** The applicant's own view: never the studio's private note. */
export const presentMyApplication = (r: ApplicationRow, call: CallRow, studio: ProfileRow | undefined): MyCastingApplication => ({
  id: r.id,
  call: { id: call.id, title: call.title, studio: presentMember(call.studio_id, studio), deadline: call.deadline },
  status: r.status,
  offer: offerOf(r),
  collaboration_id: r.collaboration_id,
  created_at: r.created_at.toISOString(),
  updated_at: r.updated_at.toISOString(),
});

export const presentProposal = (
  r: ProposalRow,
  viewerId: string,
  studio: ProfileRow | undefined,
  creator: ProfileRow | undefined,
): CastingProposal => ({
  id: r.id,
  direction: r.studio_id === viewerId ? 'sent' : 'received',
  studio: presentMember(r.studio_id, studio),
  creator: presentMember(r.creator_id, creator),
  role: r.role,
  description: r.description,
  starts_on: r.starts_on,
  ends_on: r.ends_on,
  rate: r.rate,
  rate_unit: r.rate_unit,
  location: r.location,
  disclosure: r.disclosure,
  message: r.message,
  status: r.status,
  counter: r.countered
    ? { rate: r.counter_rate, starts_on: r.counter_starts_on, ends_on: r.counter_ends_on, message: r.counter_message }
    : null,
  collaboration_id: r.collaboration_id,
  created_at: r.created_at.toISOString(),
  updated_at: r.updated_at.toISOString(),
});

export const presentNews = (r: NewsRow, state: string | undefined): StudioNews => ({
  id: r.id,
  title: r.title,
  body: r.body,
  has_image: r.has_image,
  pending_review: state === 'pending',
  feed_item_id: state && state !== 'hidden' ? r.feed_item_id : null,
  created_at: r.created_at.toISOString(),
});
