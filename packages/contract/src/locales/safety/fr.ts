// The safety and members' tables (compliance, removal requests and DMCA, reports and rejections, media
// safety, portfolio, messages, blog) in French, keyed by their English text; part of the contract
// catalogue (../fr.ts), so the web shows them through tm() and the server answers in the request's
// language (docs/ARCHITECTURE.md "Languages"). Texts already in the catalogue are not repeated here.
export default {
  // COMPLIANCE_MESSAGES
  'Valid email address is required': 'Une adresse e-mail valide est requise',
  'Failed to generate SSO token': 'Impossible de générer le jeton SSO',
  'Failed to generate verification URL': 'Impossible de générer l’URL de vérification',
  'Failed to initiate SSO': 'Impossible de lancer le SSO',
  'SSO Redirect Failed': 'Échec de la redirection SSO',
  'Verification URL Generation Failed': 'Échec de la génération de l’URL de vérification',
  'Failed to Open Verification': 'Impossible d’ouvrir la vérification',
  'Your browser blocked the new tab. Allow pop-ups for this site, then try again.':
    'Votre navigateur a bloqué le nouvel onglet. Autorisez les fenêtres pop-up pour ce site, puis réessayez.',
  'Verification Setup Failed': 'Échec de la préparation de la vérification',
  'Try Again': 'Réessayer',
  'Failed to fetch domains from vAulth': 'Impossible de récupérer les domaines depuis vAulth',
  'Failed to select domain': 'Impossible de sélectionner le domaine',
  'Failed to request manual verification': 'Impossible de demander la vérification manuelle',
  'Failed to check verification status': 'Impossible de vérifier l’état de la vérification',
  'The verification service is not available right now. Please try again in a few minutes.':
    'Le service de vérification n’est pas disponible pour le moment. Veuillez réessayer dans quelques minutes.',
  'This verification link is invalid or has expired. Start the verification again.':
    'Ce lien de vérification n’est pas valide ou a expiré. Recommencez la vérification.',
  'The return address must be a page of this site.': 'L’adresse de retour doit être une page de ce site.',
  'Please choose one of your domains.': 'Veuillez choisir l’un de vos domaines.',
  'Enter a domain name such as example.com.': 'Saisissez un nom de domaine, par exemple example.com.',
  'Manual verification requested. A moderator reviews your domain within 2-3 business days.':
    'Vérification manuelle demandée. Un modérateur examine votre domaine sous 2-3 jours ouvrés.',
  'A manual verification request for your domain is already waiting for review.':
    'Une demande de vérification manuelle de votre domaine attend déjà d’être examinée.',
  'Domain linked to your profile': 'Domaine associé à votre profil',
  'Identity verified': 'Identité vérifiée',
  'Your identity is verified. You can now upload NSFW content, and your uploads skip the moderation delay.':
    'Votre identité est vérifiée. Vous pouvez désormais publier du contenu NSFW, et vos envois ne passent plus par le délai de modération.',
  'Identity verification failed': 'Échec de la vérification d’identité',
  'Domain verified': 'Domaine vérifié',
  'Domain verification declined': 'Vérification du domaine refusée',
  'Only staff with content moderation permission can open the verification console.':
    'Seuls les membres de l’équipe autorisés à modérer le contenu peuvent ouvrir la console de vérification.',
  // COMPLIANCE_LIMITS (the stated times)
  '5-10 minutes': '5-10 minutes',
  '24-48 hours': '24-48 heures',
  '2-3 business days': '2-3 jours ouvrés',
  // REMOVAL_KIND_LABELS
  'I am shown in it': 'J’y apparais',
  'Copyright (DMCA notice)': 'Droit d’auteur (notification DMCA)',
  'Illegal content': 'Contenu illicite',
  // REMOVAL_STATUS_LABELS
  'Waiting for your e-mail confirmation': 'En attente de votre confirmation par e-mail',
  Removed: 'Retiré',
  'Not removed': 'Non retiré',
  'Counter-notice received': 'Contre-notification reçue',
  'Court action reported: stays removed': 'Action en justice signalée : reste retiré',
  'Restored after a counter-notice': 'Rétabli après une contre-notification',
  // REMOVAL_MESSAGES
  'Choose what kind of request this is.': 'Choisissez le type de demande.',
  'Choose what kind of illegal content it is.': 'Choisissez le type de contenu illicite.',
  'Paste the address of each item (open it and copy the address bar), one per line.':
    'Collez l’adresse de chaque élément (ouvrez-le et copiez la barre d’adresse), une par ligne.',
  'We could not find that content. Paste the address of the item as shown in your browser.':
    'Nous n’avons pas trouvé ce contenu. Collez l’adresse de l’élément telle qu’elle s’affiche dans votre navigateur.',
  'One request covers at most 10 items.': 'Une demande porte sur 10 éléments au maximum.',
  'List the content of one member per request.': 'Indiquez le contenu d’un seul membre par demande.',
  'That is too much text for the addresses.': 'Le texte des adresses est trop long.',
  'Enter your full name.': 'Saisissez votre nom complet.',
  'Keep the name under 200 characters.': 'Le nom doit faire moins de 200 caractères.',
  'Tell us in at least 10 characters what is wrong.': 'Expliquez-nous en au moins 10 caractères ce qui ne va pas.',
  'Keep it under 4,000 characters.': 'Restez sous 4 000 caractères.',
  'Identify the copyrighted work: a link to the original or a description of it.':
    'Identifiez l’œuvre protégée : un lien vers l’original ou une description.',
  'Enter your postal address.': 'Saisissez votre adresse postale.',
  'Enter a telephone number.': 'Saisissez un numéro de téléphone.',
  'Enter a telephone number of digits, spaces and + ( ) - only.':
    'Saisissez un numéro de téléphone composé uniquement de chiffres, d’espaces et de + ( ) -.',
  'A DMCA notice needs this good-faith statement.': 'Une notification DMCA exige cette déclaration de bonne foi.',
  'Confirm this statement to send the request.': 'Confirmez cette déclaration pour envoyer la demande.',
  'Type your full name as your signature.': 'Tapez votre nom complet en guise de signature.',
  'Your signature must be the full name you entered above.': 'Votre signature doit être le nom complet saisi plus haut.',
  'You have sent several requests in a short time. Please wait an hour before sending another.':
    'Vous avez envoyé plusieurs demandes en peu de temps. Veuillez attendre une heure avant d’en envoyer une autre.',
  'There is no removal request with this reference, or the link is incomplete.':
    'Aucune demande de retrait ne porte cette référence, ou le lien est incomplet.',
  'This confirmation link has expired. Please send the request again.':
    'Ce lien de confirmation a expiré. Veuillez envoyer la demande à nouveau.',
  'This request is already confirmed.': 'Cette demande est déjà confirmée.',
  'A counter-notice can only answer a DMCA takedown that is in force.':
    'Une contre-notification ne peut répondre qu’à un retrait DMCA en vigueur.',
  'A counter-notice was already sent for this takedown.': 'Une contre-notification a déjà été envoyée pour ce retrait.',
  'Identify the removed material and where it appeared.': 'Identifiez le contenu retiré et l’endroit où il apparaissait.',
  'A counter-notice needs this statement under penalty of perjury.':
    'Une contre-notification exige cette déclaration sous peine de parjure.',
  'A counter-notice needs your consent to jurisdiction and service of process.':
    'Une contre-notification exige votre acceptation de la compétence du tribunal et de la signification des actes.',
  'A court action can only be reported while a counter-notice waits for restoration.':
    'Une action en justice ne peut être signalée que pendant qu’une contre-notification attend le rétablissement.',
  'Enter the court and case number of the action you filed.': 'Saisissez le tribunal et le numéro de l’affaire que vous avez introduite.',
  'Check your e-mail to confirm your request': 'Consultez vos e-mails pour confirmer votre demande',
  'Request confirmed': 'Demande confirmée',
  'Counter-notice sent': 'Contre-notification envoyée',
  'Court action recorded': 'Action en justice enregistrée',
  'Could not load this request.': 'Impossible de charger cette demande.',
  // DEPICTED_REASONS
  'I never consented to this being published': 'Je n’ai jamais consenti à cette publication',
  'I withdraw the consent I gave': 'Je retire le consentement que j’avais donné',
  // ILLEGAL_CATEGORIES
  'A person who may be under 18': 'Une personne qui pourrait avoir moins de 18 ans',
  'Intimate images shared without consent': 'Images intimes partagées sans consentement',
  'Trafficking or exploitation': 'Traite ou exploitation',
  'Violence or threats': 'Violence ou menaces',
  'Illegal hate speech': 'Discours de haine illicite',
  'Private data published (doxxing)': 'Données privées publiées (doxxing)',
  'Fraud or scam': 'Fraude ou arnaque',
  'Other illegal content': 'Autre contenu illicite',
  // REPORT_CATEGORIES
  'Spam or scam': 'Spam ou arnaque',
  Impersonation: 'Usurpation d’identité',
  'Underage concern': 'Doute sur la majorité',
  'Non-consensual content': 'Contenu non consenti',
  Harassment: 'Harcèlement',
  Other: 'Autre',
  // REJECTION_CATEGORIES (labels)
  'Explicit content where it is not allowed': 'Contenu explicite là où il n’est pas autorisé',
  'Does not show the member, or impersonates someone': 'Ne montre pas le membre, ou usurpe l’identité de quelqu’un',
  'Shows personal data (legal name, address, contact details)': 'Montre des données personnelles (nom légal, adresse, coordonnées)',
  'Possible minor': 'Mineur possible',
  'Possibly shared without consent': 'Peut-être partagé sans consentement',
  "Someone else's copyright or trademark": 'Droit d’auteur ou marque d’un tiers',
  'Spam or advertising': 'Spam ou publicité',
  'Unclear or low quality': 'Peu net ou de faible qualité',
  // MEDIA_HASH_CATEGORY_LABELS
  'Child sexual abuse material': 'Contenu pédocriminel',
  'Non-consensual intimate imagery': 'Images intimes non consenties',
  'Terrorist content': 'Contenu terroriste',
  // PORTFOLIO_MESSAGES
  'Free members can keep up to 12 images. Upgrade to Pro for more.':
    'Les membres gratuits peuvent conserver jusqu’à 12 images. Passez à Pro pour en avoir plus.',
  'Videos are a Pro feature. Upgrade to Pro to upload videos.': 'Les vidéos sont une fonction Pro. Passez à Pro pour publier des vidéos.',
  'Albums are a Pro feature. Upgrade to Pro to create albums.': 'Les albums sont une fonction Pro. Passez à Pro pour créer des albums.',
  'You have reached the limit of 500 portfolio items.': 'Vous avez atteint la limite de 500 éléments de portfolio.',
  'You can have up to 50 albums.': 'Vous pouvez avoir jusqu’à 50 albums.',
  'Verify your identity to upload NSFW content.': 'Vérifiez votre identité pour publier du contenu NSFW.',
  'This file type is not allowed. Use JPEG, PNG, WebP, GIF, MP4 or WebM.':
    'Ce type de fichier n’est pas autorisé. Utilisez JPEG, PNG, WebP, GIF, MP4 ou WebM.',
  'A release must be a PDF, JPEG, PNG or WebP file.': 'Un release doit être un fichier PDF, JPEG, PNG ou WebP.',
  'Pending moderation: visible only to you until a moderator approves it (up to 48 hours).':
    'En attente de modération : visible par vous seul jusqu’à l’approbation d’un modérateur (48 heures au plus).',
  'Published to your portfolio.': 'Publié dans votre portfolio.',
  'This portfolio item does not exist or is not visible to you.': 'Cet élément de portfolio n’existe pas ou ne vous est pas visible.',
  'No such album.': 'Cet album n’existe pas.',
  'Item deleted.': 'Élément supprimé.',
  'This item can no longer be restored.': 'Cet élément ne peut plus être restauré.',
  'Your Pro grace period is active: uploads and edits are paused until you renew.':
    'Votre délai de grâce Pro est en cours : les envois et modifications sont suspendus jusqu’à votre renouvellement.',
  'The order sent does not match your items. Refresh and try again.':
    'L’ordre envoyé ne correspond pas à vos éléments. Actualisez la page et réessayez.',
  'No member has that username.': 'Aucun membre n’a ce nom d’utilisateur.',
  'You cannot tag yourself.': 'Vous ne pouvez pas vous identifier vous-même.',
  'An item can tag at most 10 members.': 'Un élément peut identifier 10 membres au maximum.',
  'This member is already tagged on this item.': 'Ce membre est déjà identifié sur cet élément.',
  'You cannot tag this member.': 'Vous ne pouvez pas identifier ce membre.',
  'No such tag.': 'Cette identification n’existe pas.',
  'Waiting for tagged members to confirm: the item stays private until they do.':
    'En attente de la confirmation des membres identifiés : l’élément reste privé jusque-là.',
  'A tagged member declined: the item stays private.': 'Un membre identifié a refusé : l’élément reste privé.',
  'You cannot like your own item.': 'Vous ne pouvez pas aimer votre propre élément.',
  'Adult content': 'Contenu pour adultes',
  'This content is for adults only. Confirm that you are 18 or older to view it.':
    'Ce contenu est réservé aux adultes. Confirmez que vous avez 18 ans ou plus pour le voir.',
  'I am 18 or older': 'J’ai 18 ans ou plus',
  'This share link is not valid. It may have expired or been revoked.':
    'Ce lien de partage n’est pas valide. Il a peut-être expiré ou été révoqué.',
  'You can have up to 20 active share links.': 'Vous pouvez avoir jusqu’à 20 liens de partage actifs.',
  'No bio link page at this address.': 'Aucune page de lien bio à cette adresse.',
  'This address is already taken. Please choose another.': 'Cette adresse est déjà prise. Veuillez en choisir une autre.',
  'This address is reserved. Please choose another.': 'Cette adresse est réservée. Veuillez en choisir une autre.',
  'A bio link page holds at most 20 links.': 'Une page de lien bio contient 20 liens au maximum.',
  'Use a colour like #e11d48.': 'Utilisez une couleur comme #e11d48.',
  // MESSAGING_MESSAGES
  Inbox: 'Boîte de réception',
  Requests: 'Demandes',
  'No conversations yet': 'Aucune conversation pour l’instant',
  'Start one from a member’s profile, or with New message.': 'Commencez-en une depuis le profil d’un membre, ou avec Nouveau message.',
  'No message requests': 'Aucune demande de message',
  'Messages from people outside your settings wait here until you accept them.':
    'Les messages des personnes hors de vos réglages attendent ici jusqu’à ce que vous les acceptiez.',
  'Choose a conversation': 'Choisissez une conversation',
  'We could not load your messages.': 'Nous n’avons pas pu charger vos messages.',
  'New message': 'Nouveau message',
  'Write a message…': 'Écrivez un message…',
  Send: 'Envoyer',
  'Sending…': 'Envoi…',
  'Could not send your message. Please try again.': 'Impossible d’envoyer votre message. Veuillez réessayer.',
  'Write a message or add an attachment.': 'Écrivez un message ou ajoutez une pièce jointe.',
  'Messages can be up to 4,000 characters.': 'Les messages peuvent compter jusqu’à 4 000 caractères.',
  'A group name can be at most 80 characters.': 'Le nom d’un groupe peut compter 80 caractères au maximum.',
  'Choose at least one member.': 'Choisissez au moins un membre.',
  'A conversation can have up to 20 members.': 'Une conversation peut compter jusqu’à 20 membres.',
  'You cannot message yourself.': 'Vous ne pouvez pas vous écrire à vous-même.',
  'You cannot message this member.': 'Vous ne pouvez pas écrire à ce membre.',
  'This conversation is not available.': 'Cette conversation n’est pas disponible.',
  'This message is no longer available.': 'Ce message n’est plus disponible.',
  'You can only change your own messages.': 'Vous ne pouvez modifier que vos propres messages.',
  'This message was deleted.': 'Ce message a été supprimé.',
  edited: 'modifié',
  'Accept this request to reply.': 'Acceptez cette demande pour répondre.',
  Accept: 'Accepter',
  Ignore: 'Ignorer',
  Block: 'Bloquer',
  Report: 'Signaler',
  'Request accepted.': 'Demande acceptée.',
  'Request ignored.': 'Demande ignorée.',
  'Member blocked. They can no longer message you.': 'Membre bloqué. Il ne peut plus vous écrire.',
  'Thanks. Our moderators will review this conversation.': 'Merci. Nos modérateurs vont examiner cette conversation.',
  'Attachments must be images (JPEG, PNG, WebP, GIF) or PDF files.':
    'Les pièces jointes doivent être des images (JPEG, PNG, WebP, GIF) ou des fichiers PDF.',
  'An attachment is no longer available. Add it again.': 'Une pièce jointe n’est plus disponible. Ajoutez-la à nouveau.',
  'You can attach up to 10 files to one message.': 'Vous pouvez joindre jusqu’à 10 fichiers à un message.',
  'Verify your identity to send images marked NSFW.': 'Vérifiez votre identité pour envoyer des images marquées NSFW.',
  'NSFW: click to show': 'NSFW : cliquez pour afficher',
  'Search in conversation': 'Rechercher dans la conversation',
  'No messages match.': 'Aucun message ne correspond.',
  Seen: 'Vu',
  'Back to conversations': 'Retour aux conversations',
  Messaging: 'Messagerie',
  'Who may message me': 'Qui peut m’écrire',
  'Messages from anyone else arrive as requests you can accept, ignore, block or report.':
    'Les messages de toute autre personne arrivent comme des demandes que vous pouvez accepter, ignorer, bloquer ou signaler.',
  'Read receipts': 'Confirmations de lecture',
  'When off, others do not see when you have read their messages.':
    'Désactivées, les autres ne voient pas quand vous avez lu leurs messages.',
  'Could not save your messaging settings. Please try again.': 'Impossible d’enregistrer vos réglages de messagerie. Veuillez réessayer.',
  'Lines the group writes itself cannot be changed.': 'Les lignes écrites par le groupe lui-même ne peuvent pas être modifiées.',
  'Only a group conversation has members to add, remove or rename.':
    'Seule une conversation de groupe a des membres à ajouter ou retirer et un nom à changer.',
  'Only the member who started this group can remove members.': 'Seul le membre qui a créé ce groupe peut en retirer des membres.',
  'Accept this conversation first.': 'Acceptez d’abord cette conversation.',
  'This member is not in this conversation.': 'Ce membre ne fait pas partie de cette conversation.',
  'To leave the group, use Leave group.': 'Pour quitter le groupe, utilisez Quitter le groupe.',
  Members: 'Membres',
  'Add members': 'Ajouter des membres',
  Add: 'Ajouter',
  'Leave group': 'Quitter le groupe',
  'Leave this group? You will no longer see its messages or files.':
    'Quitter ce groupe ? Vous ne verrez plus ses messages ni ses fichiers.',
  'You left the group.': 'Vous avez quitté le groupe.',
  Rename: 'Renommer',
  'Group name': 'Nom du groupe',
  'A name everyone sees': 'Un nom visible par tous',
  'Group renamed.': 'Groupe renommé.',
  'Started the group': 'A créé le groupe',
  'Could not change this group. Please try again.': 'Impossible de modifier ce groupe. Veuillez réessayer.',
  // WHO_MAY_MESSAGE_LABELS
  Everyone: 'Tout le monde',
  'My connections': 'Mes relations',
  'Verified members': 'Membres vérifiés',
  // BLOG_MESSAGES
} as Record<string, string>;
