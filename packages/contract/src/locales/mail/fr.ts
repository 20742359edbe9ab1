// The e-mails' and notifications' words (MAIL_TEXT, mail-text.ts; NOTICE_TEXT, notice-text.ts) in French,
// keyed by their English text (docs/ARCHITECTURE.md "Languages"). Only the server reads these: the web's
// language chunks do not carry them.
export default {
  // passwordReset
  'Reset your {product} password': 'Réinitialisez votre mot de passe {product}',
  'Someone asked to reset the password of your {product} account.':
    "Quelqu'un a demandé la réinitialisation du mot de passe de votre compte {product}.",
  'Someone entered a wrong password for your {product} account too many times, so sign-in from new devices is paused for up to an hour. Devices you signed in from before still work. If you are locked out, reset your password: that lifts the pause.':
    "Quelqu'un a saisi un mauvais mot de passe trop de fois pour votre compte {product} : la connexion depuis de nouveaux appareils est suspendue jusqu'à une heure. Les appareils déjà connectés fonctionnent toujours. Si vous êtes bloqué, réinitialisez votre mot de passe : cela lève la suspension.",
  'Choose a new password here (the link works once, for one hour):':
    'Choisissez un nouveau mot de passe ici (le lien fonctionne une fois, pendant une heure) :',
  'If this was not you, ignore this message: your password stays as it is.':
    "Si ce n'était pas vous, ignorez ce message : votre mot de passe reste inchangé.",
  // common
  'Open it on {product}:': 'Ouvrez-le sur {product} :',
  'When: {when}': 'Quand : {when}',
  // push
  'Open {product} to see it.': 'Ouvrez {product} pour la voir.',
  // newDevice
  'New sign-in to your {product} account': 'Nouvelle connexion à votre compte {product}',
  'Your {product} account was signed in to from a new device.':
    'Une connexion à votre compte {product} a eu lieu depuis un nouvel appareil.',
  'Device: {device}': 'Appareil : {device}',
  '{browser} on {os}': '{browser} sous {os}',
  'An unknown browser': 'Un navigateur inconnu',
  'Place (approximate, from the address): {country}': 'Lieu (approximatif, d’après l’adresse IP) : {country}',
  'If this was you, there is nothing to do. If not, change your password and sign that device out here:':
    'Si c’était vous, vous n’avez rien à faire. Sinon, changez votre mot de passe et déconnectez cet appareil ici :',
  // emailChanged
  'Your {product} e-mail address was changed': 'L’adresse e-mail de votre compte {product} a été modifiée',
  'The e-mail address of your account was changed to {email}. If this was not you, reset your password now.':
    'L’adresse e-mail de votre compte a été remplacée par {email}. Si ce n’était pas vous, réinitialisez votre mot de passe maintenant.',
  // staffInvitation
  'Your {product} {role} account': 'Votre compte {role} sur {product}',
  'An administrator created a {role} account for you on {product}.': 'Un administrateur vous a créé un compte {role} sur {product}.',
  'Choose your password here (the link works once, for 72 hours):':
    'Choisissez votre mot de passe ici (le lien fonctionne une fois, pendant 72 heures) :',
  // twoFactor
  'Two-factor sign-in is on': 'La connexion en deux étapes est activée',
  'An authenticator app was set up for two-factor sign-in.':
    'Une application d’authentification a été configurée pour la connexion en deux étapes.',
  'Two-factor sign-in was turned off': 'La connexion en deux étapes a été désactivée',
  'The authenticator app was turned off for your account.': 'L’application d’authentification a été désactivée pour votre compte.',
  'New recovery codes': 'Nouveaux codes de récupération',
  'New recovery codes were made for your account; the old ones no longer work.':
    'De nouveaux codes de récupération ont été créés pour votre compte ; les anciens ne fonctionnent plus.',
  'A recovery code was used': 'Un code de récupération a été utilisé',
  'A recovery code was used to sign in to your account. {left} recovery codes are left.':
    'Un code de récupération a été utilisé pour vous connecter à votre compte. Codes de récupération restants : {left}.',
  'A passkey was added': 'Une clé d’accès a été ajoutée',
  'A passkey named "{name}" was added to your account.': 'Une clé d’accès nommée « {name} » a été ajoutée à votre compte.',
  'A passkey was removed': 'Une clé d’accès a été supprimée',
  'The passkey named "{name}" was removed from your account.': 'La clé d’accès nommée « {name} » a été supprimée de votre compte.',
  'If this was not you, change your password now and review your sign-in security and devices here:':
    'Si ce n’était pas vous, changez votre mot de passe maintenant et vérifiez ici la sécurité de votre connexion et vos appareils :',
  // billing
  'Your {product} receipt {receipt}': 'Votre reçu {product} {receipt}',
  'Thank you. We received your payment.': 'Merci. Nous avons bien reçu votre paiement.',
  'Receipt: {receipt}': 'Reçu : {receipt}',
  'Your {product} refund {receipt}': 'Votre remboursement {product} {receipt}',
  'We have refunded your payment. Depending on your bank, it can take a few days to show on your statement.':
    'Nous avons remboursé votre paiement. Selon votre banque, il peut falloir quelques jours pour qu’il apparaisse sur votre relevé.',
  'Refund: {receipt}': 'Remboursement : {receipt}',
  'For: {description}': 'Objet : {description}',
  'Amount: {amount}': 'Montant : {amount}',
  'Date: {date}': 'Date : {date}',
  'Paid through: {date}': 'Payé jusqu’au : {date}',
  'Your invoices: {url}': 'Vos factures : {url}',
  // memberData
  'Your data is ready to download': 'Vos données sont prêtes à être téléchargées',
  'The copy of your data you asked for is ready. Sign in and download it from your settings:':
    'La copie de vos données que vous avez demandée est prête. Connectez-vous et téléchargez-la depuis vos paramètres :',
  'The download works until {date}; after that the file is deleted.':
    'Le téléchargement fonctionne jusqu’au {date} ; ensuite, le fichier est supprimé.',
  'Your account will be deleted on {date}': 'Votre compte sera supprimé le {date}',
  'You asked us to delete your {product} account. It will be deleted on {date}.':
    'Vous nous avez demandé de supprimer votre compte {product}. Il sera supprimé le {date}.',
  'Until then, signing in cancels the deletion. We signed you out of every device.':
    'D’ici là, vous connecter annule la suppression. Nous vous avons déconnecté de tous vos appareils.',
  'After that date your profile, portfolio, messages and every other record of you are removed for good.':
    'Après cette date, votre profil, votre portfolio, vos messages et toutes les autres données vous concernant sont supprimés définitivement.',
  'Billing records, and the age and identity records kept for work you appear in (18 U.S.C. 2257), stay for as long as the law requires.':
    'Les données de facturation, ainsi que les justificatifs d’âge et d’identité conservés pour les œuvres dans lesquelles vous apparaissez (18 U.S.C. 2257), sont gardés aussi longtemps que la loi l’exige.',
  'Download a copy of your data first: {url}': 'Téléchargez d’abord une copie de vos données : {url}',
  'Your account will not be deleted': 'Votre compte ne sera pas supprimé',
  'Account deletion cancelled': 'Suppression du compte annulée',
  'Your account stays as it was.': 'Votre compte reste tel qu’il était.',
  'If this was not you, change your password now.': 'Si ce n’était pas vous, changez votre mot de passe maintenant.',
  // proGrace
  'Your Pro content was removed': 'Votre contenu Pro a été supprimé',
  'Your Pro grace period has ended, so your account is now a free account.':
    'Votre délai de grâce Pro est terminé : votre compte est désormais un compte gratuit.',
  'Your videos and albums were deleted, and images beyond the 12-image free limit were removed (your 12 oldest images stay).':
    'Vos vidéos et vos albums ont été supprimés, ainsi que les images au-delà de la limite gratuite de 12 images (vos 12 images les plus anciennes restent).',
  'Get Pro again: {url}': 'Reprenez Pro : {url}',
  '1 day left to keep your Pro content': 'Plus qu’1 jour pour garder votre contenu Pro',
  '{days} days left to keep your Pro content': 'Plus que {days} jours pour garder votre contenu Pro',
  'Your Pro subscription has lapsed and your {graceDays}-day grace period ends on {date}.':
    'Votre abonnement Pro a expiré et votre délai de grâce de {graceDays} jours se termine le {date}.',
  'After that your videos are permanently deleted, your albums removed and images beyond the 12-image free limit deleted.':
    'Ensuite, vos vidéos sont définitivement supprimées, vos albums retirés et les images au-delà de la limite gratuite de 12 images supprimées.',
  'Renew to keep everything: {url}': 'Renouvelez pour tout garder : {url}',
  // notification
  'You get this e-mail because you turned on {label} e-mails.':
    'Vous recevez cet e-mail parce que vous avez activé les e-mails « {label} ».',
  'Stop these e-mails: {url}': 'Ne plus recevoir ces e-mails : {url}',
  'All notification settings: {url}': 'Tous les paramètres de notification : {url}',
  'Your {product} notifications': 'Vos notifications {product}',
  'Unread notifications on {product}:': 'Notifications non lues sur {product} :',
  'Unread notifications on {product} (the latest {count}):': 'Notifications non lues sur {product} (les {count} plus récentes) :',
  'See them all: {url}': 'Toutes les voir : {url}',
  'You get this daily digest because you chose it in your notification settings.':
    'Vous recevez ce résumé quotidien parce que vous l’avez choisi dans vos paramètres de notification.',
  'Stop the digest: {url}': 'Ne plus recevoir le résumé : {url}',
  // castingAlert
  'New casting call: {title}': 'Nouveau casting call : {title}',
  '{studio} opened a call that matches your saved search “{name}”. Apply by {deadline}.':
    '{studio} a ouvert un casting call qui correspond à votre recherche enregistrée « {name} ». Postulez avant le {deadline}.',
  '{studio} opened a call that matches {count} of your saved searches. Apply by {deadline}.':
    '{studio} a ouvert un casting call qui correspond à {count} de vos recherches enregistrées. Postulez avant le {deadline}.',
  'See it on {product}: {url}': 'Voyez-le sur {product} : {url}',
  'You get this e-mail because a casting search you saved asks for e-mail.':
    'Vous recevez cet e-mail parce qu’une recherche de castings que vous avez enregistrée demande des e-mails.',
  'Change or stop casting alerts: {url}': 'Modifier ou arrêter les alertes casting : {url}',
  'A new casting call matches your searches': 'Un nouveau casting call correspond à vos recherches',
  '{count} new casting calls match your searches': '{count} nouveaux casting calls correspondent à vos recherches',
  'New casting calls matching your saved searches on {product}:':
    'Nouveaux casting calls sur {product} correspondant à vos recherches enregistrées :',
  'New casting calls matching your saved searches on {product} (the first {count}):':
    'Nouveaux casting calls sur {product} correspondant à vos recherches enregistrées (les {count} premiers) :',
  '- {title}, apply by {deadline}': '- {title}, postulez avant le {deadline}',
  '- {title} ({location}), apply by {deadline}': '- {title} ({location}), postulez avant le {deadline}',
  'Stop this digest: {url}': 'Ne plus recevoir ce récapitulatif : {url}',
  'You get this daily digest because a casting search you saved asks for it.':
    'Vous recevez ce résumé quotidien parce qu’une recherche de castings que vous avez enregistrée le demande.',
  // removals
  'Confirm your removal request {reference}': 'Confirmez votre demande de retrait {reference}',
  'We received a request to remove content on {product} ({kind}, reference {reference}).':
    'Nous avons reçu une demande de retrait de contenu sur {product} ({kind}, référence {reference}).',
  'Open this link and press Confirm to send it to our moderators. Nothing happens until you do:':
    'Ouvrez ce lien et appuyez sur Confirmer pour l’envoyer à nos modérateurs. Rien ne se passe tant que vous ne l’avez pas fait :',
  'The link works for {days} days. Keep this e-mail: the same link shows the status of your request and our decision.':
    'Le lien fonctionne pendant {days} jours. Gardez cet e-mail : le même lien affiche l’état de votre demande et notre décision.',
  'If you did not send this request, ignore this e-mail.': 'Si vous n’avez pas envoyé cette demande, ignorez cet e-mail.',
  'Counter-notice to your DMCA notice {reference}': 'Contre-notification à votre notification DMCA {reference}',
  'The member whose content you reported in DMCA notice {reference} sent us this counter-notice (17 U.S.C. § 512(g)(3)):':
    'Le membre dont vous avez signalé le contenu dans la notification DMCA {reference} nous a envoyé cette contre-notification (17 U.S.C. § 512(g)(3)) :',
  'Material removed and where it appeared: {material}': 'Contenu retiré et où il apparaissait : {material}',
  'Statement: under penalty of perjury, they have a good-faith belief that the material was removed or disabled as a result of mistake or misidentification.':
    'Déclaration : sous peine de parjure, le membre croit de bonne foi que le contenu a été retiré ou désactivé par erreur ou à la suite d’une mauvaise identification.',
  'Statement: they consent to the jurisdiction of the Federal District Court for the judicial district of their address (or, outside the United States, any judicial district in which we may be found) and will accept service of process from you or your agent.':
    'Déclaration : le membre accepte la compétence de la Federal District Court du district judiciaire de son adresse (ou, hors des États-Unis, de tout district judiciaire où nous pouvons être trouvés) et acceptera la signification d’actes de votre part ou de celle de votre représentant.',
  'Name: {name}': 'Nom : {name}',
  'Address: {address}': 'Adresse : {address}',
  'Telephone: {phone}': 'Téléphone : {phone}',
  'Signature: {signature}': 'Signature : {signature}',
  "We will restore the material on {date} unless, before then, you tell us that you have filed an action seeking a court order to restrain the member from the infringing activity. Report it on your request's page:":
    'Nous rétablirons le contenu le {date}, sauf si vous nous indiquez d’ici là avoir engagé une action en justice visant à faire interdire au membre l’activité contrefaisante. Signalez-le sur la page de votre demande :',
  'Material restored after a counter-notice ({reference})': 'Contenu rétabli après une contre-notification ({reference})',
  'No court action was reported within {days} business days of the counter-notice to your DMCA notice {reference}, so we restored the material, as 17 U.S.C. § 512(g)(2)(C) provides.':
    'Aucune action en justice n’a été signalée dans les {days} jours ouvrés suivant la contre-notification à votre notification DMCA {reference} : nous avons donc rétabli le contenu, comme le prévoit 17 U.S.C. § 512(g)(2)(C).',
  'Content removed: {reference}': 'Contenu retiré : {reference}',
  'Request not upheld: {reference}': 'Demande non retenue : {reference}',
  'We decided on your {kind} {reference}.': 'Nous avons statué sur votre demande ({kind}, {reference}).',
  // subUserInvitation
  'Sub-user invitation': 'Invitation de sous-utilisateur',
  '{company} invites you to act for it as a sub-user.': '{company} vous invite à agir pour son compte en tant que sous-utilisateur.',
  'Your role: {role}.': 'Votre rôle : {role}.',
  'Sign in to {product} with this e-mail address and accept within {days} days:':
    'Connectez-vous à {product} avec cette adresse e-mail et acceptez sous {days} jours :',
  'If you did not expect this, ignore this e-mail.': 'Si vous ne vous y attendiez pas, ignorez cet e-mail.',
  // events
  '“{title}” was cancelled by its organizer.': '« {title} » a été annulé par son organisateur.',
  '“{title}” was cancelled by its organizer. Your ticket will be refunded to the way you paid.':
    '« {title} » a été annulé par son organisateur. Votre billet sera remboursé sur le moyen de paiement utilisé.',
  // lottery
  "You won the prize in “{draw}”: {prize}. Your redemption code is on the draw's page.":
    'Vous avez gagné le lot de « {draw} » : {prize}. Votre code d’échange se trouve sur la page du tirage.',
  "You won {place} place in “{draw}”: {prize}. Your redemption code is on the draw's page.":
    'Vous avez gagné la {place}e place de « {draw} » : {prize}. Votre code d’échange se trouve sur la page du tirage.',
  // notifications: network
  '{name} started following you': '{name} a commencé à vous suivre',
  'See their profile and follow back or connect.': 'Consultez son profil et suivez-le en retour ou connectez-vous.',
  '{name} wants to connect': '{name} souhaite se connecter avec vous',
  'Accept or decline the request on My Network.': 'Acceptez ou refusez la demande dans Mon réseau.',
  '{name} accepted your connection request': '{name} a accepté votre demande de connexion',
  'You are now connected.': 'Vous êtes maintenant connectés.',
  // notifications: likes
  'New like on your portfolio': 'Nouveau j’aime sur votre portfolio',
  '{name} liked "{title}".': '{name} a aimé « {title} ».',
  '{name} liked your image.': '{name} a aimé votre image.',
  '{name} liked your video.': '{name} a aimé votre vidéo.',
  'New like on your activity': 'Nouveau j’aime sur votre activité',
  '{name} liked your post.': '{name} a aimé votre publication.',
  '{name} liked your album.': '{name} a aimé votre album.',
  '{name} liked your update.': '{name} a aimé votre actualité.',
  'New comment on your activity': 'Nouveau commentaire sur votre activité',
  '{name} commented: {body}': '{name} a commenté : {body}',
  // notifications: profiles
  'Welcome to {product}': 'Bienvenue sur {product}',
  'Your profile is set up. Add a bio, your location and content types so the right people find you.':
    'Votre profil est prêt. Ajoutez une bio, votre localisation et vos types de contenu pour que les bonnes personnes vous trouvent.',
  // notifications: casting
  '{name} applied to {call}': '{name} a postulé à {call}',
  'Review their answers and portfolio on Casting.': 'Consultez ses réponses et son portfolio dans Casting.',
  'Your application to {call} was not selected': 'Votre candidature à {call} n’a pas été retenue',
  '{studio} has chosen other applicants this time.': '{studio} a choisi d’autres candidats cette fois-ci.',
  '{studio} made you an offer for {call}': '{studio} vous a fait une offre pour {call}',
  '{name} declined your offer for {call}': '{name} a refusé votre offre pour {call}',
  'You can make an offer to another applicant.': 'Vous pouvez faire une offre à un autre candidat.',
  '{name} accepted your offer for {call}': '{name} a accepté votre offre pour {call}',
  'A collaboration is open for the two of you.': 'Une collaboration est ouverte pour vous deux.',
  'Get in touch to arrange the shoot.': 'Prenez contact pour organiser le tournage.',
  '{studio} sent you a casting proposal: {role}': '{studio} vous a envoyé une proposition de casting : {role}',
  'Accept, decline or make a counter-offer on Casting.': 'Acceptez, refusez ou faites une contre-offre dans Casting.',
  // notifications: pro
  'The grace period ended: {videos} videos, {albums} albums and {images} images beyond the free limit were deleted. Your free portfolio stays.':
    'Le délai de grâce est terminé : {videos} vidéos, {albums} albums et {images} images au-delà de la limite gratuite ont été supprimés. Votre portfolio gratuit reste.',
  'Grace period: 1 day left': 'Délai de grâce : plus qu’1 jour',
  'Your Pro status changed': 'Votre statut Pro a changé',
  'Pro granted until {date}.': 'Pro accordé jusqu’au {date}.',
  'Your granted Pro was ended.': 'Le Pro qui vous avait été accordé a pris fin.',
  'You are now a sponsor.': 'Vous êtes désormais sponsor.',
  'Your sponsor status was removed.': 'Votre statut de sponsor a été retiré.',
  'You are now an ambassador.': 'Vous êtes désormais ambassadeur.',
  'Your ambassador status was removed.': 'Votre statut d’ambassadeur a été retiré.',
  'Grace period: {days} days left': 'Délai de grâce : plus que {days} jours',
  'Renew Pro to keep your videos, albums and images beyond the free limit.':
    'Renouvelez Pro pour garder vos vidéos, albums et images au-delà de la limite gratuite.',
  // notifications: lottery
  'Draw cancelled: {title}': 'Tirage annulé : {title}',
  'This prize draw was cancelled by the staff. Your entry has no further effect.':
    'Ce tirage au sort a été annulé par l’équipe. Votre participation n’a plus d’effet.',
  'Your prize was handed over': 'Votre lot a été remis',
  'Your redemption code was used. Contact support if this was not you.':
    'Votre code d’échange a été utilisé. Contactez le support si ce n’était pas vous.',
  // notifications: collabs
  '{name} invited you to collaborate': '{name} vous a invité à collaborer',
  '"{title}": accept or decline on your Collabs page.': '« {title} » : acceptez ou refusez sur votre page Collabs.',
  '{name} assigned you a task': '{name} vous a assigné une tâche',
  '"{task}" in {collab}.': '« {task} » dans {collab}.',
  '"{task}" in {collab}, due {due}.': '« {task} » dans {collab}, à rendre le {due}.',
  // notifications: messages
  'New message from {name}': 'Nouveau message de {name}',
  'Sent an attachment': 'A envoyé une pièce jointe',
  'Sent {count} attachments': 'A envoyé {count} pièces jointes',
  // notifications: credits
  '{name} tagged you in their portfolio': '{name} vous a identifié dans son portfolio',
  'Confirm that you appear in "{title}", or decline. It stays private until everyone tagged confirms.':
    'Confirmez que vous apparaissez dans « {title} », ou refusez. L’élément reste privé jusqu’à ce que toutes les personnes identifiées confirment.',
  'Confirm that you appear in a photo, or decline. It stays private until everyone tagged confirms.':
    'Confirmez que vous apparaissez sur une photo, ou refusez. Elle reste privée jusqu’à ce que toutes les personnes identifiées confirment.',
  'Confirm that you appear in a video, or decline. It stays private until everyone tagged confirms.':
    'Confirmez que vous apparaissez dans une vidéo, ou refusez. Elle reste privée jusqu’à ce que toutes les personnes identifiées confirment.',
  '{name} confirmed your tag': '{name} a confirmé votre identification',
  'They confirmed appearing in your portfolio item. It is public once everyone tagged has confirmed and it is approved.':
    'La personne a confirmé apparaître dans votre élément de portfolio. Il sera public une fois que toutes les personnes identifiées auront confirmé et qu’il sera approuvé.',
  '{name} declined your tag': '{name} a refusé votre identification',
  'They declined appearing in your portfolio item. {consent}':
    'La personne a refusé d’apparaître dans votre élément de portfolio. {consent}',
  // notifications: directory
  'New review of {business}': 'Nouvel avis sur {business}',
  '{name} rated it {rating} out of 5: "{excerpt}"': '{name} a donné {rating} sur 5 : « {excerpt} »',
  '{business} replied to your review': '{business} a répondu à votre avis',
  'Your review was removed': 'Votre avis a été supprimé',
  'Your review of {business} was removed after a report: {reason}':
    'Votre avis sur {business} a été supprimé après un signalement : {reason}',
  // notifications: removals
  'Court action reported: content stays removed': 'Action en justice signalée : le contenu reste retiré',
  'The person who sent DMCA notice {reference} told us they filed a court action ({suit}). Your content stays removed while the court decides; it will not be restored on the scheduled date.':
    'La personne qui a envoyé la notification DMCA {reference} nous a indiqué avoir engagé une action en justice ({suit}). Votre contenu reste retiré pendant que le tribunal statue ; il ne sera pas rétabli à la date prévue.',
  'Content restored': 'Contenu rétabli',
  'No court action was reported within {days} business days of your counter-notice to DMCA notice {reference}, so your content is visible again.':
    'Aucune action en justice n’a été signalée dans les {days} jours ouvrés suivant votre contre-notification à la notification DMCA {reference} : votre contenu est de nouveau visible.',
  'Account suspended': 'Compte suspendu',
  'Your account has been suspended. Reason: {reason}': 'Votre compte a été suspendu. Motif : {reason}',
  // notifications: admin
  'You are the first administrator': 'Vous êtes le premier administrateur',
  'You hold permanent admin access with staff management and content moderation.':
    'Vous disposez d’un accès administrateur permanent, avec la gestion de l’équipe et la modération des contenus.',
  // notifications: trophy
  'a category': 'une catégorie',
  'A category': 'Une catégorie',
  'Voting is open: {award}': 'Le vote est ouvert : {award}',
  'You are a finalist in {category}. Voting closes {closes}.': 'Vous êtes finaliste dans {category}. Le vote se termine le {closes}.',
  "{count} finalists are on the ballot. Follow the tallies on the award's page.":
    '{count} finalistes sont en lice. Suivez le décompte sur la page du prix.',
  'Voting closed: {award}': 'Vote clos : {award}',
  'The results are ready. Publish them to give the trophies and show the winners.':
    'Les résultats sont prêts. Publiez-les pour remettre les trophées et afficher les gagnants.',
  'You won {category}!': 'Vous avez gagné {category} !',
  '{award}: you are the winner of {category}. Your trophy is on your profile; you can hide it there.':
    "{award} : vous êtes le gagnant de {category}. Votre trophée est sur votre profil ; vous pouvez l'y masquer.",
  'Finalist trophy: {category}': 'Trophée de finaliste : {category}',
  '{award}: you were a finalist in {category}. Your trophy is on your profile; you can hide it there.':
    "{award} : vous étiez finaliste dans {category}. Votre trophée est sur votre profil ; vous pouvez l'y masquer.",
  'Results published: {award}': 'Résultats publiés : {award}',
  'The winners are out. See who won each category.': 'Les gagnants sont connus. Découvrez qui a remporté chaque catégorie.',
  'You are nominated: {category}': 'Vous êtes nommé : {category}',
  '{name} nominated you for {category} at {award}. Accept or decline the nomination.':
    '{name} vous a nommé pour {category} à {award}. Acceptez ou refusez la nomination.',
  '{name} nominated you for {category} at {award}. Accept or decline the nomination. "{statement}"':
    '{name} vous a nommé pour {category} à {award}. Acceptez ou refusez la nomination. « {statement} »',
  '{name} accepted your nomination': '{name} a accepté votre nomination',
  '{name} declined your nomination': '{name} a refusé votre nomination',
  '{category} at {award}.': '{category} à {award}.',
  'You are a finalist: {category}': 'Vous êtes finaliste : {category}',
  'You made the shortlist for {category} at {award}. Voting opens {opens}.':
    'Vous êtes dans la sélection pour {category} à {award}. Le vote ouvre le {opens}.',
  // notifications: bookings
  'New booking request from {name}': 'Nouvelle demande de réservation de {name}',
  '{service}, {when}.': '{service}, {when}.',
  '{service}, {when}. Note: {note}': '{service}, {when}. Note : {note}',
  '{name} accepted your booking': '{name} a accepté votre réservation',
  'Booking request declined': 'Demande de réservation refusée',
  '{service}, {when}: This time was booked by someone else.': "{service}, {when} : ce créneau a été réservé par quelqu'un d'autre.",
  '{name} declined your booking request': '{name} a refusé votre demande de réservation',
  '{name} cancelled a booking request': '{name} a annulé une demande de réservation',
  '{name} cancelled a booking': '{name} a annulé une réservation',
  '{service}, {when}. Reason: {reason}': '{service}, {when}. Motif : {reason}',
  'Reminder: {service} with {name}': 'Rappel : {service} avec {name}',
  '{when}.': '{when}.',
  // notifications: collab reminders and orders
  'A task is due tomorrow': 'Une tâche arrive à échéance demain',
  '"{task}" in {collab} is due tomorrow ({due}).': '« {task} » dans {collab} arrive à échéance demain ({due}).',
  'A task is overdue': 'Une tâche est en retard',
  '"{task}" in {collab} was due {due} and is not done yet.':
    "« {task} » dans {collab} était à rendre le {due} et n'est pas encore terminée.",
  'New post-production order': 'Nouvelle commande de post-production',
  '{collab}: {text}': '{collab} : {text}',
  'Post-production started': 'Post-production commencée',
  'An editor took your order and is working on it.': 'Un monteur a pris votre commande et y travaille.',
  'Post-production delivered': 'Post-production livrée',
  'Your order is delivered: the files are in the collaboration.': 'Votre commande est livrée : les fichiers sont dans la collaboration.',
  'A post-production file arrived': 'Un fichier de post-production est arrivé',
  'An editor delivered a file for your order.': 'Un monteur a livré un fichier pour votre commande.',
  // notifications: visio
  '{name} invited you to a video call': '{name} vous a invité à un appel vidéo',
  '{title}, {when}. Open the link to join (MB Visio; nothing is recorded).':
    "{title}, {when}. Ouvrez le lien pour participer (MB Visio ; rien n'est enregistré).",
  '{name} cancelled a video call': '{name} a annulé un appel vidéo',
  '{title}, {when}.': '{title}, {when}.',
  now: 'maintenant',
  // notifications: enterprise
  '{company} invites your studio to link with its enterprise account.': '{company} invite votre studio à se lier à son compte Enterprise.',
  '{studio} accepted your invitation and is now linked.': '{studio} a accepté votre invitation et est maintenant lié.',
  'A studio': 'Un studio',
  'The link with {other} has ended.': 'Le lien avec {other} a pris fin.',
  'your partner': 'votre partenaire',
  '{name} accepted your invitation and is now a sub-user.': '{name} a accepté votre invitation et est maintenant sous-utilisateur.',
  'You can no longer act for {company}.': 'Vous ne pouvez plus agir pour {company}.',
  'Your role for {company} is now {role}.': 'Votre rôle pour {company} est désormais {role}.',
  // notifications: removal requests
  'Content removed after a removal request': 'Contenu retiré après une demande de retrait',
  'Removal request rejected': 'Demande de retrait rejetée',
  'Content hidden after a removal request': 'Contenu masqué après une demande de retrait',
  'Someone who says they are shown in {items} asked us to remove it ({reason}). It is hidden from everyone but you while a moderator reviews the request, by {due}. Reference {reference}.':
    "Une personne qui dit apparaître dans {items} nous a demandé de le retirer ({reason}). Il est masqué pour tous sauf vous pendant qu'un modérateur examine la demande, d'ici le {due}. Référence {reference}.",
  'Copyright takedown (DMCA notice)': "Retrait pour droit d'auteur (notification DMCA)",
  'We received a DMCA notice about {items} and disabled access to it. Read the notice and, if you believe it was removed by mistake, send a counter-notice. Reference {reference}.':
    "Nous avons reçu une notification DMCA concernant {items} et en avons désactivé l'accès. Lisez la notification et, si vous pensez qu'il a été retiré par erreur, envoyez une contre-notification. Référence {reference}.",
  'one of your portfolio items': "l'un des éléments de votre portfolio",
  '{count} of your portfolio items': '{count} éléments de votre portfolio',
  // notifications: moderation
  'your report ({category})': 'votre signalement ({category})',
  'Report reviewed: action taken': 'Signalement examiné : mesures prises',
  'Thank you. We reviewed {about} and took action under our Terms of Service.':
    "Merci. Nous avons examiné {about} et pris des mesures conformément à nos Conditions d'utilisation.",
  'Report reviewed: no violation found': 'Signalement examiné : aucune infraction constatée',
  'We reviewed {about} and found no violation of our rules. {reason}':
    "Nous avons examiné {about} et n'avons constaté aucune infraction à nos règles. {reason}",
  'Reason: {category}. Ground: {ground}. This decision was made by a person on our moderation team.':
    'Motif : {category}. Fondement : {ground}. Cette décision a été prise par une personne de notre équipe de modération.',
  'our Terms of Service': "nos Conditions d'utilisation",
  'the law and our Terms of Service': "la loi et nos Conditions d'utilisation",
  'If you think it is wrong, write to us through the contact page and we will look at it again.':
    'Si vous pensez qu’elle est erronée, écrivez-nous via la page de contact et nous la réexaminerons.',
  'Portfolio item approved': 'Élément du portfolio approuvé',
  'Your portfolio item was approved and is now visible to others.':
    'Votre élément du portfolio a été approuvé et est désormais visible par les autres.',
  'Portfolio item not approved': 'Élément du portfolio non approuvé',
  'Your portfolio item was not approved: {reason}': 'Votre élément du portfolio n’a pas été approuvé : {reason}',
  'Avatar approved': 'Avatar approuvé',
  'Your avatar was approved and is now visible to others.': 'Votre avatar a été approuvé et est désormais visible par les autres.',
  'Avatar not approved': 'Avatar non approuvé',
  'Your avatar was not approved: {reason}': 'Votre avatar n’a pas été approuvé : {reason}',
  'Business listing approved': 'Fiche d’entreprise approuvée',
  'Your business listing was approved and is now visible to others.':
    'Votre fiche d’entreprise a été approuvée et est désormais visible par les autres.',
  'Business listing not approved': 'Fiche d’entreprise non approuvée',
  'Your business listing was not approved: {reason}': 'Votre fiche d’entreprise n’a pas été approuvée : {reason}',
  'Event approved': 'Événement approuvé',
  'Your event was approved and is now visible to others.': 'Votre événement a été approuvé et est désormais visible par les autres.',
  'Event not approved': 'Événement non approuvé',
  'Your event was not approved: {reason}': 'Votre événement n’a pas été approuvé : {reason}',
  'Post approved': 'Publication approuvée',
  'Your post was approved and is now visible to others.': 'Votre publication a été approuvée et est désormais visible par les autres.',
  'Post not approved': 'Publication non approuvée',
  'Your post was not approved: {reason}': 'Votre publication n’a pas été approuvée : {reason}',
  'Ad approved': 'Publicité approuvée',
  'Your ad was approved and is now visible to others.': 'Votre publicité a été approuvée et est désormais visible par les autres.',
  'Ad not approved': 'Publicité non approuvée',
  'Your ad was not approved: {reason}': 'Votre publicité n’a pas été approuvée : {reason}',
  'Domain verification request approved': 'Demande de vérification de domaine approuvée',
  'Your domain verification request was approved and is now visible to others.':
    'Votre demande de vérification de domaine a été approuvée et est désormais visible par les autres.',
  'Domain verification request not approved': 'Demande de vérification de domaine non approuvée',
  'Your domain verification request was not approved: {reason}':
    'Votre demande de vérification de domaine n’a pas été approuvée : {reason}',
  // notifications: ads
  '“{name}” has used its whole budget and is no longer shown.': "« {name} » a utilisé tout son budget et n'est plus diffusée.",
  '“{name}” reached the end of its schedule and is no longer shown.':
    "« {name} » est arrivée au terme de sa programmation et n'est plus diffusée.",
  // notifications: licensing
  'an item': 'un élément',
  'License request cancelled': 'Demande de licence annulée',
  '{name} withdrew {item} from licensing.': '{name} a retiré {item} des licences.',
  '{name} revoked your license': '{name} a révoqué votre licence',
  'License {code} for {item}. Reason: {reason} Your payment of {amount} is refunded in full.':
    'Licence {code} pour {item}. Motif : {reason} Votre paiement de {amount} est intégralement remboursé.',
  '{name} requested a license': '{name} a demandé une licence',
  'For {item}: {terms}.': 'Pour {item} : {terms}.',
  'For {item}: {terms}. Message: {message}': 'Pour {item} : {terms}. Message : {message}',
  '{name} accepted your license request': '{name} a accepté votre demande de licence',
  'For {item}: {terms}. Pay to receive the license.': 'Pour {item} : {terms}. Payez pour recevoir la licence.',
  '{name} accepted your counter-offer': '{name} a accepté votre contre-offre',
  'For {item}: {terms}. The license is issued once they pay.': 'Pour {item} : {terms}. La licence est délivrée dès le paiement.',
  '{name} declined your license request': '{name} a refusé votre demande de licence',
  'For {item}.': 'Pour {item}.',
  'For {item}. Reason: {reason}': 'Pour {item}. Motif : {reason}',
  '{name} sent a counter-offer': '{name} a envoyé une contre-offre',
  'For {item}: {terms}. Accept it or walk away.': 'Pour {item} : {terms}. Acceptez-la ou renoncez.',
  'For {item}: {terms}. Note: {note} Accept it or walk away.': 'Pour {item} : {terms}. Note : {note} Acceptez-la ou renoncez.',
  '{name} withdrew their license request': '{name} a retiré sa demande de licence',
  'Your license payment is being refunded': 'Le paiement de votre licence est en cours de remboursement',
  'No license was issued for {item}: {conflict}': "Aucune licence n'a été délivrée pour {item} : {conflict}",
  'Your license is issued': 'Votre licence est délivrée',
  'License {code} for {item}: {terms}. Download the certificate or check it at {url}':
    'Licence {code} pour {item} : {terms}. Téléchargez le certificat ou vérifiez-le sur {url}',
  '{name} paid: license issued': '{name} a payé : licence délivrée',
  'License {code} for {item}, {amount} paid.': 'Licence {code} pour {item}, {amount} payés.',
  'License revoked: payment refunded': 'Licence révoquée : paiement remboursé',
  'License {code} for {item} is no longer valid: its payment was refunded.':
    "La licence {code} pour {item} n'est plus valide : son paiement a été remboursé.",
  // NOTICE_TEXT.security
  'New sign-in to your account': 'Nouvelle connexion à votre compte',
  'From {device}. Not you? Change your password and sign out the other sessions in Settings → Security.':
    'Depuis {device}. Ce n’était pas vous ? Changez votre mot de passe et déconnectez les autres sessions dans Paramètres → Sécurité.',
  'From {device}, in {country}. Not you? Change your password and sign out the other sessions in Settings → Security.':
    'Depuis {device} ({country}). Ce n’était pas vous ? Changez votre mot de passe et déconnectez les autres sessions dans Paramètres → Sécurité.',
} as Record<string, string>;
