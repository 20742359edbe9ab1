// The e-mails' and notifications' words (MAIL_TEXT, mail-text.ts; NOTICE_TEXT, notice-text.ts) in Spanish,
// keyed by their English text (docs/ARCHITECTURE.md "Languages"). Only the server reads these: the web's
// language chunks do not carry them.
export default {
  // passwordReset
  'Reset your {product} password': 'Restablece tu contraseña de {product}',
  'Someone asked to reset the password of your {product} account.':
    'Alguien ha pedido restablecer la contraseña de tu cuenta de {product}.',
  'Someone entered a wrong password for your {product} account too many times, so sign-in from new devices is paused for up to an hour. Devices you signed in from before still work. If you are locked out, reset your password: that lifts the pause.':
    'Alguien ha introducido una contraseña incorrecta demasiadas veces en tu cuenta de {product}, así que el inicio de sesión desde dispositivos nuevos queda en pausa hasta una hora. Los dispositivos en los que ya habías iniciado sesión siguen funcionando. Si no puedes entrar, restablece tu contraseña: eso levanta la pausa.',
  'Choose a new password here (the link works once, for one hour):':
    'Elige una nueva contraseña aquí (el enlace sirve una vez, durante una hora):',
  'If this was not you, ignore this message: your password stays as it is.':
    'Si no has sido tú, ignora este mensaje: tu contraseña no cambia.',
  // common
  'Open it on {product}:': 'Ábrelo en {product}:',
  'When: {when}': 'Cuándo: {when}',
  // push
  'Open {product} to see it.': 'Abre {product} para verla.',
  // newDevice
  'New sign-in to your {product} account': 'Nuevo inicio de sesión en tu cuenta de {product}',
  'Your {product} account was signed in to from a new device.': 'Se inició sesión en tu cuenta de {product} desde un dispositivo nuevo.',
  'Device: {device}': 'Dispositivo: {device}',
  '{browser} on {os}': '{browser} en {os}',
  'An unknown browser': 'Un navegador desconocido',
  'Place (approximate, from the address): {country}': 'Lugar (aproximado, según la dirección IP): {country}',
  'If this was you, there is nothing to do. If not, change your password and sign that device out here:':
    'Si fuiste tú, no tienes que hacer nada. Si no, cambia tu contraseña y cierra la sesión de ese dispositivo aquí:',
  // emailChanged
  'Your {product} e-mail address was changed': 'Se cambió el correo electrónico de tu cuenta de {product}',
  'The e-mail address of your account was changed to {email}. If this was not you, reset your password now.':
    'El correo electrónico de tu cuenta se cambió a {email}. Si no fuiste tú, restablece tu contraseña ahora.',
  // staffInvitation
  'Your {product} {role} account': 'Tu cuenta de {role} en {product}',
  'An administrator created a {role} account for you on {product}.': 'Un administrador creó una cuenta de {role} para ti en {product}.',
  'Choose your password here (the link works once, for 72 hours):':
    'Elige tu contraseña aquí (el enlace funciona una vez, durante 72 horas):',
  // twoFactor
  'Two-factor sign-in is on': 'El inicio de sesión en dos pasos está activado',
  'An authenticator app was set up for two-factor sign-in.': 'Se configuró una app de autenticación para el inicio de sesión en dos pasos.',
  'Two-factor sign-in was turned off': 'Se desactivó el inicio de sesión en dos pasos',
  'The authenticator app was turned off for your account.': 'Se desactivó la app de autenticación de tu cuenta.',
  'New recovery codes': 'Nuevos códigos de recuperación',
  'New recovery codes were made for your account; the old ones no longer work.':
    'Se crearon nuevos códigos de recuperación para tu cuenta; los anteriores ya no funcionan.',
  'A recovery code was used': 'Se usó un código de recuperación',
  'A recovery code was used to sign in to your account. {left} recovery codes are left.':
    'Se usó un código de recuperación para iniciar sesión en tu cuenta. Códigos de recuperación restantes: {left}.',
  'A passkey was added': 'Se añadió una llave de acceso',
  'A passkey named "{name}" was added to your account.': 'Se añadió a tu cuenta una llave de acceso llamada "{name}".',
  'A passkey was removed': 'Se eliminó una llave de acceso',
  'The passkey named "{name}" was removed from your account.': 'Se eliminó de tu cuenta la llave de acceso llamada "{name}".',
  'If this was not you, change your password now and review your sign-in security and devices here:':
    'Si no fuiste tú, cambia tu contraseña ahora y revisa aquí la seguridad de tu inicio de sesión y tus dispositivos:',
  // billing
  'Your {product} receipt {receipt}': 'Tu recibo de {product} {receipt}',
  'Thank you. We received your payment.': 'Gracias. Recibimos tu pago.',
  'Receipt: {receipt}': 'Recibo: {receipt}',
  'Your {product} refund {receipt}': 'Tu reembolso de {product} {receipt}',
  'We have refunded your payment. Depending on your bank, it can take a few days to show on your statement.':
    'Reembolsamos tu pago. Según tu banco, puede tardar unos días en aparecer en tu extracto.',
  'Refund: {receipt}': 'Reembolso: {receipt}',
  'For: {description}': 'Concepto: {description}',
  'Amount: {amount}': 'Importe: {amount}',
  'Date: {date}': 'Fecha: {date}',
  'Paid through: {date}': 'Pagado hasta: {date}',
  'Your invoices: {url}': 'Tus facturas: {url}',
  // memberData
  'Your data is ready to download': 'Tus datos están listos para descargar',
  'The copy of your data you asked for is ready. Sign in and download it from your settings:':
    'La copia de tus datos que pediste está lista. Inicia sesión y descárgala desde tu configuración:',
  'The download works until {date}; after that the file is deleted.':
    'La descarga funciona hasta el {date}; después, el archivo se elimina.',
  'Your account will be deleted on {date}': 'Tu cuenta se eliminará el {date}',
  'You asked us to delete your {product} account. It will be deleted on {date}.':
    'Nos pediste eliminar tu cuenta de {product}. Se eliminará el {date}.',
  'Until then, signing in cancels the deletion. We signed you out of every device.':
    'Hasta entonces, iniciar sesión cancela la eliminación. Cerramos tu sesión en todos los dispositivos.',
  'After that date your profile, portfolio, messages and every other record of you are removed for good.':
    'Después de esa fecha, tu perfil, tu portafolio, tus mensajes y cualquier otro registro tuyo se eliminan definitivamente.',
  'Billing records, and the age and identity records kept for work you appear in (18 U.S.C. 2257), stay for as long as the law requires.':
    'Los registros de facturación, y los registros de edad e identidad que se guardan por el trabajo en el que apareces (18 U.S.C. 2257), se conservan durante el tiempo que exige la ley.',
  'Download a copy of your data first: {url}': 'Descarga antes una copia de tus datos: {url}',
  'Your account will not be deleted': 'Tu cuenta no se eliminará',
  'Account deletion cancelled': 'Eliminación de la cuenta cancelada',
  'Your account stays as it was.': 'Tu cuenta queda como estaba.',
  'If this was not you, change your password now.': 'Si no fuiste tú, cambia tu contraseña ahora.',
  // proGrace
  'Your Pro content was removed': 'Se eliminó tu contenido Pro',
  'Your Pro grace period has ended, so your account is now a free account.':
    'Tu período de gracia Pro terminó, así que tu cuenta ahora es una cuenta gratuita.',
  'Your videos and albums were deleted, and images beyond the 12-image free limit were removed (your 12 oldest images stay).':
    'Se eliminaron tus videos y álbumes, y las imágenes que superan el límite gratuito de 12 imágenes (se quedan tus 12 imágenes más antiguas).',
  'Get Pro again: {url}': 'Vuelve a tener Pro: {url}',
  '1 day left to keep your Pro content': 'Queda 1 día para conservar tu contenido Pro',
  '{days} days left to keep your Pro content': 'Quedan {days} días para conservar tu contenido Pro',
  'Your Pro subscription has lapsed and your {graceDays}-day grace period ends on {date}.':
    'Tu suscripción Pro venció y tu período de gracia de {graceDays} días termina el {date}.',
  'After that your videos are permanently deleted, your albums removed and images beyond the 12-image free limit deleted.':
    'Después, tus videos se eliminan definitivamente, tus álbumes se quitan y las imágenes que superan el límite gratuito de 12 imágenes se eliminan.',
  'Renew to keep everything: {url}': 'Renueva para conservarlo todo: {url}',
  // notification
  'You get this e-mail because you turned on {label} e-mails.': 'Recibes este correo porque activaste los correos de «{label}».',
  'Stop these e-mails: {url}': 'Dejar de recibir estos correos: {url}',
  'All notification settings: {url}': 'Toda la configuración de notificaciones: {url}',
  'Your {product} notifications': 'Tus notificaciones de {product}',
  'Unread notifications on {product}:': 'Notificaciones sin leer en {product}:',
  'Unread notifications on {product} (the latest {count}):': 'Notificaciones sin leer en {product} (las {count} más recientes):',
  'See them all: {url}': 'Verlas todas: {url}',
  'You get this daily digest because you chose it in your notification settings.':
    'Recibes este resumen diario porque lo elegiste en tu configuración de notificaciones.',
  'Stop the digest: {url}': 'Dejar de recibir el resumen: {url}',
  // castingAlert
  'New casting call: {title}': 'Nuevo casting call: {title}',
  '{studio} opened a call that matches your saved search “{name}”. Apply by {deadline}.':
    '{studio} abrió un casting call que coincide con tu búsqueda guardada «{name}». Postúlate antes del {deadline}.',
  '{studio} opened a call that matches {count} of your saved searches. Apply by {deadline}.':
    '{studio} abrió un casting call que coincide con {count} de tus búsquedas guardadas. Postúlate antes del {deadline}.',
  'See it on {product}: {url}': 'Míralo en {product}: {url}',
  'You get this e-mail because a casting search you saved asks for e-mail.':
    'Recibes este correo porque una búsqueda de castings que guardaste pide avisos por correo.',
  'Change or stop casting alerts: {url}': 'Cambiar o detener las alertas de casting: {url}',
  'A new casting call matches your searches': 'Un nuevo casting call coincide con tus búsquedas',
  '{count} new casting calls match your searches': '{count} nuevos casting calls coinciden con tus búsquedas',
  'New casting calls matching your saved searches on {product}:':
    'Nuevos casting calls en {product} que coinciden con tus búsquedas guardadas:',
  'New casting calls matching your saved searches on {product} (the first {count}):':
    'Nuevos casting calls en {product} que coinciden con tus búsquedas guardadas (los primeros {count}):',
  '- {title}, apply by {deadline}': '- {title}, postúlate antes del {deadline}',
  '- {title} ({location}), apply by {deadline}': '- {title} ({location}), postúlate antes del {deadline}',
  'Stop this digest: {url}': 'Dejar de recibir este resumen: {url}',
  'You get this daily digest because a casting search you saved asks for it.':
    'Recibes este resumen diario porque una búsqueda de castings que guardaste lo pide.',
  // removals
  'Confirm your removal request {reference}': 'Confirma tu solicitud de retirada {reference}',
  'We received a request to remove content on {product} ({kind}, reference {reference}).':
    'Recibimos una solicitud para retirar contenido de {product} ({kind}, referencia {reference}).',
  'Open this link and press Confirm to send it to our moderators. Nothing happens until you do:':
    'Abre este enlace y pulsa Confirmar para enviarla a nuestros moderadores. No pasa nada hasta que lo hagas:',
  'The link works for {days} days. Keep this e-mail: the same link shows the status of your request and our decision.':
    'El enlace funciona durante {days} días. Guarda este correo: el mismo enlace muestra el estado de tu solicitud y nuestra decisión.',
  'If you did not send this request, ignore this e-mail.': 'Si no enviaste esta solicitud, ignora este correo.',
  'Counter-notice to your DMCA notice {reference}': 'Contranotificación a tu aviso DMCA {reference}',
  'The member whose content you reported in DMCA notice {reference} sent us this counter-notice (17 U.S.C. § 512(g)(3)):':
    'El miembro cuyo contenido denunciaste en el aviso DMCA {reference} nos envió esta contranotificación (17 U.S.C. § 512(g)(3)):',
  'Material removed and where it appeared: {material}': 'Material retirado y dónde aparecía: {material}',
  'Statement: under penalty of perjury, they have a good-faith belief that the material was removed or disabled as a result of mistake or misidentification.':
    'Declaración: bajo pena de perjurio, cree de buena fe que el material se retiró o se inhabilitó por un error o una identificación equivocada.',
  'Statement: they consent to the jurisdiction of the Federal District Court for the judicial district of their address (or, outside the United States, any judicial district in which we may be found) and will accept service of process from you or your agent.':
    'Declaración: acepta la jurisdicción del Tribunal Federal de Distrito del distrito judicial de su dirección (o, fuera de Estados Unidos, de cualquier distrito judicial en el que podamos ser localizados) y aceptará la notificación de demandas de tu parte o de tu representante.',
  'Name: {name}': 'Nombre: {name}',
  'Address: {address}': 'Dirección: {address}',
  'Telephone: {phone}': 'Teléfono: {phone}',
  'Signature: {signature}': 'Firma: {signature}',
  "We will restore the material on {date} unless, before then, you tell us that you have filed an action seeking a court order to restrain the member from the infringing activity. Report it on your request's page:":
    'Restableceremos el material el {date}, salvo que antes nos comuniques que presentaste una demanda para obtener una orden judicial que impida al miembro la actividad infractora. Indícalo en la página de tu solicitud:',
  'Material restored after a counter-notice ({reference})': 'Material restablecido tras una contranotificación ({reference})',
  'No court action was reported within {days} business days of the counter-notice to your DMCA notice {reference}, so we restored the material, as 17 U.S.C. § 512(g)(2)(C) provides.':
    'No se comunicó ninguna acción judicial en los {days} días hábiles siguientes a la contranotificación a tu aviso DMCA {reference}, así que restablecimos el material, como prevé 17 U.S.C. § 512(g)(2)(C).',
  'Content removed: {reference}': 'Contenido retirado: {reference}',
  'Request not upheld: {reference}': 'Solicitud no aceptada: {reference}',
  'We decided on your {kind} {reference}.': 'Decidimos sobre tu solicitud ({kind}, {reference}).',
  // subUserInvitation
  'Sub-user invitation': 'Invitación como subusuario',
  '{company} invites you to act for it as a sub-user.': '{company} te invita a actuar en su nombre como subusuario.',
  'Your role: {role}.': 'Tu rol: {role}.',
  'Sign in to {product} with this e-mail address and accept within {days} days:':
    'Inicia sesión en {product} con este correo electrónico y acepta en un plazo de {days} días:',
  'If you did not expect this, ignore this e-mail.': 'Si no esperabas esto, ignora este correo.',
  // events
  '“{title}” was cancelled by its organizer.': 'El organizador canceló «{title}».',
  '“{title}” was cancelled by its organizer. Your ticket will be refunded to the way you paid.':
    'El organizador canceló «{title}». Te reembolsaremos la entrada por el mismo medio con el que pagaste.',
  // lottery
  "You won the prize in “{draw}”: {prize}. Your redemption code is on the draw's page.":
    'Ganaste el premio en «{draw}»: {prize}. Tu código de canje está en la página del sorteo.',
  "You won {place} place in “{draw}”: {prize}. Your redemption code is on the draw's page.":
    'Ganaste el {place}.º puesto en «{draw}»: {prize}. Tu código de canje está en la página del sorteo.',
  // notifications: network
  '{name} started following you': '{name} empezó a seguirte',
  'See their profile and follow back or connect.': 'Mira su perfil y síguele también o conecta.',
  '{name} wants to connect': '{name} quiere conectar contigo',
  'Accept or decline the request on My Network.': 'Acepta o rechaza la solicitud en Mi red.',
  '{name} accepted your connection request': '{name} aceptó tu solicitud de conexión',
  'You are now connected.': 'Ahora están conectados.',
  // notifications: likes
  'New like on your portfolio': 'Nuevo me gusta en tu portafolio',
  '{name} liked "{title}".': 'A {name} le gustó «{title}».',
  '{name} liked your image.': 'A {name} le gustó tu imagen.',
  '{name} liked your video.': 'A {name} le gustó tu video.',
  'New like on your activity': 'Nuevo me gusta en tu actividad',
  '{name} liked your post.': 'A {name} le gustó tu publicación.',
  '{name} liked your album.': 'A {name} le gustó tu álbum.',
  '{name} liked your update.': 'A {name} le gustó tu novedad.',
  'New comment on your activity': 'Nuevo comentario en tu actividad',
  '{name} commented: {body}': '{name} comentó: {body}',
  // notifications: profiles
  'Welcome to {product}': 'Te damos la bienvenida a {product}',
  'Your profile is set up. Add a bio, your location and content types so the right people find you.':
    'Tu perfil está listo. Añade una biografía, tu ubicación y tus tipos de contenido para que te encuentren las personas adecuadas.',
  // notifications: casting
  '{name} applied to {call}': '{name} se postuló a {call}',
  'Review their answers and portfolio on Casting.': 'Revisa sus respuestas y su portafolio en Casting.',
  'Your application to {call} was not selected': 'Tu postulación a {call} no fue seleccionada',
  '{studio} has chosen other applicants this time.': '{studio} eligió a otras personas esta vez.',
  '{studio} made you an offer for {call}': '{studio} te hizo una oferta para {call}',
  '{name} declined your offer for {call}': '{name} rechazó tu oferta para {call}',
  'You can make an offer to another applicant.': 'Puedes hacerle una oferta a otra persona que se postuló.',
  '{name} accepted your offer for {call}': '{name} aceptó tu oferta para {call}',
  'A collaboration is open for the two of you.': 'Se abrió una colaboración para ustedes dos.',
  'Get in touch to arrange the shoot.': 'Pónganse en contacto para organizar el rodaje.',
  '{studio} sent you a casting proposal: {role}': '{studio} te envió una propuesta de casting: {role}',
  'Accept, decline or make a counter-offer on Casting.': 'Acepta, rechaza o haz una contraoferta en Casting.',
  // notifications: pro
  'The grace period ended: {videos} videos, {albums} albums and {images} images beyond the free limit were deleted. Your free portfolio stays.':
    'El período de gracia terminó: se eliminaron {videos} videos, {albums} álbumes y {images} imágenes por encima del límite gratuito. Tu portafolio gratuito se queda.',
  'Grace period: 1 day left': 'Período de gracia: queda 1 día',
  'Your Pro status changed': 'Tu estado Pro cambió',
  'Pro granted until {date}.': 'Pro concedido hasta el {date}.',
  'Your granted Pro was ended.': 'Se terminó el Pro que se te había concedido.',
  'You are now a sponsor.': 'Ahora eres patrocinador.',
  'Your sponsor status was removed.': 'Se retiró tu estado de patrocinador.',
  'You are now an ambassador.': 'Ahora eres embajador.',
  'Your ambassador status was removed.': 'Se retiró tu estado de embajador.',
  'Grace period: {days} days left': 'Período de gracia: quedan {days} días',
  'Renew Pro to keep your videos, albums and images beyond the free limit.':
    'Renueva Pro para conservar tus videos, álbumes e imágenes por encima del límite gratuito.',
  // notifications: lottery
  'Draw cancelled: {title}': 'Sorteo cancelado: {title}',
  'This prize draw was cancelled by the staff. Your entry has no further effect.':
    'El equipo canceló este sorteo. Tu participación ya no tiene efecto.',
  'Your prize was handed over': 'Tu premio fue entregado',
  'Your redemption code was used. Contact support if this was not you.': 'Se usó tu código de canje. Contacta con soporte si no fuiste tú.',
  // notifications: collabs
  '{name} invited you to collaborate': '{name} te invitó a colaborar',
  '"{title}": accept or decline on your Collabs page.': '«{title}»: acepta o rechaza en tu página de Collabs.',
  '{name} assigned you a task': '{name} te asignó una tarea',
  '"{task}" in {collab}.': '«{task}» en {collab}.',
  '"{task}" in {collab}, due {due}.': '«{task}» en {collab}, vence el {due}.',
  // notifications: messages
  'New message from {name}': 'Nuevo mensaje de {name}',
  'Sent an attachment': 'Envió un archivo adjunto',
  'Sent {count} attachments': 'Envió {count} archivos adjuntos',
  // notifications: credits
  '{name} tagged you in their portfolio': '{name} te etiquetó en su portafolio',
  'Confirm that you appear in "{title}", or decline. It stays private until everyone tagged confirms.':
    'Confirma que apareces en «{title}» o recházalo. Queda privado hasta que todas las personas etiquetadas confirmen.',
  'Confirm that you appear in a photo, or decline. It stays private until everyone tagged confirms.':
    'Confirma que apareces en una foto o recházalo. Queda privado hasta que todas las personas etiquetadas confirmen.',
  'Confirm that you appear in a video, or decline. It stays private until everyone tagged confirms.':
    'Confirma que apareces en un video o recházalo. Queda privado hasta que todas las personas etiquetadas confirmen.',
  '{name} confirmed your tag': '{name} confirmó tu etiqueta',
  'They confirmed appearing in your portfolio item. It is public once everyone tagged has confirmed and it is approved.':
    'Confirmó que aparece en tu elemento del portafolio. Será público cuando todas las personas etiquetadas confirmen y se apruebe.',
  '{name} declined your tag': '{name} rechazó tu etiqueta',
  'They declined appearing in your portfolio item. {consent}': 'Rechazó aparecer en tu elemento del portafolio. {consent}',
  // notifications: directory
  'New review of {business}': 'Nueva reseña de {business}',
  '{name} rated it {rating} out of 5: "{excerpt}"': '{name} le dio {rating} de 5: «{excerpt}»',
  '{business} replied to your review': '{business} respondió a tu reseña',
  'Your review was removed': 'Se eliminó tu reseña',
  'Your review of {business} was removed after a report: {reason}': 'Se eliminó tu reseña de {business} tras una denuncia: {reason}',
  // notifications: removals
  'Court action reported: content stays removed': 'Acción judicial comunicada: el contenido sigue retirado',
  'The person who sent DMCA notice {reference} told us they filed a court action ({suit}). Your content stays removed while the court decides; it will not be restored on the scheduled date.':
    'La persona que envió el aviso DMCA {reference} nos comunicó que presentó una acción judicial ({suit}). Tu contenido sigue retirado mientras el tribunal decide; no se restablecerá en la fecha prevista.',
  'Content restored': 'Contenido restablecido',
  'No court action was reported within {days} business days of your counter-notice to DMCA notice {reference}, so your content is visible again.':
    'No se comunicó ninguna acción judicial en los {days} días hábiles siguientes a tu contranotificación al aviso DMCA {reference}, así que tu contenido vuelve a estar visible.',
  'Account suspended': 'Cuenta suspendida',
  'Your account has been suspended. Reason: {reason}': 'Tu cuenta fue suspendida. Motivo: {reason}',
  // notifications: admin
  'You are the first administrator': 'Eres el primer administrador',
  'You hold permanent admin access with staff management and content moderation.':
    'Tienes acceso de administrador permanente, con gestión del equipo y moderación de contenido.',
  // notifications: trophy
  'a category': 'una categoría',
  'A category': 'Una categoría',
  'Voting is open: {award}': 'La votación está abierta: {award}',
  'You are a finalist in {category}. Voting closes {closes}.': 'Eres finalista en {category}. La votación cierra el {closes}.',
  "{count} finalists are on the ballot. Follow the tallies on the award's page.":
    'Hay {count} finalistas en la votación. Sigue el recuento en la página del premio.',
  'Voting closed: {award}': 'Votación cerrada: {award}',
  'The results are ready. Publish them to give the trophies and show the winners.':
    'Los resultados están listos. Publícalos para entregar los trofeos y mostrar a los ganadores.',
  'You won {category}!': '¡Ganaste {category}!',
  '{award}: you are the winner of {category}. Your trophy is on your profile; you can hide it there.':
    '{award}: eres quien ganó {category}. Tu trofeo está en tu perfil; puedes ocultarlo allí.',
  'Finalist trophy: {category}': 'Trofeo de finalista: {category}',
  '{award}: you were a finalist in {category}. Your trophy is on your profile; you can hide it there.':
    '{award}: fuiste finalista en {category}. Tu trofeo está en tu perfil; puedes ocultarlo allí.',
  'Results published: {award}': 'Resultados publicados: {award}',
  'The winners are out. See who won each category.': 'Ya se conocen los ganadores. Mira quién ganó cada categoría.',
  'You are nominated: {category}': 'Estás nominado: {category}',
  '{name} nominated you for {category} at {award}. Accept or decline the nomination.':
    '{name} te nominó en {category} en {award}. Acepta o rechaza la nominación.',
  '{name} nominated you for {category} at {award}. Accept or decline the nomination. "{statement}"':
    '{name} te nominó en {category} en {award}. Acepta o rechaza la nominación. «{statement}»',
  '{name} accepted your nomination': '{name} aceptó tu nominación',
  '{name} declined your nomination': '{name} rechazó tu nominación',
  '{category} at {award}.': '{category} en {award}.',
  'You are a finalist: {category}': 'Eres finalista: {category}',
  'You made the shortlist for {category} at {award}. Voting opens {opens}.':
    'Entraste en la lista de finalistas de {category} en {award}. La votación abre el {opens}.',
  // notifications: bookings
  'New booking request from {name}': 'Nueva solicitud de reserva de {name}',
  '{service}, {when}.': '{service}, {when}.',
  '{service}, {when}. Note: {note}': '{service}, {when}. Nota: {note}',
  '{name} accepted your booking': '{name} aceptó tu reserva',
  'Booking request declined': 'Solicitud de reserva rechazada',
  '{service}, {when}: This time was booked by someone else.': '{service}, {when}: otra persona reservó este horario.',
  '{name} declined your booking request': '{name} rechazó tu solicitud de reserva',
  '{name} cancelled a booking request': '{name} canceló una solicitud de reserva',
  '{name} cancelled a booking': '{name} canceló una reserva',
  '{service}, {when}. Reason: {reason}': '{service}, {when}. Motivo: {reason}',
  'Reminder: {service} with {name}': 'Recordatorio: {service} con {name}',
  '{when}.': '{when}.',
  // notifications: collab reminders and orders
  'A task is due tomorrow': 'Una tarea vence mañana',
  '"{task}" in {collab} is due tomorrow ({due}).': '«{task}» en {collab} vence mañana ({due}).',
  'A task is overdue': 'Una tarea está atrasada',
  '"{task}" in {collab} was due {due} and is not done yet.': '«{task}» en {collab} vencía el {due} y aún no está hecha.',
  'New post-production order': 'Nuevo pedido de postproducción',
  '{collab}: {text}': '{collab}: {text}',
  'Post-production started': 'Postproducción iniciada',
  'An editor took your order and is working on it.': 'Un editor tomó tu pedido y está trabajando en él.',
  'Post-production delivered': 'Postproducción entregada',
  'Your order is delivered: the files are in the collaboration.': 'Tu pedido está entregado: los archivos están en la colaboración.',
  'A post-production file arrived': 'Llegó un archivo de postproducción',
  'An editor delivered a file for your order.': 'Un editor entregó un archivo para tu pedido.',
  // notifications: visio
  '{name} invited you to a video call': '{name} te invitó a una videollamada',
  '{title}, {when}. Open the link to join (MB Visio; nothing is recorded).':
    '{title}, {when}. Abre el enlace para unirte (MB Visio; no se graba nada).',
  '{name} cancelled a video call': '{name} canceló una videollamada',
  '{title}, {when}.': '{title}, {when}.',
  now: 'ahora',
  // notifications: enterprise
  '{company} invites your studio to link with its enterprise account.':
    '{company} invita a tu estudio a vincularse con su cuenta Enterprise.',
  '{studio} accepted your invitation and is now linked.': '{studio} aceptó tu invitación y ya está vinculado.',
  'A studio': 'Un estudio',
  'The link with {other} has ended.': 'El vínculo con {other} terminó.',
  'your partner': 'tu socio',
  '{name} accepted your invitation and is now a sub-user.': '{name} aceptó tu invitación y ahora es subusuario.',
  'You can no longer act for {company}.': 'Ya no puedes actuar en nombre de {company}.',
  'Your role for {company} is now {role}.': 'Tu rol en {company} ahora es {role}.',
  // notifications: removal requests
  'Content removed after a removal request': 'Contenido retirado tras una solicitud de retirada',
  'Removal request rejected': 'Solicitud de retirada rechazada',
  'Content hidden after a removal request': 'Contenido oculto tras una solicitud de retirada',
  'Someone who says they are shown in {items} asked us to remove it ({reason}). It is hidden from everyone but you while a moderator reviews the request, by {due}. Reference {reference}.':
    'Alguien que dice aparecer en {items} nos pidió retirarlo ({reason}). Está oculto para todos menos para ti mientras un moderador revisa la solicitud, a más tardar el {due}. Referencia {reference}.',
  'Copyright takedown (DMCA notice)': 'Retirada por derechos de autor (aviso DMCA)',
  'We received a DMCA notice about {items} and disabled access to it. Read the notice and, if you believe it was removed by mistake, send a counter-notice. Reference {reference}.':
    'Recibimos un aviso DMCA sobre {items} y desactivamos el acceso. Lee el aviso y, si crees que se retiró por error, envía una contranotificación. Referencia {reference}.',
  'one of your portfolio items': 'uno de los elementos de tu portafolio',
  '{count} of your portfolio items': '{count} elementos de tu portafolio',
  // notifications: moderation
  'your report ({category})': 'tu denuncia ({category})',
  'Report reviewed: action taken': 'Denuncia revisada: se tomaron medidas',
  'Thank you. We reviewed {about} and took action under our Terms of Service.':
    'Gracias. Revisamos {about} y tomamos medidas conforme a nuestros Términos de servicio.',
  'Report reviewed: no violation found': 'Denuncia revisada: no se encontró ninguna infracción',
  'We reviewed {about} and found no violation of our rules. {reason}':
    'Revisamos {about} y no encontramos ninguna infracción de nuestras reglas. {reason}',
  'Reason: {category}. Ground: {ground}. This decision was made by a person on our moderation team.':
    'Motivo: {category}. Fundamento: {ground}. Esta decisión la tomó una persona de nuestro equipo de moderación.',
  'our Terms of Service': 'nuestros Términos de servicio',
  'the law and our Terms of Service': 'la ley y nuestros Términos de servicio',
  'If you think it is wrong, write to us through the contact page and we will look at it again.':
    'Si crees que es un error, escríbenos a través de la página de contacto y la revisaremos de nuevo.',
  'Portfolio item approved': 'Elemento del portafolio aprobado',
  'Your portfolio item was approved and is now visible to others.':
    'Tu elemento del portafolio fue aprobado y ya es visible para los demás.',
  'Portfolio item not approved': 'Elemento del portafolio no aprobado',
  'Your portfolio item was not approved: {reason}': 'Tu elemento del portafolio no fue aprobado: {reason}',
  'Avatar approved': 'Avatar aprobado',
  'Your avatar was approved and is now visible to others.': 'Tu avatar fue aprobado y ya es visible para los demás.',
  'Avatar not approved': 'Avatar no aprobado',
  'Your avatar was not approved: {reason}': 'Tu avatar no fue aprobado: {reason}',
  'Business listing approved': 'Ficha de empresa aprobada',
  'Your business listing was approved and is now visible to others.': 'Tu ficha de empresa fue aprobada y ya es visible para los demás.',
  'Business listing not approved': 'Ficha de empresa no aprobada',
  'Your business listing was not approved: {reason}': 'Tu ficha de empresa no fue aprobada: {reason}',
  'Event approved': 'Evento aprobado',
  'Your event was approved and is now visible to others.': 'Tu evento fue aprobado y ya es visible para los demás.',
  'Event not approved': 'Evento no aprobado',
  'Your event was not approved: {reason}': 'Tu evento no fue aprobado: {reason}',
  'Post approved': 'Publicación aprobada',
  'Your post was approved and is now visible to others.': 'Tu publicación fue aprobada y ya es visible para los demás.',
  'Post not approved': 'Publicación no aprobada',
  'Your post was not approved: {reason}': 'Tu publicación no fue aprobada: {reason}',
  'Ad approved': 'Anuncio aprobado',
  'Your ad was approved and is now visible to others.': 'Tu anuncio fue aprobado y ya es visible para los demás.',
  'Ad not approved': 'Anuncio no aprobado',
  'Your ad was not approved: {reason}': 'Tu anuncio no fue aprobado: {reason}',
  'Domain verification request approved': 'Solicitud de verificación de dominio aprobada',
  'Your domain verification request was approved and is now visible to others.':
    'Tu solicitud de verificación de dominio fue aprobada y ya es visible para los demás.',
  'Domain verification request not approved': 'Solicitud de verificación de dominio no aprobada',
  'Your domain verification request was not approved: {reason}': 'Tu solicitud de verificación de dominio no fue aprobada: {reason}',
  // notifications: ads
  '“{name}” has used its whole budget and is no longer shown.': '«{name}» agotó todo su presupuesto y ya no se muestra.',
  '“{name}” reached the end of its schedule and is no longer shown.': '«{name}» llegó al final de su programación y ya no se muestra.',
  // notifications: licensing
  'an item': 'un elemento',
  'License request cancelled': 'Solicitud de licencia cancelada',
  '{name} withdrew {item} from licensing.': '{name} retiró {item} de las licencias.',
  '{name} revoked your license': '{name} revocó tu licencia',
  'License {code} for {item}. Reason: {reason} Your payment of {amount} is refunded in full.':
    'Licencia {code} para {item}. Motivo: {reason} Tu pago de {amount} se reembolsa por completo.',
  '{name} requested a license': '{name} solicitó una licencia',
  'For {item}: {terms}.': 'Para {item}: {terms}.',
  'For {item}: {terms}. Message: {message}': 'Para {item}: {terms}. Mensaje: {message}',
  '{name} accepted your license request': '{name} aceptó tu solicitud de licencia',
  'For {item}: {terms}. Pay to receive the license.': 'Para {item}: {terms}. Paga para recibir la licencia.',
  '{name} accepted your counter-offer': '{name} aceptó tu contraoferta',
  'For {item}: {terms}. The license is issued once they pay.': 'Para {item}: {terms}. La licencia se emite cuando pague.',
  '{name} declined your license request': '{name} rechazó tu solicitud de licencia',
  'For {item}.': 'Para {item}.',
  'For {item}. Reason: {reason}': 'Para {item}. Motivo: {reason}',
  '{name} sent a counter-offer': '{name} envió una contraoferta',
  'For {item}: {terms}. Accept it or walk away.': 'Para {item}: {terms}. Acéptala o retírate.',
  'For {item}: {terms}. Note: {note} Accept it or walk away.': 'Para {item}: {terms}. Nota: {note} Acéptala o retírate.',
  '{name} withdrew their license request': '{name} retiró su solicitud de licencia',
  'Your license payment is being refunded': 'Se está reembolsando el pago de tu licencia',
  'No license was issued for {item}: {conflict}': 'No se emitió ninguna licencia para {item}: {conflict}',
  'Your license is issued': 'Tu licencia está emitida',
  'License {code} for {item}: {terms}. Download the certificate or check it at {url}':
    'Licencia {code} para {item}: {terms}. Descarga el certificado o verifícalo en {url}',
  '{name} paid: license issued': '{name} pagó: licencia emitida',
  'License {code} for {item}, {amount} paid.': 'Licencia {code} para {item}, {amount} pagados.',
  'License revoked: payment refunded': 'Licencia revocada: pago reembolsado',
  'License {code} for {item} is no longer valid: its payment was refunded.':
    'La licencia {code} para {item} ya no es válida: su pago fue reembolsado.',
  // NOTICE_TEXT.security
  'New sign-in to your account': 'Nuevo inicio de sesión en tu cuenta',
  'From {device}. Not you? Change your password and sign out the other sessions in Settings → Security.':
    'Desde {device}. ¿No fuiste tú? Cambia tu contraseña y cierra las demás sesiones en Ajustes → Seguridad.',
  'From {device}, in {country}. Not you? Change your password and sign out the other sessions in Settings → Security.':
    'Desde {device}, en {country}. ¿No fuiste tú? Cambia tu contraseña y cierra las demás sesiones en Ajustes → Seguridad.',
} as Record<string, string>;
