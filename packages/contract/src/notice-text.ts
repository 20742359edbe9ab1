// The in-app notifications' words (issue 36), English, with {placeholders}: notify() writes them in the
// recipient's language (the server's platform/i18n.ts `render`), and the notification e-mails and pushes
// carry them as written. Translated with the e-mails' words in packages/contract/src/locales/mail/<locale>.ts
// (the web shows a notification as stored, so its language chunks do not carry them). No zod.

export const NOTICE_TEXT = {
  network: {
    followed: '{name} started following you',
    followedContent: 'See their profile and follow back or connect.',
    connect: '{name} wants to connect',
    connectContent: 'Accept or decline the request on My Network.',
    accepted: '{name} accepted your connection request',
    acceptedContent: 'You are now connected.',
  },
  likes: {
    portfolio: 'New like on your portfolio',
    likedTitled: '{name} liked "{title}".',
    likedImage: '{name} liked your image.',
    likedVideo: '{name} liked your video.',
    activity: 'New like on your activity',
    likedPost: '{name} liked your post.',
    likedAlbum: '{name} liked your album.',
    likedUpdate: '{name} liked your update.',
    comment: 'New comment on your activity',
    commented: '{name} commented: {body}',
  },
  profiles: {
    welcome: 'Welcome to {product}',
    welcomeContent: 'Your profile is set up. Add a bio, your location and content types so the right people find you.',
  },
  casting: {
    applied: '{name} applied to {call}',
    appliedContent: 'Review their answers and portfolio on Casting.',
    notSelected: 'Your application to {call} was not selected',
    notSelectedContent: '{studio} has chosen other applicants this time.',
    offer: '{studio} made you an offer for {call}',
    declined: '{name} declined your offer for {call}',
    declinedContent: 'You can make an offer to another applicant.',
    accepted: '{name} accepted your offer for {call}',
    acceptedCollab: 'A collaboration is open for the two of you.',
    acceptedContact: 'Get in touch to arrange the shoot.',
    proposal: '{studio} sent you a casting proposal: {role}',
    proposalContent: 'Accept, decline or make a counter-offer on Casting.',
  },
  pro: {
    removedContent:
      'The grace period ended: {videos} videos, {albums} albums and {images} images beyond the free limit were deleted. Your free portfolio stays.',
    oneDayLeft: 'Grace period: 1 day left',
    daysLeft: 'Grace period: {days} days left',
    renewContent: 'Renew Pro to keep your videos, albums and images beyond the free limit.',
  },
  lottery: {
    cancelled: 'Draw cancelled: {title}',
    cancelledContent: 'This prize draw was cancelled by the staff. Your entry has no further effect.',
    handedOver: 'Your prize was handed over',
    handedOverContent: 'Your redemption code was used. Contact support if this was not you.',
  },
  collabs: {
    invited: '{name} invited you to collaborate',
    invitedContent: '"{title}": accept or decline on your Collabs page.',
    assigned: '{name} assigned you a task',
    assignedContent: '"{task}" in {collab}.',
    assignedDue: '"{task}" in {collab}, due {due}.',
  },
  messages: {
    title: 'New message from {name}',
    attachment: 'Sent an attachment',
    attachments: 'Sent {count} attachments',
  },
  credits: {
    tagged: '{name} tagged you in their portfolio',
    taggedTitled: 'Confirm that you appear in "{title}", or decline. It stays private until everyone tagged confirms.',
    taggedPhoto: 'Confirm that you appear in a photo, or decline. It stays private until everyone tagged confirms.',
    taggedVideo: 'Confirm that you appear in a video, or decline. It stays private until everyone tagged confirms.',
    confirmed: '{name} confirmed your tag',
    confirmedContent:
      'They confirmed appearing in your portfolio item. It is public once everyone tagged has confirmed and it is approved.',
    declined: '{name} declined your tag',
    declinedContent: 'They declined appearing in your portfolio item. {consent}',
  },
  directory: {
    review: 'New review of {business}',
    reviewContent: '{name} rated it {rating} out of 5: "{excerpt}"',
    replied: '{business} replied to your review',
    removed: 'Your review was removed',
    removedContent: 'Your review of {business} was removed after a report: {reason}',
  },
  removals: {
    suit: 'Court action reported: content stays removed',
    suitContent:
      'The person who sent DMCA notice {reference} told us they filed a court action ({suit}). Your content stays removed while the court decides; it will not be restored on the scheduled date.',
    restored: 'Content restored',
    restoredContent:
      'No court action was reported within {days} business days of your counter-notice to DMCA notice {reference}, so your content is visible again.',
    suspended: 'Account suspended',
    suspendedContent: 'Your account has been suspended. Reason: {reason}',
  },
  admin: {
    firstAdmin: 'You are the first administrator',
    firstAdminContent: 'You hold permanent admin access with staff management and content moderation.',
  },
} as const;
