// What other features may use from credits (co-performer consent): the owner's consent editor (inside
// the portfolio item edit dialog), the tag requests inbox (the 'Tags' tab of /my-portfolio) and the
// credits on a public profile.
export { CreditsSection } from './credits-section';
export { ItemConsentEditor } from './item-consent-editor';
export { creditsKeys } from './queries';
export { TagRequests } from './tag-requests';
