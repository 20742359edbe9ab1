// The e-mails' and notifications' words (MAIL_TEXT, mail-text.ts; NOTICE_TEXT, notice-text.ts) in German,
// keyed by their English text (docs/ARCHITECTURE.md "Languages"). Only the server reads these: the web's
// language chunks do not carry them.
export default {
  // passwordReset
  'Reset your {product} password': 'Setze dein {product}-Passwort zurück',
  'Someone asked to reset the password of your {product} account.':
    'Jemand hat angefordert, das Passwort deines {product}-Kontos zurückzusetzen.',
  'Someone entered a wrong password for your {product} account too many times, so sign-in from new devices is paused for up to an hour. Devices you signed in from before still work. If you are locked out, reset your password: that lifts the pause.':
    'Jemand hat für dein {product}-Konto zu oft ein falsches Passwort eingegeben, daher ist die Anmeldung von neuen Geräten für bis zu eine Stunde pausiert. Geräte, auf denen du schon angemeldet warst, funktionieren weiter. Wenn du ausgesperrt bist, setze dein Passwort zurück: Das hebt die Pause auf.',
  'Choose a new password here (the link works once, for one hour):':
    'Wähle hier ein neues Passwort (der Link funktioniert einmal, eine Stunde lang):',
  'If this was not you, ignore this message: your password stays as it is.':
    'Falls du das nicht warst, ignoriere diese Nachricht: Dein Passwort bleibt unverändert.',
  // common
  'Open it on {product}:': 'Öffne es auf {product}:',
  'When: {when}': 'Wann: {when}',
  // push
  'Open {product} to see it.': 'Öffne {product}, um sie zu sehen.',
  // newDevice
  'New sign-in to your {product} account': 'Neue Anmeldung bei deinem {product}-Konto',
  'Your {product} account was signed in to from a new device.':
    'Bei deinem {product}-Konto wurde sich von einem neuen Gerät aus angemeldet.',
  'Device: {device}': 'Gerät: {device}',
  '{browser} on {os}': '{browser} auf {os}',
  'An unknown browser': 'Ein unbekannter Browser',
  'Place (approximate, from the address): {country}': 'Ort (ungefähr, aus der IP-Adresse): {country}',
  'If this was you, there is nothing to do. If not, change your password and sign that device out here:':
    'Wenn du das warst, ist nichts zu tun. Wenn nicht, ändere dein Passwort und melde das Gerät hier ab:',
  // emailChanged
  'Your {product} e-mail address was changed': 'Die E-Mail-Adresse deines {product}-Kontos wurde geändert',
  'The e-mail address of your account was changed to {email}. If this was not you, reset your password now.':
    'Die E-Mail-Adresse deines Kontos wurde in {email} geändert. Wenn du das nicht warst, setze jetzt dein Passwort zurück.',
  // staffInvitation
  'Your {product} {role} account': 'Dein {product}-Konto als {role}',
  'An administrator created a {role} account for you on {product}.':
    'Ein Administrator hat auf {product} ein Konto als {role} für dich angelegt.',
  'Choose your password here (the link works once, for 72 hours):':
    'Wähle hier dein Passwort (der Link funktioniert einmal, 72 Stunden lang):',
  // twoFactor
  'Two-factor sign-in is on': 'Die Zwei-Faktor-Anmeldung ist eingeschaltet',
  'An authenticator app was set up for two-factor sign-in.': 'Eine Authenticator-App wurde für die Zwei-Faktor-Anmeldung eingerichtet.',
  'Two-factor sign-in was turned off': 'Die Zwei-Faktor-Anmeldung wurde ausgeschaltet',
  'The authenticator app was turned off for your account.': 'Die Authenticator-App wurde für dein Konto ausgeschaltet.',
  'New recovery codes': 'Neue Wiederherstellungscodes',
  'New recovery codes were made for your account; the old ones no longer work.':
    'Für dein Konto wurden neue Wiederherstellungscodes erstellt; die alten funktionieren nicht mehr.',
  'A recovery code was used': 'Ein Wiederherstellungscode wurde verwendet',
  'A recovery code was used to sign in to your account. {left} recovery codes are left.':
    'Mit einem Wiederherstellungscode wurde sich bei deinem Konto angemeldet. Übrige Wiederherstellungscodes: {left}.',
  'A passkey was added': 'Ein Passkey wurde hinzugefügt',
  'A passkey named "{name}" was added to your account.': 'Ein Passkey namens „{name}“ wurde deinem Konto hinzugefügt.',
  'A passkey was removed': 'Ein Passkey wurde entfernt',
  'The passkey named "{name}" was removed from your account.': 'Der Passkey namens „{name}“ wurde aus deinem Konto entfernt.',
  'If this was not you, change your password now and review your sign-in security and devices here:':
    'Wenn du das nicht warst, ändere jetzt dein Passwort und prüfe hier deine Anmeldesicherheit und deine Geräte:',
  // billing
  'Your {product} receipt {receipt}': 'Deine {product}-Quittung {receipt}',
  'Thank you. We received your payment.': 'Danke. Wir haben deine Zahlung erhalten.',
  'Receipt: {receipt}': 'Quittung: {receipt}',
  'Your {product} refund {receipt}': 'Deine {product}-Erstattung {receipt}',
  'We have refunded your payment. Depending on your bank, it can take a few days to show on your statement.':
    'Wir haben deine Zahlung erstattet. Je nach Bank kann es ein paar Tage dauern, bis sie auf deinem Kontoauszug erscheint.',
  'Refund: {receipt}': 'Erstattung: {receipt}',
  'For: {description}': 'Für: {description}',
  'Amount: {amount}': 'Betrag: {amount}',
  'Date: {date}': 'Datum: {date}',
  'Paid through: {date}': 'Bezahlt bis: {date}',
  'Your invoices: {url}': 'Deine Rechnungen: {url}',
  // memberData
  'Your data is ready to download': 'Deine Daten stehen zum Download bereit',
  'The copy of your data you asked for is ready. Sign in and download it from your settings:':
    'Die Kopie deiner Daten, die du angefordert hast, ist fertig. Melde dich an und lade sie in deinen Einstellungen herunter:',
  'The download works until {date}; after that the file is deleted.':
    'Der Download funktioniert bis {date}; danach wird die Datei gelöscht.',
  'Your account will be deleted on {date}': 'Dein Konto wird am {date} gelöscht',
  'You asked us to delete your {product} account. It will be deleted on {date}.':
    'Du hast uns gebeten, dein {product}-Konto zu löschen. Es wird am {date} gelöscht.',
  'Until then, signing in cancels the deletion. We signed you out of every device.':
    'Bis dahin bricht eine Anmeldung die Löschung ab. Wir haben dich auf allen Geräten abgemeldet.',
  'After that date your profile, portfolio, messages and every other record of you are removed for good.':
    'Nach diesem Datum werden dein Profil, dein Portfolio, deine Nachrichten und alle anderen Daten über dich endgültig entfernt.',
  'Billing records, and the age and identity records kept for work you appear in (18 U.S.C. 2257), stay for as long as the law requires.':
    'Abrechnungsunterlagen sowie die Alters- und Identitätsnachweise für Werke, in denen du zu sehen bist (18 U.S.C. 2257), bleiben so lange erhalten, wie es das Gesetz verlangt.',
  'Download a copy of your data first: {url}': 'Lade vorher eine Kopie deiner Daten herunter: {url}',
  'Your account will not be deleted': 'Dein Konto wird nicht gelöscht',
  'Account deletion cancelled': 'Kontolöschung abgebrochen',
  'Your account stays as it was.': 'Dein Konto bleibt, wie es war.',
  'If this was not you, change your password now.': 'Wenn du das nicht warst, ändere jetzt dein Passwort.',
  // proGrace
  'Your Pro content was removed': 'Deine Pro-Inhalte wurden entfernt',
  'Your Pro grace period has ended, so your account is now a free account.':
    'Deine Pro-Kulanzfrist ist abgelaufen, daher ist dein Konto jetzt ein kostenloses Konto.',
  'Your videos and albums were deleted, and images beyond the 12-image free limit were removed (your 12 oldest images stay).':
    'Deine Videos und Alben wurden gelöscht, und Bilder über dem kostenlosen Limit von 12 Bildern wurden entfernt (deine 12 ältesten Bilder bleiben).',
  'Get Pro again: {url}': 'Hol dir wieder Pro: {url}',
  '1 day left to keep your Pro content': 'Noch 1 Tag, um deine Pro-Inhalte zu behalten',
  '{days} days left to keep your Pro content': 'Noch {days} Tage, um deine Pro-Inhalte zu behalten',
  'Your Pro subscription has lapsed and your {graceDays}-day grace period ends on {date}.':
    'Dein Pro-Abo ist abgelaufen und deine Kulanzfrist von {graceDays} Tagen endet am {date}.',
  'After that your videos are permanently deleted, your albums removed and images beyond the 12-image free limit deleted.':
    'Danach werden deine Videos endgültig gelöscht, deine Alben entfernt und Bilder über dem kostenlosen Limit von 12 Bildern gelöscht.',
  'Renew to keep everything: {url}': 'Verlängere, um alles zu behalten: {url}',
  // notification
  'You get this e-mail because you turned on {label} e-mails.':
    'Du bekommst diese E-Mail, weil du E-Mails für „{label}“ eingeschaltet hast.',
  'Stop these e-mails: {url}': 'Diese E-Mails abbestellen: {url}',
  'All notification settings: {url}': 'Alle Benachrichtigungseinstellungen: {url}',
  'Your {product} notifications': 'Deine Benachrichtigungen auf {product}',
  'Unread notifications on {product}:': 'Ungelesene Benachrichtigungen auf {product}:',
  'Unread notifications on {product} (the latest {count}):': 'Ungelesene Benachrichtigungen auf {product} (die neuesten {count}):',
  'See them all: {url}': 'Alle ansehen: {url}',
  'You get this daily digest because you chose it in your notification settings.':
    'Du bekommst diese tägliche Zusammenfassung, weil du sie in deinen Benachrichtigungseinstellungen gewählt hast.',
  'Stop the digest: {url}': 'Zusammenfassung abbestellen: {url}',
  // castingAlert
  'New casting call: {title}': 'Neuer Casting Call: {title}',
  '{studio} opened a call that matches your saved search “{name}”. Apply by {deadline}.':
    '{studio} hat einen Call eröffnet, der zu deiner gespeicherten Suche „{name}“ passt. Bewirb dich bis {deadline}.',
  '{studio} opened a call that matches {count} of your saved searches. Apply by {deadline}.':
    '{studio} hat einen Call eröffnet, der zu {count} deiner gespeicherten Suchen passt. Bewirb dich bis {deadline}.',
  'See it on {product}: {url}': 'Sieh ihn dir auf {product} an: {url}',
  'You get this e-mail because a casting search you saved asks for e-mail.':
    'Du bekommst diese E-Mail, weil eine von dir gespeicherte Casting-Suche E-Mails anfordert.',
  'Change or stop casting alerts: {url}': 'Casting-Alerts ändern oder beenden: {url}',
  'A new casting call matches your searches': 'Ein neuer Casting Call passt zu deinen Suchen',
  '{count} new casting calls match your searches': '{count} neue Casting Calls passen zu deinen Suchen',
  'New casting calls matching your saved searches on {product}:':
    'Neue Casting Calls auf {product}, die zu deinen gespeicherten Suchen passen:',
  'New casting calls matching your saved searches on {product} (the first {count}):':
    'Neue Casting Calls auf {product}, die zu deinen gespeicherten Suchen passen (die ersten {count}):',
  '- {title}, apply by {deadline}': '- {title}, bewerben bis {deadline}',
  '- {title} ({location}), apply by {deadline}': '- {title} ({location}), bewerben bis {deadline}',
  'Stop this digest: {url}': 'Diese Zusammenfassung abbestellen: {url}',
  'You get this daily digest because a casting search you saved asks for it.':
    'Du bekommst diese tägliche Zusammenfassung, weil eine von dir gespeicherte Casting-Suche sie anfordert.',
  // removals
  'Confirm your removal request {reference}': 'Bestätige deinen Entfernungsantrag {reference}',
  'We received a request to remove content on {product} ({kind}, reference {reference}).':
    'Wir haben einen Antrag erhalten, Inhalte auf {product} zu entfernen ({kind}, Aktenzeichen {reference}).',
  'Open this link and press Confirm to send it to our moderators. Nothing happens until you do:':
    'Öffne diesen Link und klicke auf „Bestätigen“, um ihn an unsere Moderation zu senden. Bis dahin passiert nichts:',
  'The link works for {days} days. Keep this e-mail: the same link shows the status of your request and our decision.':
    'Der Link funktioniert {days} Tage lang. Bewahre diese E-Mail auf: Derselbe Link zeigt den Stand deines Antrags und unsere Entscheidung.',
  'If you did not send this request, ignore this e-mail.': 'Wenn du diesen Antrag nicht gestellt hast, ignoriere diese E-Mail.',
  'Counter-notice to your DMCA notice {reference}': 'Gegendarstellung zu deiner DMCA-Meldung {reference}',
  'The member whose content you reported in DMCA notice {reference} sent us this counter-notice (17 U.S.C. § 512(g)(3)):':
    'Das Mitglied, dessen Inhalte du in der DMCA-Meldung {reference} gemeldet hast, hat uns diese Gegendarstellung geschickt (17 U.S.C. § 512(g)(3)):',
  'Material removed and where it appeared: {material}': 'Entferntes Material und wo es zu sehen war: {material}',
  'Statement: under penalty of perjury, they have a good-faith belief that the material was removed or disabled as a result of mistake or misidentification.':
    'Erklärung: Unter Strafandrohung bei Meineid glaubt das Mitglied in gutem Glauben, dass das Material aufgrund eines Fehlers oder einer Verwechslung entfernt oder gesperrt wurde.',
  'Statement: they consent to the jurisdiction of the Federal District Court for the judicial district of their address (or, outside the United States, any judicial district in which we may be found) and will accept service of process from you or your agent.':
    'Erklärung: Das Mitglied unterwirft sich der Zuständigkeit des Federal District Court für den Gerichtsbezirk seiner Adresse (oder, außerhalb der Vereinigten Staaten, jedes Gerichtsbezirks, in dem wir zu finden sind) und nimmt Zustellungen von dir oder deinem Vertreter an.',
  'Name: {name}': 'Name: {name}',
  'Address: {address}': 'Adresse: {address}',
  'Telephone: {phone}': 'Telefon: {phone}',
  'Signature: {signature}': 'Unterschrift: {signature}',
  "We will restore the material on {date} unless, before then, you tell us that you have filed an action seeking a court order to restrain the member from the infringing activity. Report it on your request's page:":
    'Wir stellen das Material am {date} wieder her, es sei denn, du teilst uns vorher mit, dass du Klage auf eine gerichtliche Anordnung erhoben hast, die dem Mitglied die rechtsverletzende Handlung untersagt. Melde das auf der Seite deines Antrags:',
  'Material restored after a counter-notice ({reference})': 'Material nach einer Gegendarstellung wiederhergestellt ({reference})',
  'No court action was reported within {days} business days of the counter-notice to your DMCA notice {reference}, so we restored the material, as 17 U.S.C. § 512(g)(2)(C) provides.':
    'Innerhalb von {days} Werktagen nach der Gegendarstellung zu deiner DMCA-Meldung {reference} wurde keine Klage gemeldet, daher haben wir das Material wiederhergestellt, wie es 17 U.S.C. § 512(g)(2)(C) vorsieht.',
  'Content removed: {reference}': 'Inhalt entfernt: {reference}',
  'Request not upheld: {reference}': 'Antrag nicht stattgegeben: {reference}',
  'We decided on your {kind} {reference}.': 'Wir haben über deinen Antrag entschieden ({kind}, {reference}).',
  // subUserInvitation
  'Sub-user invitation': 'Einladung als Unternutzer',
  '{company} invites you to act for it as a sub-user.': '{company} lädt dich ein, als Unternutzer für das Unternehmen zu handeln.',
  'Your role: {role}.': 'Deine Rolle: {role}.',
  'Sign in to {product} with this e-mail address and accept within {days} days:':
    'Melde dich mit dieser E-Mail-Adresse bei {product} an und nimm innerhalb von {days} Tagen an:',
  'If you did not expect this, ignore this e-mail.': 'Wenn du das nicht erwartet hast, ignoriere diese E-Mail.',
  // events
  '“{title}” was cancelled by its organizer.': '„{title}“ wurde vom Veranstalter abgesagt.',
  '“{title}” was cancelled by its organizer. Your ticket will be refunded to the way you paid.':
    '„{title}“ wurde vom Veranstalter abgesagt. Dein Ticket wird auf dem Weg erstattet, auf dem du bezahlt hast.',
  // lottery
  "You won the prize in “{draw}”: {prize}. Your redemption code is on the draw's page.":
    'Du hast den Preis in „{draw}“ gewonnen: {prize}. Deinen Einlösecode findest du auf der Seite der Verlosung.',
  "You won {place} place in “{draw}”: {prize}. Your redemption code is on the draw's page.":
    'Du hast den {place}. Platz in „{draw}“ gewonnen: {prize}. Deinen Einlösecode findest du auf der Seite der Verlosung.',
  // notifications: network
  '{name} started following you': '{name} folgt dir jetzt',
  'See their profile and follow back or connect.': 'Sieh dir das Profil an und folge zurück oder vernetze dich.',
  '{name} wants to connect': '{name} möchte sich mit dir vernetzen',
  'Accept or decline the request on My Network.': 'Nimm die Anfrage unter Mein Netzwerk an oder lehne sie ab.',
  '{name} accepted your connection request': '{name} hat deine Vernetzungsanfrage angenommen',
  'You are now connected.': 'Ihr seid jetzt vernetzt.',
  // notifications: likes
  'New like on your portfolio': 'Neues Like in deinem Portfolio',
  '{name} liked "{title}".': '{name} gefällt „{title}“.',
  '{name} liked your image.': '{name} gefällt dein Bild.',
  '{name} liked your video.': '{name} gefällt dein Video.',
  'New like on your activity': 'Neues Like für deine Aktivität',
  '{name} liked your post.': '{name} gefällt dein Beitrag.',
  '{name} liked your album.': '{name} gefällt dein Album.',
  '{name} liked your update.': '{name} gefällt deine Neuigkeit.',
  'New comment on your activity': 'Neuer Kommentar zu deiner Aktivität',
  '{name} commented: {body}': '{name} hat kommentiert: {body}',
  // notifications: profiles
  'Welcome to {product}': 'Willkommen bei {product}',
  'Your profile is set up. Add a bio, your location and content types so the right people find you.':
    'Dein Profil ist eingerichtet. Füge eine Bio, deinen Standort und deine Content-Arten hinzu, damit dich die richtigen Leute finden.',
  // notifications: casting
  '{name} applied to {call}': '{name} hat sich auf {call} beworben',
  'Review their answers and portfolio on Casting.': 'Sieh dir die Antworten und das Portfolio unter Casting an.',
  'Your application to {call} was not selected': 'Deine Bewerbung auf {call} wurde nicht ausgewählt',
  '{studio} has chosen other applicants this time.': '{studio} hat sich diesmal für andere Bewerbungen entschieden.',
  '{studio} made you an offer for {call}': '{studio} hat dir ein Angebot für {call} gemacht',
  '{name} declined your offer for {call}': '{name} hat dein Angebot für {call} abgelehnt',
  'You can make an offer to another applicant.': 'Du kannst einer anderen Bewerbung ein Angebot machen.',
  '{name} accepted your offer for {call}': '{name} hat dein Angebot für {call} angenommen',
  'A collaboration is open for the two of you.': 'Eine Zusammenarbeit für euch beide ist eröffnet.',
  'Get in touch to arrange the shoot.': 'Meldet euch, um den Dreh abzusprechen.',
  '{studio} sent you a casting proposal: {role}': '{studio} hat dir einen Casting-Vorschlag geschickt: {role}',
  'Accept, decline or make a counter-offer on Casting.': 'Nimm an, lehne ab oder mach unter Casting ein Gegenangebot.',
  // notifications: pro
  'The grace period ended: {videos} videos, {albums} albums and {images} images beyond the free limit were deleted. Your free portfolio stays.':
    'Die Kulanzfrist ist abgelaufen: {videos} Videos, {albums} Alben und {images} Bilder über dem kostenlosen Limit wurden gelöscht. Dein kostenloses Portfolio bleibt.',
  'Grace period: 1 day left': 'Kulanzfrist: noch 1 Tag',
  'Your Pro status changed': 'Dein Pro-Status hat sich geändert',
  'Pro granted until {date}.': 'Pro gewährt bis {date}.',
  'Your granted Pro was ended.': 'Dein gewährtes Pro wurde beendet.',
  'You are now a sponsor.': 'Du bist jetzt Sponsor.',
  'Your sponsor status was removed.': 'Dein Sponsor-Status wurde entfernt.',
  'You are now an ambassador.': 'Du bist jetzt Botschafter.',
  'Your ambassador status was removed.': 'Dein Botschafter-Status wurde entfernt.',
  'Grace period: {days} days left': 'Kulanzfrist: noch {days} Tage',
  'Renew Pro to keep your videos, albums and images beyond the free limit.':
    'Verlängere Pro, um deine Videos, Alben und Bilder über dem kostenlosen Limit zu behalten.',
  // notifications: lottery
  'Draw cancelled: {title}': 'Verlosung abgesagt: {title}',
  'This prize draw was cancelled by the staff. Your entry has no further effect.':
    'Diese Verlosung wurde vom Team abgesagt. Deine Teilnahme hat keine weitere Wirkung.',
  'Your prize was handed over': 'Dein Preis wurde übergeben',
  'Your redemption code was used. Contact support if this was not you.':
    'Dein Einlösecode wurde verwendet. Wende dich an den Support, wenn du das nicht warst.',
  // notifications: collabs
  '{name} invited you to collaborate': '{name} hat dich zu einer Zusammenarbeit eingeladen',
  '"{title}": accept or decline on your Collabs page.': '„{title}“: Nimm auf deiner Collabs-Seite an oder lehne ab.',
  '{name} assigned you a task': '{name} hat dir eine Aufgabe zugewiesen',
  '"{task}" in {collab}.': '„{task}“ in {collab}.',
  '"{task}" in {collab}, due {due}.': '„{task}“ in {collab}, fällig am {due}.',
  // notifications: messages
  'New message from {name}': 'Neue Nachricht von {name}',
  'Sent an attachment': 'Hat einen Anhang gesendet',
  'Sent {count} attachments': 'Hat {count} Anhänge gesendet',
  // notifications: credits
  '{name} tagged you in their portfolio': '{name} hat dich in seinem Portfolio markiert',
  'Confirm that you appear in "{title}", or decline. It stays private until everyone tagged confirms.':
    'Bestätige, dass du in „{title}“ zu sehen bist, oder lehne ab. Es bleibt privat, bis alle Markierten bestätigen.',
  'Confirm that you appear in a photo, or decline. It stays private until everyone tagged confirms.':
    'Bestätige, dass du auf einem Foto zu sehen bist, oder lehne ab. Es bleibt privat, bis alle Markierten bestätigen.',
  'Confirm that you appear in a video, or decline. It stays private until everyone tagged confirms.':
    'Bestätige, dass du in einem Video zu sehen bist, oder lehne ab. Es bleibt privat, bis alle Markierten bestätigen.',
  '{name} confirmed your tag': '{name} hat deine Markierung bestätigt',
  'They confirmed appearing in your portfolio item. It is public once everyone tagged has confirmed and it is approved.':
    'Die Person hat bestätigt, in deinem Portfolio-Element zu sehen zu sein. Es ist öffentlich, sobald alle Markierten bestätigt haben und es freigegeben ist.',
  '{name} declined your tag': '{name} hat deine Markierung abgelehnt',
  'They declined appearing in your portfolio item. {consent}':
    'Die Person hat abgelehnt, in deinem Portfolio-Element zu sehen zu sein. {consent}',
  // notifications: directory
  'New review of {business}': 'Neue Bewertung von {business}',
  '{name} rated it {rating} out of 5: "{excerpt}"': '{name} hat mit {rating} von 5 bewertet: „{excerpt}“',
  '{business} replied to your review': '{business} hat auf deine Bewertung geantwortet',
  'Your review was removed': 'Deine Bewertung wurde entfernt',
  'Your review of {business} was removed after a report: {reason}':
    'Deine Bewertung von {business} wurde nach einer Meldung entfernt: {reason}',
  // notifications: removals
  'Court action reported: content stays removed': 'Klage gemeldet: Inhalt bleibt entfernt',
  'The person who sent DMCA notice {reference} told us they filed a court action ({suit}). Your content stays removed while the court decides; it will not be restored on the scheduled date.':
    'Die Person, die die DMCA-Meldung {reference} geschickt hat, hat uns mitgeteilt, dass sie Klage erhoben hat ({suit}). Dein Inhalt bleibt entfernt, solange das Gericht entscheidet; er wird nicht zum geplanten Datum wiederhergestellt.',
  'Content restored': 'Inhalt wiederhergestellt',
  'No court action was reported within {days} business days of your counter-notice to DMCA notice {reference}, so your content is visible again.':
    'Innerhalb von {days} Werktagen nach deiner Gegendarstellung zur DMCA-Meldung {reference} wurde keine Klage gemeldet, daher ist dein Inhalt wieder sichtbar.',
  'Account suspended': 'Konto gesperrt',
  'Your account has been suspended. Reason: {reason}': 'Dein Konto wurde gesperrt. Grund: {reason}',
  // notifications: admin
  'You are the first administrator': 'Du bist der erste Administrator',
  'You hold permanent admin access with staff management and content moderation.':
    'Du hast dauerhaften Admin-Zugang mit Team-Verwaltung und Inhaltsmoderation.',
  // notifications: trophy
  'a category': 'einer Kategorie',
  'A category': 'Eine Kategorie',
  'Voting is open: {award}': 'Die Abstimmung läuft: {award}',
  'You are a finalist in {category}. Voting closes {closes}.': 'Du bist Finalist in {category}. Die Abstimmung endet am {closes}.',
  "{count} finalists are on the ballot. Follow the tallies on the award's page.":
    '{count} Finalisten stehen zur Wahl. Verfolge die Zwischenstände auf der Seite der Auszeichnung.',
  'Voting closed: {award}': 'Abstimmung beendet: {award}',
  'The results are ready. Publish them to give the trophies and show the winners.':
    'Die Ergebnisse stehen fest. Veröffentliche sie, um die Trophäen zu vergeben und die Gewinner zu zeigen.',
  'You won {category}!': 'Du hast {category} gewonnen!',
  '{award}: you are the winner of {category}. Your trophy is on your profile; you can hide it there.':
    '{award}: Du hast {category} gewonnen. Deine Trophäe ist auf deinem Profil; dort kannst du sie ausblenden.',
  'Finalist trophy: {category}': 'Finalisten-Trophäe: {category}',
  '{award}: you were a finalist in {category}. Your trophy is on your profile; you can hide it there.':
    '{award}: Du warst Finalist in {category}. Deine Trophäe ist auf deinem Profil; dort kannst du sie ausblenden.',
  'Results published: {award}': 'Ergebnisse veröffentlicht: {award}',
  'The winners are out. See who won each category.': 'Die Gewinner stehen fest. Sieh nach, wer welche Kategorie gewonnen hat.',
  'You are nominated: {category}': 'Du bist nominiert: {category}',
  '{name} nominated you for {category} at {award}. Accept or decline the nomination.':
    '{name} hat dich für {category} bei {award} nominiert. Nimm die Nominierung an oder lehne sie ab.',
  '{name} nominated you for {category} at {award}. Accept or decline the nomination. "{statement}"':
    '{name} hat dich für {category} bei {award} nominiert. Nimm die Nominierung an oder lehne sie ab. „{statement}“',
  '{name} accepted your nomination': '{name} hat deine Nominierung angenommen',
  '{name} declined your nomination': '{name} hat deine Nominierung abgelehnt',
  '{category} at {award}.': '{category} bei {award}.',
  'You are a finalist: {category}': 'Du bist Finalist: {category}',
  'You made the shortlist for {category} at {award}. Voting opens {opens}.':
    'Du bist in der Auswahl für {category} bei {award}. Die Abstimmung beginnt am {opens}.',
  // notifications: bookings
  'New booking request from {name}': 'Neue Buchungsanfrage von {name}',
  '{service}, {when}.': '{service}, {when}.',
  '{service}, {when}. Note: {note}': '{service}, {when}. Notiz: {note}',
  '{name} accepted your booking': '{name} hat deine Buchung angenommen',
  'Booking request declined': 'Buchungsanfrage abgelehnt',
  '{service}, {when}: This time was booked by someone else.': '{service}, {when}: Dieser Termin wurde von jemand anderem gebucht.',
  '{name} declined your booking request': '{name} hat deine Buchungsanfrage abgelehnt',
  '{name} cancelled a booking request': '{name} hat eine Buchungsanfrage storniert',
  '{name} cancelled a booking': '{name} hat eine Buchung storniert',
  '{service}, {when}. Reason: {reason}': '{service}, {when}. Grund: {reason}',
  'Reminder: {service} with {name}': 'Erinnerung: {service} mit {name}',
  '{when}.': '{when}.',
  // notifications: collab reminders and orders
  'A task is due tomorrow': 'Eine Aufgabe ist morgen fällig',
  '"{task}" in {collab} is due tomorrow ({due}).': '„{task}“ in {collab} ist morgen fällig ({due}).',
  'A task is overdue': 'Eine Aufgabe ist überfällig',
  '"{task}" in {collab} was due {due} and is not done yet.': '„{task}“ in {collab} war am {due} fällig und ist noch nicht erledigt.',
  'New post-production order': 'Neuer Postproduktionsauftrag',
  '{collab}: {text}': '{collab}: {text}',
  'Post-production started': 'Postproduktion gestartet',
  'An editor took your order and is working on it.': 'Ein Editor hat deinen Auftrag übernommen und arbeitet daran.',
  'Post-production delivered': 'Postproduktion geliefert',
  'Your order is delivered: the files are in the collaboration.': 'Dein Auftrag ist geliefert: Die Dateien sind in der Zusammenarbeit.',
  'A post-production file arrived': 'Eine Postproduktionsdatei ist da',
  'An editor delivered a file for your order.': 'Ein Editor hat eine Datei für deinen Auftrag geliefert.',
  // notifications: visio
  '{name} invited you to a video call': '{name} hat dich zu einem Videoanruf eingeladen',
  '{title}, {when}. Open the link to join (MB Visio; nothing is recorded).':
    '{title}, {when}. Öffne den Link, um teilzunehmen (MB Visio; nichts wird aufgezeichnet).',
  '{name} cancelled a video call': '{name} hat einen Videoanruf abgesagt',
  '{title}, {when}.': '{title}, {when}.',
  now: 'jetzt',
  // notifications: enterprise
  '{company} invites your studio to link with its enterprise account.':
    '{company} lädt dein Studio ein, sich mit seinem Enterprise-Konto zu verknüpfen.',
  '{studio} accepted your invitation and is now linked.': '{studio} hat deine Einladung angenommen und ist jetzt verknüpft.',
  'A studio': 'Ein Studio',
  'The link with {other} has ended.': 'Die Verknüpfung mit {other} wurde beendet.',
  'your partner': 'deinem Partner',
  '{name} accepted your invitation and is now a sub-user.': '{name} hat deine Einladung angenommen und ist jetzt Unternutzer.',
  'You can no longer act for {company}.': 'Du kannst nicht mehr für {company} handeln.',
  'Your role for {company} is now {role}.': 'Deine Rolle bei {company} ist jetzt {role}.',
  // notifications: removal requests
  'Content removed after a removal request': 'Inhalt nach einem Entfernungsantrag entfernt',
  'Removal request rejected': 'Entfernungsantrag abgelehnt',
  'Content hidden after a removal request': 'Inhalt nach einem Entfernungsantrag ausgeblendet',
  'Someone who says they are shown in {items} asked us to remove it ({reason}). It is hidden from everyone but you while a moderator reviews the request, by {due}. Reference {reference}.':
    'Jemand, der angibt, in {items} zu sehen zu sein, hat uns gebeten, es zu entfernen ({reason}). Es ist für alle außer dir ausgeblendet, während ein Moderator den Antrag bis zum {due} prüft. Referenz {reference}.',
  'Copyright takedown (DMCA notice)': 'Urheberrechtliche Sperrung (DMCA-Meldung)',
  'We received a DMCA notice about {items} and disabled access to it. Read the notice and, if you believe it was removed by mistake, send a counter-notice. Reference {reference}.':
    'Wir haben eine DMCA-Meldung zu {items} erhalten und den Zugriff gesperrt. Lies die Meldung und schicke eine Gegendarstellung, wenn du glaubst, dass es irrtümlich entfernt wurde. Referenz {reference}.',
  'one of your portfolio items': 'einem deiner Portfolio-Elemente',
  '{count} of your portfolio items': '{count} deiner Portfolio-Elemente',
  // notifications: moderation
  'your report ({category})': 'deine Meldung ({category})',
  'Report reviewed: action taken': 'Meldung geprüft: Maßnahmen ergriffen',
  'Thank you. We reviewed {about} and took action under our Terms of Service.':
    'Danke. Wir haben {about} geprüft und gemäß unseren Nutzungsbedingungen Maßnahmen ergriffen.',
  'Report reviewed: no violation found': 'Meldung geprüft: kein Verstoß festgestellt',
  'We reviewed {about} and found no violation of our rules. {reason}':
    'Wir haben {about} geprüft und keinen Verstoß gegen unsere Regeln festgestellt. {reason}',
  'Reason: {category}. Ground: {ground}. This decision was made by a person on our moderation team.':
    'Grund: {category}. Grundlage: {ground}. Diese Entscheidung hat eine Person aus unserem Moderationsteam getroffen.',
  'our Terms of Service': 'unsere Nutzungsbedingungen',
  'the law and our Terms of Service': 'das Gesetz und unsere Nutzungsbedingungen',
  'If you think it is wrong, write to us through the contact page and we will look at it again.':
    'Wenn du sie für falsch hältst, schreib uns über die Kontaktseite und wir prüfen sie noch einmal.',
  'Portfolio item approved': 'Portfolio-Element freigegeben',
  'Your portfolio item was approved and is now visible to others.':
    'Dein Portfolio-Element wurde freigegeben und ist jetzt für andere sichtbar.',
  'Portfolio item not approved': 'Portfolio-Element nicht freigegeben',
  'Your portfolio item was not approved: {reason}': 'Dein Portfolio-Element wurde nicht freigegeben: {reason}',
  'Avatar approved': 'Avatar freigegeben',
  'Your avatar was approved and is now visible to others.': 'Dein Avatar wurde freigegeben und ist jetzt für andere sichtbar.',
  'Avatar not approved': 'Avatar nicht freigegeben',
  'Your avatar was not approved: {reason}': 'Dein Avatar wurde nicht freigegeben: {reason}',
  'Business listing approved': 'Unternehmenseintrag freigegeben',
  'Your business listing was approved and is now visible to others.':
    'Dein Unternehmenseintrag wurde freigegeben und ist jetzt für andere sichtbar.',
  'Business listing not approved': 'Unternehmenseintrag nicht freigegeben',
  'Your business listing was not approved: {reason}': 'Dein Unternehmenseintrag wurde nicht freigegeben: {reason}',
  'Event approved': 'Event freigegeben',
  'Your event was approved and is now visible to others.': 'Dein Event wurde freigegeben und ist jetzt für andere sichtbar.',
  'Event not approved': 'Event nicht freigegeben',
  'Your event was not approved: {reason}': 'Dein Event wurde nicht freigegeben: {reason}',
  'Post approved': 'Beitrag freigegeben',
  'Your post was approved and is now visible to others.': 'Dein Beitrag wurde freigegeben und ist jetzt für andere sichtbar.',
  'Post not approved': 'Beitrag nicht freigegeben',
  'Your post was not approved: {reason}': 'Dein Beitrag wurde nicht freigegeben: {reason}',
  'Ad approved': 'Anzeige freigegeben',
  'Your ad was approved and is now visible to others.': 'Deine Anzeige wurde freigegeben und ist jetzt für andere sichtbar.',
  'Ad not approved': 'Anzeige nicht freigegeben',
  'Your ad was not approved: {reason}': 'Deine Anzeige wurde nicht freigegeben: {reason}',
  'Domain verification request approved': 'Antrag auf Domain-Verifizierung genehmigt',
  'Your domain verification request was approved and is now visible to others.':
    'Dein Antrag auf Domain-Verifizierung wurde genehmigt und ist jetzt für andere sichtbar.',
  'Domain verification request not approved': 'Antrag auf Domain-Verifizierung nicht genehmigt',
  'Your domain verification request was not approved: {reason}': 'Dein Antrag auf Domain-Verifizierung wurde nicht genehmigt: {reason}',
  // notifications: ads
  '“{name}” has used its whole budget and is no longer shown.':
    '„{name}“ hat sein gesamtes Budget aufgebraucht und wird nicht mehr angezeigt.',
  '“{name}” reached the end of its schedule and is no longer shown.':
    '„{name}“ hat das Ende seines Zeitplans erreicht und wird nicht mehr angezeigt.',
  // notifications: licensing
  'an item': 'ein Element',
  'License request cancelled': 'Lizenzanfrage storniert',
  '{name} withdrew {item} from licensing.': '{name} hat {item} aus der Lizenzierung genommen.',
  '{name} revoked your license': '{name} hat deine Lizenz widerrufen',
  'License {code} for {item}. Reason: {reason} Your payment of {amount} is refunded in full.':
    'Lizenz {code} für {item}. Grund: {reason} Deine Zahlung von {amount} wird vollständig erstattet.',
  '{name} requested a license': '{name} hat eine Lizenz angefragt',
  'For {item}: {terms}.': 'Für {item}: {terms}.',
  'For {item}: {terms}. Message: {message}': 'Für {item}: {terms}. Nachricht: {message}',
  '{name} accepted your license request': '{name} hat deine Lizenzanfrage angenommen',
  'For {item}: {terms}. Pay to receive the license.': 'Für {item}: {terms}. Bezahle, um die Lizenz zu erhalten.',
  '{name} accepted your counter-offer': '{name} hat dein Gegenangebot angenommen',
  'For {item}: {terms}. The license is issued once they pay.': 'Für {item}: {terms}. Die Lizenz wird ausgestellt, sobald bezahlt ist.',
  '{name} declined your license request': '{name} hat deine Lizenzanfrage abgelehnt',
  'For {item}.': 'Für {item}.',
  'For {item}. Reason: {reason}': 'Für {item}. Grund: {reason}',
  '{name} sent a counter-offer': '{name} hat ein Gegenangebot geschickt',
  'For {item}: {terms}. Accept it or walk away.': 'Für {item}: {terms}. Nimm es an oder steig aus.',
  'For {item}: {terms}. Note: {note} Accept it or walk away.': 'Für {item}: {terms}. Notiz: {note} Nimm es an oder steig aus.',
  '{name} withdrew their license request': '{name} hat die Lizenzanfrage zurückgezogen',
  'Your license payment is being refunded': 'Deine Lizenzzahlung wird erstattet',
  'No license was issued for {item}: {conflict}': 'Für {item} wurde keine Lizenz ausgestellt: {conflict}',
  'Your license is issued': 'Deine Lizenz ist ausgestellt',
  'License {code} for {item}: {terms}. Download the certificate or check it at {url}':
    'Lizenz {code} für {item}: {terms}. Lade das Zertifikat herunter oder prüfe es unter {url}',
  '{name} paid: license issued': '{name} hat bezahlt: Lizenz ausgestellt',
  'License {code} for {item}, {amount} paid.': 'Lizenz {code} für {item}, {amount} bezahlt.',
  'License revoked: payment refunded': 'Lizenz widerrufen: Zahlung erstattet',
  'License {code} for {item} is no longer valid: its payment was refunded.':
    'Die Lizenz {code} für {item} ist nicht mehr gültig: Ihre Zahlung wurde erstattet.',
  // NOTICE_TEXT.security
  'New sign-in to your account': 'Neue Anmeldung bei deinem Konto',
  'From {device}. Not you? Change your password and sign out the other sessions in Settings → Security.':
    'Von {device}. Warst du das nicht? Ändere dein Passwort und melde die anderen Sitzungen unter Einstellungen → Sicherheit ab.',
  'From {device}, in {country}. Not you? Change your password and sign out the other sessions in Settings → Security.':
    'Von {device}, in {country}. Warst du das nicht? Ändere dein Passwort und melde die anderen Sitzungen unter Einstellungen → Sicherheit ab.',
} as Record<string, string>;
