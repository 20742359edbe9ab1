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
} as Record<string, string>;
