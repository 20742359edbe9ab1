// The contract's messages (MESSAGES, ui-text.ts: the words the server answers with and the shell shows) in
// de, keyed by their English text (docs/ARCHITECTURE.md "Languages"). A text missing here is answered in English.
import biz from './biz/de.ts';
import features from './features/de.ts';
import safety from './safety/de.ts';
import work from './work/de.ts';

export default {
  'Authentication Required': 'Anmeldung erforderlich',
  'Please log in to access this page.': 'Bitte melde dich an, um diese Seite zu öffnen.',
  'Page Not Found': 'Seite nicht gefunden',
  "The page you're looking for doesn't exist or has been moved.": 'Die gesuchte Seite existiert nicht oder wurde verschoben.',
  'Something went wrong': 'Etwas ist schiefgelaufen',
  'An unexpected error occurred while loading the application': 'Beim Laden der Anwendung ist ein unerwarteter Fehler aufgetreten',
  'App Startup Error': 'Fehler beim Start der App',
  'The application failed to start properly. This could be due to a network issue or a temporary problem.':
    'Die Anwendung konnte nicht richtig starten. Das kann an der Verbindung oder an einem vorübergehenden Problem liegen.',
  'Unknown startup error': 'Unbekannter Startfehler',
  'Security Policy Error': 'Fehler der Sicherheitsrichtlinie',
  'A security policy prevented the application from loading properly.':
    'Eine Sicherheitsrichtlinie hat das Laden der Anwendung verhindert.',
  'Security Notice: Some resources were blocked by security policy.':
    'Sicherheitshinweis: Einige Ressourcen wurden durch die Sicherheitsrichtlinie blockiert.',
  'Loading Issue': 'Ladeproblem',
  'The application is taking longer than expected to load.': 'Die Anwendung braucht länger als erwartet.',
  'This page could not be loaded': 'Diese Seite konnte nicht geladen werden',
  'Part of the application failed to download. Check your connection, then try again.':
    'Ein Teil der Anwendung konnte nicht geladen werden. Prüfe deine Verbindung und versuche es erneut.',
  'Error signing out': 'Fehler beim Abmelden',
  'There was a problem signing out. Please try again.': 'Beim Abmelden ist ein Problem aufgetreten. Bitte versuche es erneut.',
  'Signed out successfully': 'Erfolgreich abgemeldet',
  'You have been logged out of your account': 'Du wurdest von deinem Konto abgemeldet',
  'Logged out successfully': 'Erfolgreich abgemeldet',
  'Error logging out': 'Fehler beim Abmelden',
  'There was a problem logging out of your account': 'Beim Abmelden von deinem Konto ist ein Problem aufgetreten',
  Error: 'Fehler',
  'Failed to load linked accounts': 'Verknüpfte Konten konnten nicht geladen werden',
  'The studio link ended: you are using the platform as yourself again':
    'Die Studio-Verknüpfung wurde beendet: Du nutzt die Plattform wieder als du selbst',
  'Failed to launch app': 'App konnte nicht gestartet werden',
  Success: 'Erledigt',
  'All notifications marked as read': 'Alle Benachrichtigungen als gelesen markiert',
  'Access Denied': 'Zugriff verweigert',
  "You don't have the necessary permissions to access this area": 'Du hast nicht die nötigen Berechtigungen für diesen Bereich',
  'Failed to update profile. Please try again.': 'Profil konnte nicht aktualisiert werden. Bitte versuche es erneut.',
  'Profile setup required. Starting onboarding...': 'Profil muss eingerichtet werden. Einrichtung startet...',
  'Failed to load profile data': 'Profildaten konnten nicht geladen werden',
  'An unexpected error occurred': 'Ein unerwarteter Fehler ist aufgetreten',
  'The service is briefly unavailable. Please try again in a few seconds.':
    'Der Dienst ist kurz nicht erreichbar. Bitte versuche es in ein paar Sekunden erneut.',
  'Files cannot be stored or read right now. Please try again in a few minutes.':
    'Dateien können gerade nicht gespeichert oder gelesen werden. Bitte versuche es in ein paar Minuten erneut.',
  'Username Required': 'Benutzername erforderlich',
  'Please enter a username to continue.': 'Bitte gib einen Benutzernamen ein, um fortzufahren.',
  'Username Taken': 'Benutzername vergeben',
  'This username is already taken. Please choose another.': 'Dieser Benutzername ist bereits vergeben. Bitte wähle einen anderen.',
  'File size too large. Maximum 5MB allowed.': 'Die Datei ist zu groß. Maximal 5 MB erlaubt.',
  'Invalid file type. Only JPEG, PNG, and WebP images are allowed.': 'Ungültiger Dateityp. Nur JPEG-, PNG- und WebP-Bilder sind erlaubt.',
  'No file provided': 'Keine Datei angegeben',
  'Permission denied. Please sign out and sign back in, then try again.':
    'Zugriff verweigert. Bitte melde dich ab und wieder an und versuche es erneut.',
  'File already exists. Please try again.': 'Die Datei existiert bereits. Bitte versuche es erneut.',
  'File too large. Please use an image under 5MB.': 'Datei zu groß. Bitte verwende ein Bild unter 5 MB.',
  'Upload failed. Please try again.': 'Hochladen fehlgeschlagen. Bitte versuche es erneut.',
  'Storage error occurred. Please try again.': 'Speicherfehler. Bitte versuche es erneut.',
  'Upload failed': 'Hochladen fehlgeschlagen',
  'This avatar is not waiting for moderation.': 'Dieses Profilbild wartet nicht auf Moderation.',
  'Draft loaded': 'Entwurf geladen',
  'Draft saved': 'Entwurf gespeichert',
  'Save failed': 'Speichern fehlgeschlagen',
  'Failed to save your draft. Please try again.': 'Dein Entwurf konnte nicht gespeichert werden. Bitte versuche es erneut.',
  'There was an issue with your verification. Please try again.':
    'Bei deiner Verifizierung ist ein Problem aufgetreten. Bitte versuche es erneut.',
  "We couldn't determine your verification status. Please refresh or contact support.":
    'Wir konnten deinen Verifizierungsstatus nicht ermitteln. Bitte lade neu oder kontaktiere den Support.',
  'Incorrect e-mail or password.': 'E-Mail-Adresse oder Passwort ist falsch.',
  'An account with this e-mail already exists. Sign in instead, or reset your password.':
    'Mit dieser E-Mail-Adresse gibt es bereits ein Konto. Melde dich an oder setze dein Passwort zurück.',
  'Password must be at least 8 characters.': 'Das Passwort muss mindestens 8 Zeichen lang sein.',
  'Password must be at most 128 characters.': 'Das Passwort darf höchstens 128 Zeichen lang sein.',
  'This password is too common. Choose one that is harder to guess.':
    'Dieses Passwort ist zu verbreitet. Wähle eines, das schwerer zu erraten ist.',
  'Enter a valid e-mail address.': 'Gib eine gültige E-Mail-Adresse ein.',
  'Your session has expired. Please sign in again.': 'Deine Sitzung ist abgelaufen. Bitte melde dich erneut an.',
  'Too many attempts. Please wait a few minutes and try again.': 'Zu viele Versuche. Bitte warte ein paar Minuten und versuche es erneut.',
  'Too many requests. Please wait a few minutes and try again.': 'Zu viele Anfragen. Bitte warte ein paar Minuten und versuche es erneut.',
  'If an account exists for that e-mail, a reset link is on its way.':
    'Falls es zu dieser E-Mail-Adresse ein Konto gibt, ist ein Link zum Zurücksetzen unterwegs.',
  'This reset link is invalid or has expired. Request a new one.': 'Dieser Link ist ungültig oder abgelaufen. Fordere einen neuen an.',
  'Your password has been changed. Sign in with the new password.': 'Dein Passwort wurde geändert. Melde dich mit dem neuen Passwort an.',
  'Some fields need your attention.': 'Einige Felder brauchen deine Aufmerksamkeit.',
  'File too large. Maximum 10MB allowed.': 'Datei zu groß. Maximal 10 MB erlaubt.',
  'This file was rejected by the upload safety check.': 'Diese Datei wurde von der Sicherheitsprüfung abgelehnt.',
  'Send the file as multipart/form-data in a field named "file".': 'Sende die Datei als multipart/form-data in einem Feld namens "file".',
  'No such file.': 'Diese Datei gibt es nicht.',
  'This link is invalid or has expired.': 'Dieser Link ist ungültig oder abgelaufen.',
  'The passwords do not match.': 'Die Passwörter stimmen nicht überein.',
  'Current password is incorrect.': 'Das aktuelle Passwort ist falsch.',
  'Authentication required.': 'Anmeldung erforderlich.',
  'Malformed Authorization header.': 'Fehlerhafter Authorization-Header.',
  'The request could not be read. Check that it is valid JSON.':
    'Die Anfrage konnte nicht gelesen werden. Prüfe, ob sie gültiges JSON ist.',
  'Text cannot contain NUL characters or broken Unicode.': 'Der Text darf keine NUL-Zeichen oder fehlerhaftes Unicode enthalten.',
  'The upload could not be read. Send it as multipart/form-data with its boundary.':
    'Der Upload konnte nicht gelesen werden. Sende ihn als multipart/form-data mit Boundary.',
  'The request is too large.': 'Die Anfrage ist zu groß.',
  'Unsupported content type.': 'Nicht unterstützter Inhaltstyp.',
  'Malformed frame.': 'Fehlerhafter Frame.',
  'Authenticate first.': 'Melde dich zuerst an.',
  'Too many subscriptions.': 'Zu viele Abonnements.',
  'Not allowed to subscribe to this topic.': 'Du darfst dieses Thema nicht abonnieren.',
  'Could not reach the server. Check your connection and try again.':
    'Der Server ist nicht erreichbar. Prüfe deine Verbindung und versuche es erneut.',
  'Something went wrong. Please try again.': 'Etwas ist schiefgelaufen. Bitte versuche es erneut.',
  'We could not load this document. Check your connection and try again.':
    'Wir konnten dieses Dokument nicht laden. Prüfe deine Verbindung und versuche es erneut.',
  'We could not load the current prices. Check your connection and try again.':
    'Wir konnten die aktuellen Preise nicht laden. Prüfe deine Verbindung und versuche es erneut.',
  'Failed to check profile status': 'Profilstatus konnte nicht geprüft werden',
  'Profile Setup Required': 'Profil einrichten erforderlich',
  'Finish setting up your profile to use this page.': 'Richte dein Profil fertig ein, um diese Seite zu nutzen.',
  'Taking you back to your dashboard...': 'Zurück zu deinem Dashboard...',
  'You have been signed out': 'Du wurdest abgemeldet',
  'This session was ended from another device. Please sign in again.':
    'Diese Sitzung wurde auf einem anderen Gerät beendet. Bitte melde dich erneut an.',
  'Could not confirm your staff access. Retrying soon.': 'Dein Mitarbeiterzugang konnte nicht bestätigt werden. Neuer Versuch in Kürze.',
  // Geo-blocking (issue 35)
  'This profile is not available': 'Dieses Profil ist nicht verfügbar',
  'Choose countries from the list.': 'Wähle Länder aus der Liste.',
  'Choose states and provinces from the list.': 'Wähle Bundesstaaten und Provinzen aus der Liste.',
  'You can let at most 100 members through.': 'Du kannst höchstens 100 Mitglieder durchlassen.',
  'You always see your own profile; you need not let yourself through.':
    'Dein eigenes Profil siehst du immer; du musst dich nicht selbst durchlassen.',
  'Your blocked locations are saved.': 'Deine blockierten Orte sind gespeichert.',
  'Blocking places means fewer visitors: people there will not find your profile anywhere on the site. It works from the approximate place of their internet address, so someone using a VPN or travelling can still reach it.':
    'Orte zu blockieren heißt weniger Besucher: Dort findet niemand dein Profil irgendwo auf der Website. Es richtet sich nach dem ungefähren Ort der Internetadresse, wer also ein VPN nutzt oder reist, kann es trotzdem erreichen.',
  'Members you let through see your profile wherever they are, when signed in.':
    'Mitglieder, die du durchlässt, sehen dein Profil überall, wenn sie angemeldet sind.',
  // Profile analytics (issue 35)
  'Pro members see 30 and 90 days of history; free members see the last 7 days.':
    'Pro-Mitglieder sehen 30 und 90 Tage Verlauf, kostenlose Mitglieder die letzten 7 Tage.',
  'Profile not found': 'Profil nicht gefunden',
  'Portfolio item not found': 'Portfolio-Element nicht gefunden',
  'Your statistics could not be loaded.': 'Deine Statistiken konnten nicht geladen werden.',
  'Privacy setting saved.': 'Datenschutz-Einstellung gespeichert.',
  'The setting could not be saved. Try again.': 'Die Einstellung konnte nicht gespeichert werden. Versuch es noch einmal.',
  'Show me when I view profiles': 'Mich zeigen, wenn ich Profile ansehe',
  'On: members whose profiles you view see your name among their viewers. Off: you view privately, and you see no names among your own viewers either, only how many.':
    'An: Mitglieder, deren Profile du ansiehst, sehen deinen Namen unter ihren Besuchern. Aus: Du schaust privat, und auch bei deinen eigenen Besuchern siehst du keine Namen, nur wie viele es sind.',
  'You view profiles privately, so the names of your viewers are hidden too. Turn on "Show me when I view profiles" in Settings → Privacy to see them.':
    'Du schaust Profile privat an, deshalb sind auch die Namen deiner Besucher verborgen. Schalte „Mich zeigen, wenn ich Profile ansehe“ unter Einstellungen → Datenschutz ein, um sie zu sehen.',
  // Casting alerts (issue 35)
  'In the app only': 'Nur in der App',
  'In the app and by e-mail at once': 'In der App und sofort per E-Mail',
  'In the app and in a daily e-mail digest': 'In der App und in einer täglichen E-Mail-Zusammenfassung',
  'You can save up to 10 casting searches. Delete one in Settings → Notifications to save another.':
    'Du kannst bis zu 10 Casting-Suchen speichern. Lösche eine unter Einstellungen → Benachrichtigungen, um eine weitere zu speichern.',
  'Name this search.': 'Gib dieser Suche einen Namen.',
  'Keep the name under 60 characters.': 'Der Name darf höchstens 60 Zeichen haben.',
  'This unsubscribe link is not valid. Change casting alerts in Settings → Notifications.':
    'Dieser Abmeldelink ist ungültig. Ändere Casting-Benachrichtigungen unter Einstellungen → Benachrichtigungen.',
  'E-mail for this saved search is off. Alerts inside the app stay on.':
    'Die E-Mails für diese gespeicherte Suche sind aus. Benachrichtigungen in der App bleiben an.',
  'This saved search does not exist.': 'Diese gespeicherte Suche gibt es nicht.',
  'Add your coordinates on My Location to search by distance.':
    'Füge unter Mein Standort deine Koordinaten hinzu, um nach Entfernung zu suchen.',
  'Choose a distance of 10, 25, 50, 100, 250, 500 km.': 'Wähle eine Entfernung von 10, 25, 50, 100, 250 oder 500 km.',
  'Search saved. We will tell you when a new casting call matches.':
    'Suche gespeichert. Wir sagen dir Bescheid, wenn ein neues Casting passt.',
  'Saved search updated': 'Gespeicherte Suche aktualisiert',
  'Saved search deleted': 'Gespeicherte Suche gelöscht',
  // Portfolio watermarks (issue 35)
  'Bottom right corner': 'Ecke unten rechts',
  'Bottom left corner': 'Ecke unten links',
  'Top right corner': 'Ecke oben rechts',
  'Top left corner': 'Ecke oben links',
  Centre: 'Mitte',
  'Tiled across the image': 'Über das ganze Bild gekachelt',
  'Enter the text of your watermark, or use your @username.': 'Gib den Text deines Wasserzeichens ein oder nimm deinen @Benutzernamen.',
  'A watermark text has at most 40 characters.': 'Ein Wasserzeichen-Text hat höchstens 40 Zeichen.',
  'Opacity is between 10% and 90%.': 'Die Deckkraft liegt zwischen 10 % und 90 %.',
  'Watermark saved. Your pictures are being updated.': 'Wasserzeichen gespeichert. Deine Bilder werden aktualisiert.',
  'Watermark turned off. Your pictures are being updated.': 'Wasserzeichen ausgeschaltet. Deine Bilder werden aktualisiert.',
  // Web Push (issue 36)
  'Push notifications': 'Push-Benachrichtigungen',
  'Get notifications on this device even when the app is closed.':
    'Erhalte Benachrichtigungen auf diesem Gerät, auch wenn die App geschlossen ist.',
  'This browser cannot receive push notifications. On an iPhone or iPad, add the app to your Home Screen first (iOS 16.4 or later).':
    'Dieser Browser kann keine Push-Benachrichtigungen empfangen. Auf einem iPhone oder iPad füge die App zuerst zu deinem Home-Bildschirm hinzu (iOS 16.4 oder neuer).',
  'Turn on push on this device': 'Push auf diesem Gerät einschalten',
  'Turning on...': 'Wird eingeschaltet...',
  'Notifications are blocked for this site. Allow them in your browser settings, then try again.':
    'Benachrichtigungen sind für diese Website blockiert. Erlaube sie in deinen Browser-Einstellungen und versuche es dann erneut.',
  'Push notifications are on for this device.': 'Push-Benachrichtigungen sind auf diesem Gerät eingeschaltet.',
  'Could not turn on push notifications. Please try again.':
    'Push-Benachrichtigungen konnten nicht eingeschaltet werden. Bitte versuche es erneut.',
  'This device': 'Dieses Gerät',
  Devices: 'Geräte',
  'No devices receive push notifications yet.': 'Noch empfängt kein Gerät Push-Benachrichtigungen.',
  Remove: 'Entfernen',
  'Device removed.': 'Gerät entfernt.',
  'Send a test push': 'Test-Push senden',
  'Test push sent to your devices.': 'Test-Push an deine Geräte gesendet.',
  'Turn on push on a device first.': 'Schalte zuerst Push auf einem Gerät ein.',
  'Test notification': 'Test-Benachrichtigung',
  'Push notifications work on this device.': 'Push-Benachrichtigungen funktionieren auf diesem Gerät.',
  'Hide message content on the lock screen': 'Nachrichteninhalt auf dem Sperrbildschirm ausblenden',
  'Pushes say only that something new arrived, not who sent it or what it says.':
    'Pushes sagen nur, dass etwas Neues angekommen ist, nicht wer es geschickt hat oder was darin steht.',
  'New notification': 'Neue Benachrichtigung',
  'No such device.': 'Dieses Gerät gibt es nicht.',
  'This push service is not one the server can reach.': 'Der Server kann diesen Push-Dienst nicht erreichen.',
  'Push notifications are unavailable right now. Please try again later.':
    'Push-Benachrichtigungen sind gerade nicht verfügbar. Bitte versuche es später erneut.',
  // Notification types and messages
  'Portfolio likes': 'Likes im Portfolio',
  'Someone likes an item in your portfolio.': 'Jemandem gefällt ein Element deines Portfolios.',
  'New followers': 'Neue Follower',
  'Someone starts following you.': 'Jemand folgt dir jetzt.',
  'Collaboration requests': 'Kooperationsanfragen',
  'A member asks to work with you.': 'Ein Mitglied möchte mit dir arbeiten.',
  Messages: 'Nachrichten',
  'You receive a new direct message.': 'Du bekommst eine neue Direktnachricht.',
  'System updates': 'Systemmeldungen',
  'Account, moderation and platform news.': 'Neuigkeiten zu Konto, Moderation und Plattform.',
  'Task assignments': 'Aufgabenzuweisungen',
  'A task is assigned to you.': 'Dir wird eine Aufgabe zugewiesen.',
  'Task reminders': 'Aufgabenerinnerungen',
  'A task you own is coming due.': 'Eine deiner Aufgaben wird bald fällig.',
  'No such notification.': 'Diese Benachrichtigung gibt es nicht.',
  Notifications: 'Benachrichtigungen',
  'No notifications yet': 'Noch keine Benachrichtigungen',
  'Loading notifications...': 'Benachrichtigungen werden geladen...',
  'We could not load your notifications.': 'Wir konnten deine Benachrichtigungen nicht laden.',
  'New Notification': 'Neue Benachrichtigung',
  'Load more': 'Mehr laden',
  'Could not mark your notifications as read. Please try again.':
    'Deine Benachrichtigungen konnten nicht als gelesen markiert werden. Bitte versuche es erneut.',
  'Could not mark this notification as read.': 'Diese Benachrichtigung konnte nicht als gelesen markiert werden.',
  'Preference saved': 'Einstellung gespeichert',
  'Could not save your notification settings. Please try again.':
    'Deine Benachrichtigungseinstellungen konnten nicht gespeichert werden. Bitte versuche es erneut.',
  'This unsubscribe link is invalid. Turn e-mails off in Settings > Notifications instead.':
    'Dieser Abmeldelink ist ungültig. Schalte E-Mails stattdessen unter Einstellungen > Benachrichtigungen aus.',
  'You will no longer get these e-mails.': 'Du bekommst diese E-Mails nicht mehr.',
  // The features' own message tables (features/<locale>.ts).
  ...features,
  // casting, bookings, collabs, visio, licensing, trophy (work/<locale>.ts).
  ...work,
  ...safety,
  // The business side's words (biz/<locale>.ts).
  ...biz,
} as Record<string, string>;
