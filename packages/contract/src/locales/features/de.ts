// The features' own message tables (the *_MESSAGES the server answers with, and a few labels inside its
// mails) in German, keyed by their English text; part of the contract catalogue (../de.ts), so the web
// shows them through tm() and the server answers in the request's language (docs/ARCHITECTURE.md "Languages").
export default {
  // SYSTEM_MESSAGES
  'The system figures could not be read. Please try again.': 'Die Systemzahlen konnten nicht gelesen werden. Bitte versuche es erneut.',
  'No request figures yet: every instance writes one sample a minute, so the charts fill in within a minute or two.':
    'Noch keine Anfragezahlen: Jede Instanz schreibt einen Messwert pro Minute, die Diagramme füllen sich also in ein, zwei Minuten.',
  'No jobs are waiting, running or failed in the last 24 hours.': 'In den letzten 24 Stunden warten, laufen oder scheiterten keine Jobs.',
  'No errors in the last 24 hours.': 'Keine Fehler in den letzten 24 Stunden.',
  // DIAGNOSTICS_MESSAGES
  'Storage did not accept the test file. Uploads will fail until it is back.':
    'Der Speicher hat die Testdatei nicht angenommen. Uploads schlagen fehl, bis er wieder da ist.',
  'Storage kept the test file but did not give it back. Pictures and files will not load.':
    'Der Speicher hat die Testdatei behalten, aber nicht zurückgegeben. Bilder und Dateien werden nicht geladen.',
  'Storage gave back different bytes than it was sent.': 'Der Speicher hat andere Bytes zurückgegeben, als er bekommen hat.',
  'no GeoIP database is configured on the server (GEOIP_DB)': 'auf dem Server ist keine GeoIP-Datenbank eingerichtet (GEOIP_DB)',
  'the GeoIP database does not know this address (a private, local or new address)':
    'die GeoIP-Datenbank kennt diese Adresse nicht (eine private, lokale oder neue Adresse)',
  // RECORDS_MESSAGES
  'Please give the production date (the day it was shot) for work that shows people.':
    'Bitte gib das Produktionsdatum (den Drehtag) für Werke an, die Personen zeigen.',
  'The production date cannot be in the future.': 'Das Produktionsdatum darf nicht in der Zukunft liegen.',
  'Please give your full legal name as it appears on your ID document.':
    'Bitte gib deinen vollständigen Namen so an, wie er in deinem Ausweisdokument steht.',
  'Please give your date of birth (YYYY-MM-DD).': 'Bitte gib dein Geburtsdatum an (JJJJ-MM-TT).',
  'Performers must be 18 or older.': 'Darsteller müssen mindestens 18 Jahre alt sein.',
  'Please choose a photo (JPEG, PNG or WebP) or a PDF of your ID document.':
    'Bitte wähle ein Foto (JPEG, PNG oder WebP) oder ein PDF deines Ausweisdokuments.',
  'No 2257 record for that item.': 'Für dieses Element gibt es keinen 2257-Nachweis.',
  // MEDIA_SAFETY_MESSAGES
  'This file cannot be published.': 'Diese Datei kann nicht veröffentlicht werden.',
  'This hash is already on the list.': 'Dieser Hash steht bereits auf der Liste.',
  'That hash is not on the list.': 'Dieser Hash steht nicht auf der Liste.',
  'That report does not exist.': 'Diese Meldung existiert nicht.',
  'Please choose a JPEG, PNG, WebP or GIF image.': 'Bitte wähle ein JPEG-, PNG-, WebP- oder GIF-Bild.',
  'This picture has too little detail to match safely: its hash would also block plain, empty images.':
    'Dieses Bild hat zu wenig Details für einen sicheren Abgleich: Sein Hash würde auch schlichte, leere Bilder sperren.',
  'Urgent: a blocked upload': 'Dringend: ein gesperrter Upload',
  'An upload matched the media blocklist and was stopped. Review it and report it to the authorities.':
    'Ein Upload hat die Medien-Sperrliste getroffen und wurde gestoppt. Prüfe ihn und melde ihn den Behörden.',
  // CONTACT_MESSAGES
  'Please enter your name.': 'Bitte gib deinen Namen ein.',
  'Name must be at most 100 characters.': 'Der Name darf höchstens 100 Zeichen haben.',
  'Please choose a topic.': 'Bitte wähle ein Thema.',
  'Please write at least 20 characters so we can help.': 'Bitte schreib mindestens 20 Zeichen, damit wir helfen können.',
  'Message must be at most 5,000 characters.': 'Die Nachricht darf höchstens 5.000 Zeichen haben.',
  'You have sent several messages in a short time. Please wait an hour before sending another.':
    'Du hast in kurzer Zeit mehrere Nachrichten gesendet. Bitte warte eine Stunde, bevor du eine weitere sendest.',
  'Message sent': 'Nachricht gesendet',
  'Thank you. A member of our team will reply by e-mail, usually within two business days.':
    'Danke. Jemand aus unserem Team antwortet per E-Mail, meist innerhalb von zwei Werktagen.',
  'Your message could not be sent. Please try again.': 'Deine Nachricht konnte nicht gesendet werden. Bitte versuche es erneut.',
  // PRO_MESSAGES
  'Account downgraded. Your Pro content has been removed.': 'Konto herabgestuft. Deine Pro-Inhalte wurden entfernt.',
  'Failed to execute downgrade': 'Herabstufung fehlgeschlagen',
  'Failed to load Pro status. Please refresh the page.': 'Pro-Status konnte nicht geladen werden. Bitte lade die Seite neu.',
  'Database validation error': 'Validierungsfehler der Datenbank',
  'Check database connectivity and try again': 'Prüfe die Verbindung zur Datenbank und versuche es erneut',
  'Validation error occurred': 'Ein Validierungsfehler ist aufgetreten',
  'Check database connectivity and permissions': 'Prüfe die Verbindung zur Datenbank und die Berechtigungen',
  'There is no grace period to end: your account is not in a grace period.':
    'Es gibt keine Kulanzfrist zu beenden: Dein Konto ist in keiner Kulanzfrist.',
  'Choose an end date in the future.': 'Wähle ein Enddatum in der Zukunft.',
  'Pro statuses saved.': 'Pro-Status gespeichert.',
  'Choose at least one status to change.': 'Wähle mindestens einen Status zum Ändern.',
  // DISCOVERY_MESSAGES
  'Search for at most 100 characters.': 'Suche nach höchstens 100 Zeichen.',
  'A location has at most 120 characters.': 'Ein Ort hat höchstens 120 Zeichen.',
  'This page of results does not exist.': 'Diese Ergebnisseite existiert nicht.',
  'Choose content types from the list.': 'Wähle Content-Arten aus der Liste.',
  'No members match your search.': 'Keine Mitglieder passen zu deiner Suche.',
  'Try another spelling, fewer content types, a wider distance, or turn off Verified and Pro.':
    'Versuch eine andere Schreibweise, weniger Content-Arten, eine größere Entfernung oder schalte Verifiziert und Pro aus.',
  'No members to show yet.': 'Noch keine Mitglieder anzuzeigen.',
  'Members could not be loaded. Please try again.': 'Mitglieder konnten nicht geladen werden. Bitte versuche es erneut.',
  'More members could not be loaded.': 'Weitere Mitglieder konnten nicht geladen werden.',
  // LOCATION_MESSAGES
  'Keep each part under 60 characters.': 'Halte jeden Teil unter 60 Zeichen.',
  'Latitude must be a number from -90 to 90.': 'Der Breitengrad muss eine Zahl von -90 bis 90 sein.',
  'Longitude must be a number from -180 to 180.': 'Der Längengrad muss eine Zahl von -180 bis 180 sein.',
  'Enter both latitude and longitude, or neither.': 'Gib Breiten- und Längengrad an oder keins von beiden.',
  'Location saved': 'Standort gespeichert',
  'Coordinates removed': 'Koordinaten entfernt',
  'Your location could not be loaded. Please try again.': 'Dein Standort konnte nicht geladen werden. Bitte versuche es erneut.',
  'This browser cannot share its location. Type your coordinates instead, or leave them empty.':
    'Dieser Browser kann seinen Standort nicht teilen. Gib stattdessen deine Koordinaten ein oder lass sie leer.',
  'Location access was denied. Allow it in your browser settings, or type your coordinates.':
    'Der Standortzugriff wurde verweigert. Erlaube ihn in den Browsereinstellungen oder gib deine Koordinaten ein.',
  'Your position is not available right now. Try again, or type your coordinates.':
    'Deine Position ist gerade nicht verfügbar. Versuch es erneut oder gib deine Koordinaten ein.',
  'Finding your position took too long. Try again, or type your coordinates.':
    'Das Ermitteln deiner Position hat zu lange gedauert. Versuch es erneut oder gib deine Koordinaten ein.',
  'Position found. Save to keep it.': 'Position gefunden. Speichere, um sie zu behalten.',
  // CAREERS_MESSAGES
  'Enter the title of the role.': 'Gib den Titel der Stelle ein.',
  'The title can be at most 120 characters.': 'Der Titel darf höchstens 120 Zeichen haben.',
  'Enter the team.': 'Gib das Team ein.',
  'The team can be at most 60 characters.': 'Das Team darf höchstens 60 Zeichen haben.',
  'Enter where the role is based.': 'Gib an, wo die Stelle angesiedelt ist.',
  'The location can be at most 120 characters.': 'Der Ort darf höchstens 120 Zeichen haben.',
  'Enter the type of the role, for example Full-time.': 'Gib die Art der Stelle ein, zum Beispiel Vollzeit.',
  'The type can be at most 60 characters.': 'Die Art darf höchstens 60 Zeichen haben.',
  'Enter a short summary of the role.': 'Gib eine kurze Zusammenfassung der Stelle ein.',
  'The summary can be at most 1000 characters.': 'Die Zusammenfassung darf höchstens 1000 Zeichen haben.',
  'Each line can be at most 300 characters.': 'Jede Zeile darf höchstens 300 Zeichen haben.',
  'List at most 12 lines.': 'Gib höchstens 12 Zeilen an.',
  'Enter an https:// address or an e-mail address where candidates apply, or leave it empty.':
    'Gib eine https://-Adresse oder eine E-Mail-Adresse an, unter der man sich bewirbt, oder lass das Feld leer.',
  'The order must be a whole number from 0 to 10000.': 'Die Reihenfolge muss eine ganze Zahl von 0 bis 10000 sein.',
  'That opening no longer exists.': 'Diese Stelle gibt es nicht mehr.',
  // NETWORK_MESSAGES
  'You cannot follow or connect with yourself.': 'Du kannst dir nicht selbst folgen oder dich mit dir vernetzen.',
  'There is no such member.': 'Dieses Mitglied gibt es nicht.',
  'You cannot follow or connect with this member.': 'Du kannst diesem Mitglied nicht folgen oder dich nicht mit ihm vernetzen.',
  'Following.': 'Du folgst.',
  'Unfollowed.': 'Nicht mehr gefolgt.',
  'You can follow up to 5,000 members.': 'Du kannst bis zu 5.000 Mitgliedern folgen.',
  'Connection request sent.': 'Vernetzungsanfrage gesendet.',
  'Connection request withdrawn.': 'Vernetzungsanfrage zurückgezogen.',
  'Connected.': 'Vernetzt.',
  'Request declined.': 'Anfrage abgelehnt.',
  'Connection removed.': 'Verbindung entfernt.',
  'You are already connected.': 'Ihr seid bereits vernetzt.',
  'A connection request between you is already waiting.': 'Zwischen euch wartet bereits eine Vernetzungsanfrage.',
  'You have 100 connection requests waiting. Withdraw some before sending more.':
    'Du hast 100 offene Vernetzungsanfragen. Zieh einige zurück, bevor du weitere sendest.',
  'This connection request no longer exists.': 'Diese Vernetzungsanfrage gibt es nicht mehr.',
  'A note can be at most 300 characters.': 'Eine Notiz darf höchstens 300 Zeichen haben.',
  // MODERATION_MESSAGES
  'This moderation item does not exist.': 'Dieser Moderationsfall existiert nicht.',
  'Another reviewer is working on this item.': 'Jemand anderes aus der Moderation bearbeitet diesen Fall.',
  'This item has already been decided.': 'Über diesen Fall wurde bereits entschieden.',
  'This item is already with the admins.': 'Dieser Fall liegt bereits bei den Admins.',
  'This item was replaced by a newer upload.': 'Dieser Fall wurde durch einen neueren Upload ersetzt.',
  'Only an admin can decide an escalated item.': 'Nur ein Admin kann über einen eskalierten Fall entscheiden.',
  'Give a reason of 3 to 1000 characters.': 'Gib eine Begründung mit 3 bis 1000 Zeichen an.',
  'Choose a reason.': 'Wähle einen Grund.',
  'There is no such moderation queue.': 'Diese Moderationswarteschlange gibt es nicht.',
  'This page link is no longer valid.': 'Dieser Seitenlink ist nicht mehr gültig.',
  'The item changed since it was queued; it will come back as a new item.':
    'Der Fall hat sich geändert, seit er eingereiht wurde; er kommt als neuer Fall zurück.',
  'Keep the report under 2000 characters.': 'Halte die Meldung unter 2000 Zeichen.',
  'Choose what is wrong.': 'Wähle, was nicht stimmt.',
  'There is nothing to report here.': 'Hier gibt es nichts zu melden.',
  'You cannot report yourself.': 'Du kannst dich nicht selbst melden.',
  'You already reported this. We will tell you when it has been reviewed.':
    'Du hast das bereits gemeldet. Wir sagen dir Bescheid, wenn es geprüft wurde.',
  'You have sent many reports recently. Please try again later.':
    'Du hast in letzter Zeit viele Meldungen gesendet. Bitte versuche es später erneut.',
  'Report sent. Our moderators will review it.': 'Meldung gesendet. Unsere Moderation prüft sie.',
  // PROFILE_MESSAGES
  'Usernames are 3-30 characters: lowercase letters a-z, numbers, dots (.), dashes (-) and underscores (_).':
    'Benutzernamen haben 3-30 Zeichen: Kleinbuchstaben a-z, Ziffern, Punkte (.), Bindestriche (-) und Unterstriche (_).',
  'This username is reserved. Please choose another.': 'Dieser Benutzername ist reserviert. Bitte wähle einen anderen.',
  'Display name must be at most 60 characters.': 'Der Anzeigename darf höchstens 60 Zeichen haben.',
  'Bio must be at most 1000 characters.': 'Die Bio darf höchstens 1000 Zeichen haben.',
  'Location must be at most 120 characters.': 'Der Ort darf höchstens 120 Zeichen haben.',
  'This profile is visible to signed-in members only.': 'Dieses Profil ist nur für angemeldete Mitglieder sichtbar.',
  'Some profiles are visible to signed-in members only. Sign in to see them.':
    'Manche Profile sind nur für angemeldete Mitglieder sichtbar. Melde dich an, um sie zu sehen.',
  'No member has this profile address.': 'Kein Mitglied hat diese Profiladresse.',
  'Onboarding is already complete.': 'Die Einrichtung ist bereits abgeschlossen.',
  'Finish the current step first.': 'Schließ zuerst den aktuellen Schritt ab.',
  'Save your business details to continue.': 'Speichere deine Unternehmensdaten, um fortzufahren.',
  'Choose a username (and, for a business account, register your business) before skipping the rest.':
    'Wähle einen Benutzernamen (und registriere bei einem Unternehmenskonto dein Unternehmen), bevor du den Rest überspringst.',
  'We could not save the end of your setup. Please try again.':
    'Wir konnten den Abschluss deiner Einrichtung nicht speichern. Bitte versuche es erneut.',
  'Creator accounts do not register a business.': 'Creator-Konten registrieren kein Unternehmen.',
  'No such profile.': 'Dieses Profil gibt es nicht.',
  'Business name is required': 'Der Unternehmensname ist erforderlich',
  'At least one category is required': 'Mindestens eine Kategorie ist erforderlich',
  'Maximum 3 categories allowed': 'Höchstens 3 Kategorien erlaubt',
  'Please enter a valid URL': 'Bitte gib eine gültige URL ein',
  // DEVELOPER_MESSAGES
  'Developer settings are for enterprise accounts.': 'Die Entwicklereinstellungen sind für Enterprise-Konten.',
  'Only the enterprise or its Admin sub-users can create or revoke API keys.':
    'Nur das Unternehmen oder seine Admin-Unternutzer können API-Schlüssel erstellen oder widerrufen.',
  'Give the key a name.': 'Gib dem Schlüssel einen Namen.',
  'Use at most 60 characters.': 'Verwende höchstens 60 Zeichen.',
  'Choose at least one area the key may read.': 'Wähle mindestens einen Bereich, den der Schlüssel lesen darf.',
  'Unknown scope.': 'Unbekannter Bereich.',
  'Choose when the key expires.': 'Wähle, wann der Schlüssel abläuft.',
  'An enterprise can have at most 50 active API keys. Revoke one first.':
    'Ein Unternehmen kann höchstens 50 aktive API-Schlüssel haben. Widerrufe zuerst einen.',
  'No such API key.': 'Diesen API-Schlüssel gibt es nicht.',
  'This key is already revoked.': 'Dieser Schlüssel ist bereits widerrufen.',
  'API key created': 'API-Schlüssel erstellt',
  'API key revoked': 'API-Schlüssel widerrufen',
  'Copy this key now. It is shown only once: we keep only a hash of it and cannot show it again.':
    'Kopiere diesen Schlüssel jetzt. Er wird nur einmal angezeigt: Wir speichern nur einen Hash davon und können ihn nicht erneut anzeigen.',
  'Create a key to let your own systems read your linked studios’ data.':
    'Erstelle einen Schlüssel, damit deine eigenen Systeme die Daten deiner verknüpften Studios lesen können.',
  'Send your API key as "Authorization: Bearer <key>".': 'Sende deinen API-Schlüssel als "Authorization: Bearer <key>".',
  'This API key is not valid.': 'Dieser API-Schlüssel ist ungültig.',
  'This API key has been revoked.': 'Dieser API-Schlüssel wurde widerrufen.',
  'This API key has expired.': 'Dieser API-Schlüssel ist abgelaufen.',
  'No such studio linked to your enterprise.': 'Kein solches Studio ist mit deinem Unternehmen verknüpft.',
  'Too many requests: at most 600 a minute per key.': 'Zu viele Anfragen: höchstens 600 pro Minute und Schlüssel.',
  // TWOFACTOR_MESSAGES
  'Enter the 6-digit code from your authenticator app, or a recovery code.':
    'Gib den 6-stelligen Code aus deiner Authenticator-App oder einen Wiederherstellungscode ein.',
  'Enter the 6-digit code your app shows.': 'Gib den 6-stelligen Code ein, den deine App anzeigt.',
  'That code is not right. Check your authenticator app and try again.':
    'Dieser Code stimmt nicht. Prüfe deine Authenticator-App und versuche es erneut.',
  'That code was already used. Wait for the next one.': 'Dieser Code wurde bereits verwendet. Warte auf den nächsten.',
  'This sign-in has expired. Enter your e-mail and password again.':
    'Diese Anmeldung ist abgelaufen. Gib deine E-Mail-Adresse und dein Passwort erneut ein.',
  'Too many wrong codes. Enter your e-mail and password again.':
    'Zu viele falsche Codes. Gib deine E-Mail-Adresse und dein Passwort erneut ein.',
  'This set-up has expired. Start again.': 'Diese Einrichtung ist abgelaufen. Fang neu an.',
  'The authenticator app is already on. Turn it off first to set up another.':
    'Die Authenticator-App ist bereits eingeschaltet. Schalte sie zuerst aus, um eine andere einzurichten.',
  'The authenticator app is not on.': 'Die Authenticator-App ist nicht eingeschaltet.',
  'The passkey could not be checked. Try again, or use another way to sign in.':
    'Der Passkey konnte nicht geprüft werden. Versuch es erneut oder melde dich anders an.',
  'This passkey is not registered with any account here.': 'Dieser Passkey ist hier bei keinem Konto registriert.',
  'No such passkey.': 'Diesen Passkey gibt es nicht.',
  'The passkey request was cancelled or timed out.': 'Die Passkey-Anfrage wurde abgebrochen oder ist abgelaufen.',
  'This browser does not support passkeys.': 'Dieser Browser unterstützt keine Passkeys.',
  'You can register at most 10 passkeys.': 'Du kannst höchstens 10 Passkeys registrieren.',
  'Give the passkey a name, e.g. "Work laptop".': 'Gib dem Passkey einen Namen, z. B. "Arbeitslaptop".',
  'A name has at most 60 characters.': 'Ein Name hat höchstens 60 Zeichen.',
  'Staff accounts must use two-factor sign-in. Turn on an authenticator app or add a passkey in Settings → Security, then try again.':
    'Mitarbeiterkonten müssen die Zwei-Faktor-Anmeldung nutzen. Schalte unter Einstellungen → Sicherheit eine Authenticator-App ein oder füge einen Passkey hinzu und versuche es dann erneut.',
  'This device is already signed out.': 'Dieses Gerät ist bereits abgemeldet.',
  'While using the platform as a linked account you cannot change its sign-in security.':
    'Solange du die Plattform als verknüpftes Konto nutzt, kannst du dessen Anmeldesicherheit nicht ändern.',
  'Too many codes tried. Wait a few minutes and try again.': 'Zu viele Codes versucht. Warte ein paar Minuten und versuche es erneut.',
  // MEMBER_DATA_MESSAGES
  'Your data': 'Deine Daten',
  'Download your data': 'Deine Daten herunterladen',
  'A ZIP with everything we hold about you: account, profile, portfolio files, messages you sent, bookings, notifications, billing records and the logs about you. We build it in the background and e-mail you when it is ready; it can be downloaded for 7 days.':
    'Ein ZIP mit allem, was wir über dich speichern: Konto, Profil, Portfolio-Dateien, von dir gesendete Nachrichten, Buchungen, Benachrichtigungen, Abrechnungsunterlagen und die Protokolle über dich. Wir erstellen es im Hintergrund und schicken dir eine E-Mail, wenn es fertig ist; es kann 7 Tage lang heruntergeladen werden.',
  'Prepare my data': 'Meine Daten vorbereiten',
  'We are preparing your data. We will e-mail you when it is ready.':
    'Wir bereiten deine Daten vor. Wir schicken dir eine E-Mail, wenn sie fertig sind.',
  'An export is already being prepared. Wait for it to finish.': 'Ein Export wird bereits vorbereitet. Warte, bis er fertig ist.',
  'You can prepare your data 3 times a day. Try again tomorrow.':
    'Du kannst deine Daten 3-mal am Tag vorbereiten. Versuch es morgen erneut.',
  'This export does not exist.': 'Dieser Export existiert nicht.',
  'This export is not ready to download.': 'Dieser Export ist noch nicht zum Download bereit.',
  'This export has expired. Prepare a new one.': 'Dieser Export ist abgelaufen. Bereite einen neuen vor.',
  'Preparing this export failed. Try again.': 'Die Vorbereitung dieses Exports ist fehlgeschlagen. Versuch es erneut.',
  'You have not prepared an export yet.': 'Du hast noch keinen Export vorbereitet.',
  'Could not load your exports.': 'Deine Exporte konnten nicht geladen werden.',
  'Download ZIP': 'ZIP herunterladen',
  'Delete account': 'Konto löschen',
  'Your account is deleted 30 days after you ask. Until then, signing in cancels the deletion. After that, your profile, portfolio, messages and every other record of you are removed for good. Billing records, and the age and identity records kept for work you appear in (18\u00a0U.S.C.\u00a0§\u00a02257), stay for as long as the law requires.':
    'Dein Konto wird 30 Tage nach deiner Anfrage gelöscht. Bis dahin bricht eine Anmeldung die Löschung ab. Danach werden dein Profil, dein Portfolio, deine Nachrichten und alle anderen Daten über dich endgültig entfernt. Abrechnungsunterlagen sowie die Alters- und Identitätsnachweise für Werke, in denen du zu sehen bist (18\u00a0U.S.C.\u00a0§\u00a02257), bleiben so lange erhalten, wie es das Gesetz verlangt.',
  'Delete your account?': 'Dein Konto löschen?',
  'Schedule deletion': 'Löschung planen',
  'Enter your password.': 'Gib dein Passwort ein.',
  'Your account deletion was cancelled because you signed in.':
    'Die Löschung deines Kontos wurde abgebrochen, weil du dich angemeldet hast.',
  'Could not load the state of your account.': 'Der Stand deines Kontos konnte nicht geladen werden.',
  'Your account is already scheduled for deletion.': 'Dein Konto ist bereits zur Löschung vorgemerkt.',
  'Switch back to your own account to delete it.': 'Wechsle zurück zu deinem eigenen Konto, um es zu löschen.',
  // REMOVAL_KIND_NOUNS
  "Depicted person's removal request": 'Entfernungsantrag einer abgebildeten Person',
  'DMCA notice': 'DMCA-Meldung',
  'Illegal content report': 'Meldung rechtswidriger Inhalte',
  // SUB_USER_ROLE_LABELS
  Admin: 'Admin',
  Manager: 'Manager',
  Viewer: 'Betrachter',
  // EVENT_MESSAGES
  'Install the MB Events app from the App Store to organize events.':
    'Installiere die App MB Events aus dem App Store, um Events zu organisieren.',
  'This event does not exist.': 'Dieses Event existiert nicht.',
  'The link must be a secure https:// address.': 'Der Link muss eine sichere https://-Adresse sein.',
  'The end must be after the start.': 'Das Ende muss nach dem Beginn liegen.',
  'The end of the range must be after its start.': 'Das Ende des Zeitraums muss nach seinem Beginn liegen.',
  'Choose a time zone from the list.': 'Wähle eine Zeitzone aus der Liste.',
  'Use a date and time such as 2026-12-01T20:00.': 'Verwende ein Datum mit Uhrzeit wie 2026-12-01T20:00.',
  'Add the link where attendees join the online event.': 'Füge den Link hinzu, über den man am Online-Event teilnimmt.',
  'Add where the event takes place.': 'Gib an, wo das Event stattfindet.',
  'Set a ticket price of at least 1.00.': 'Lege einen Ticketpreis von mindestens 1.00 fest.',
  'Add a title, a start and an end, a place (or an online link) and a category before publishing.':
    'Füge vor dem Veröffentlichen einen Titel, Beginn und Ende, einen Ort (oder Online-Link) und eine Kategorie hinzu.',
  'The start of the event has passed.': 'Der Beginn des Events ist vorbei.',
  'Only a draft can be published.': 'Nur ein Entwurf kann veröffentlicht werden.',
  'A cancelled event cannot be changed.': 'Ein abgesagtes Event kann nicht geändert werden.',
  'The capacity cannot be lower than the seats already taken.': 'Die Kapazität darf nicht unter den bereits vergebenen Plätzen liegen.',
  'Tickets are already taken: the ticket kind and price cannot change.':
    'Es sind bereits Tickets vergeben: Ticketart und Preis können sich nicht mehr ändern.',
  'This event is already cancelled.': 'Dieses Event ist bereits abgesagt.',
  'You can keep up to 200 events.': 'Du kannst bis zu 200 Events haben.',
  'Submitted for review. Once an event of yours is approved, your next events publish at once.':
    'Zur Prüfung eingereicht. Sobald ein Event von dir freigegeben ist, werden deine nächsten Events sofort veröffentlicht.',
  'Your event is published.': 'Dein Event ist veröffentlicht.',
  'This event is not open for registration.': 'Für dieses Event ist keine Anmeldung möglich.',
  'This event is sold out.': 'Dieses Event ist ausverkauft.',
  'You already have a ticket for this event.': 'Du hast bereits ein Ticket für dieses Event.',
  'You organize this event: you do not need a ticket.': 'Du organisierst dieses Event: Du brauchst kein Ticket.',
  'You have no ticket for this event.': 'Du hast kein Ticket für dieses Event.',
  'A paid ticket cannot be cancelled here: contact the organizer.':
    'Ein bezahltes Ticket kann hier nicht storniert werden: Wende dich an den Veranstalter.',
  'This code is not a ticket for this event.': 'Dieser Code ist kein Ticket für dieses Event.',
  'This ticket is already checked in.': 'Dieses Ticket ist bereits eingecheckt.',
  'This ticket is not valid.': 'Dieses Ticket ist ungültig.',
  'This ticket is not paid yet.': 'Dieses Ticket ist noch nicht bezahlt.',
  'Checked in.': 'Eingecheckt.',
  'Nobody to message yet: the event has no attendees.': 'Noch niemand zum Anschreiben: Das Event hat keine Teilnehmer.',
  'Your message was sent to the attendees.': 'Deine Nachricht wurde an die Teilnehmer gesendet.',
  'An event you are attending was cancelled': 'Ein Event, an dem du teilnimmst, wurde abgesagt',
  'Could not load the events.': 'Die Events konnten nicht geladen werden.',
  'No upcoming events': 'Keine kommenden Events',
  'Nothing matches these filters. Try a wider date range or another category.':
    'Nichts passt zu diesen Filtern. Versuch einen größeren Zeitraum oder eine andere Kategorie.',
  'No tickets yet': 'Noch keine Tickets',
  'Events you RSVP to or buy a ticket for appear here.': 'Events, für die du zusagst oder ein Ticket kaufst, erscheinen hier.',
  'No events yet': 'Noch keine Events',
  'Create your first event: a title, when and where, and how many seats.':
    'Erstelle dein erstes Event: einen Titel, wann und wo und wie viele Plätze.',
  // LOTTERY_MESSAGES
  'Digital Lottery': 'Digitale Verlosung',
  'Free prize draws for members. Every draw can be checked by anyone, in the browser.':
    'Kostenlose Verlosungen für Mitglieder. Jede Ziehung kann jeder im Browser überprüfen.',
  'No purchase is necessary to enter or to win. Entry is free for members: one entry per member per draw.':
    'Für Teilnahme oder Gewinn ist kein Kauf nötig. Die Teilnahme ist für Mitglieder kostenlos: eine Teilnahme pro Mitglied und Verlosung.',
  'This draw does not exist.': 'Diese Verlosung existiert nicht.',
  'Could not load the draws.': 'Die Verlosungen konnten nicht geladen werden.',
  'Could not load this draw.': 'Diese Verlosung konnte nicht geladen werden.',
  'No draw is open right now. New draws are announced here.': 'Gerade ist keine Verlosung offen. Neue Verlosungen werden hier angekündigt.',
  'No past draws yet.': 'Noch keine vergangenen Verlosungen.',
  'Sign in to enter': 'Zum Teilnehmen anmelden',
  'You are in the draw!': 'Du bist dabei!',
  'You have already entered this draw.': 'Du nimmst bereits an dieser Verlosung teil.',
  'This draw is not open for entries yet.': 'Für diese Verlosung ist die Teilnahme noch nicht geöffnet.',
  'Entry to this draw has closed.': 'Die Teilnahme an dieser Verlosung ist geschlossen.',
  'This draw was cancelled.': 'Diese Verlosung wurde abgesagt.',
  'This draw is for identity-verified members. Verify your identity to enter.':
    'Diese Verlosung ist für Mitglieder mit verifizierter Identität. Verifiziere deine Identität, um teilzunehmen.',
  'Staff run the draws and cannot enter them.': 'Das Team führt die Verlosungen durch und kann nicht teilnehmen.',
  'The seed and the entry list are published when entry closes.':
    'Der Seed und die Teilnehmerliste werden veröffentlicht, wenn die Teilnahme schließt.',
  'Entry has closed. The winners are being drawn…': 'Die Teilnahme ist geschlossen. Die Gewinner werden gezogen…',
  Verified: 'Verifiziert',
  Mismatch: 'Abweichung',
  'The entry window must close after it opens.': 'Das Teilnahmefenster muss nach seiner Öffnung schließen.',
  'The entry window must close in the future.': 'Das Teilnahmefenster muss in der Zukunft schließen.',
  'A draw can be changed only before it opens.': 'Eine Verlosung kann nur vor ihrer Öffnung geändert werden.',
  'A drawn or cancelled draw cannot be cancelled.': 'Eine gezogene oder abgesagte Verlosung kann nicht abgesagt werden.',
  'Give the draw a title.': 'Gib der Verlosung einen Titel.',
  'Describe the prize.': 'Beschreibe den Preis.',
  'Write the rules of the draw.': 'Schreib die Regeln der Verlosung.',
  'Between 1 and 100 winners.': 'Zwischen 1 und 100 Gewinnern.',
  'Enter a date and time.': 'Gib ein Datum und eine Uhrzeit ein.',
  'Draw saved': 'Verlosung gespeichert',
  'Draw published': 'Verlosung veröffentlicht',
  'Draw cancelled': 'Verlosung abgesagt',
  'Enter a redemption code.': 'Gib einen Einlösecode ein.',
  'No winning entry has this code.': 'Keine Gewinnteilnahme hat diesen Code.',
  'This prize was already redeemed.': 'Dieser Preis wurde bereits eingelöst.',
  'Prize redeemed': 'Preis eingelöst',
  'You won a prize draw!': 'Du hast bei einer Verlosung gewonnen!',
  // FEED_MESSAGES
  'Activity Feed': 'Aktivitäten',
  'Updates from the people and businesses you follow.': 'Neuigkeiten von den Leuten und Unternehmen, denen du folgst.',
  'Share an update with your network...': 'Teile eine Neuigkeit mit deinem Netzwerk...',
  'Write something or add an image.': 'Schreib etwas oder füge ein Bild hinzu.',
  'Posts can be up to 1000 characters.': 'Beiträge können bis zu 1000 Zeichen haben.',
  'Write a comment first.': 'Schreib zuerst einen Kommentar.',
  'Comments can be up to 500 characters.': 'Kommentare können bis zu 500 Zeichen haben.',
  'Post images must be JPEG, PNG, WebP or GIF.': 'Bilder in Beiträgen müssen JPEG, PNG, WebP oder GIF sein.',
  'Pending moderation: only you can see this post until a moderator approves it.':
    'Wartet auf Moderation: Nur du siehst diesen Beitrag, bis ihn die Moderation freigibt.',
  Posted: 'Veröffentlicht',
  'Could not publish your post. Please try again.': 'Dein Beitrag konnte nicht veröffentlicht werden. Bitte versuche es erneut.',
  'This activity is no longer available.': 'Diese Aktivität ist nicht mehr verfügbar.',
  'This comment is no longer available.': 'Dieser Kommentar ist nicht mehr verfügbar.',
  'Only the comment’s author or the item’s owner can delete it.':
    'Nur wer den Kommentar geschrieben hat oder wem der Beitrag gehört, kann ihn löschen.',
  'You cannot like your own post.': 'Du kannst deinen eigenen Beitrag nicht liken.',
  'Verify your identity to mark a post NSFW.': 'Verifiziere deine Identität, um einen Beitrag als NSFW zu markieren.',
  'Your feed is quiet': 'Hier ist es noch ruhig',
  'Follow creators, studios and businesses to see what they share here.':
    'Folge Creators, Studios und Unternehmen, um hier zu sehen, was sie teilen.',
  'Find people to follow': 'Leute zum Folgen finden',
  'We could not load your feed.': 'Wir konnten deine Aktivitäten nicht laden.',
  'Try again': 'Erneut versuchen',
  "You're all caught up.": 'Du bist auf dem neuesten Stand.',
  // SUB_USER_MESSAGES
  'Your role for this enterprise is Viewer: you can look but not change anything.':
    'Deine Rolle für dieses Unternehmen ist Betrachter: Du kannst alles ansehen, aber nichts ändern.',
  'Your role for this enterprise is Manager: only an Admin can manage sub-users, API keys, webhooks, company details or account security.':
    'Deine Rolle für dieses Unternehmen ist Manager: Nur ein Admin kann Unternutzer, API-Schlüssel, Webhooks, Firmendaten oder die Kontosicherheit verwalten.',
  'Your role for this enterprise does not allow this.': 'Deine Rolle für dieses Unternehmen erlaubt das nicht.',
  'Enter the e-mail address of the person to invite.': 'Gib die E-Mail-Adresse der Person ein, die du einladen möchtest.',
  'Choose a role: admin, manager or viewer.': 'Wähle eine Rolle: Admin, Manager oder Betrachter.',
  'That is your enterprise’s own e-mail address.': 'Das ist die eigene E-Mail-Adresse deines Unternehmens.',
  'This person is already a sub-user of your enterprise.': 'Diese Person ist bereits Unternutzer deines Unternehmens.',
  'An enterprise can have at most 100 sub-users.': 'Ein Unternehmen kann höchstens 100 Unternutzer haben.',
  'No such sub-user.': 'Diesen Unternutzer gibt es nicht.',
  'This invitation link is not valid or has already been used.': 'Dieser Einladungslink ist ungültig oder wurde bereits verwendet.',
  'This invitation has expired. Ask the enterprise to invite you again.':
    'Diese Einladung ist abgelaufen. Bitte das Unternehmen, dich erneut einzuladen.',
  'This invitation was sent to another e-mail address. Sign in with the account of that address.':
    'Diese Einladung wurde an eine andere E-Mail-Adresse gesendet. Melde dich mit dem Konto dieser Adresse an.',
  'Enterprise accounts cannot be sub-users. Sign in with your personal account.':
    'Enterprise-Konten können keine Unternutzer sein. Melde dich mit deinem persönlichen Konto an.',
  'Switch back to your own account to accept an invitation.': 'Wechsle zurück zu deinem eigenen Konto, um eine Einladung anzunehmen.',
  'Sub-user invitation': 'Einladung als Unternutzer',
  'Sub-user joined': 'Unternutzer beigetreten',
  'Sub-user access ended': 'Zugang als Unternutzer beendet',
  'Sub-user role changed': 'Rolle des Unternutzers geändert',
  'Invitation sent': 'Einladung gesendet',
  'Role changed': 'Rolle geändert',
  'Sub-user removed': 'Unternutzer entfernt',
  'No sub-users yet. Invite someone by e-mail to let them act for your enterprise.':
    'Noch keine Unternutzer. Lade jemanden per E-Mail ein, der für dein Unternehmen handeln soll.',
  // DELEGATION_MESSAGES
  'While using the platform as another account you cannot do this: it is for the person who holds that account alone. Switch back to your own account.':
    'Solange du die Plattform als ein anderes Konto nutzt, kannst du das nicht tun: Das ist allein der Person vorbehalten, der das Konto gehört. Wechsle zurück zu deinem eigenen Konto.',
  // ENTERPRISE_DASHBOARD_MESSAGES
  'The enterprise dashboard is for enterprise accounts.': 'Das Enterprise-Dashboard ist für Enterprise-Konten.',
  // SECURITY_MESSAGES
  'Security alert': 'Sicherheitswarnung',
  'Open the admin dashboard for details.': 'Öffne das Admin-Dashboard für Details.',
  // WEBHOOK_MESSAGES
  'Only enterprise accounts can manage webhooks.': 'Nur Enterprise-Konten können Webhooks verwalten.',
  'Only the enterprise or an Admin sub-user can change webhooks.': 'Nur das Unternehmen oder ein Admin-Unternutzer kann Webhooks ändern.',
  'Webhook endpoint not found.': 'Webhook-Endpunkt nicht gefunden.',
  'Delivery not found.': 'Zustellung nicht gefunden.',
  'Enter the URL that should receive the events.': 'Gib die URL ein, die die Ereignisse empfangen soll.',
  'Enter a full URL such as https://example.com/webhooks.': 'Gib eine vollständige URL ein, etwa https://example.com/webhooks.',
  'Webhook URLs must start with https://.': 'Webhook-URLs müssen mit https:// beginnen.',
  'This address is private or local; webhooks can only be sent to public addresses.':
    'Diese Adresse ist privat oder lokal; Webhooks können nur an öffentliche Adressen gesendet werden.',
  'Leave user names and passwords out of the URL.': 'Lass Benutzernamen und Passwörter aus der URL heraus.',
  'Keep the description under 200 characters.': 'Halte die Beschreibung unter 200 Zeichen.',
  'Choose at least one event.': 'Wähle mindestens ein Ereignis.',
  'An enterprise can have up to 10 webhook endpoints.': 'Ein Unternehmen kann bis zu 10 Webhook-Endpunkte haben.',
  'Endpoint added': 'Endpunkt hinzugefügt',
  'Endpoint saved': 'Endpunkt gespeichert',
  'Endpoint removed': 'Endpunkt entfernt',
  'New signing secret made': 'Neues Signaturgeheimnis erstellt',
  'Test event queued': 'Testereignis eingereiht',
  'Redelivery queued': 'Erneute Zustellung eingereiht',
  'Copy this signing secret now: it will not be shown again.':
    'Kopiere dieses Signaturgeheimnis jetzt: Es wird nicht noch einmal angezeigt.',
  'Add an endpoint to receive new applications, booking requests and RSVPs of your linked studios.':
    'Füge einen Endpunkt hinzu, um neue Bewerbungen, Buchungsanfragen und Zusagen deiner verknüpften Studios zu empfangen.',
  'No deliveries yet. Send a test event to see one here.': 'Noch keine Zustellungen. Sende ein Testereignis, um hier eine zu sehen.',
  'Webhook endpoint disabled': 'Webhook-Endpunkt deaktiviert',
  // STAFF_ADMIN_MESSAGES
  'Failed to grant admin access. Please try again.': 'Admin-Zugang konnte nicht erteilt werden. Bitte versuche es erneut.',
  'Access Denied: staff management has already been set up. Ask an administrator for access.':
    'Zugriff verweigert: Die Team-Verwaltung ist bereits eingerichtet. Bitte einen Administrator um Zugang.',
  'Set up staff management': 'Team-Verwaltung einrichten',
  'No staff members exist yet. As the first administrator you can grant yourself permanent admin access to reach moderation, staff management and Post-Production Editor accounts.':
    'Es gibt noch keine Teammitglieder. Als erster Administrator kannst du dir dauerhaften Admin-Zugang geben, um Moderation, Team-Verwaltung und Post-Production-Editor-Konten zu erreichen.',
  'Admin access granted. Taking you to the admin area...': 'Admin-Zugang erteilt. Du wirst zum Admin-Bereich weitergeleitet...',
  'This member does not exist.': 'Dieses Mitglied existiert nicht.',
  'Please give a reason.': 'Bitte gib einen Grund an.',
  'Please enter a display name.': 'Bitte gib einen Anzeigenamen ein.',
  'You cannot change your own staff role or suspend your own account.':
    'Du kannst deine eigene Teamrolle nicht ändern und dein eigenes Konto nicht sperren.',
  'This is the last active administrator who can manage staff. Make another member an administrator first.':
    'Das ist der letzte aktive Administrator, der das Team verwalten kann. Mach zuerst ein anderes Mitglied zum Administrator.',
  'This account is already suspended.': 'Dieses Konto ist bereits gesperrt.',
  'This account is not suspended.': 'Dieses Konto ist nicht gesperrt.',
  'This member has no staff role.': 'Dieses Mitglied hat keine Teamrolle.',
  'Post-Production Editor account created. We e-mailed a link to choose a password.':
    'Post-Production-Editor-Konto erstellt. Wir haben einen Link zum Festlegen des Passworts gemailt.',
  'Please enter a valid URL (http or https).': 'Bitte gib eine gültige URL ein (http oder https).',
  'The compliance hub must be an https:// address.': 'Der Compliance-Hub muss eine https://-Adresse sein.',
  'The compliance hub must be a public address, not a private, loopback or link-local one.':
    'Der Compliance-Hub muss eine öffentliche Adresse sein, keine private, Loopback- oder Link-Local-Adresse.',
  'Leave user names and passwords out of the URL; the API key and secret have their own fields.':
    'Lass Benutzernamen und Passwörter aus der URL heraus; API-Schlüssel und Geheimnis haben eigene Felder.',
  'A key has at least 8 characters.': 'Ein Schlüssel hat mindestens 8 Zeichen.',
  'Enter a whole number of hours between 1 and 720.': 'Gib eine ganze Zahl von Stunden zwischen 1 und 720 ein.',
  'Platform settings saved': 'Plattform-Einstellungen gespeichert',
  'We could not load this page. Check your connection and try again.':
    'Wir konnten diese Seite nicht laden. Prüfe deine Verbindung und versuche es erneut.',
  'Reading the moderation queues failed. The other figures are current; try again to read the queues.':
    'Das Lesen der Moderationswarteschlangen ist fehlgeschlagen. Die anderen Zahlen sind aktuell; versuch es erneut, um die Warteschlangen zu lesen.',
  'No member has the username @{name}.': 'Kein Mitglied hat den Benutzernamen @{name}.',
  'This API key lacks the scope {scope}.': 'Diesem API-Schlüssel fehlt der Bereich {scope}.',
  'This prize was already redeemed on {when}.': 'Dieser Preis wurde bereits am {when} eingelöst.',
  'This prize was already redeemed by {by}.': 'Dieser Preis wurde bereits von {by} eingelöst.',
  'This prize was already redeemed on {when} by {by}.': 'Dieser Preis wurde bereits am {when} von {by} eingelöst.',
  'This ticket is already checked in at {time}.': 'Dieses Ticket wurde bereits um {time} eingecheckt.',
  'While using the platform as a linked account you cannot change the password of that account.':
    'Während du die Plattform als verknüpftes Konto nutzt, kannst du das Passwort dieses Kontos nicht ändern.',
  'While using the platform as a linked account you cannot change the e-mail of that account.':
    'Während du die Plattform als verknüpftes Konto nutzt, kannst du die E-Mail-Adresse dieses Kontos nicht ändern.',
  'While using the platform as a linked account you cannot manage the sessions of that account.':
    'Während du die Plattform als verknüpftes Konto nutzt, kannst du die Sitzungen dieses Kontos nicht verwalten.',
  'While using the platform as a linked account you cannot delete that account.':
    'Während du die Plattform als verknüpftes Konto nutzt, kannst du dieses Konto nicht löschen.',
} as Record<string, string>;
