// The safety and members' tables (compliance, removal requests and DMCA, reports and rejections, media
// safety, portfolio, messages, blog) in German, keyed by their English text; part of the contract
// catalogue (../de.ts), so the web shows them through tm() and the server answers in the request's
// language (docs/ARCHITECTURE.md "Languages"). Texts already in the catalogue are not repeated here.
export default {
  // COMPLIANCE_MESSAGES
  'Valid email address is required': 'Eine gültige E-Mail-Adresse ist erforderlich',
  'Failed to generate SSO token': 'SSO-Token konnte nicht erzeugt werden',
  'Failed to generate verification URL': 'Verifizierungs-URL konnte nicht erzeugt werden',
  'Failed to initiate SSO': 'SSO konnte nicht gestartet werden',
  'SSO Redirect Failed': 'SSO-Weiterleitung fehlgeschlagen',
  'Verification URL Generation Failed': 'Erzeugen der Verifizierungs-URL fehlgeschlagen',
  'Failed to Open Verification': 'Verifizierung konnte nicht geöffnet werden',
  'Your browser blocked the new tab. Allow pop-ups for this site, then try again.':
    'Dein Browser hat den neuen Tab blockiert. Erlaube Pop-ups für diese Seite und versuche es dann erneut.',
  'Verification Setup Failed': 'Einrichtung der Verifizierung fehlgeschlagen',
  'Try Again': 'Erneut versuchen',
  'Failed to fetch domains from vAulth': 'Domains konnten nicht von vAulth abgerufen werden',
  'Failed to select domain': 'Domain konnte nicht ausgewählt werden',
  'Failed to request manual verification': 'Manuelle Verifizierung konnte nicht angefordert werden',
  'Failed to check verification status': 'Verifizierungsstatus konnte nicht geprüft werden',
  'The verification service is not available right now. Please try again in a few minutes.':
    'Der Verifizierungsdienst ist gerade nicht erreichbar. Bitte versuche es in ein paar Minuten erneut.',
  'This verification link is invalid or has expired. Start the verification again.':
    'Dieser Verifizierungslink ist ungültig oder abgelaufen. Starte die Verifizierung erneut.',
  'The return address must be a page of this site.': 'Die Rücksprungadresse muss eine Seite dieser Website sein.',
  'Please choose one of your domains.': 'Bitte wähle eine deiner Domains.',
  'Enter a domain name such as example.com.': 'Gib einen Domainnamen ein, etwa example.com.',
  'Manual verification requested. A moderator reviews your domain within 2-3 business days.':
    'Manuelle Verifizierung angefordert. Ein Moderator prüft deine Domain innerhalb von 2-3 Werktagen.',
  'A manual verification request for your domain is already waiting for review.':
    'Eine Anfrage zur manuellen Verifizierung deiner Domain wartet bereits auf Prüfung.',
  'Domain linked to your profile': 'Domain mit deinem Profil verknüpft',
  'Identity verified': 'Identität verifiziert',
  'Your identity is verified. You can now upload NSFW content, and your uploads skip the moderation delay.':
    'Deine Identität ist verifiziert. Du kannst jetzt NSFW-Inhalte hochladen, und deine Uploads überspringen die Moderationswartezeit.',
  'Identity verification failed': 'Identitätsprüfung nicht bestanden',
  'Domain verified': 'Domain verifiziert',
  'Domain verification declined': 'Domain-Verifizierung abgelehnt',
  'Only staff with content moderation permission can open the verification console.':
    'Nur Teammitglieder mit Berechtigung zur Inhaltsmoderation können die Verifizierungskonsole öffnen.',
  // COMPLIANCE_LIMITS (the stated times)
  '5-10 minutes': '5-10 Minuten',
  '24-48 hours': '24-48 Stunden',
  '2-3 business days': '2-3 Werktage',
  // REMOVAL_KIND_LABELS
  'I am shown in it': 'Ich bin darauf zu sehen',
  'Copyright (DMCA notice)': 'Urheberrecht (DMCA-Meldung)',
  'Illegal content': 'Rechtswidrige Inhalte',
  // REMOVAL_STATUS_LABELS
  'Waiting for your e-mail confirmation': 'Wartet auf deine Bestätigung per E-Mail',
  Removed: 'Entfernt',
  'Not removed': 'Nicht entfernt',
  'Counter-notice received': 'Gegendarstellung erhalten',
  'Court action reported: stays removed': 'Klage gemeldet: bleibt entfernt',
  'Restored after a counter-notice': 'Nach einer Gegendarstellung wiederhergestellt',
  // REMOVAL_MESSAGES
  'Choose what kind of request this is.': 'Wähle, um welche Art von Antrag es sich handelt.',
  'Choose what kind of illegal content it is.': 'Wähle, um welche Art rechtswidriger Inhalte es sich handelt.',
  'Paste the address of each item (open it and copy the address bar), one per line.':
    'Füge die Adresse jedes Elements ein (öffne es und kopiere die Adresszeile), eine pro Zeile.',
  'We could not find that content. Paste the address of the item as shown in your browser.':
    'Wir konnten diesen Inhalt nicht finden. Füge die Adresse des Elements so ein, wie sie dein Browser zeigt.',
  'One request covers at most 10 items.': 'Ein Antrag umfasst höchstens 10 Elemente.',
  'List the content of one member per request.': 'Nenne pro Antrag die Inhalte nur eines Mitglieds.',
  'That is too much text for the addresses.': 'Das ist zu viel Text für die Adressen.',
  'Enter your full name.': 'Gib deinen vollständigen Namen ein.',
  'Keep the name under 200 characters.': 'Der Name muss unter 200 Zeichen bleiben.',
  'Tell us in at least 10 characters what is wrong.': 'Beschreibe in mindestens 10 Zeichen, was nicht stimmt.',
  'Keep it under 4,000 characters.': 'Bitte bleibe unter 4.000 Zeichen.',
  'Identify the copyrighted work: a link to the original or a description of it.':
    'Benenne das urheberrechtlich geschützte Werk: ein Link zum Original oder eine Beschreibung.',
  'Enter your postal address.': 'Gib deine Postanschrift ein.',
  'Enter a telephone number.': 'Gib eine Telefonnummer ein.',
  'Enter a telephone number of digits, spaces and + ( ) - only.': 'Gib eine Telefonnummer nur aus Ziffern, Leerzeichen und + ( ) - ein.',
  'A DMCA notice needs this good-faith statement.': 'Eine DMCA-Meldung braucht diese Erklärung in gutem Glauben.',
  'Confirm this statement to send the request.': 'Bestätige diese Erklärung, um den Antrag zu senden.',
  'Type your full name as your signature.': 'Tippe deinen vollständigen Namen als Unterschrift.',
  'Your signature must be the full name you entered above.':
    'Deine Unterschrift muss der vollständige Name sein, den du oben eingegeben hast.',
  'You have sent several requests in a short time. Please wait an hour before sending another.':
    'Du hast in kurzer Zeit mehrere Anträge gesendet. Bitte warte eine Stunde, bevor du einen weiteren sendest.',
  'There is no removal request with this reference, or the link is incomplete.':
    'Es gibt keinen Löschantrag mit dieser Referenz, oder der Link ist unvollständig.',
  'This confirmation link has expired. Please send the request again.':
    'Dieser Bestätigungslink ist abgelaufen. Bitte sende den Antrag erneut.',
  'This request is already confirmed.': 'Dieser Antrag ist bereits bestätigt.',
  'A counter-notice can only answer a DMCA takedown that is in force.':
    'Eine Gegendarstellung kann nur auf eine wirksame DMCA-Entfernung antworten.',
  'A counter-notice was already sent for this takedown.': 'Für diese Entfernung wurde bereits eine Gegendarstellung gesendet.',
  'Identify the removed material and where it appeared.': 'Benenne das entfernte Material und wo es erschienen ist.',
  'A counter-notice needs this statement under penalty of perjury.':
    'Eine Gegendarstellung braucht diese Erklärung unter Strafandrohung für Meineid.',
  'A counter-notice needs your consent to jurisdiction and service of process.':
    'Eine Gegendarstellung braucht deine Zustimmung zur Gerichtsbarkeit und zur Zustellung von Klageschriften.',
  'A court action can only be reported while a counter-notice waits for restoration.':
    'Eine Klage kann nur gemeldet werden, solange eine Gegendarstellung auf die Wiederherstellung wartet.',
  'Enter the court and case number of the action you filed.': 'Gib das Gericht und das Aktenzeichen der von dir erhobenen Klage ein.',
  'Check your e-mail to confirm your request': 'Prüfe deine E-Mails, um deinen Antrag zu bestätigen',
  'Request confirmed': 'Antrag bestätigt',
  'Counter-notice sent': 'Gegendarstellung gesendet',
  'Court action recorded': 'Klage erfasst',
  'Could not load this request.': 'Dieser Antrag konnte nicht geladen werden.',
  // DEPICTED_REASONS
  'I never consented to this being published': 'Ich habe der Veröffentlichung nie zugestimmt',
  'I withdraw the consent I gave': 'Ich widerrufe meine Einwilligung',
  // ILLEGAL_CATEGORIES
  'A person who may be under 18': 'Eine Person, die unter 18 sein könnte',
  'Intimate images shared without consent': 'Ohne Einwilligung geteilte intime Bilder',
  'Trafficking or exploitation': 'Menschenhandel oder Ausbeutung',
  'Violence or threats': 'Gewalt oder Drohungen',
  'Illegal hate speech': 'Rechtswidrige Hassrede',
  'Private data published (doxxing)': 'Veröffentlichte private Daten (Doxxing)',
  'Fraud or scam': 'Betrug oder Abzocke',
  'Other illegal content': 'Andere rechtswidrige Inhalte',
  // REPORT_CATEGORIES
  'Spam or scam': 'Spam oder Betrug',
  Impersonation: 'Identitätsmissbrauch',
  'Underage concern': 'Verdacht auf Minderjährigkeit',
  'Non-consensual content': 'Inhalte ohne Einwilligung',
  Harassment: 'Belästigung',
  Other: 'Sonstiges',
  // REJECTION_CATEGORIES (labels)
  'Explicit content where it is not allowed': 'Explizite Inhalte, wo sie nicht erlaubt sind',
  'Does not show the member, or impersonates someone': 'Zeigt nicht das Mitglied oder gibt sich als jemand anderes aus',
  'Shows personal data (legal name, address, contact details)': 'Zeigt persönliche Daten (bürgerlicher Name, Adresse, Kontaktdaten)',
  'Possible minor': 'Möglicherweise minderjährig',
  'Possibly shared without consent': 'Möglicherweise ohne Einwilligung geteilt',
  "Someone else's copyright or trademark": 'Urheber- oder Markenrecht einer anderen Person',
  'Spam or advertising': 'Spam oder Werbung',
  'Unclear or low quality': 'Unscharf oder geringe Qualität',
  // MEDIA_HASH_CATEGORY_LABELS
  'Child sexual abuse material': 'Darstellungen sexuellen Kindesmissbrauchs',
  'Non-consensual intimate imagery': 'Intime Bilder ohne Einwilligung',
  'Terrorist content': 'Terroristische Inhalte',
  // PORTFOLIO_MESSAGES
  'Free members can keep up to 12 images. Upgrade to Pro for more.':
    'Kostenlose Mitglieder können bis zu 12 Bilder behalten. Wechsle zu Pro für mehr.',
  'Videos are a Pro feature. Upgrade to Pro to upload videos.': 'Videos sind eine Pro-Funktion. Wechsle zu Pro, um Videos hochzuladen.',
  'Albums are a Pro feature. Upgrade to Pro to create albums.': 'Alben sind eine Pro-Funktion. Wechsle zu Pro, um Alben anzulegen.',
  'You have reached the limit of 500 portfolio items.': 'Du hast das Limit von 500 Portfolio-Elementen erreicht.',
  'You can have up to 50 albums.': 'Du kannst bis zu 50 Alben haben.',
  'Verify your identity to upload NSFW content.': 'Verifiziere deine Identität, um NSFW-Inhalte hochzuladen.',
  'This file type is not allowed. Use JPEG, PNG, WebP, GIF, MP4 or WebM.':
    'Dieser Dateityp ist nicht erlaubt. Verwende JPEG, PNG, WebP, GIF, MP4 oder WebM.',
  'A release must be a PDF, JPEG, PNG or WebP file.': 'Ein Release muss eine PDF-, JPEG-, PNG- oder WebP-Datei sein.',
  'Pending moderation: visible only to you until a moderator approves it (up to 48 hours).':
    'Moderation ausstehend: Nur für dich sichtbar, bis ein Moderator es freigibt (bis zu 48 Stunden).',
  'Published to your portfolio.': 'In deinem Portfolio veröffentlicht.',
  'This portfolio item does not exist or is not visible to you.':
    'Dieses Portfolio-Element existiert nicht oder ist für dich nicht sichtbar.',
  'No such album.': 'Dieses Album gibt es nicht.',
  'Item deleted.': 'Element gelöscht.',
  'This item can no longer be restored.': 'Dieses Element kann nicht mehr wiederhergestellt werden.',
  'Your Pro grace period is active: uploads and edits are paused until you renew.':
    'Deine Pro-Kulanzfrist läuft: Uploads und Änderungen sind pausiert, bis du verlängerst.',
  'The order sent does not match your items. Refresh and try again.':
    'Die gesendete Reihenfolge passt nicht zu deinen Elementen. Lade die Seite neu und versuche es erneut.',
  'No member has that username.': 'Kein Mitglied hat diesen Benutzernamen.',
  'You cannot tag yourself.': 'Du kannst dich nicht selbst markieren.',
  'An item can tag at most 10 members.': 'Ein Element kann höchstens 10 Mitglieder markieren.',
  'This member is already tagged on this item.': 'Dieses Mitglied ist auf diesem Element bereits markiert.',
  'You cannot tag this member.': 'Du kannst dieses Mitglied nicht markieren.',
  'No such tag.': 'Diese Markierung gibt es nicht.',
  'Waiting for tagged members to confirm: the item stays private until they do.':
    'Wartet auf die Bestätigung der markierten Mitglieder: Das Element bleibt bis dahin privat.',
  'A tagged member declined: the item stays private.': 'Ein markiertes Mitglied hat abgelehnt: Das Element bleibt privat.',
  'You cannot like your own item.': 'Du kannst dein eigenes Element nicht liken.',
  'Adult content': 'Inhalte für Erwachsene',
  'This content is for adults only. Confirm that you are 18 or older to view it.':
    'Dieser Inhalt ist nur für Erwachsene. Bestätige, dass du 18 oder älter bist, um ihn zu sehen.',
  'I am 18 or older': 'Ich bin 18 oder älter',
  'This share link is not valid. It may have expired or been revoked.':
    'Dieser Freigabelink ist ungültig. Er ist vielleicht abgelaufen oder wurde widerrufen.',
  'You can have up to 20 active share links.': 'Du kannst bis zu 20 aktive Freigabelinks haben.',
  'No bio link page at this address.': 'Unter dieser Adresse gibt es keine Bio-Link-Seite.',
  'This address is already taken. Please choose another.': 'Diese Adresse ist bereits vergeben. Bitte wähle eine andere.',
  'This address is reserved. Please choose another.': 'Diese Adresse ist reserviert. Bitte wähle eine andere.',
  'A bio link page holds at most 20 links.': 'Eine Bio-Link-Seite enthält höchstens 20 Links.',
  'Use a colour like #e11d48.': 'Verwende eine Farbe wie #e11d48.',
  // MESSAGING_MESSAGES
  Inbox: 'Posteingang',
  Requests: 'Anfragen',
  'No conversations yet': 'Noch keine Unterhaltungen',
  'Start one from a member’s profile, or with New message.': 'Starte eine über das Profil eines Mitglieds oder mit Neue Nachricht.',
  'No message requests': 'Keine Nachrichtenanfragen',
  'Messages from people outside your settings wait here until you accept them.':
    'Nachrichten von Personen außerhalb deiner Einstellungen warten hier, bis du sie annimmst.',
  'Choose a conversation': 'Wähle eine Unterhaltung',
  'We could not load your messages.': 'Wir konnten deine Nachrichten nicht laden.',
  'New message': 'Neue Nachricht',
  'Write a message…': 'Schreib eine Nachricht…',
  Send: 'Senden',
  'Sending…': 'Wird gesendet…',
  'Could not send your message. Please try again.': 'Deine Nachricht konnte nicht gesendet werden. Bitte versuche es erneut.',
  'Write a message or add an attachment.': 'Schreib eine Nachricht oder füge einen Anhang hinzu.',
  'Messages can be up to 4,000 characters.': 'Nachrichten können bis zu 4.000 Zeichen lang sein.',
  'A group name can be at most 80 characters.': 'Ein Gruppenname darf höchstens 80 Zeichen lang sein.',
  'Choose at least one member.': 'Wähle mindestens ein Mitglied.',
  'A conversation can have up to 20 members.': 'Eine Unterhaltung kann bis zu 20 Mitglieder haben.',
  'You cannot message yourself.': 'Du kannst dir nicht selbst schreiben.',
  'You cannot message this member.': 'Du kannst diesem Mitglied nicht schreiben.',
  'This conversation is not available.': 'Diese Unterhaltung ist nicht verfügbar.',
  'This message is no longer available.': 'Diese Nachricht ist nicht mehr verfügbar.',
  'You can only change your own messages.': 'Du kannst nur deine eigenen Nachrichten ändern.',
  'This message was deleted.': 'Diese Nachricht wurde gelöscht.',
  edited: 'bearbeitet',
  'Accept this request to reply.': 'Nimm diese Anfrage an, um zu antworten.',
  Accept: 'Annehmen',
  Ignore: 'Ignorieren',
  Block: 'Blockieren',
  Report: 'Melden',
  'Request accepted.': 'Anfrage angenommen.',
  'Request ignored.': 'Anfrage ignoriert.',
  'Member blocked. They can no longer message you.': 'Mitglied blockiert. Es kann dir keine Nachrichten mehr senden.',
  'Thanks. Our moderators will review this conversation.': 'Danke. Unsere Moderatoren prüfen diese Unterhaltung.',
  'Attachments must be images (JPEG, PNG, WebP, GIF) or PDF files.': 'Anhänge müssen Bilder (JPEG, PNG, WebP, GIF) oder PDF-Dateien sein.',
  'An attachment is no longer available. Add it again.': 'Ein Anhang ist nicht mehr verfügbar. Füge ihn erneut hinzu.',
  'You can attach up to 10 files to one message.': 'Du kannst einer Nachricht bis zu 10 Dateien anhängen.',
  'Verify your identity to send images marked NSFW.': 'Verifiziere deine Identität, um als NSFW markierte Bilder zu senden.',
  'NSFW: click to show': 'NSFW: zum Anzeigen klicken',
  'Search in conversation': 'In der Unterhaltung suchen',
  'No messages match.': 'Keine Nachrichten gefunden.',
  Seen: 'Gesehen',
  'Back to conversations': 'Zurück zu den Unterhaltungen',
  Messaging: 'Nachrichten',
  'Who may message me': 'Wer mir schreiben darf',
  'Messages from anyone else arrive as requests you can accept, ignore, block or report.':
    'Nachrichten von allen anderen kommen als Anfragen an, die du annehmen, ignorieren, blockieren oder melden kannst.',
  'Read receipts': 'Lesebestätigungen',
  'When off, others do not see when you have read their messages.': 'Wenn aus, sehen andere nicht, wann du ihre Nachrichten gelesen hast.',
  'Could not save your messaging settings. Please try again.':
    'Deine Nachrichteneinstellungen konnten nicht gespeichert werden. Bitte versuche es erneut.',
  'Lines the group writes itself cannot be changed.': 'Zeilen, die die Gruppe selbst schreibt, können nicht geändert werden.',
  'Only a group conversation has members to add, remove or rename.':
    'Nur eine Gruppenunterhaltung hat Mitglieder zum Hinzufügen oder Entfernen und einen Namen zum Ändern.',
  'Only the member who started this group can remove members.':
    'Nur das Mitglied, das diese Gruppe gestartet hat, kann Mitglieder entfernen.',
  'Accept this conversation first.': 'Nimm diese Unterhaltung zuerst an.',
  'This member is not in this conversation.': 'Dieses Mitglied ist nicht in dieser Unterhaltung.',
  'To leave the group, use Leave group.': 'Um die Gruppe zu verlassen, nutze Gruppe verlassen.',
  Members: 'Mitglieder',
  'Add members': 'Mitglieder hinzufügen',
  Add: 'Hinzufügen',
  'Leave group': 'Gruppe verlassen',
  'Leave this group? You will no longer see its messages or files.':
    'Diese Gruppe verlassen? Du siehst ihre Nachrichten und Dateien dann nicht mehr.',
  'You left the group.': 'Du hast die Gruppe verlassen.',
  Rename: 'Umbenennen',
  'Group name': 'Gruppenname',
  'A name everyone sees': 'Ein Name, den alle sehen',
  'Group renamed.': 'Gruppe umbenannt.',
  'Started the group': 'Hat die Gruppe gestartet',
  'Could not change this group. Please try again.': 'Diese Gruppe konnte nicht geändert werden. Bitte versuche es erneut.',
  // WHO_MAY_MESSAGE_LABELS
  Everyone: 'Alle',
  'My connections': 'Meine Kontakte',
  'Verified members': 'Verifizierte Mitglieder',
  // BLOG_MESSAGES
} as Record<string, string>;
