// The features' own message tables (the *_MESSAGES the server answers with, and a few labels inside its
// mails) in Spanish, keyed by their English text; part of the contract catalogue (../es.ts), so the web
// shows them through tm() and the server answers in the request's language (docs/ARCHITECTURE.md "Languages").
export default {
  // SYSTEM_MESSAGES
  'The system figures could not be read. Please try again.': 'No se pudieron leer las cifras del sistema. Inténtalo de nuevo.',
  'No request figures yet: every instance writes one sample a minute, so the charts fill in within a minute or two.':
    'Aún no hay cifras de solicitudes: cada instancia escribe una muestra por minuto, así que los gráficos se llenan en uno o dos minutos.',
  'No jobs are waiting, running or failed in the last 24 hours.':
    'No hay tareas en espera, en ejecución ni fallidas en las últimas 24 horas.',
  'No errors in the last 24 hours.': 'No hay errores en las últimas 24 horas.',
  // DIAGNOSTICS_MESSAGES
  'Storage did not accept the test file. Uploads will fail until it is back.':
    'El almacenamiento no aceptó el archivo de prueba. Las subidas fallarán hasta que vuelva.',
  'Storage kept the test file but did not give it back. Pictures and files will not load.':
    'El almacenamiento guardó el archivo de prueba pero no lo devolvió. Las imágenes y los archivos no se cargarán.',
  'Storage gave back different bytes than it was sent.': 'El almacenamiento devolvió bytes distintos de los que recibió.',
  'no GeoIP database is configured on the server (GEOIP_DB)': 'no hay ninguna base de datos GeoIP configurada en el servidor (GEOIP_DB)',
  'the GeoIP database does not know this address (a private, local or new address)':
    'la base de datos GeoIP no conoce esta dirección (una dirección privada, local o nueva)',
  // RECORDS_MESSAGES
  'Please give the production date (the day it was shot) for work that shows people.':
    'Indica la fecha de producción (el día del rodaje) de los trabajos en los que aparecen personas.',
  'The production date cannot be in the future.': 'La fecha de producción no puede ser futura.',
  'Please give your full legal name as it appears on your ID document.':
    'Indica tu nombre legal completo tal como aparece en tu documento de identidad.',
  'Please give your date of birth (YYYY-MM-DD).': 'Indica tu fecha de nacimiento (AAAA-MM-DD).',
  'Performers must be 18 or older.': 'Los intérpretes deben tener 18 años o más.',
  'Please choose a photo (JPEG, PNG or WebP) or a PDF of your ID document.':
    'Elige una foto (JPEG, PNG o WebP) o un PDF de tu documento de identidad.',
  'No 2257 record for that item.': 'No hay registro 2257 para ese elemento.',
  // MEDIA_SAFETY_MESSAGES
  'This file cannot be published.': 'Este archivo no se puede publicar.',
  'This hash is already on the list.': 'Este hash ya está en la lista.',
  'That hash is not on the list.': 'Ese hash no está en la lista.',
  'That report does not exist.': 'Ese informe no existe.',
  'Please choose a JPEG, PNG, WebP or GIF image.': 'Elige una imagen JPEG, PNG, WebP o GIF.',
  'This picture has too little detail to match safely: its hash would also block plain, empty images.':
    'Esta imagen tiene muy poco detalle para compararla con seguridad: su hash también bloquearía imágenes lisas y vacías.',
  'Urgent: a blocked upload': 'Urgente: una subida bloqueada',
  'An upload matched the media blocklist and was stopped. Review it and report it to the authorities.':
    'Una subida coincidió con la lista de bloqueo de medios y se detuvo. Revísala y denúnciala a las autoridades.',
  // CONTACT_MESSAGES
  'Please enter your name.': 'Escribe tu nombre.',
  'Name must be at most 100 characters.': 'El nombre debe tener como máximo 100 caracteres.',
  'Please choose a topic.': 'Elige un tema.',
  'Please write at least 20 characters so we can help.': 'Escribe al menos 20 caracteres para que podamos ayudarte.',
  'Message must be at most 5,000 characters.': 'El mensaje debe tener como máximo 5000 caracteres.',
  'You have sent several messages in a short time. Please wait an hour before sending another.':
    'Enviaste varios mensajes en poco tiempo. Espera una hora antes de enviar otro.',
  'Message sent': 'Mensaje enviado',
  'Thank you. A member of our team will reply by e-mail, usually within two business days.':
    'Gracias. Alguien de nuestro equipo te responderá por correo, normalmente en dos días hábiles.',
  'Your message could not be sent. Please try again.': 'No se pudo enviar tu mensaje. Inténtalo de nuevo.',
  // PRO_MESSAGES
  'Account downgraded. Your Pro content has been removed.': 'Cuenta degradada. Se eliminó tu contenido Pro.',
  'Failed to execute downgrade': 'No se pudo degradar la cuenta',
  'Failed to load Pro status. Please refresh the page.': 'No se pudo cargar el estado Pro. Actualiza la página.',
  'Database validation error': 'Error de validación de la base de datos',
  'Check database connectivity and try again': 'Comprueba la conexión con la base de datos e inténtalo de nuevo',
  'Validation error occurred': 'Se produjo un error de validación',
  'Check database connectivity and permissions': 'Comprueba la conexión con la base de datos y los permisos',
  'There is no grace period to end: your account is not in a grace period.':
    'No hay período de gracia que terminar: tu cuenta no está en período de gracia.',
  'Choose an end date in the future.': 'Elige una fecha de fin futura.',
  'Pro statuses saved.': 'Estados Pro guardados.',
  'Choose at least one status to change.': 'Elige al menos un estado para cambiar.',
  // DISCOVERY_MESSAGES
  'Search for at most 100 characters.': 'Busca como máximo 100 caracteres.',
  'A location has at most 120 characters.': 'Una ubicación tiene como máximo 120 caracteres.',
  'This page of results does not exist.': 'Esta página de resultados no existe.',
  'Choose content types from the list.': 'Elige tipos de contenido de la lista.',
  'No members match your search.': 'Ningún miembro coincide con tu búsqueda.',
  'Try another spelling, fewer content types, a wider distance, or turn off Verified and Pro.':
    'Prueba otra ortografía, menos tipos de contenido, una distancia mayor, o desactiva Verificado y Pro.',
  'No members to show yet.': 'Aún no hay miembros para mostrar.',
  'Members could not be loaded. Please try again.': 'No se pudieron cargar los miembros. Inténtalo de nuevo.',
  'More members could not be loaded.': 'No se pudieron cargar más miembros.',
  // LOCATION_MESSAGES
  'Keep each part under 60 characters.': 'Cada parte debe tener menos de 60 caracteres.',
  'Latitude must be a number from -90 to 90.': 'La latitud debe ser un número de -90 a 90.',
  'Longitude must be a number from -180 to 180.': 'La longitud debe ser un número de -180 a 180.',
  'Enter both latitude and longitude, or neither.': 'Escribe la latitud y la longitud, o ninguna de las dos.',
  'Location saved': 'Ubicación guardada',
  'Coordinates removed': 'Coordenadas eliminadas',
  'Your location could not be loaded. Please try again.': 'No se pudo cargar tu ubicación. Inténtalo de nuevo.',
  'This browser cannot share its location. Type your coordinates instead, or leave them empty.':
    'Este navegador no puede compartir su ubicación. Escribe tus coordenadas o déjalas vacías.',
  'Location access was denied. Allow it in your browser settings, or type your coordinates.':
    'Se denegó el acceso a la ubicación. Permítelo en la configuración del navegador o escribe tus coordenadas.',
  'Your position is not available right now. Try again, or type your coordinates.':
    'Tu posición no está disponible ahora. Inténtalo de nuevo o escribe tus coordenadas.',
  'Finding your position took too long. Try again, or type your coordinates.':
    'Encontrar tu posición tardó demasiado. Inténtalo de nuevo o escribe tus coordenadas.',
  'Position found. Save to keep it.': 'Posición encontrada. Guarda para conservarla.',
  // CAREERS_MESSAGES
  'Enter the title of the role.': 'Escribe el título del puesto.',
  'The title can be at most 120 characters.': 'El título puede tener como máximo 120 caracteres.',
  'Enter the team.': 'Escribe el equipo.',
  'The team can be at most 60 characters.': 'El equipo puede tener como máximo 60 caracteres.',
  'Enter where the role is based.': 'Escribe dónde está el puesto.',
  'The location can be at most 120 characters.': 'La ubicación puede tener como máximo 120 caracteres.',
  'Enter the type of the role, for example Full-time.': 'Escribe el tipo de puesto, por ejemplo Jornada completa.',
  'The type can be at most 60 characters.': 'El tipo puede tener como máximo 60 caracteres.',
  'Enter a short summary of the role.': 'Escribe un breve resumen del puesto.',
  'The summary can be at most 1000 characters.': 'El resumen puede tener como máximo 1000 caracteres.',
  'Each line can be at most 300 characters.': 'Cada línea puede tener como máximo 300 caracteres.',
  'List at most 12 lines.': 'Escribe como máximo 12 líneas.',
  'Enter an https:// address or an e-mail address where candidates apply, or leave it empty.':
    'Escribe una dirección https:// o un correo electrónico donde se postulen los candidatos, o déjalo vacío.',
  'The order must be a whole number from 0 to 10000.': 'El orden debe ser un número entero de 0 a 10000.',
  'That opening no longer exists.': 'Ese puesto ya no existe.',
  // NETWORK_MESSAGES
  'You cannot follow or connect with yourself.': 'No puedes seguirte ni conectar contigo.',
  'There is no such member.': 'Ese miembro no existe.',
  'You cannot follow or connect with this member.': 'No puedes seguir ni conectar con este miembro.',
  'Following.': 'Siguiendo.',
  'Unfollowed.': 'Dejaste de seguir.',
  'You can follow up to 5,000 members.': 'Puedes seguir hasta 5000 miembros.',
  'Connection request sent.': 'Solicitud de conexión enviada.',
  'Connection request withdrawn.': 'Solicitud de conexión retirada.',
  'Connected.': 'Conectados.',
  'Request declined.': 'Solicitud rechazada.',
  'Connection removed.': 'Conexión eliminada.',
  'You are already connected.': 'Ya están conectados.',
  'A connection request between you is already waiting.': 'Ya hay una solicitud de conexión pendiente entre ustedes.',
  'You have 100 connection requests waiting. Withdraw some before sending more.':
    'Tienes 100 solicitudes de conexión pendientes. Retira algunas antes de enviar más.',
  'This connection request no longer exists.': 'Esta solicitud de conexión ya no existe.',
  'A note can be at most 300 characters.': 'Una nota puede tener como máximo 300 caracteres.',
  // MODERATION_MESSAGES
  'This moderation item does not exist.': 'Este elemento de moderación no existe.',
  'Another reviewer is working on this item.': 'Otra persona revisora está trabajando en este elemento.',
  'This item has already been decided.': 'Este elemento ya se decidió.',
  'This item is already with the admins.': 'Este elemento ya está con los administradores.',
  'This item was replaced by a newer upload.': 'Este elemento se reemplazó por una subida más reciente.',
  'Only an admin can decide an escalated item.': 'Solo un administrador puede decidir un elemento escalado.',
  'Give a reason of 3 to 1000 characters.': 'Indica un motivo de 3 a 1000 caracteres.',
  'Choose a reason.': 'Elige un motivo.',
  'There is no such moderation queue.': 'No existe esa cola de moderación.',
  'This page link is no longer valid.': 'Este enlace de página ya no es válido.',
  'The item changed since it was queued; it will come back as a new item.':
    'El elemento cambió desde que entró en la cola; volverá como un elemento nuevo.',
  'Keep the report under 2000 characters.': 'El informe debe tener menos de 2000 caracteres.',
  'Choose what is wrong.': 'Elige qué está mal.',
  'There is nothing to report here.': 'Aquí no hay nada que denunciar.',
  'You cannot report yourself.': 'No puedes denunciarte a ti mismo.',
  'You already reported this. We will tell you when it has been reviewed.': 'Ya denunciaste esto. Te avisaremos cuando se haya revisado.',
  'You have sent many reports recently. Please try again later.': 'Enviaste muchas denuncias recientemente. Inténtalo más tarde.',
  'Report sent. Our moderators will review it.': 'Denuncia enviada. Nuestros moderadores la revisarán.',
  // PROFILE_MESSAGES
  'Usernames are 3-30 characters: lowercase letters a-z, numbers, dots (.), dashes (-) and underscores (_).':
    'Los nombres de usuario tienen 3-30 caracteres: letras minúsculas a-z, números, puntos (.), guiones (-) y guiones bajos (_).',
  'This username is reserved. Please choose another.': 'Este nombre de usuario está reservado. Elige otro.',
  'Display name must be at most 60 characters.': 'El nombre visible debe tener como máximo 60 caracteres.',
  'Bio must be at most 1000 characters.': 'La biografía debe tener como máximo 1000 caracteres.',
  'Location must be at most 120 characters.': 'La ubicación debe tener como máximo 120 caracteres.',
  'This profile is visible to signed-in members only.': 'Este perfil solo es visible para miembros con sesión iniciada.',
  'Some profiles are visible to signed-in members only. Sign in to see them.':
    'Algunos perfiles solo son visibles para miembros con sesión iniciada. Inicia sesión para verlos.',
  'No member has this profile address.': 'Ningún miembro tiene esta dirección de perfil.',
  'Onboarding is already complete.': 'La configuración inicial ya está completa.',
  'Finish the current step first.': 'Termina primero el paso actual.',
  'Save your business details to continue.': 'Guarda los datos de tu empresa para continuar.',
  'Choose a username (and, for a business account, register your business) before skipping the rest.':
    'Elige un nombre de usuario (y, en una cuenta de empresa, registra tu empresa) antes de saltarte el resto.',
  'We could not save the end of your setup. Please try again.': 'No pudimos guardar el final de tu configuración. Inténtalo de nuevo.',
  'Creator accounts do not register a business.': 'Las cuentas de creador no registran una empresa.',
  'No such profile.': 'Ese perfil no existe.',
  'Business name is required': 'El nombre de la empresa es obligatorio',
  'At least one category is required': 'Se necesita al menos una categoría',
  'Maximum 3 categories allowed': 'Se permiten como máximo 3 categorías',
  'Please enter a valid URL': 'Escribe una URL válida',
  // DEVELOPER_MESSAGES
  'Developer settings are for enterprise accounts.': 'La configuración para desarrolladores es para cuentas Enterprise.',
  'Only the enterprise or its Admin sub-users can create or revoke API keys.':
    'Solo la empresa o sus subusuarios Admin pueden crear o revocar claves de API.',
  'Give the key a name.': 'Ponle un nombre a la clave.',
  'Use at most 60 characters.': 'Usa como máximo 60 caracteres.',
  'Choose at least one area the key may read.': 'Elige al menos un área que la clave pueda leer.',
  'Unknown scope.': 'Ámbito desconocido.',
  'Choose when the key expires.': 'Elige cuándo vence la clave.',
  'An enterprise can have at most 50 active API keys. Revoke one first.':
    'Una empresa puede tener como máximo 50 claves de API activas. Revoca una primero.',
  'No such API key.': 'Esa clave de API no existe.',
  'This key is already revoked.': 'Esta clave ya está revocada.',
  'API key created': 'Clave de API creada',
  'API key revoked': 'Clave de API revocada',
  'Copy this key now. It is shown only once: we keep only a hash of it and cannot show it again.':
    'Copia esta clave ahora. Solo se muestra una vez: guardamos solo un hash y no podemos volver a mostrarla.',
  'Create a key to let your own systems read your linked studios’ data.':
    'Crea una clave para que tus propios sistemas lean los datos de tus estudios vinculados.',
  'Send your API key as "Authorization: Bearer <key>".': 'Envía tu clave de API como "Authorization: Bearer <key>".',
  'This API key is not valid.': 'Esta clave de API no es válida.',
  'This API key has been revoked.': 'Esta clave de API fue revocada.',
  'This API key has expired.': 'Esta clave de API venció.',
  'No such studio linked to your enterprise.': 'No hay ningún estudio así vinculado a tu empresa.',
  'Too many requests: at most 600 a minute per key.': 'Demasiadas solicitudes: como máximo 600 por minuto por clave.',
  // TWOFACTOR_MESSAGES
  'Enter the 6-digit code from your authenticator app, or a recovery code.':
    'Escribe el código de 6 dígitos de tu app de autenticación o un código de recuperación.',
  'Enter the 6-digit code your app shows.': 'Escribe el código de 6 dígitos que muestra tu app.',
  'That code is not right. Check your authenticator app and try again.':
    'Ese código no es correcto. Revisa tu app de autenticación e inténtalo de nuevo.',
  'That code was already used. Wait for the next one.': 'Ese código ya se usó. Espera al siguiente.',
  'This sign-in has expired. Enter your e-mail and password again.':
    'Este inicio de sesión caducó. Vuelve a escribir tu correo y tu contraseña.',
  'Too many wrong codes. Enter your e-mail and password again.':
    'Demasiados códigos incorrectos. Vuelve a escribir tu correo y tu contraseña.',
  'This set-up has expired. Start again.': 'Esta configuración caducó. Empieza de nuevo.',
  'The authenticator app is already on. Turn it off first to set up another.':
    'La app de autenticación ya está activada. Desactívala primero para configurar otra.',
  'The authenticator app is not on.': 'La app de autenticación no está activada.',
  'The passkey could not be checked. Try again, or use another way to sign in.':
    'No se pudo comprobar la llave de acceso. Inténtalo de nuevo o inicia sesión de otra forma.',
  'This passkey is not registered with any account here.': 'Esta llave de acceso no está registrada en ninguna cuenta aquí.',
  'No such passkey.': 'Esa llave de acceso no existe.',
  'The passkey request was cancelled or timed out.': 'La solicitud de llave de acceso se canceló o caducó.',
  'This browser does not support passkeys.': 'Este navegador no admite llaves de acceso.',
  'You can register at most 10 passkeys.': 'Puedes registrar como máximo 10 llaves de acceso.',
  'Give the passkey a name, e.g. "Work laptop".': 'Ponle un nombre a la llave de acceso, p. ej. "Portátil del trabajo".',
  'A name has at most 60 characters.': 'Un nombre tiene como máximo 60 caracteres.',
  'Staff accounts must use two-factor sign-in. Turn on an authenticator app or add a passkey in Settings → Security, then try again.':
    'Las cuentas del equipo deben usar el inicio de sesión en dos pasos. Activa una app de autenticación o añade una llave de acceso en Configuración → Seguridad y vuelve a intentarlo.',
  'This device is already signed out.': 'Este dispositivo ya cerró sesión.',
  'While using the platform as a linked account you cannot change its sign-in security.':
    'Mientras usas la plataforma como cuenta vinculada no puedes cambiar su seguridad de inicio de sesión.',
  'Too many codes tried. Wait a few minutes and try again.': 'Se probaron demasiados códigos. Espera unos minutos e inténtalo de nuevo.',
  // MEMBER_DATA_MESSAGES
  'Your data': 'Tus datos',
  'Download your data': 'Descarga tus datos',
  'A ZIP with everything we hold about you: account, profile, portfolio files, messages you sent, bookings, notifications, billing records and the logs about you. We build it in the background and e-mail you when it is ready; it can be downloaded for 7 days.':
    'Un ZIP con todo lo que guardamos sobre ti: cuenta, perfil, archivos del portafolio, mensajes que enviaste, reservas, notificaciones, registros de facturación y los registros sobre ti. Lo preparamos en segundo plano y te escribimos cuando esté listo; se puede descargar durante 7 días.',
  'Prepare my data': 'Preparar mis datos',
  'We are preparing your data. We will e-mail you when it is ready.': 'Estamos preparando tus datos. Te escribiremos cuando estén listos.',
  'An export is already being prepared. Wait for it to finish.': 'Ya se está preparando una exportación. Espera a que termine.',
  'You can prepare your data 3 times a day. Try again tomorrow.': 'Puedes preparar tus datos 3 veces al día. Inténtalo mañana.',
  'This export does not exist.': 'Esta exportación no existe.',
  'This export is not ready to download.': 'Esta exportación aún no está lista para descargar.',
  'This export has expired. Prepare a new one.': 'Esta exportación caducó. Prepara una nueva.',
  'Preparing this export failed. Try again.': 'No se pudo preparar esta exportación. Inténtalo de nuevo.',
  'You have not prepared an export yet.': 'Aún no preparaste ninguna exportación.',
  'Could not load your exports.': 'No se pudieron cargar tus exportaciones.',
  'Download ZIP': 'Descargar ZIP',
  'Delete account': 'Eliminar cuenta',
  'Your account is deleted 30 days after you ask. Until then, signing in cancels the deletion. After that, your profile, portfolio, messages and every other record of you are removed for good. Billing records, and the age and identity records kept for work you appear in (18\u00a0U.S.C.\u00a0§\u00a02257), stay for as long as the law requires.':
    'Tu cuenta se elimina 30 días después de que lo pidas. Hasta entonces, iniciar sesión cancela la eliminación. Después, tu perfil, tu portafolio, tus mensajes y cualquier otro registro tuyo se eliminan definitivamente. Los registros de facturación, y los registros de edad e identidad que se guardan por el trabajo en el que apareces (18\u00a0U.S.C.\u00a0§\u00a02257), se conservan durante el tiempo que exige la ley.',
  'Delete your account?': '¿Eliminar tu cuenta?',
  'Schedule deletion': 'Programar la eliminación',
  'Enter your password.': 'Escribe tu contraseña.',
  'Your account deletion was cancelled because you signed in.': 'La eliminación de tu cuenta se canceló porque iniciaste sesión.',
  'Could not load the state of your account.': 'No se pudo cargar el estado de tu cuenta.',
  'Your account is already scheduled for deletion.': 'Tu cuenta ya está programada para eliminarse.',
  'Switch back to your own account to delete it.': 'Vuelve a tu propia cuenta para eliminarla.',
  // REMOVAL_KIND_NOUNS
  "Depicted person's removal request": 'Solicitud de retirada de una persona que aparece',
  'DMCA notice': 'Aviso DMCA',
  'Illegal content report': 'Denuncia de contenido ilegal',
  // SUB_USER_ROLE_LABELS
  Admin: 'Admin',
  Manager: 'Gestor',
  Viewer: 'Lector',
  // EVENT_MESSAGES
  'Install the MB Events app from the App Store to organize events.': 'Instala la app MB Events desde la App Store para organizar eventos.',
  'This event does not exist.': 'Este evento no existe.',
  'The link must be a secure https:// address.': 'El enlace debe ser una dirección segura https://.',
  'The end must be after the start.': 'El final debe ser posterior al inicio.',
  'The end of the range must be after its start.': 'El final del intervalo debe ser posterior a su inicio.',
  'Choose a time zone from the list.': 'Elige una zona horaria de la lista.',
  'Use a date and time such as 2026-12-01T20:00.': 'Usa una fecha y hora como 2026-12-01T20:00.',
  'Add the link where attendees join the online event.': 'Añade el enlace para unirse al evento en línea.',
  'Add where the event takes place.': 'Indica dónde tiene lugar el evento.',
  'Set a ticket price of at least 1.00.': 'Pon un precio de entrada de al menos 1.00.',
  'Add a title, a start and an end, a place (or an online link) and a category before publishing.':
    'Añade un título, un inicio y un final, un lugar (o un enlace en línea) y una categoría antes de publicar.',
  'The start of the event has passed.': 'El inicio del evento ya pasó.',
  'Only a draft can be published.': 'Solo se puede publicar un borrador.',
  'A cancelled event cannot be changed.': 'Un evento cancelado no se puede cambiar.',
  'The capacity cannot be lower than the seats already taken.': 'La capacidad no puede ser menor que las plazas ya ocupadas.',
  'Tickets are already taken: the ticket kind and price cannot change.':
    'Ya hay entradas ocupadas: el tipo de entrada y el precio no pueden cambiar.',
  'This event is already cancelled.': 'Este evento ya está cancelado.',
  'You can keep up to 200 events.': 'Puedes tener hasta 200 eventos.',
  'Submitted for review. Once an event of yours is approved, your next events publish at once.':
    'Enviado a revisión. Cuando se apruebe un evento tuyo, los siguientes se publicarán al instante.',
  'Your event is published.': 'Tu evento está publicado.',
  'This event is not open for registration.': 'Este evento no está abierto a inscripciones.',
  'This event is sold out.': 'Este evento está agotado.',
  'You already have a ticket for this event.': 'Ya tienes una entrada para este evento.',
  'You organize this event: you do not need a ticket.': 'Organizas este evento: no necesitas entrada.',
  'You have no ticket for this event.': 'No tienes entrada para este evento.',
  'A paid ticket cannot be cancelled here: contact the organizer.':
    'Una entrada pagada no se puede cancelar aquí: contacta con el organizador.',
  'This code is not a ticket for this event.': 'Este código no es una entrada para este evento.',
  'This ticket is already checked in.': 'Esta entrada ya se registró.',
  'This ticket is not valid.': 'Esta entrada no es válida.',
  'This ticket is not paid yet.': 'Esta entrada aún no está pagada.',
  'Checked in.': 'Registrado.',
  'Nobody to message yet: the event has no attendees.': 'Aún no hay nadie a quien escribir: el evento no tiene asistentes.',
  'Your message was sent to the attendees.': 'Tu mensaje se envió a los asistentes.',
  'An event you are attending was cancelled': 'Se canceló un evento al que asistes',
  'Could not load the events.': 'No se pudieron cargar los eventos.',
  'No upcoming events': 'No hay eventos próximos',
  'Nothing matches these filters. Try a wider date range or another category.':
    'Nada coincide con estos filtros. Prueba un intervalo de fechas más amplio u otra categoría.',
  'No tickets yet': 'Aún no hay entradas',
  'Events you RSVP to or buy a ticket for appear here.':
    'Aquí aparecen los eventos a los que confirmas asistencia o para los que compras entrada.',
  'No events yet': 'Aún no hay eventos',
  'Create your first event: a title, when and where, and how many seats.':
    'Crea tu primer evento: un título, cuándo y dónde, y cuántas plazas.',
  // LOTTERY_MESSAGES
  'Digital Lottery': 'Sorteo digital',
  'Free prize draws for members. Every draw can be checked by anyone, in the browser.':
    'Sorteos gratuitos para miembros. Cualquiera puede comprobar cada sorteo en el navegador.',
  'No purchase is necessary to enter or to win. Entry is free for members: one entry per member per draw.':
    'No hace falta comprar nada para participar ni para ganar. La participación es gratuita para los miembros: una por miembro y sorteo.',
  'This draw does not exist.': 'Este sorteo no existe.',
  'Could not load the draws.': 'No se pudieron cargar los sorteos.',
  'Could not load this draw.': 'No se pudo cargar este sorteo.',
  'No draw is open right now. New draws are announced here.': 'Ahora no hay ningún sorteo abierto. Los nuevos se anuncian aquí.',
  'No past draws yet.': 'Aún no hay sorteos pasados.',
  'Sign in to enter': 'Inicia sesión para participar',
  'You are in the draw!': '¡Estás en el sorteo!',
  'You have already entered this draw.': 'Ya participas en este sorteo.',
  'This draw is not open for entries yet.': 'Este sorteo aún no está abierto a participaciones.',
  'Entry to this draw has closed.': 'La participación en este sorteo se cerró.',
  'This draw was cancelled.': 'Este sorteo se canceló.',
  'This draw is for identity-verified members. Verify your identity to enter.':
    'Este sorteo es para miembros con identidad verificada. Verifica tu identidad para participar.',
  'Staff run the draws and cannot enter them.': 'El equipo organiza los sorteos y no puede participar.',
  'The seed and the entry list are published when entry closes.':
    'La semilla y la lista de participaciones se publican cuando se cierra la participación.',
  'Entry has closed. The winners are being drawn…': 'La participación se cerró. Se están sorteando los ganadores…',
  Verified: 'Verificado',
  Mismatch: 'No coincide',
  'The entry window must close after it opens.': 'El periodo de participación debe cerrarse después de abrirse.',
  'The entry window must close in the future.': 'El periodo de participación debe cerrarse en el futuro.',
  'A draw can be changed only before it opens.': 'Un sorteo solo se puede cambiar antes de abrirse.',
  'A drawn or cancelled draw cannot be cancelled.': 'Un sorteo ya realizado o cancelado no se puede cancelar.',
  'Give the draw a title.': 'Ponle un título al sorteo.',
  'Describe the prize.': 'Describe el premio.',
  'Write the rules of the draw.': 'Escribe las reglas del sorteo.',
  'Between 1 and 100 winners.': 'Entre 1 y 100 ganadores.',
  'Enter a date and time.': 'Escribe una fecha y hora.',
  'Draw saved': 'Sorteo guardado',
  'Draw published': 'Sorteo publicado',
  'Draw cancelled': 'Sorteo cancelado',
  'Enter a redemption code.': 'Escribe un código de canje.',
  'No winning entry has this code.': 'Ninguna participación ganadora tiene este código.',
  'This prize was already redeemed.': 'Este premio ya se canjeó.',
  'Prize redeemed': 'Premio canjeado',
  'You won a prize draw!': '¡Ganaste un sorteo!',
  // FEED_MESSAGES
  'Activity Feed': 'Actividad',
  'Updates from the people and businesses you follow.': 'Novedades de las personas y empresas que sigues.',
  'Share an update with your network...': 'Comparte una novedad con tu red...',
  'Write something or add an image.': 'Escribe algo o añade una imagen.',
  'Posts can be up to 1000 characters.': 'Las publicaciones pueden tener hasta 1000 caracteres.',
  'Write a comment first.': 'Escribe primero un comentario.',
  'Comments can be up to 500 characters.': 'Los comentarios pueden tener hasta 500 caracteres.',
  'Post images must be JPEG, PNG, WebP or GIF.': 'Las imágenes de las publicaciones deben ser JPEG, PNG, WebP o GIF.',
  'Pending moderation: only you can see this post until a moderator approves it.':
    'Pendiente de moderación: solo tú ves esta publicación hasta que un moderador la apruebe.',
  Posted: 'Publicado',
  'Could not publish your post. Please try again.': 'No se pudo publicar tu publicación. Inténtalo de nuevo.',
  'This activity is no longer available.': 'Esta actividad ya no está disponible.',
  'This comment is no longer available.': 'Este comentario ya no está disponible.',
  'Only the comment’s author or the item’s owner can delete it.':
    'Solo el autor del comentario o el dueño de la publicación pueden eliminarlo.',
  'You cannot like your own post.': 'No puedes dar me gusta a tu propia publicación.',
  'Verify your identity to mark a post NSFW.': 'Verifica tu identidad para marcar una publicación como NSFW.',
  'Your feed is quiet': 'Tu actividad está tranquila',
  'Follow creators, studios and businesses to see what they share here.':
    'Sigue a creadores, estudios y empresas para ver aquí lo que comparten.',
  'Find people to follow': 'Encuentra personas a quien seguir',
  'We could not load your feed.': 'No pudimos cargar tu actividad.',
  'Try again': 'Intentar de nuevo',
  "You're all caught up.": 'Estás al día.',
  // SUB_USER_MESSAGES
  'Your role for this enterprise is Viewer: you can look but not change anything.':
    'Tu rol en esta empresa es Lector: puedes mirar, pero no cambiar nada.',
  'Your role for this enterprise is Manager: only an Admin can manage sub-users, API keys, webhooks, company details or account security.':
    'Tu rol en esta empresa es Gestor: solo un Admin puede gestionar subusuarios, claves de API, webhooks, datos de la empresa o la seguridad de la cuenta.',
  'Your role for this enterprise does not allow this.': 'Tu rol en esta empresa no lo permite.',
  'Enter the e-mail address of the person to invite.': 'Escribe el correo electrónico de la persona que quieres invitar.',
  'Choose a role: admin, manager or viewer.': 'Elige un rol: admin, gestor o lector.',
  'That is your enterprise’s own e-mail address.': 'Ese es el correo electrónico de tu propia empresa.',
  'This person is already a sub-user of your enterprise.': 'Esta persona ya es subusuario de tu empresa.',
  'An enterprise can have at most 100 sub-users.': 'Una empresa puede tener como máximo 100 subusuarios.',
  'No such sub-user.': 'Ese subusuario no existe.',
  'This invitation link is not valid or has already been used.': 'Este enlace de invitación no es válido o ya se usó.',
  'This invitation has expired. Ask the enterprise to invite you again.':
    'Esta invitación caducó. Pide a la empresa que te invite de nuevo.',
  'This invitation was sent to another e-mail address. Sign in with the account of that address.':
    'Esta invitación se envió a otro correo electrónico. Inicia sesión con la cuenta de esa dirección.',
  'Enterprise accounts cannot be sub-users. Sign in with your personal account.':
    'Las cuentas Enterprise no pueden ser subusuarios. Inicia sesión con tu cuenta personal.',
  'Switch back to your own account to accept an invitation.': 'Vuelve a tu propia cuenta para aceptar una invitación.',
  'Sub-user invitation': 'Invitación como subusuario',
  'Sub-user joined': 'Subusuario incorporado',
  'Sub-user access ended': 'Acceso de subusuario finalizado',
  'Sub-user role changed': 'Rol de subusuario cambiado',
  'Invitation sent': 'Invitación enviada',
  'Role changed': 'Rol cambiado',
  'Sub-user removed': 'Subusuario eliminado',
  'No sub-users yet. Invite someone by e-mail to let them act for your enterprise.':
    'Aún no hay subusuarios. Invita a alguien por correo para que actúe en nombre de tu empresa.',
  // DELEGATION_MESSAGES
  'While using the platform as another account you cannot do this: it is for the person who holds that account alone. Switch back to your own account.':
    'Mientras usas la plataforma como otra cuenta no puedes hacer esto: es solo para la persona titular de esa cuenta. Vuelve a tu propia cuenta.',
  // ENTERPRISE_DASHBOARD_MESSAGES
  'The enterprise dashboard is for enterprise accounts.': 'El panel Enterprise es para cuentas Enterprise.',
  // SECURITY_MESSAGES
  'Security alert': 'Alerta de seguridad',
  'Open the admin dashboard for details.': 'Abre el panel de administración para ver los detalles.',
  // WEBHOOK_MESSAGES
  'Only enterprise accounts can manage webhooks.': 'Solo las cuentas Enterprise pueden gestionar webhooks.',
  'Only the enterprise or an Admin sub-user can change webhooks.': 'Solo la empresa o un subusuario Admin pueden cambiar los webhooks.',
  'Webhook endpoint not found.': 'No se encontró el endpoint del webhook.',
  'Delivery not found.': 'No se encontró la entrega.',
  'Enter the URL that should receive the events.': 'Escribe la URL que debe recibir los eventos.',
  'Enter a full URL such as https://example.com/webhooks.': 'Escribe una URL completa, como https://example.com/webhooks.',
  'Webhook URLs must start with https://.': 'Las URL de webhook deben empezar por https://.',
  'This address is private or local; webhooks can only be sent to public addresses.':
    'Esta dirección es privada o local; los webhooks solo se pueden enviar a direcciones públicas.',
  'Leave user names and passwords out of the URL.': 'No incluyas nombres de usuario ni contraseñas en la URL.',
  'Keep the description under 200 characters.': 'La descripción debe tener menos de 200 caracteres.',
  'Choose at least one event.': 'Elige al menos un evento.',
  'An enterprise can have up to 10 webhook endpoints.': 'Una empresa puede tener hasta 10 endpoints de webhook.',
  'Endpoint added': 'Endpoint añadido',
  'Endpoint saved': 'Endpoint guardado',
  'Endpoint removed': 'Endpoint eliminado',
  'New signing secret made': 'Nuevo secreto de firma creado',
  'Test event queued': 'Evento de prueba en cola',
  'Redelivery queued': 'Reenvío en cola',
  'Copy this signing secret now: it will not be shown again.': 'Copia este secreto de firma ahora: no se volverá a mostrar.',
  'Add an endpoint to receive new applications, booking requests and RSVPs of your linked studios.':
    'Añade un endpoint para recibir nuevas postulaciones, solicitudes de reserva y confirmaciones de asistencia de tus estudios vinculados.',
  'No deliveries yet. Send a test event to see one here.': 'Aún no hay entregas. Envía un evento de prueba para ver una aquí.',
  'Webhook endpoint disabled': 'Endpoint de webhook desactivado',
  // STAFF_ADMIN_MESSAGES
  'Failed to grant admin access. Please try again.': 'No se pudo conceder el acceso de administrador. Inténtalo de nuevo.',
  'Access Denied: staff management has already been set up. Ask an administrator for access.':
    'Acceso denegado: la gestión del equipo ya está configurada. Pide acceso a un administrador.',
  'Set up staff management': 'Configurar la gestión del equipo',
  'No staff members exist yet. As the first administrator you can grant yourself permanent admin access to reach moderation, staff management and Post-Production Editor accounts.':
    'Aún no hay miembros del equipo. Como primer administrador puedes darte acceso de administrador permanente para llegar a la moderación, la gestión del equipo y las cuentas de Post-Production Editor.',
  'Admin access granted. Taking you to the admin area...': 'Acceso de administrador concedido. Te llevamos al área de administración...',
  'This member does not exist.': 'Este miembro no existe.',
  'Please give a reason.': 'Indica un motivo.',
  'Please enter a display name.': 'Escribe un nombre visible.',
  'You cannot change your own staff role or suspend your own account.':
    'No puedes cambiar tu propio rol en el equipo ni suspender tu propia cuenta.',
  'This is the last active administrator who can manage staff. Make another member an administrator first.':
    'Este es el último administrador activo que puede gestionar el equipo. Haz administrador a otro miembro primero.',
  'This account is already suspended.': 'Esta cuenta ya está suspendida.',
  'This account is not suspended.': 'Esta cuenta no está suspendida.',
  'This member has no staff role.': 'Este miembro no tiene rol en el equipo.',
  'Post-Production Editor account created. We e-mailed a link to choose a password.':
    'Cuenta de Post-Production Editor creada. Enviamos por correo un enlace para elegir la contraseña.',
  'Please enter a valid URL (http or https).': 'Escribe una URL válida (http o https).',
  'The compliance hub must be an https:// address.': 'El centro de cumplimiento debe ser una dirección https://.',
  'The compliance hub must be a public address, not a private, loopback or link-local one.':
    'El centro de cumplimiento debe ser una dirección pública, no privada, de loopback ni de enlace local.',
  'Leave user names and passwords out of the URL; the API key and secret have their own fields.':
    'No incluyas nombres de usuario ni contraseñas en la URL; la clave de API y el secreto tienen sus propios campos.',
  'A key has at least 8 characters.': 'Una clave tiene al menos 8 caracteres.',
  'Enter a whole number of hours between 1 and 720.': 'Escribe un número entero de horas entre 1 y 720.',
  'Platform settings saved': 'Configuración de la plataforma guardada',
  'We could not load this page. Check your connection and try again.':
    'No pudimos cargar esta página. Revisa tu conexión e inténtalo de nuevo.',
  'Reading the moderation queues failed. The other figures are current; try again to read the queues.':
    'No se pudieron leer las colas de moderación. Las demás cifras están al día; inténtalo de nuevo para leer las colas.',
  'No member has the username @{name}.': 'Ningún miembro tiene el nombre de usuario @{name}.',
  'This API key lacks the scope {scope}.': 'A esta clave de API le falta el permiso {scope}.',
  'This prize was already redeemed on {when}.': 'Este premio ya se entregó el {when}.',
  'This prize was already redeemed by {by}.': 'Este premio ya lo entregó {by}.',
  'This prize was already redeemed on {when} by {by}.': 'Este premio ya lo entregó {by} el {when}.',
  'This ticket is already checked in at {time}.': 'Esta entrada ya se registró a las {time}.',
  'While using the platform as a linked account you cannot change the password of that account.':
    'Mientras usas la plataforma como una cuenta vinculada no puedes cambiar la contraseña de esa cuenta.',
  'While using the platform as a linked account you cannot change the e-mail of that account.':
    'Mientras usas la plataforma como una cuenta vinculada no puedes cambiar el correo electrónico de esa cuenta.',
  'While using the platform as a linked account you cannot manage the sessions of that account.':
    'Mientras usas la plataforma como una cuenta vinculada no puedes gestionar las sesiones de esa cuenta.',
  'While using the platform as a linked account you cannot delete that account.':
    'Mientras usas la plataforma como una cuenta vinculada no puedes eliminar esa cuenta.',
} as Record<string, string>;
