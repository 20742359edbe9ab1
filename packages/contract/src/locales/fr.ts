// The contract's messages (MESSAGES, ui-text.ts: the words the server answers with and the shell shows) in
// fr, keyed by their English text (docs/ARCHITECTURE.md "Languages"). A text missing here is answered in English.
import biz from './biz/fr.ts';
import features from './features/fr.ts';
import safety from './safety/fr.ts';
import work from './work/fr.ts';

export default {
  'Authentication Required': 'Connexion requise',
  'Please log in to access this page.': 'Connectez-vous pour accéder à cette page.',
  'Page Not Found': 'Page introuvable',
  "The page you're looking for doesn't exist or has been moved.": "La page que vous cherchez n'existe pas ou a été déplacée.",
  'Something went wrong': 'Un problème est survenu',
  'An unexpected error occurred while loading the application': "Une erreur inattendue s'est produite lors du chargement de l'application",
  'App Startup Error': "Erreur au démarrage de l'application",
  'The application failed to start properly. This could be due to a network issue or a temporary problem.':
    "L'application n'a pas démarré correctement. Cela peut venir du réseau ou d'un problème passager.",
  'Unknown startup error': 'Erreur de démarrage inconnue',
  'Security Policy Error': 'Erreur de politique de sécurité',
  'A security policy prevented the application from loading properly.':
    "Une politique de sécurité a empêché le chargement correct de l'application.",
  'Security Notice: Some resources were blocked by security policy.':
    'Avis de sécurité : certaines ressources ont été bloquées par la politique de sécurité.',
  'Loading Issue': 'Problème de chargement',
  'The application is taking longer than expected to load.': "L'application met plus de temps que prévu à se charger.",
  'This page could not be loaded': "Cette page n'a pas pu être chargée",
  'Part of the application failed to download. Check your connection, then try again.':
    "Une partie de l'application n'a pas pu être téléchargée. Vérifiez votre connexion, puis réessayez.",
  'Error signing out': 'Erreur lors de la déconnexion',
  'There was a problem signing out. Please try again.': 'Un problème est survenu lors de la déconnexion. Veuillez réessayer.',
  'Signed out successfully': 'Déconnexion réussie',
  'You have been logged out of your account': 'Vous avez été déconnecté de votre compte',
  'Logged out successfully': 'Déconnexion réussie',
  'Error logging out': 'Erreur lors de la déconnexion',
  'There was a problem logging out of your account': 'Un problème est survenu lors de la déconnexion de votre compte',
  Error: 'Erreur',
  'Failed to load linked accounts': 'Impossible de charger les comptes liés',
  'The studio link ended: you are using the platform as yourself again':
    'Le lien avec le studio a pris fin : vous utilisez de nouveau la plateforme en votre nom',
  'Failed to launch app': "Impossible de lancer l'application",
  Success: 'Terminé',
  'All notifications marked as read': 'Toutes les notifications sont marquées comme lues',
  'Access Denied': 'Accès refusé',
  "You don't have the necessary permissions to access this area": "Vous n'avez pas les autorisations nécessaires pour accéder à cet espace",
  'Failed to update profile. Please try again.': 'Impossible de mettre à jour le profil. Veuillez réessayer.',
  'Profile setup required. Starting onboarding...': 'Configuration du profil requise. Lancement de la configuration...',
  'Failed to load profile data': 'Impossible de charger les données du profil',
  'An unexpected error occurred': "Une erreur inattendue s'est produite",
  'The service is briefly unavailable. Please try again in a few seconds.':
    'Le service est momentanément indisponible. Réessayez dans quelques secondes.',
  'Files cannot be stored or read right now. Please try again in a few minutes.':
    'Les fichiers ne peuvent pas être enregistrés ni lus pour le moment. Réessayez dans quelques minutes.',
  'Username Required': "Nom d'utilisateur requis",
  'Please enter a username to continue.': "Saisissez un nom d'utilisateur pour continuer.",
  'Username Taken': "Nom d'utilisateur déjà pris",
  'This username is already taken. Please choose another.': "Ce nom d'utilisateur est déjà pris. Choisissez-en un autre.",
  'File size too large. Maximum 5MB allowed.': 'Fichier trop volumineux. 5 Mo maximum.',
  'Invalid file type. Only JPEG, PNG, and WebP images are allowed.':
    'Type de fichier non valide. Seules les images JPEG, PNG et WebP sont acceptées.',
  'No file provided': 'Aucun fichier fourni',
  'Permission denied. Please sign out and sign back in, then try again.':
    'Autorisation refusée. Déconnectez-vous, reconnectez-vous, puis réessayez.',
  'File already exists. Please try again.': 'Le fichier existe déjà. Veuillez réessayer.',
  'File too large. Please use an image under 5MB.': 'Fichier trop volumineux. Utilisez une image de moins de 5 Mo.',
  'Upload failed. Please try again.': "Échec de l'envoi. Veuillez réessayer.",
  'Storage error occurred. Please try again.': 'Erreur de stockage. Veuillez réessayer.',
  'Upload failed': "Échec de l'envoi",
  'This avatar is not waiting for moderation.': "Cette photo de profil n'est pas en attente de modération.",
  'Draft loaded': 'Brouillon chargé',
  'Draft saved': 'Brouillon enregistré',
  'Save failed': "Échec de l'enregistrement",
  'Failed to save your draft. Please try again.': "Impossible d'enregistrer votre brouillon. Veuillez réessayer.",
  'There was an issue with your verification. Please try again.': 'Un problème est survenu avec votre vérification. Veuillez réessayer.',
  "We couldn't determine your verification status. Please refresh or contact support.":
    "Nous n'avons pas pu déterminer l'état de votre vérification. Actualisez la page ou contactez le support.",
  'Incorrect e-mail or password.': 'Adresse e-mail ou mot de passe incorrect.',
  'An account with this e-mail already exists. Sign in instead, or reset your password.':
    'Un compte existe déjà avec cette adresse e-mail. Connectez-vous ou réinitialisez votre mot de passe.',
  'Password must be at least 8 characters.': 'Le mot de passe doit contenir au moins 8 caractères.',
  'Password must be at most 128 characters.': 'Le mot de passe doit contenir au plus 128 caractères.',
  'This password is too common. Choose one that is harder to guess.':
    'Ce mot de passe est trop courant. Choisissez-en un plus difficile à deviner.',
  'Enter a valid e-mail address.': 'Saisissez une adresse e-mail valide.',
  'Your session has expired. Please sign in again.': 'Votre session a expiré. Veuillez vous reconnecter.',
  'Too many attempts. Please wait a few minutes and try again.': 'Trop de tentatives. Patientez quelques minutes, puis réessayez.',
  'Too many requests. Please wait a few minutes and try again.': 'Trop de requêtes. Patientez quelques minutes, puis réessayez.',
  'If an account exists for that e-mail, a reset link is on its way.':
    'Si un compte existe pour cette adresse, un lien de réinitialisation est en route.',
  'This reset link is invalid or has expired. Request a new one.':
    'Ce lien de réinitialisation est invalide ou a expiré. Demandez-en un nouveau.',
  'Your password has been changed. Sign in with the new password.':
    'Votre mot de passe a été modifié. Connectez-vous avec le nouveau mot de passe.',
  'Some fields need your attention.': 'Certains champs demandent votre attention.',
  'File too large. Maximum 10MB allowed.': 'Fichier trop volumineux. 10 Mo maximum.',
  'This file was rejected by the upload safety check.': 'Ce fichier a été refusé par le contrôle de sécurité des envois.',
  'Send the file as multipart/form-data in a field named "file".':
    'Envoyez le fichier en multipart/form-data dans un champ nommé « file ».',
  'No such file.': "Ce fichier n'existe pas.",
  'This link is invalid or has expired.': 'Ce lien est invalide ou a expiré.',
  'The passwords do not match.': 'Les mots de passe ne correspondent pas.',
  'Current password is incorrect.': 'Le mot de passe actuel est incorrect.',
  'Authentication required.': 'Connexion requise.',
  'Malformed Authorization header.': 'En-tête Authorization mal formé.',
  'The request could not be read. Check that it is valid JSON.': "La requête n'a pas pu être lue. Vérifiez qu'il s'agit d'un JSON valide.",
  'Text cannot contain NUL characters or broken Unicode.': "Le texte ne peut pas contenir de caractères NUL ni d'Unicode corrompu.",
  'The upload could not be read. Send it as multipart/form-data with its boundary.':
    "L'envoi n'a pas pu être lu. Envoyez-le en multipart/form-data avec sa boundary.",
  'The request is too large.': 'La requête est trop volumineuse.',
  'Unsupported content type.': 'Type de contenu non pris en charge.',
  'Malformed frame.': 'Trame mal formée.',
  'Authenticate first.': "Authentifiez-vous d'abord.",
  'Too many subscriptions.': "Trop d'abonnements.",
  'Not allowed to subscribe to this topic.': "Vous n'êtes pas autorisé à vous abonner à ce sujet.",
  'Could not reach the server. Check your connection and try again.':
    'Impossible de joindre le serveur. Vérifiez votre connexion et réessayez.',
  'Something went wrong. Please try again.': 'Un problème est survenu. Veuillez réessayer.',
  'We could not load this document. Check your connection and try again.':
    "Nous n'avons pas pu charger ce document. Vérifiez votre connexion et réessayez.",
  'We could not load the current prices. Check your connection and try again.':
    "Nous n'avons pas pu charger les tarifs actuels. Vérifiez votre connexion et réessayez.",
  'Failed to check profile status': "Impossible de vérifier l'état du profil",
  'Profile Setup Required': 'Configuration du profil requise',
  'Finish setting up your profile to use this page.': 'Terminez la configuration de votre profil pour utiliser cette page.',
  'Taking you back to your dashboard...': 'Retour à votre tableau de bord...',
  'You have been signed out': 'Vous avez été déconnecté',
  'This session was ended from another device. Please sign in again.':
    'Cette session a été fermée depuis un autre appareil. Veuillez vous reconnecter.',
  'Could not confirm your staff access. Retrying soon.': 'Impossible de confirmer votre accès équipe. Nouvelle tentative bientôt.',
  // Geo-blocking (issue 35)
  'This profile is not available': "Ce profil n'est pas disponible",
  'Choose countries from the list.': 'Choisissez des pays dans la liste.',
  'Choose states and provinces from the list.': 'Choisissez des États et des provinces dans la liste.',
  'You can let at most 100 members through.': 'Vous pouvez laisser passer 100 membres au plus.',
  'You always see your own profile; you need not let yourself through.':
    'Vous voyez toujours votre propre profil ; inutile de vous laisser passer.',
  'Your blocked locations are saved.': 'Vos lieux bloqués sont enregistrés.',
  'Blocking places means fewer visitors: people there will not find your profile anywhere on the site. It works from the approximate place of their internet address, so someone using a VPN or travelling can still reach it.':
    "Bloquer des lieux, c'est moins de visiteurs : les personnes qui s'y trouvent ne verront votre profil nulle part sur le site. Le blocage se fonde sur le lieu approximatif de leur adresse internet : une personne qui utilise un VPN ou qui voyage peut encore y accéder.",
  'Members you let through see your profile wherever they are, when signed in.':
    "Les membres que vous laissez passer voient votre profil où qu'ils soient, une fois connectés.",
  // Profile analytics (issue 35)
  'Pro members see 30 and 90 days of history; free members see the last 7 days.':
    "Les membres Pro voient 30 et 90 jours d'historique ; les membres gratuits voient les 7 derniers jours.",
  'Profile not found': 'Profil introuvable',
  'Portfolio item not found': 'Élément du portfolio introuvable',
  'Your statistics could not be loaded.': "Vos statistiques n'ont pas pu être chargées.",
  'Privacy setting saved.': 'Paramètre de confidentialité enregistré.',
  'The setting could not be saved. Try again.': "Le paramètre n'a pas pu être enregistré. Réessayez.",
  'Show me when I view profiles': "M'afficher quand je consulte des profils",
  'On: members whose profiles you view see your name among their viewers. Off: you view privately, and you see no names among your own viewers either, only how many.':
    'Activé : les membres dont vous consultez le profil voient votre nom parmi leurs visiteurs. Désactivé : vous consultez en privé, et vous ne voyez pas non plus de noms parmi vos propres visiteurs, seulement leur nombre.',
  'You view profiles privately, so the names of your viewers are hidden too. Turn on "Show me when I view profiles" in Settings → Privacy to see them.':
    "Vous consultez les profils en privé : les noms de vos visiteurs sont donc masqués aussi. Activez « M'afficher quand je consulte des profils » dans Paramètres → Confidentialité pour les voir.",
  // Casting alerts (issue 35)
  'In the app only': "Dans l'application uniquement",
  'In the app and by e-mail at once': "Dans l'application et par e-mail immédiatement",
  'In the app and in a daily e-mail digest': "Dans l'application et dans un récapitulatif quotidien par e-mail",
  'You can save up to 10 casting searches. Delete one in Settings → Notifications to save another.':
    "Vous pouvez enregistrer jusqu'à 10 recherches de casting. Supprimez-en une dans Paramètres → Notifications pour en enregistrer une autre.",
  'Name this search.': 'Donnez un nom à cette recherche.',
  'Keep the name under 60 characters.': 'Le nom doit faire moins de 60 caractères.',
  'This unsubscribe link is not valid. Change casting alerts in Settings → Notifications.':
    'Ce lien de désinscription n’est pas valide. Modifiez les alertes de casting dans Paramètres → Notifications.',
  'E-mail for this saved search is off. Alerts inside the app stay on.':
    'Les e-mails de cette recherche enregistrée sont désactivés. Les alertes dans l’application restent actives.',
  'This saved search does not exist.': "Cette recherche enregistrée n'existe pas.",
  'Add your coordinates on My Location to search by distance.': 'Ajoutez vos coordonnées dans Ma localisation pour chercher par distance.',
  'Choose a distance of 10, 25, 50, 100, 250, 500 km.': 'Choisissez une distance de 10, 25, 50, 100, 250 ou 500 km.',
  'Search saved. We will tell you when a new casting call matches.':
    'Recherche enregistrée. Nous vous préviendrons quand un nouveau casting correspondra.',
  'Saved search updated': 'Recherche enregistrée mise à jour',
  'Saved search deleted': 'Recherche enregistrée supprimée',
  // Portfolio watermarks (issue 35)
  'Bottom right corner': 'Coin inférieur droit',
  'Bottom left corner': 'Coin inférieur gauche',
  'Top right corner': 'Coin supérieur droit',
  'Top left corner': 'Coin supérieur gauche',
  Centre: 'Centre',
  'Tiled across the image': "En mosaïque sur toute l'image",
  'Enter the text of your watermark, or use your @username.': 'Saisissez le texte de votre filigrane, ou utilisez votre @nom_utilisateur.',
  'A watermark text has at most 40 characters.': "Le texte d'un filigrane compte au plus 40 caractères.",
  'Opacity is between 10% and 90%.': "L'opacité est comprise entre 10 % et 90 %.",
  'Watermark saved. Your pictures are being updated.': 'Filigrane enregistré. Vos images sont en cours de mise à jour.',
  'Watermark turned off. Your pictures are being updated.': 'Filigrane désactivé. Vos images sont en cours de mise à jour.',
  // Web Push (issue 36)
  'Push notifications': 'Notifications push',
  'Get notifications on this device even when the app is closed.':
    "Recevez des notifications sur cet appareil même lorsque l'application est fermée.",
  'This browser cannot receive push notifications. On an iPhone or iPad, add the app to your Home Screen first (iOS 16.4 or later).':
    "Ce navigateur ne peut pas recevoir de notifications push. Sur un iPhone ou un iPad, ajoutez d'abord l'application à votre écran d'accueil (iOS 16.4 ou plus récent).",
  'Turn on push on this device': 'Activer le push sur cet appareil',
  'Turning on...': 'Activation...',
  'Notifications are blocked for this site. Allow them in your browser settings, then try again.':
    'Les notifications sont bloquées pour ce site. Autorisez-les dans les paramètres de votre navigateur, puis réessayez.',
  'Push notifications are on for this device.': 'Les notifications push sont activées sur cet appareil.',
  'Could not turn on push notifications. Please try again.': "Impossible d'activer les notifications push. Veuillez réessayer.",
  'This device': 'Cet appareil',
  Devices: 'Appareils',
  'No devices receive push notifications yet.': 'Aucun appareil ne reçoit encore de notifications push.',
  Remove: 'Retirer',
  'Device removed.': 'Appareil retiré.',
  'Send a test push': 'Envoyer un push de test',
  'Test push sent to your devices.': 'Push de test envoyé à vos appareils.',
  'Turn on push on a device first.': "Activez d'abord le push sur un appareil.",
  'Test notification': 'Notification de test',
  'Push notifications work on this device.': 'Les notifications push fonctionnent sur cet appareil.',
  'Hide message content on the lock screen': "Masquer le contenu des messages sur l'écran verrouillé",
  'Pushes say only that something new arrived, not who sent it or what it says.':
    "Les push indiquent seulement qu'il y a du nouveau, sans dire qui l'envoie ni ce qu'il contient.",
  'New notification': 'Nouvelle notification',
  'No such device.': "Cet appareil n'existe pas.",
  'This push service is not one the server can reach.': 'Le serveur ne peut pas joindre ce service push.',
  'Push notifications are unavailable right now. Please try again later.':
    'Les notifications push sont indisponibles pour le moment. Veuillez réessayer plus tard.',
  // Notification types and messages
  'Portfolio likes': "J'aime sur le portfolio",
  'Someone likes an item in your portfolio.': "Quelqu'un aime un élément de votre portfolio.",
  'New followers': 'Nouveaux abonnés',
  'Someone starts following you.': "Quelqu'un commence à vous suivre.",
  'Collaboration requests': 'Demandes de collaboration',
  'A member asks to work with you.': 'Un membre souhaite travailler avec vous.',
  Messages: 'Messages',
  'You receive a new direct message.': 'Vous recevez un nouveau message direct.',
  'System updates': 'Mises à jour du système',
  'Account, moderation and platform news.': 'Actualités du compte, de la modération et de la plateforme.',
  'Task assignments': 'Tâches attribuées',
  'A task is assigned to you.': 'Une tâche vous est attribuée.',
  'Task reminders': 'Rappels de tâches',
  'A task you own is coming due.': 'Une de vos tâches arrive à échéance.',
  'No such notification.': "Cette notification n'existe pas.",
  Notifications: 'Notifications',
  'No notifications yet': 'Aucune notification pour le moment',
  'Loading notifications...': 'Chargement des notifications...',
  'We could not load your notifications.': "Nous n'avons pas pu charger vos notifications.",
  'New Notification': 'Nouvelle notification',
  'Load more': 'Charger plus',
  'Could not mark your notifications as read. Please try again.': 'Impossible de marquer vos notifications comme lues. Veuillez réessayer.',
  'Could not mark this notification as read.': 'Impossible de marquer cette notification comme lue.',
  'Preference saved': 'Préférence enregistrée',
  'Could not save your notification settings. Please try again.':
    "Impossible d'enregistrer vos paramètres de notification. Veuillez réessayer.",
  'This unsubscribe link is invalid. Turn e-mails off in Settings > Notifications instead.':
    "Ce lien de désinscription n'est pas valide. Désactivez plutôt les e-mails dans Paramètres > Notifications.",
  'You will no longer get these e-mails.': 'Vous ne recevrez plus ces e-mails.',
  // The features' own message tables (features/<locale>.ts).
  ...features,
  // casting, bookings, collabs, visio, licensing, trophy (work/<locale>.ts).
  ...work,
  ...safety,
  // The business side's words (biz/<locale>.ts).
  ...biz,
} as Record<string, string>;
