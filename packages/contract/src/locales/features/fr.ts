// The features' own message tables (the *_MESSAGES the server answers with, and a few labels inside its
// mails) in French, keyed by their English text; part of the contract catalogue (../fr.ts), so the web
// shows them through tm() and the server answers in the request's language (docs/ARCHITECTURE.md "Languages").
export default {
  // SYSTEM_MESSAGES
  'The system figures could not be read. Please try again.': 'Les chiffres du système n’ont pas pu être lus. Veuillez réessayer.',
  'No request figures yet: every instance writes one sample a minute, so the charts fill in within a minute or two.':
    'Pas encore de chiffres de requêtes : chaque instance écrit un échantillon par minute, les graphiques se remplissent donc en une ou deux minutes.',
  'No jobs are waiting, running or failed in the last 24 hours.':
    'Aucune tâche en attente, en cours ou en échec au cours des dernières 24 heures.',
  'No errors in the last 24 hours.': 'Aucune erreur au cours des dernières 24 heures.',
  // DIAGNOSTICS_MESSAGES
  'Storage did not accept the test file. Uploads will fail until it is back.':
    'Le stockage n’a pas accepté le fichier de test. Les envois échoueront tant qu’il ne sera pas revenu.',
  'Storage kept the test file but did not give it back. Pictures and files will not load.':
    'Le stockage a gardé le fichier de test mais ne l’a pas rendu. Les images et les fichiers ne se chargeront pas.',
  'Storage gave back different bytes than it was sent.': 'Le stockage a rendu des octets différents de ceux qu’il a reçus.',
  'no GeoIP database is configured on the server (GEOIP_DB)': 'aucune base GeoIP n’est configurée sur le serveur (GEOIP_DB)',
  'the GeoIP database does not know this address (a private, local or new address)':
    'la base GeoIP ne connaît pas cette adresse (adresse privée, locale ou récente)',
  // RECORDS_MESSAGES
  'Please give the production date (the day it was shot) for work that shows people.':
    'Veuillez indiquer la date de production (le jour du tournage) pour les œuvres qui montrent des personnes.',
  'The production date cannot be in the future.': 'La date de production ne peut pas être dans le futur.',
  'Please give your full legal name as it appears on your ID document.':
    'Veuillez indiquer votre nom légal complet tel qu’il figure sur votre pièce d’identité.',
  'Please give your date of birth (YYYY-MM-DD).': 'Veuillez indiquer votre date de naissance (AAAA-MM-JJ).',
  'Performers must be 18 or older.': 'Les interprètes doivent avoir 18 ans ou plus.',
  'Please choose a photo (JPEG, PNG or WebP) or a PDF of your ID document.':
    'Veuillez choisir une photo (JPEG, PNG ou WebP) ou un PDF de votre pièce d’identité.',
  'No 2257 record for that item.': 'Aucun dossier 2257 pour cet élément.',
  // MEDIA_SAFETY_MESSAGES
  'This file cannot be published.': 'Ce fichier ne peut pas être publié.',
  'This hash is already on the list.': 'Ce hash est déjà dans la liste.',
  'That hash is not on the list.': 'Ce hash n’est pas dans la liste.',
  'That report does not exist.': 'Ce signalement n’existe pas.',
  'Please choose a JPEG, PNG, WebP or GIF image.': 'Veuillez choisir une image JPEG, PNG, WebP ou GIF.',
  'This picture has too little detail to match safely: its hash would also block plain, empty images.':
    'Cette image a trop peu de détails pour une correspondance sûre : son hash bloquerait aussi des images unies et vides.',
  'Urgent: a blocked upload': 'Urgent : un envoi bloqué',
  'An upload matched the media blocklist and was stopped. Review it and report it to the authorities.':
    'Un envoi correspondait à la liste de blocage des médias et a été arrêté. Examinez-le et signalez-le aux autorités.',
  // CONTACT_MESSAGES
  'Please enter your name.': 'Veuillez saisir votre nom.',
  'Name must be at most 100 characters.': 'Le nom doit comporter au plus 100 caractères.',
  'Please choose a topic.': 'Veuillez choisir un sujet.',
  'Please write at least 20 characters so we can help.': 'Veuillez écrire au moins 20 caractères pour que nous puissions vous aider.',
  'Message must be at most 5,000 characters.': 'Le message doit comporter au plus 5 000 caractères.',
  'You have sent several messages in a short time. Please wait an hour before sending another.':
    'Vous avez envoyé plusieurs messages en peu de temps. Veuillez attendre une heure avant d’en envoyer un autre.',
  'Message sent': 'Message envoyé',
  'Thank you. A member of our team will reply by e-mail, usually within two business days.':
    'Merci. Un membre de notre équipe vous répondra par e-mail, généralement sous deux jours ouvrés.',
  'Your message could not be sent. Please try again.': 'Votre message n’a pas pu être envoyé. Veuillez réessayer.',
  // PRO_MESSAGES
  'Account downgraded. Your Pro content has been removed.': 'Compte rétrogradé. Votre contenu Pro a été supprimé.',
  'Failed to execute downgrade': 'Échec de la rétrogradation',
  'Failed to load Pro status. Please refresh the page.': 'Le statut Pro n’a pas pu être chargé. Veuillez actualiser la page.',
  'Database validation error': 'Erreur de validation de la base de données',
  'Check database connectivity and try again': 'Vérifiez la connexion à la base de données et réessayez',
  'Validation error occurred': 'Une erreur de validation s’est produite',
  'Check database connectivity and permissions': 'Vérifiez la connexion à la base de données et les autorisations',
  'There is no grace period to end: your account is not in a grace period.':
    'Il n’y a pas de délai de grâce à terminer : votre compte n’est pas en délai de grâce.',
  'Choose an end date in the future.': 'Choisissez une date de fin dans le futur.',
  'Pro statuses saved.': 'Statuts Pro enregistrés.',
  'Choose at least one status to change.': 'Choisissez au moins un statut à modifier.',
  // DISCOVERY_MESSAGES
  'Search for at most 100 characters.': 'Recherchez au plus 100 caractères.',
  'A location has at most 120 characters.': 'Un lieu comporte au plus 120 caractères.',
  'This page of results does not exist.': 'Cette page de résultats n’existe pas.',
  'Choose content types from the list.': 'Choisissez des types de contenu dans la liste.',
  'No members match your search.': 'Aucun membre ne correspond à votre recherche.',
  'Try another spelling, fewer content types, a wider distance, or turn off Verified and Pro.':
    'Essayez une autre orthographe, moins de types de contenu, une distance plus grande, ou désactivez Vérifié et Pro.',
  'No members to show yet.': 'Aucun membre à afficher pour l’instant.',
  'Members could not be loaded. Please try again.': 'Les membres n’ont pas pu être chargés. Veuillez réessayer.',
  'More members could not be loaded.': 'D’autres membres n’ont pas pu être chargés.',
  // LOCATION_MESSAGES
  'Keep each part under 60 characters.': 'Chaque partie doit faire moins de 60 caractères.',
  'Latitude must be a number from -90 to 90.': 'La latitude doit être un nombre entre -90 et 90.',
  'Longitude must be a number from -180 to 180.': 'La longitude doit être un nombre entre -180 et 180.',
  'Enter both latitude and longitude, or neither.': 'Saisissez la latitude et la longitude, ou aucune des deux.',
  'Location saved': 'Localisation enregistrée',
  'Coordinates removed': 'Coordonnées supprimées',
  'Your location could not be loaded. Please try again.': 'Votre localisation n’a pas pu être chargée. Veuillez réessayer.',
  'This browser cannot share its location. Type your coordinates instead, or leave them empty.':
    'Ce navigateur ne peut pas partager sa position. Saisissez plutôt vos coordonnées, ou laissez-les vides.',
  'Location access was denied. Allow it in your browser settings, or type your coordinates.':
    'L’accès à la position a été refusé. Autorisez-le dans les paramètres du navigateur, ou saisissez vos coordonnées.',
  'Your position is not available right now. Try again, or type your coordinates.':
    'Votre position n’est pas disponible pour le moment. Réessayez, ou saisissez vos coordonnées.',
  'Finding your position took too long. Try again, or type your coordinates.':
    'La recherche de votre position a pris trop de temps. Réessayez, ou saisissez vos coordonnées.',
  'Position found. Save to keep it.': 'Position trouvée. Enregistrez pour la garder.',
  // CAREERS_MESSAGES
  'Enter the title of the role.': 'Saisissez l’intitulé du poste.',
  'The title can be at most 120 characters.': 'L’intitulé peut comporter au plus 120 caractères.',
  'Enter the team.': 'Saisissez l’équipe.',
  'The team can be at most 60 characters.': 'L’équipe peut comporter au plus 60 caractères.',
  'Enter where the role is based.': 'Indiquez où le poste est basé.',
  'The location can be at most 120 characters.': 'Le lieu peut comporter au plus 120 caractères.',
  'Enter the type of the role, for example Full-time.': 'Saisissez le type de poste, par exemple Temps plein.',
  'The type can be at most 60 characters.': 'Le type peut comporter au plus 60 caractères.',
  'Enter a short summary of the role.': 'Saisissez un court résumé du poste.',
  'The summary can be at most 1000 characters.': 'Le résumé peut comporter au plus 1000 caractères.',
  'Each line can be at most 300 characters.': 'Chaque ligne peut comporter au plus 300 caractères.',
  'List at most 12 lines.': 'Indiquez au plus 12 lignes.',
  'Enter an https:// address or an e-mail address where candidates apply, or leave it empty.':
    'Saisissez une adresse https:// ou une adresse e-mail où postuler, ou laissez vide.',
  'The order must be a whole number from 0 to 10000.': 'L’ordre doit être un nombre entier de 0 à 10000.',
  'That opening no longer exists.': 'Ce poste n’existe plus.',
  // NETWORK_MESSAGES
  'You cannot follow or connect with yourself.': 'Vous ne pouvez pas vous suivre ni vous connecter avec vous-même.',
  'There is no such member.': 'Ce membre n’existe pas.',
  'You cannot follow or connect with this member.': 'Vous ne pouvez pas suivre ce membre ni vous connecter avec lui.',
  'Following.': 'Abonné.',
  'Unfollowed.': 'Désabonné.',
  'You can follow up to 5,000 members.': 'Vous pouvez suivre jusqu’à 5 000 membres.',
  'Connection request sent.': 'Demande de connexion envoyée.',
  'Connection request withdrawn.': 'Demande de connexion retirée.',
  'Connected.': 'Connectés.',
  'Request declined.': 'Demande refusée.',
  'Connection removed.': 'Connexion supprimée.',
  'You are already connected.': 'Vous êtes déjà connectés.',
  'A connection request between you is already waiting.': 'Une demande de connexion entre vous est déjà en attente.',
  'You have 100 connection requests waiting. Withdraw some before sending more.':
    'Vous avez 100 demandes de connexion en attente. Retirez-en quelques-unes avant d’en envoyer d’autres.',
  'This connection request no longer exists.': 'Cette demande de connexion n’existe plus.',
  'A note can be at most 300 characters.': 'Une note peut comporter au plus 300 caractères.',
  // MODERATION_MESSAGES
  'This moderation item does not exist.': 'Cet élément de modération n’existe pas.',
  'Another reviewer is working on this item.': 'Un autre modérateur traite cet élément.',
  'This item has already been decided.': 'Cet élément a déjà été tranché.',
  'This item is already with the admins.': 'Cet élément est déjà entre les mains des administrateurs.',
  'This item was replaced by a newer upload.': 'Cet élément a été remplacé par un envoi plus récent.',
  'Only an admin can decide an escalated item.': 'Seul un administrateur peut trancher un élément escaladé.',
  'Give a reason of 3 to 1000 characters.': 'Indiquez un motif de 3 à 1000 caractères.',
  'Choose a reason.': 'Choisissez un motif.',
  'There is no such moderation queue.': 'Cette file de modération n’existe pas.',
  'This page link is no longer valid.': 'Ce lien de page n’est plus valide.',
  'The item changed since it was queued; it will come back as a new item.':
    'L’élément a changé depuis sa mise en file ; il reviendra comme un nouvel élément.',
  'Keep the report under 2000 characters.': 'Le signalement doit faire moins de 2000 caractères.',
  'Choose what is wrong.': 'Choisissez ce qui ne va pas.',
  'There is nothing to report here.': 'Il n’y a rien à signaler ici.',
  'You cannot report yourself.': 'Vous ne pouvez pas vous signaler vous-même.',
  'You already reported this. We will tell you when it has been reviewed.':
    'Vous avez déjà signalé ceci. Nous vous préviendrons une fois l’examen terminé.',
  'You have sent many reports recently. Please try again later.':
    'Vous avez envoyé beaucoup de signalements récemment. Veuillez réessayer plus tard.',
  'Report sent. Our moderators will review it.': 'Signalement envoyé. Nos modérateurs vont l’examiner.',
  // PROFILE_MESSAGES
  'Usernames are 3-30 characters: lowercase letters a-z, numbers, dots (.), dashes (-) and underscores (_).':
    'Les noms d’utilisateur comportent 3-30 caractères : lettres minuscules a-z, chiffres, points (.), tirets (-) et tirets bas (_).',
  'This username is reserved. Please choose another.': 'Ce nom d’utilisateur est réservé. Veuillez en choisir un autre.',
  'Display name must be at most 60 characters.': 'Le nom affiché doit comporter au plus 60 caractères.',
  'Bio must be at most 1000 characters.': 'La bio doit comporter au plus 1000 caractères.',
  'Location must be at most 120 characters.': 'Le lieu doit comporter au plus 120 caractères.',
  'This profile is visible to signed-in members only.': 'Ce profil n’est visible que par les membres connectés.',
  'Some profiles are visible to signed-in members only. Sign in to see them.':
    'Certains profils ne sont visibles que par les membres connectés. Connectez-vous pour les voir.',
  'No member has this profile address.': 'Aucun membre n’a cette adresse de profil.',
  'Onboarding is already complete.': 'L’inscription est déjà terminée.',
  'Finish the current step first.': 'Terminez d’abord l’étape en cours.',
  'Save your business details to continue.': 'Enregistrez les informations de votre entreprise pour continuer.',
  'Choose a username (and, for a business account, register your business) before skipping the rest.':
    'Choisissez un nom d’utilisateur (et, pour un compte entreprise, enregistrez votre entreprise) avant de passer le reste.',
  'We could not save the end of your setup. Please try again.':
    'Nous n’avons pas pu enregistrer la fin de votre inscription. Veuillez réessayer.',
  'Creator accounts do not register a business.': 'Les comptes créateur n’enregistrent pas d’entreprise.',
  'No such profile.': 'Ce profil n’existe pas.',
  'Business name is required': 'Le nom de l’entreprise est obligatoire',
  'At least one category is required': 'Au moins une catégorie est requise',
  'Maximum 3 categories allowed': '3 catégories au maximum',
  'Please enter a valid URL': 'Veuillez saisir une URL valide',
  // DEVELOPER_MESSAGES
  'Developer settings are for enterprise accounts.': 'Les paramètres développeur sont réservés aux comptes Enterprise.',
  'Only the enterprise or its Admin sub-users can create or revoke API keys.':
    'Seuls l’entreprise ou ses sous-utilisateurs Admin peuvent créer ou révoquer des clés API.',
  'Give the key a name.': 'Donnez un nom à la clé.',
  'Use at most 60 characters.': 'Utilisez au plus 60 caractères.',
  'Choose at least one area the key may read.': 'Choisissez au moins un domaine que la clé peut lire.',
  'Unknown scope.': 'Portée inconnue.',
  'Choose when the key expires.': 'Choisissez quand la clé expire.',
  'An enterprise can have at most 50 active API keys. Revoke one first.':
    'Une entreprise peut avoir au plus 50 clés API actives. Révoquez-en une d’abord.',
  'No such API key.': 'Cette clé API n’existe pas.',
  'This key is already revoked.': 'Cette clé est déjà révoquée.',
  'API key created': 'Clé API créée',
  'API key revoked': 'Clé API révoquée',
  'Copy this key now. It is shown only once: we keep only a hash of it and cannot show it again.':
    'Copiez cette clé maintenant. Elle n’est affichée qu’une fois : nous n’en gardons qu’un hash et ne pouvons plus l’afficher.',
  'Create a key to let your own systems read your linked studios’ data.':
    'Créez une clé pour que vos propres systèmes lisent les données de vos studios liés.',
  'Send your API key as "Authorization: Bearer <key>".': 'Envoyez votre clé API sous la forme "Authorization: Bearer <key>".',
  'This API key is not valid.': 'Cette clé API n’est pas valide.',
  'This API key has been revoked.': 'Cette clé API a été révoquée.',
  'This API key has expired.': 'Cette clé API a expiré.',
  'No such studio linked to your enterprise.': 'Aucun studio de ce type n’est lié à votre entreprise.',
  'Too many requests: at most 600 a minute per key.': 'Trop de requêtes : au plus 600 par minute et par clé.',
  // TWOFACTOR_MESSAGES
  'Enter the 6-digit code from your authenticator app, or a recovery code.':
    'Saisissez le code à 6 chiffres de votre application d’authentification, ou un code de récupération.',
  'Enter the 6-digit code your app shows.': 'Saisissez le code à 6 chiffres affiché par votre application.',
  'That code is not right. Check your authenticator app and try again.':
    'Ce code n’est pas bon. Vérifiez votre application d’authentification et réessayez.',
  'That code was already used. Wait for the next one.': 'Ce code a déjà été utilisé. Attendez le suivant.',
  'This sign-in has expired. Enter your e-mail and password again.':
    'Cette connexion a expiré. Saisissez à nouveau votre e-mail et votre mot de passe.',
  'Too many wrong codes. Enter your e-mail and password again.':
    'Trop de codes erronés. Saisissez à nouveau votre e-mail et votre mot de passe.',
  'This set-up has expired. Start again.': 'Cette configuration a expiré. Recommencez.',
  'The authenticator app is already on. Turn it off first to set up another.':
    'L’application d’authentification est déjà activée. Désactivez-la d’abord pour en configurer une autre.',
  'The authenticator app is not on.': 'L’application d’authentification n’est pas activée.',
  'The passkey could not be checked. Try again, or use another way to sign in.':
    'La clé d’accès n’a pas pu être vérifiée. Réessayez, ou connectez-vous autrement.',
  'This passkey is not registered with any account here.': 'Cette clé d’accès n’est associée à aucun compte ici.',
  'No such passkey.': 'Cette clé d’accès n’existe pas.',
  'The passkey request was cancelled or timed out.': 'La demande de clé d’accès a été annulée ou a expiré.',
  'This browser does not support passkeys.': 'Ce navigateur ne prend pas en charge les clés d’accès.',
  'You can register at most 10 passkeys.': 'Vous pouvez enregistrer au plus 10 clés d’accès.',
  'Give the passkey a name, e.g. "Work laptop".': 'Donnez un nom à la clé d’accès, par ex. "Ordinateur du travail".',
  'A name has at most 60 characters.': 'Un nom comporte au plus 60 caractères.',
  'Staff accounts must use two-factor sign-in. Turn on an authenticator app or add a passkey in Settings → Security, then try again.':
    'Les comptes de l’équipe doivent utiliser la connexion en deux étapes. Activez une application d’authentification ou ajoutez une clé d’accès dans Paramètres → Sécurité, puis réessayez.',
  'This device is already signed out.': 'Cet appareil est déjà déconnecté.',
  'While using the platform as a linked account you cannot change its sign-in security.':
    'Tant que vous utilisez la plateforme en tant que compte lié, vous ne pouvez pas modifier sa sécurité de connexion.',
  'Too many codes tried. Wait a few minutes and try again.': 'Trop de codes essayés. Attendez quelques minutes et réessayez.',
  // MEMBER_DATA_MESSAGES
  'Your data': 'Vos données',
  'Download your data': 'Téléchargez vos données',
  'A ZIP with everything we hold about you: account, profile, portfolio files, messages you sent, bookings, notifications, billing records and the logs about you. We build it in the background and e-mail you when it is ready; it can be downloaded for 7 days.':
    'Un ZIP avec tout ce que nous conservons à votre sujet : compte, profil, fichiers du portfolio, messages envoyés, réservations, notifications, données de facturation et journaux vous concernant. Nous le préparons en arrière-plan et vous écrivons quand il est prêt ; il peut être téléchargé pendant 7 jours.',
  'Prepare my data': 'Préparer mes données',
  'We are preparing your data. We will e-mail you when it is ready.':
    'Nous préparons vos données. Nous vous écrirons quand elles seront prêtes.',
  'An export is already being prepared. Wait for it to finish.': 'Une exportation est déjà en préparation. Attendez qu’elle se termine.',
  'You can prepare your data 3 times a day. Try again tomorrow.': 'Vous pouvez préparer vos données 3 fois par jour. Réessayez demain.',
  'This export does not exist.': 'Cette exportation n’existe pas.',
  'This export is not ready to download.': 'Cette exportation n’est pas prête à être téléchargée.',
  'This export has expired. Prepare a new one.': 'Cette exportation a expiré. Préparez-en une nouvelle.',
  'Preparing this export failed. Try again.': 'La préparation de cette exportation a échoué. Réessayez.',
  'You have not prepared an export yet.': 'Vous n’avez pas encore préparé d’exportation.',
  'Could not load your exports.': 'Vos exportations n’ont pas pu être chargées.',
  'Download ZIP': 'Télécharger le ZIP',
  'Delete account': 'Supprimer le compte',
  'Your account is deleted 30 days after you ask. Until then, signing in cancels the deletion. After that, your profile, portfolio, messages and every other record of you are removed for good. Billing records, and the age and identity records kept for work you appear in (18\u00a0U.S.C.\u00a0§\u00a02257), stay for as long as the law requires.':
    'Votre compte est supprimé 30 jours après votre demande. D’ici là, vous connecter annule la suppression. Ensuite, votre profil, votre portfolio, vos messages et toutes les autres données vous concernant sont supprimés définitivement. Les données de facturation, ainsi que les justificatifs d’âge et d’identité conservés pour les œuvres dans lesquelles vous apparaissez (18\u00a0U.S.C.\u00a0§\u00a02257), sont gardés aussi longtemps que la loi l’exige.',
  'Delete your account?': 'Supprimer votre compte ?',
  'Schedule deletion': 'Programmer la suppression',
  'Enter your password.': 'Saisissez votre mot de passe.',
  'Your account deletion was cancelled because you signed in.': 'La suppression de votre compte a été annulée car vous vous êtes connecté.',
  'Could not load the state of your account.': 'L’état de votre compte n’a pas pu être chargé.',
  'Your account is already scheduled for deletion.': 'La suppression de votre compte est déjà programmée.',
  'Switch back to your own account to delete it.': 'Revenez à votre propre compte pour le supprimer.',
  // REMOVAL_KIND_NOUNS
  "Depicted person's removal request": 'Demande de retrait d’une personne représentée',
  'DMCA notice': 'Notification DMCA',
  'Illegal content report': 'Signalement de contenu illicite',
  // SUB_USER_ROLE_LABELS
  Admin: 'Admin',
  Manager: 'Gestionnaire',
  Viewer: 'Lecteur',
  // EVENT_MESSAGES
  'Install the MB Events app from the App Store to organize events.':
    'Installez l’application MB Events depuis l’App Store pour organiser des événements.',
  'This event does not exist.': 'Cet événement n’existe pas.',
  'The link must be a secure https:// address.': 'Le lien doit être une adresse sécurisée https://.',
  'The end must be after the start.': 'La fin doit être après le début.',
  'The end of the range must be after its start.': 'La fin de la période doit être après son début.',
  'Choose a time zone from the list.': 'Choisissez un fuseau horaire dans la liste.',
  'Use a date and time such as 2026-12-01T20:00.': 'Utilisez une date et une heure comme 2026-12-01T20:00.',
  'Add the link where attendees join the online event.': 'Ajoutez le lien pour rejoindre l’événement en ligne.',
  'Add where the event takes place.': 'Indiquez où a lieu l’événement.',
  'Set a ticket price of at least 1.00.': 'Fixez un prix de billet d’au moins 1.00.',
  'Add a title, a start and an end, a place (or an online link) and a category before publishing.':
    'Ajoutez un titre, un début et une fin, un lieu (ou un lien en ligne) et une catégorie avant de publier.',
  'The start of the event has passed.': 'Le début de l’événement est passé.',
  'Only a draft can be published.': 'Seul un brouillon peut être publié.',
  'A cancelled event cannot be changed.': 'Un événement annulé ne peut pas être modifié.',
  'The capacity cannot be lower than the seats already taken.': 'La capacité ne peut pas être inférieure aux places déjà prises.',
  'Tickets are already taken: the ticket kind and price cannot change.':
    'Des billets sont déjà pris : le type de billet et le prix ne peuvent plus changer.',
  'This event is already cancelled.': 'Cet événement est déjà annulé.',
  'You can keep up to 200 events.': 'Vous pouvez garder jusqu’à 200 événements.',
  'Submitted for review. Once an event of yours is approved, your next events publish at once.':
    'Envoyé pour examen. Une fois qu’un de vos événements est approuvé, les suivants sont publiés immédiatement.',
  'Your event is published.': 'Votre événement est publié.',
  'This event is not open for registration.': 'Cet événement n’est pas ouvert aux inscriptions.',
  'This event is sold out.': 'Cet événement est complet.',
  'You already have a ticket for this event.': 'Vous avez déjà un billet pour cet événement.',
  'You organize this event: you do not need a ticket.': 'Vous organisez cet événement : vous n’avez pas besoin de billet.',
  'You have no ticket for this event.': 'Vous n’avez pas de billet pour cet événement.',
  'A paid ticket cannot be cancelled here: contact the organizer.':
    'Un billet payé ne peut pas être annulé ici : contactez l’organisateur.',
  'This code is not a ticket for this event.': 'Ce code n’est pas un billet pour cet événement.',
  'This ticket is already checked in.': 'Ce billet est déjà enregistré.',
  'This ticket is not valid.': 'Ce billet n’est pas valide.',
  'This ticket is not paid yet.': 'Ce billet n’est pas encore payé.',
  'Checked in.': 'Enregistré.',
  'Nobody to message yet: the event has no attendees.': 'Personne à qui écrire pour l’instant : l’événement n’a pas de participants.',
  'Your message was sent to the attendees.': 'Votre message a été envoyé aux participants.',
  'An event you are attending was cancelled': 'Un événement auquel vous participez a été annulé',
  'Could not load the events.': 'Les événements n’ont pas pu être chargés.',
  'No upcoming events': 'Aucun événement à venir',
  'Nothing matches these filters. Try a wider date range or another category.':
    'Rien ne correspond à ces filtres. Essayez une période plus large ou une autre catégorie.',
  'No tickets yet': 'Pas encore de billets',
  'Events you RSVP to or buy a ticket for appear here.':
    'Les événements auxquels vous répondez ou pour lesquels vous achetez un billet apparaissent ici.',
  'No events yet': 'Pas encore d’événements',
  'Create your first event: a title, when and where, and how many seats.':
    'Créez votre premier événement : un titre, quand et où, et combien de places.',
  // LOTTERY_MESSAGES
  'Digital Lottery': 'Loterie numérique',
  'Free prize draws for members. Every draw can be checked by anyone, in the browser.':
    'Des tirages au sort gratuits pour les membres. Chaque tirage peut être vérifié par tous, dans le navigateur.',
  'No purchase is necessary to enter or to win. Entry is free for members: one entry per member per draw.':
    'Aucun achat n’est nécessaire pour participer ni pour gagner. La participation est gratuite pour les membres : une participation par membre et par tirage.',
  'This draw does not exist.': 'Ce tirage n’existe pas.',
  'Could not load the draws.': 'Les tirages n’ont pas pu être chargés.',
  'Could not load this draw.': 'Ce tirage n’a pas pu être chargé.',
  'No draw is open right now. New draws are announced here.':
    'Aucun tirage n’est ouvert pour l’instant. Les nouveaux tirages sont annoncés ici.',
  'No past draws yet.': 'Pas encore de tirages passés.',
  'Sign in to enter': 'Connectez-vous pour participer',
  'You are in the draw!': 'Vous participez au tirage !',
  'You have already entered this draw.': 'Vous participez déjà à ce tirage.',
  'This draw is not open for entries yet.': 'Ce tirage n’est pas encore ouvert aux participations.',
  'Entry to this draw has closed.': 'Les participations à ce tirage sont closes.',
  'This draw was cancelled.': 'Ce tirage a été annulé.',
  'This draw is for identity-verified members. Verify your identity to enter.':
    'Ce tirage est réservé aux membres à l’identité vérifiée. Vérifiez votre identité pour participer.',
  'Staff run the draws and cannot enter them.': 'L’équipe organise les tirages et ne peut pas y participer.',
  'The seed and the entry list are published when entry closes.':
    'La graine et la liste des participations sont publiées à la clôture des participations.',
  'Entry has closed. The winners are being drawn…': 'Les participations sont closes. Les gagnants sont en cours de tirage…',
  Verified: 'Vérifié',
  Mismatch: 'Incohérence',
  'The entry window must close after it opens.': 'La période de participation doit se fermer après son ouverture.',
  'The entry window must close in the future.': 'La période de participation doit se fermer dans le futur.',
  'A draw can be changed only before it opens.': 'Un tirage ne peut être modifié qu’avant son ouverture.',
  'A drawn or cancelled draw cannot be cancelled.': 'Un tirage effectué ou annulé ne peut pas être annulé.',
  'Give the draw a title.': 'Donnez un titre au tirage.',
  'Describe the prize.': 'Décrivez le lot.',
  'Write the rules of the draw.': 'Rédigez le règlement du tirage.',
  'Between 1 and 100 winners.': 'Entre 1 et 100 gagnants.',
  'Enter a date and time.': 'Saisissez une date et une heure.',
  'Draw saved': 'Tirage enregistré',
  'Draw published': 'Tirage publié',
  'Draw cancelled': 'Tirage annulé',
  'Enter a redemption code.': 'Saisissez un code d’échange.',
  'No winning entry has this code.': 'Aucune participation gagnante n’a ce code.',
  'This prize was already redeemed.': 'Ce lot a déjà été échangé.',
  'Prize redeemed': 'Lot échangé',
  'You won a prize draw!': 'Vous avez gagné un tirage au sort !',
  // FEED_MESSAGES
  'Activity Feed': 'Fil d’activité',
  'Updates from the people and businesses you follow.': 'Les actualités des personnes et entreprises que vous suivez.',
  'Share an update with your network...': 'Partagez une actualité avec votre réseau...',
  'Write something or add an image.': 'Écrivez quelque chose ou ajoutez une image.',
  'Posts can be up to 1000 characters.': 'Les publications peuvent comporter jusqu’à 1000 caractères.',
  'Write a comment first.': 'Écrivez d’abord un commentaire.',
  'Comments can be up to 500 characters.': 'Les commentaires peuvent comporter jusqu’à 500 caractères.',
  'Post images must be JPEG, PNG, WebP or GIF.': 'Les images des publications doivent être en JPEG, PNG, WebP ou GIF.',
  'Pending moderation: only you can see this post until a moderator approves it.':
    'En attente de modération : vous seul voyez cette publication jusqu’à ce qu’un modérateur l’approuve.',
  Posted: 'Publié',
  'Could not publish your post. Please try again.': 'Votre publication n’a pas pu être publiée. Veuillez réessayer.',
  'This activity is no longer available.': 'Cette activité n’est plus disponible.',
  'This comment is no longer available.': 'Ce commentaire n’est plus disponible.',
  'Only the comment’s author or the item’s owner can delete it.':
    'Seul l’auteur du commentaire ou le propriétaire de l’élément peut le supprimer.',
  'You cannot like your own post.': 'Vous ne pouvez pas aimer votre propre publication.',
  'Verify your identity to mark a post NSFW.': 'Vérifiez votre identité pour marquer une publication NSFW.',
  'Your feed is quiet': 'Votre fil est calme',
  'Follow creators, studios and businesses to see what they share here.':
    'Suivez des créateurs, studios et entreprises pour voir ici ce qu’ils partagent.',
  'Find people to follow': 'Trouver des personnes à suivre',
  'We could not load your feed.': 'Nous n’avons pas pu charger votre fil.',
  'Try again': 'Réessayer',
  "You're all caught up.": 'Vous êtes à jour.',
  // SUB_USER_MESSAGES
  'Your role for this enterprise is Viewer: you can look but not change anything.':
    'Votre rôle dans cette entreprise est Lecteur : vous pouvez consulter mais rien modifier.',
  'Your role for this enterprise is Manager: only an Admin can manage sub-users, API keys, webhooks, company details or account security.':
    'Votre rôle dans cette entreprise est Gestionnaire : seul un Admin peut gérer les sous-utilisateurs, les clés API, les webhooks, les informations de l’entreprise ou la sécurité du compte.',
  'Your role for this enterprise does not allow this.': 'Votre rôle dans cette entreprise ne le permet pas.',
  'Enter the e-mail address of the person to invite.': 'Saisissez l’adresse e-mail de la personne à inviter.',
  'Choose a role: admin, manager or viewer.': 'Choisissez un rôle : admin, gestionnaire ou lecteur.',
  'That is your enterprise’s own e-mail address.': 'C’est l’adresse e-mail de votre propre entreprise.',
  'This person is already a sub-user of your enterprise.': 'Cette personne est déjà sous-utilisateur de votre entreprise.',
  'An enterprise can have at most 100 sub-users.': 'Une entreprise peut avoir au plus 100 sous-utilisateurs.',
  'No such sub-user.': 'Ce sous-utilisateur n’existe pas.',
  'This invitation link is not valid or has already been used.': 'Ce lien d’invitation n’est pas valide ou a déjà été utilisé.',
  'This invitation has expired. Ask the enterprise to invite you again.':
    'Cette invitation a expiré. Demandez à l’entreprise de vous inviter à nouveau.',
  'This invitation was sent to another e-mail address. Sign in with the account of that address.':
    'Cette invitation a été envoyée à une autre adresse e-mail. Connectez-vous avec le compte de cette adresse.',
  'Enterprise accounts cannot be sub-users. Sign in with your personal account.':
    'Les comptes Enterprise ne peuvent pas être sous-utilisateurs. Connectez-vous avec votre compte personnel.',
  'Switch back to your own account to accept an invitation.': 'Revenez à votre propre compte pour accepter une invitation.',
  'Sub-user invitation': 'Invitation de sous-utilisateur',
  'Sub-user joined': 'Sous-utilisateur arrivé',
  'Sub-user access ended': 'Accès de sous-utilisateur terminé',
  'Sub-user role changed': 'Rôle de sous-utilisateur modifié',
  'Invitation sent': 'Invitation envoyée',
  'Role changed': 'Rôle modifié',
  'Sub-user removed': 'Sous-utilisateur supprimé',
  'No sub-users yet. Invite someone by e-mail to let them act for your enterprise.':
    'Pas encore de sous-utilisateurs. Invitez quelqu’un par e-mail pour qu’il agisse pour votre entreprise.',
  // DELEGATION_MESSAGES
  'While using the platform as another account you cannot do this: it is for the person who holds that account alone. Switch back to your own account.':
    'Tant que vous utilisez la plateforme en tant qu’un autre compte, vous ne pouvez pas faire ceci : c’est réservé à la personne titulaire de ce compte. Revenez à votre propre compte.',
  // ENTERPRISE_DASHBOARD_MESSAGES
  'The enterprise dashboard is for enterprise accounts.': 'Le tableau de bord Enterprise est réservé aux comptes Enterprise.',
  // SECURITY_MESSAGES
  'Security alert': 'Alerte de sécurité',
  'Open the admin dashboard for details.': 'Ouvrez le tableau de bord d’administration pour les détails.',
  // WEBHOOK_MESSAGES
  'Only enterprise accounts can manage webhooks.': 'Seuls les comptes Enterprise peuvent gérer les webhooks.',
  'Only the enterprise or an Admin sub-user can change webhooks.':
    'Seuls l’entreprise ou un sous-utilisateur Admin peuvent modifier les webhooks.',
  'Webhook endpoint not found.': 'Point de terminaison du webhook introuvable.',
  'Delivery not found.': 'Livraison introuvable.',
  'Enter the URL that should receive the events.': 'Saisissez l’URL qui doit recevoir les événements.',
  'Enter a full URL such as https://example.com/webhooks.': 'Saisissez une URL complète, par exemple https://example.com/webhooks.',
  'Webhook URLs must start with https://.': 'Les URL de webhook doivent commencer par https://.',
  'This address is private or local; webhooks can only be sent to public addresses.':
    'Cette adresse est privée ou locale ; les webhooks ne peuvent être envoyés qu’à des adresses publiques.',
  'Leave user names and passwords out of the URL.': 'N’incluez pas de noms d’utilisateur ni de mots de passe dans l’URL.',
  'Keep the description under 200 characters.': 'La description doit faire moins de 200 caractères.',
  'Choose at least one event.': 'Choisissez au moins un événement.',
  'An enterprise can have up to 10 webhook endpoints.': 'Une entreprise peut avoir jusqu’à 10 points de terminaison de webhook.',
  'Endpoint added': 'Point de terminaison ajouté',
  'Endpoint saved': 'Point de terminaison enregistré',
  'Endpoint removed': 'Point de terminaison supprimé',
  'New signing secret made': 'Nouveau secret de signature créé',
  'Test event queued': 'Événement de test mis en file',
  'Redelivery queued': 'Nouvelle livraison mise en file',
  'Copy this signing secret now: it will not be shown again.': 'Copiez ce secret de signature maintenant : il ne sera plus affiché.',
  'Add an endpoint to receive new applications, booking requests and RSVPs of your linked studios.':
    'Ajoutez un point de terminaison pour recevoir les nouvelles candidatures, demandes de réservation et réponses de vos studios liés.',
  'No deliveries yet. Send a test event to see one here.': 'Pas encore de livraisons. Envoyez un événement de test pour en voir une ici.',
  'Webhook endpoint disabled': 'Point de terminaison de webhook désactivé',
  // STAFF_ADMIN_MESSAGES
  'Failed to grant admin access. Please try again.': 'L’accès administrateur n’a pas pu être accordé. Veuillez réessayer.',
  'Access Denied: staff management has already been set up. Ask an administrator for access.':
    'Accès refusé : la gestion de l’équipe est déjà configurée. Demandez l’accès à un administrateur.',
  'Set up staff management': 'Configurer la gestion de l’équipe',
  'No staff members exist yet. As the first administrator you can grant yourself permanent admin access to reach moderation, staff management and Post-Production Editor accounts.':
    'Il n’y a pas encore de membres de l’équipe. En tant que premier administrateur, vous pouvez vous accorder un accès administrateur permanent pour accéder à la modération, à la gestion de l’équipe et aux comptes Post-Production Editor.',
  'Admin access granted. Taking you to the admin area...': 'Accès administrateur accordé. Redirection vers l’espace d’administration...',
  'This member does not exist.': 'Ce membre n’existe pas.',
  'Please give a reason.': 'Veuillez indiquer un motif.',
  'Please enter a display name.': 'Veuillez saisir un nom affiché.',
  'You cannot change your own staff role or suspend your own account.':
    'Vous ne pouvez pas modifier votre propre rôle dans l’équipe ni suspendre votre propre compte.',
  'This is the last active administrator who can manage staff. Make another member an administrator first.':
    'C’est le dernier administrateur actif pouvant gérer l’équipe. Nommez d’abord un autre membre administrateur.',
  'This account is already suspended.': 'Ce compte est déjà suspendu.',
  'This account is not suspended.': 'Ce compte n’est pas suspendu.',
  'This member has no staff role.': 'Ce membre n’a pas de rôle dans l’équipe.',
  'Post-Production Editor account created. We e-mailed a link to choose a password.':
    'Compte Post-Production Editor créé. Nous avons envoyé par e-mail un lien pour choisir un mot de passe.',
  'Please enter a valid URL (http or https).': 'Veuillez saisir une URL valide (http ou https).',
  'The compliance hub must be an https:// address.': 'Le hub de conformité doit être une adresse https://.',
  'The compliance hub must be a public address, not a private, loopback or link-local one.':
    'Le hub de conformité doit être une adresse publique, pas une adresse privée, de bouclage ou locale au lien.',
  'Leave user names and passwords out of the URL; the API key and secret have their own fields.':
    'N’incluez pas de noms d’utilisateur ni de mots de passe dans l’URL ; la clé API et le secret ont leurs propres champs.',
  'A key has at least 8 characters.': 'Une clé comporte au moins 8 caractères.',
  'Enter a whole number of hours between 1 and 720.': 'Saisissez un nombre entier d’heures entre 1 et 720.',
  'Platform settings saved': 'Paramètres de la plateforme enregistrés',
  'We could not load this page. Check your connection and try again.':
    'Nous n’avons pas pu charger cette page. Vérifiez votre connexion et réessayez.',
  'Reading the moderation queues failed. The other figures are current; try again to read the queues.':
    'La lecture des files de modération a échoué. Les autres chiffres sont à jour ; réessayez pour lire les files.',
  'No member has the username @{name}.': "Aucun membre n'a le nom d'utilisateur @{name}.",
  'This API key lacks the scope {scope}.': "Il manque à cette clé d'API la portée {scope}.",
  'This prize was already redeemed on {when}.': 'Ce lot a déjà été remis le {when}.',
  'This prize was already redeemed by {by}.': 'Ce lot a déjà été remis par {by}.',
  'This prize was already redeemed on {when} by {by}.': 'Ce lot a déjà été remis le {when} par {by}.',
  'This ticket is already checked in at {time}.': 'Ce billet a déjà été enregistré à {time}.',
  'While using the platform as a linked account you cannot change the password of that account.':
    'Pendant que tu utilises la plateforme en tant que compte lié, tu ne peux pas changer le mot de passe de ce compte.',
  'While using the platform as a linked account you cannot change the e-mail of that account.':
    "Pendant que tu utilises la plateforme en tant que compte lié, tu ne peux pas changer l'e-mail de ce compte.",
  'While using the platform as a linked account you cannot manage the sessions of that account.':
    'Pendant que tu utilises la plateforme en tant que compte lié, tu ne peux pas gérer les sessions de ce compte.',
  'While using the platform as a linked account you cannot delete that account.':
    'Pendant que tu utilises la plateforme en tant que compte lié, tu ne peux pas supprimer ce compte.',
} as Record<string, string>;
