// The contract's messages (MESSAGES, ui-text.ts: the words the server answers with and the shell shows) in
// es, keyed by their English text (docs/ARCHITECTURE.md "Languages"). A text missing here is answered in English.
import biz from './biz/es.ts';
import features from './features/es.ts';
import safety from './safety/es.ts';
import work from './work/es.ts';

export default {
  'Authentication Required': 'Inicio de sesión necesario',
  'Please log in to access this page.': 'Inicia sesión para acceder a esta página.',
  'Page Not Found': 'Página no encontrada',
  "The page you're looking for doesn't exist or has been moved.": 'La página que buscas no existe o se ha movido.',
  'Something went wrong': 'Algo salió mal',
  'An unexpected error occurred while loading the application': 'Se produjo un error inesperado al cargar la aplicación',
  'App Startup Error': 'Error al iniciar la aplicación',
  'The application failed to start properly. This could be due to a network issue or a temporary problem.':
    'La aplicación no se inició correctamente. Puede deberse a un problema de red o a un fallo temporal.',
  'Unknown startup error': 'Error de inicio desconocido',
  'Security Policy Error': 'Error de política de seguridad',
  'A security policy prevented the application from loading properly.':
    'Una política de seguridad impidió que la aplicación se cargara correctamente.',
  'Security Notice: Some resources were blocked by security policy.':
    'Aviso de seguridad: la política de seguridad bloqueó algunos recursos.',
  'Loading Issue': 'Problema de carga',
  'The application is taking longer than expected to load.': 'La aplicación está tardando más de lo esperado en cargar.',
  'This page could not be loaded': 'No se pudo cargar esta página',
  'Part of the application failed to download. Check your connection, then try again.':
    'No se pudo descargar parte de la aplicación. Comprueba tu conexión y vuelve a intentarlo.',
  'Error signing out': 'Error al cerrar sesión',
  'There was a problem signing out. Please try again.': 'Hubo un problema al cerrar sesión. Inténtalo de nuevo.',
  'Signed out successfully': 'Sesión cerrada',
  'You have been logged out of your account': 'Has cerrado la sesión de tu cuenta',
  'Logged out successfully': 'Sesión cerrada',
  'Error logging out': 'Error al cerrar sesión',
  'There was a problem logging out of your account': 'Hubo un problema al cerrar la sesión de tu cuenta',
  Error: 'Error',
  'Failed to load linked accounts': 'No se pudieron cargar las cuentas vinculadas',
  'The studio link ended: you are using the platform as yourself again':
    'El vínculo con el estudio terminó: vuelves a usar la plataforma con tu propia cuenta',
  'Failed to launch app': 'No se pudo abrir la aplicación',
  Success: 'Listo',
  'All notifications marked as read': 'Todas las notificaciones marcadas como leídas',
  'Access Denied': 'Acceso denegado',
  "You don't have the necessary permissions to access this area": 'No tienes los permisos necesarios para acceder a esta sección',
  'Failed to update profile. Please try again.': 'No se pudo actualizar el perfil. Inténtalo de nuevo.',
  'Profile setup required. Starting onboarding...': 'Debes configurar tu perfil. Iniciando la configuración...',
  'Failed to load profile data': 'No se pudieron cargar los datos del perfil',
  'An unexpected error occurred': 'Se produjo un error inesperado',
  'The service is briefly unavailable. Please try again in a few seconds.':
    'El servicio no está disponible por un momento. Inténtalo de nuevo en unos segundos.',
  'Files cannot be stored or read right now. Please try again in a few minutes.':
    'Ahora mismo no se pueden guardar ni leer archivos. Inténtalo de nuevo en unos minutos.',
  'Username Required': 'Nombre de usuario obligatorio',
  'Please enter a username to continue.': 'Introduce un nombre de usuario para continuar.',
  'Username Taken': 'Nombre de usuario en uso',
  'This username is already taken. Please choose another.': 'Este nombre de usuario ya está en uso. Elige otro.',
  'File size too large. Maximum 5MB allowed.': 'El archivo es demasiado grande. Máximo 5 MB.',
  'Invalid file type. Only JPEG, PNG, and WebP images are allowed.':
    'Tipo de archivo no válido. Solo se admiten imágenes JPEG, PNG y WebP.',
  'No file provided': 'No se ha enviado ningún archivo',
  'Permission denied. Please sign out and sign back in, then try again.':
    'Permiso denegado. Cierra sesión, vuelve a entrar e inténtalo de nuevo.',
  'File already exists. Please try again.': 'El archivo ya existe. Inténtalo de nuevo.',
  'File too large. Please use an image under 5MB.': 'Archivo demasiado grande. Usa una imagen de menos de 5 MB.',
  'Upload failed. Please try again.': 'No se pudo subir. Inténtalo de nuevo.',
  'Storage error occurred. Please try again.': 'Error de almacenamiento. Inténtalo de nuevo.',
  'Upload failed': 'No se pudo subir',
  'This avatar is not waiting for moderation.': 'Esta foto de perfil no está pendiente de moderación.',
  'Draft loaded': 'Borrador cargado',
  'Draft saved': 'Borrador guardado',
  'Save failed': 'No se pudo guardar',
  'Failed to save your draft. Please try again.': 'No se pudo guardar tu borrador. Inténtalo de nuevo.',
  'There was an issue with your verification. Please try again.': 'Hubo un problema con tu verificación. Inténtalo de nuevo.',
  "We couldn't determine your verification status. Please refresh or contact support.":
    'No pudimos comprobar el estado de tu verificación. Recarga la página o contacta con soporte.',
  'Incorrect e-mail or password.': 'Correo electrónico o contraseña incorrectos.',
  'An account with this e-mail already exists. Sign in instead, or reset your password.':
    'Ya existe una cuenta con este correo. Inicia sesión o restablece tu contraseña.',
  'Password must be at least 8 characters.': 'La contraseña debe tener al menos 8 caracteres.',
  'Password must be at most 128 characters.': 'La contraseña puede tener como máximo 128 caracteres.',
  'This password is too common. Choose one that is harder to guess.':
    'Esta contraseña es demasiado común. Elige una más difícil de adivinar.',
  'Enter a valid e-mail address.': 'Introduce un correo electrónico válido.',
  'Your session has expired. Please sign in again.': 'Tu sesión ha caducado. Vuelve a iniciar sesión.',
  'Too many attempts. Please wait a few minutes and try again.': 'Demasiados intentos. Espera unos minutos y vuelve a intentarlo.',
  'Too many requests. Please wait a few minutes and try again.': 'Demasiadas solicitudes. Espera unos minutos y vuelve a intentarlo.',
  'If an account exists for that e-mail, a reset link is on its way.':
    'Si existe una cuenta con ese correo, te hemos enviado un enlace para restablecer la contraseña.',
  'This reset link is invalid or has expired. Request a new one.': 'Este enlace no es válido o ha caducado. Solicita uno nuevo.',
  'Your password has been changed. Sign in with the new password.': 'Tu contraseña se ha cambiado. Inicia sesión con la nueva contraseña.',
  'Some fields need your attention.': 'Revisa algunos campos.',
  'File too large. Maximum 10MB allowed.': 'Archivo demasiado grande. Máximo 10 MB.',
  'This file was rejected by the upload safety check.': 'El control de seguridad de subidas rechazó este archivo.',
  'Send the file as multipart/form-data in a field named "file".': 'Envía el archivo como multipart/form-data en un campo llamado "file".',
  'No such file.': 'El archivo no existe.',
  'This link is invalid or has expired.': 'Este enlace no es válido o ha caducado.',
  'The passwords do not match.': 'Las contraseñas no coinciden.',
  'Current password is incorrect.': 'La contraseña actual no es correcta.',
  'Authentication required.': 'Debes iniciar sesión.',
  'Malformed Authorization header.': 'Cabecera Authorization mal formada.',
  'The request could not be read. Check that it is valid JSON.': 'No se pudo leer la solicitud. Comprueba que sea JSON válido.',
  'Text cannot contain NUL characters or broken Unicode.': 'El texto no puede contener caracteres NUL ni Unicode dañado.',
  'The upload could not be read. Send it as multipart/form-data with its boundary.':
    'No se pudo leer la subida. Envíala como multipart/form-data con su boundary.',
  'The request is too large.': 'La solicitud es demasiado grande.',
  'Unsupported content type.': 'Tipo de contenido no admitido.',
  'Malformed frame.': 'Trama mal formada.',
  'Authenticate first.': 'Inicia sesión primero.',
  'Too many subscriptions.': 'Demasiadas suscripciones.',
  'Not allowed to subscribe to this topic.': 'No puedes suscribirte a este tema.',
  'Could not reach the server. Check your connection and try again.':
    'No se pudo conectar con el servidor. Comprueba tu conexión y vuelve a intentarlo.',
  'Something went wrong. Please try again.': 'Algo salió mal. Inténtalo de nuevo.',
  'We could not load this document. Check your connection and try again.':
    'No pudimos cargar este documento. Comprueba tu conexión y vuelve a intentarlo.',
  'We could not load the current prices. Check your connection and try again.':
    'No pudimos cargar los precios actuales. Comprueba tu conexión y vuelve a intentarlo.',
  'Failed to check profile status': 'No se pudo comprobar el estado del perfil',
  'Profile Setup Required': 'Debes configurar tu perfil',
  'Finish setting up your profile to use this page.': 'Termina de configurar tu perfil para usar esta página.',
  'Taking you back to your dashboard...': 'Volviendo a tu panel...',
  'You have been signed out': 'Se ha cerrado tu sesión',
  'This session was ended from another device. Please sign in again.':
    'Esta sesión se cerró desde otro dispositivo. Vuelve a iniciar sesión.',
  'Could not confirm your staff access. Retrying soon.': 'No se pudo confirmar tu acceso de equipo. Se reintentará en breve.',
  // Geo-blocking (issue 35)
  'This profile is not available': 'Este perfil no está disponible',
  'Choose countries from the list.': 'Elige países de la lista.',
  'Choose states and provinces from the list.': 'Elige estados y provincias de la lista.',
  'You can let at most 100 members through.': 'Puedes dejar pasar a 100 miembros como máximo.',
  'You always see your own profile; you need not let yourself through.': 'Siempre ves tu propio perfil; no necesitas dejarte pasar.',
  'Your blocked locations are saved.': 'Tus ubicaciones bloqueadas se han guardado.',
  'Blocking places means fewer visitors: people there will not find your profile anywhere on the site. It works from the approximate place of their internet address, so someone using a VPN or travelling can still reach it.':
    'Bloquear lugares significa menos visitas: allí nadie encontrará tu perfil en ninguna parte del sitio. Se basa en la ubicación aproximada de su dirección de internet, así que alguien con una VPN o de viaje aún puede llegar a él.',
  'Members you let through see your profile wherever they are, when signed in.':
    'Los miembros que dejas pasar ven tu perfil estén donde estén, con la sesión iniciada.',
  // Profile analytics (issue 35)
  'Pro members see 30 and 90 days of history; free members see the last 7 days.':
    'Los miembros Pro ven 30 y 90 días de historial; los miembros gratuitos ven los últimos 7 días.',
  'Profile not found': 'Perfil no encontrado',
  'Portfolio item not found': 'Elemento del portafolio no encontrado',
  'Your statistics could not be loaded.': 'No se pudieron cargar tus estadísticas.',
  'Privacy setting saved.': 'Ajuste de privacidad guardado.',
  'The setting could not be saved. Try again.': 'No se pudo guardar el ajuste. Inténtalo de nuevo.',
  'Show me when I view profiles': 'Mostrarme cuando veo perfiles',
  'On: members whose profiles you view see your name among their viewers. Off: you view privately, and you see no names among your own viewers either, only how many.':
    'Activado: los miembros cuyos perfiles ves ven tu nombre entre sus visitantes. Desactivado: ves perfiles en privado y tampoco ves nombres entre tus propios visitantes, solo cuántos son.',
  'You view profiles privately, so the names of your viewers are hidden too. Turn on "Show me when I view profiles" in Settings → Privacy to see them.':
    'Ves perfiles en privado, así que los nombres de tus visitantes también están ocultos. Activa «Mostrarme cuando veo perfiles» en Ajustes → Privacidad para verlos.',
  // Casting alerts (issue 35)
  'In the app only': 'Solo en la app',
  'In the app and by e-mail at once': 'En la app y por e-mail al momento',
  'In the app and in a daily e-mail digest': 'En la app y en un resumen diario por e-mail',
  'You can save up to 10 casting searches. Delete one in Settings → Notifications to save another.':
    'Puedes guardar hasta 10 búsquedas de casting. Elimina una en Ajustes → Notificaciones para guardar otra.',
  'Name this search.': 'Ponle nombre a esta búsqueda.',
  'Keep the name under 60 characters.': 'El nombre debe tener menos de 60 caracteres.',
  'This unsubscribe link is not valid. Change casting alerts in Settings → Notifications.':
    'Este enlace para darse de baja no es válido. Cambia las alertas de casting en Ajustes → Notificaciones.',
  'E-mail for this saved search is off. Alerts inside the app stay on.':
    'El correo de esta búsqueda guardada está desactivado. Los avisos dentro de la app siguen activos.',
  'This saved search does not exist.': 'Esta búsqueda guardada no existe.',
  'Add your coordinates on My Location to search by distance.': 'Añade tus coordenadas en Mi ubicación para buscar por distancia.',
  'Choose a distance of 10, 25, 50, 100, 250, 500 km.': 'Elige una distancia de 10, 25, 50, 100, 250 o 500 km.',
  'Search saved. We will tell you when a new casting call matches.': 'Búsqueda guardada. Te avisaremos cuando un nuevo casting coincida.',
  'Saved search updated': 'Búsqueda guardada actualizada',
  'Saved search deleted': 'Búsqueda guardada eliminada',
  // Portfolio watermarks (issue 35)
  'Bottom right corner': 'Esquina inferior derecha',
  'Bottom left corner': 'Esquina inferior izquierda',
  'Top right corner': 'Esquina superior derecha',
  'Top left corner': 'Esquina superior izquierda',
  Centre: 'Centro',
  'Tiled across the image': 'En mosaico por toda la imagen',
  'Enter the text of your watermark, or use your @username.': 'Escribe el texto de tu marca de agua o usa tu @usuario.',
  'A watermark text has at most 40 characters.': 'El texto de una marca de agua tiene como máximo 40 caracteres.',
  'Opacity is between 10% and 90%.': 'La opacidad va del 10 % al 90 %.',
  'Watermark saved. Your pictures are being updated.': 'Marca de agua guardada. Tus fotos se están actualizando.',
  'Watermark turned off. Your pictures are being updated.': 'Marca de agua desactivada. Tus fotos se están actualizando.',
  // Web Push (issue 36)
  'Push notifications': 'Notificaciones push',
  'Get notifications on this device even when the app is closed.': 'Recibe notificaciones en este dispositivo aunque la app esté cerrada.',
  'This browser cannot receive push notifications. On an iPhone or iPad, add the app to your Home Screen first (iOS 16.4 or later).':
    'Este navegador no puede recibir notificaciones push. En un iPhone o iPad, primero añade la app a tu pantalla de inicio (iOS 16.4 o posterior).',
  'Turn on push on this device': 'Activar push en este dispositivo',
  'Turning on...': 'Activando...',
  'Notifications are blocked for this site. Allow them in your browser settings, then try again.':
    'Las notificaciones están bloqueadas para este sitio. Permítelas en los ajustes de tu navegador y vuelve a intentarlo.',
  'Push notifications are on for this device.': 'Las notificaciones push están activadas en este dispositivo.',
  'Could not turn on push notifications. Please try again.': 'No se pudieron activar las notificaciones push. Inténtalo de nuevo.',
  'This device': 'Este dispositivo',
  Devices: 'Dispositivos',
  'No devices receive push notifications yet.': 'Todavía ningún dispositivo recibe notificaciones push.',
  Remove: 'Quitar',
  'Device removed.': 'Dispositivo quitado.',
  'Send a test push': 'Enviar un push de prueba',
  'Test push sent to your devices.': 'Push de prueba enviado a tus dispositivos.',
  'Turn on push on a device first.': 'Primero activa push en un dispositivo.',
  'Test notification': 'Notificación de prueba',
  'Push notifications work on this device.': 'Las notificaciones push funcionan en este dispositivo.',
  'Hide message content on the lock screen': 'Ocultar el contenido de los mensajes en la pantalla de bloqueo',
  'Pushes say only that something new arrived, not who sent it or what it says.':
    'Los avisos push solo dicen que ha llegado algo nuevo, no quién lo envía ni qué dice.',
  'New notification': 'Nueva notificación',
  'No such device.': 'No existe ese dispositivo.',
  'This push service is not one the server can reach.': 'El servidor no puede llegar a este servicio push.',
  'Push notifications are unavailable right now. Please try again later.':
    'Las notificaciones push no están disponibles ahora mismo. Inténtalo más tarde.',
  // Notification types and messages
  'Portfolio likes': 'Me gusta en el portafolio',
  'Someone likes an item in your portfolio.': 'A alguien le gusta un elemento de tu portafolio.',
  'New followers': 'Nuevos seguidores',
  'Someone starts following you.': 'Alguien empieza a seguirte.',
  'Collaboration requests': 'Solicitudes de colaboración',
  'A member asks to work with you.': 'Un miembro quiere trabajar contigo.',
  Messages: 'Mensajes',
  'You receive a new direct message.': 'Recibes un nuevo mensaje directo.',
  'System updates': 'Novedades del sistema',
  'Account, moderation and platform news.': 'Novedades de tu cuenta, de moderación y de la plataforma.',
  'Task assignments': 'Tareas asignadas',
  'A task is assigned to you.': 'Se te asigna una tarea.',
  'Task reminders': 'Recordatorios de tareas',
  'A task you own is coming due.': 'Una tarea tuya está por vencer.',
  'No such notification.': 'No existe esa notificación.',
  Notifications: 'Notificaciones',
  'No notifications yet': 'Todavía no hay notificaciones',
  'Loading notifications...': 'Cargando notificaciones...',
  'We could not load your notifications.': 'No pudimos cargar tus notificaciones.',
  'New Notification': 'Nueva notificación',
  'Load more': 'Cargar más',
  'Could not mark your notifications as read. Please try again.':
    'No se pudieron marcar tus notificaciones como leídas. Inténtalo de nuevo.',
  'Could not mark this notification as read.': 'No se pudo marcar esta notificación como leída.',
  'Preference saved': 'Preferencia guardada',
  'Could not save your notification settings. Please try again.':
    'No se pudieron guardar tus ajustes de notificaciones. Inténtalo de nuevo.',
  'This unsubscribe link is invalid. Turn e-mails off in Settings > Notifications instead.':
    'Este enlace para darse de baja no es válido. Desactiva los correos en Ajustes > Notificaciones.',
  'You will no longer get these e-mails.': 'Ya no recibirás estos correos.',
  // The features' own message tables (features/<locale>.ts).
  ...features,
  // casting, bookings, collabs, visio, licensing, trophy (work/<locale>.ts).
  ...work,
  ...safety,
  // The business side's words (biz/<locale>.ts).
  ...biz,
} as Record<string, string>;
