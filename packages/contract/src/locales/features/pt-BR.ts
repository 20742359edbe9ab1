// The features' own message tables (the *_MESSAGES the server answers with, and a few labels inside its
// mails) in Brazilian Portuguese, keyed by their English text; part of the contract catalogue (../pt-BR.ts), so the web
// shows them through tm() and the server answers in the request's language (docs/ARCHITECTURE.md "Languages").
export default {
  // SYSTEM_MESSAGES
  'The system figures could not be read. Please try again.': 'Não foi possível ler os números do sistema. Tente de novo.',
  'No request figures yet: every instance writes one sample a minute, so the charts fill in within a minute or two.':
    'Ainda não há números de requisições: cada instância grava uma amostra por minuto, então os gráficos se preenchem em um ou dois minutos.',
  'No jobs are waiting, running or failed in the last 24 hours.':
    'Nenhuma tarefa aguardando, em execução ou com falha nas últimas 24 horas.',
  'No errors in the last 24 hours.': 'Nenhum erro nas últimas 24 horas.',
  // DIAGNOSTICS_MESSAGES
  'Storage did not accept the test file. Uploads will fail until it is back.':
    'O armazenamento não aceitou o arquivo de teste. Os envios vão falhar até ele voltar.',
  'Storage kept the test file but did not give it back. Pictures and files will not load.':
    'O armazenamento guardou o arquivo de teste, mas não o devolveu. Imagens e arquivos não vão carregar.',
  'Storage gave back different bytes than it was sent.': 'O armazenamento devolveu bytes diferentes dos que recebeu.',
  'no GeoIP database is configured on the server (GEOIP_DB)': 'nenhum banco de dados GeoIP está configurado no servidor (GEOIP_DB)',
  'the GeoIP database does not know this address (a private, local or new address)':
    'o banco de dados GeoIP não conhece este endereço (um endereço privado, local ou novo)',
  // RECORDS_MESSAGES
  'Please give the production date (the day it was shot) for work that shows people.':
    'Informe a data de produção (o dia da gravação) dos trabalhos que mostram pessoas.',
  'The production date cannot be in the future.': 'A data de produção não pode estar no futuro.',
  'Please give your full legal name as it appears on your ID document.':
    'Informe seu nome legal completo como aparece no seu documento de identidade.',
  'Please give your date of birth (YYYY-MM-DD).': 'Informe sua data de nascimento (AAAA-MM-DD).',
  'Performers must be 18 or older.': 'Os performers precisam ter 18 anos ou mais.',
  'Please choose a photo (JPEG, PNG or WebP) or a PDF of your ID document.':
    'Escolha uma foto (JPEG, PNG ou WebP) ou um PDF do seu documento de identidade.',
  'No 2257 record for that item.': 'Não há registro 2257 para esse item.',
  // MEDIA_SAFETY_MESSAGES
  'This file cannot be published.': 'Este arquivo não pode ser publicado.',
  'This hash is already on the list.': 'Este hash já está na lista.',
  'That hash is not on the list.': 'Esse hash não está na lista.',
  'That report does not exist.': 'Essa denúncia não existe.',
  'Please choose a JPEG, PNG, WebP or GIF image.': 'Escolha uma imagem JPEG, PNG, WebP ou GIF.',
  'This picture has too little detail to match safely: its hash would also block plain, empty images.':
    'Esta imagem tem poucos detalhes para uma comparação segura: o hash dela também bloquearia imagens lisas e vazias.',
  'Urgent: a blocked upload': 'Urgente: um envio bloqueado',
  'An upload matched the media blocklist and was stopped. Review it and report it to the authorities.':
    'Um envio correspondeu à lista de bloqueio de mídia e foi interrompido. Revise e denuncie às autoridades.',
  // CONTACT_MESSAGES
  'Please enter your name.': 'Digite seu nome.',
  'Name must be at most 100 characters.': 'O nome deve ter no máximo 100 caracteres.',
  'Please choose a topic.': 'Escolha um assunto.',
  'Please write at least 20 characters so we can help.': 'Escreva pelo menos 20 caracteres para que possamos ajudar.',
  'Message must be at most 5,000 characters.': 'A mensagem deve ter no máximo 5.000 caracteres.',
  'You have sent several messages in a short time. Please wait an hour before sending another.':
    'Você enviou várias mensagens em pouco tempo. Aguarde uma hora antes de enviar outra.',
  'Message sent': 'Mensagem enviada',
  'Thank you. A member of our team will reply by e-mail, usually within two business days.':
    'Obrigado. Alguém da nossa equipe vai responder por e-mail, normalmente em até dois dias úteis.',
  'Your message could not be sent. Please try again.': 'Não foi possível enviar sua mensagem. Tente de novo.',
  // PRO_MESSAGES
  'Account downgraded. Your Pro content has been removed.': 'Conta rebaixada. Seu conteúdo Pro foi removido.',
  'Failed to execute downgrade': 'Não foi possível rebaixar a conta',
  'Failed to load Pro status. Please refresh the page.': 'Não foi possível carregar o status Pro. Atualize a página.',
  'Database validation error': 'Erro de validação do banco de dados',
  'Check database connectivity and try again': 'Verifique a conexão com o banco de dados e tente de novo',
  'Validation error occurred': 'Ocorreu um erro de validação',
  'Check database connectivity and permissions': 'Verifique a conexão com o banco de dados e as permissões',
  'There is no grace period to end: your account is not in a grace period.':
    'Não há período de carência para encerrar: sua conta não está em período de carência.',
  'Choose an end date in the future.': 'Escolha uma data de término no futuro.',
  'Pro statuses saved.': 'Status Pro salvos.',
  'Choose at least one status to change.': 'Escolha pelo menos um status para alterar.',
  // DISCOVERY_MESSAGES
  'Search for at most 100 characters.': 'Pesquise no máximo 100 caracteres.',
  'A location has at most 120 characters.': 'Um local tem no máximo 120 caracteres.',
  'This page of results does not exist.': 'Esta página de resultados não existe.',
  'Choose content types from the list.': 'Escolha tipos de conteúdo da lista.',
  'No members match your search.': 'Nenhum membro corresponde à sua busca.',
  'Try another spelling, fewer content types, a wider distance, or turn off Verified and Pro.':
    'Tente outra grafia, menos tipos de conteúdo, uma distância maior, ou desative Verificado e Pro.',
  'No members to show yet.': 'Ainda não há membros para mostrar.',
  'Members could not be loaded. Please try again.': 'Não foi possível carregar os membros. Tente de novo.',
  'More members could not be loaded.': 'Não foi possível carregar mais membros.',
  // LOCATION_MESSAGES
  'Keep each part under 60 characters.': 'Mantenha cada parte abaixo de 60 caracteres.',
  'Latitude must be a number from -90 to 90.': 'A latitude deve ser um número de -90 a 90.',
  'Longitude must be a number from -180 to 180.': 'A longitude deve ser um número de -180 a 180.',
  'Enter both latitude and longitude, or neither.': 'Informe a latitude e a longitude, ou nenhuma das duas.',
  'Location saved': 'Localização salva',
  'Coordinates removed': 'Coordenadas removidas',
  'Your location could not be loaded. Please try again.': 'Não foi possível carregar sua localização. Tente de novo.',
  'This browser cannot share its location. Type your coordinates instead, or leave them empty.':
    'Este navegador não consegue compartilhar a localização. Digite suas coordenadas ou deixe em branco.',
  'Location access was denied. Allow it in your browser settings, or type your coordinates.':
    'O acesso à localização foi negado. Permita nas configurações do navegador ou digite suas coordenadas.',
  'Your position is not available right now. Try again, or type your coordinates.':
    'Sua posição não está disponível agora. Tente de novo ou digite suas coordenadas.',
  'Finding your position took too long. Try again, or type your coordinates.':
    'Encontrar sua posição demorou demais. Tente de novo ou digite suas coordenadas.',
  'Position found. Save to keep it.': 'Posição encontrada. Salve para mantê-la.',
  // CAREERS_MESSAGES
  'Enter the title of the role.': 'Digite o título da vaga.',
  'The title can be at most 120 characters.': 'O título pode ter no máximo 120 caracteres.',
  'Enter the team.': 'Digite a equipe.',
  'The team can be at most 60 characters.': 'A equipe pode ter no máximo 60 caracteres.',
  'Enter where the role is based.': 'Informe onde a vaga fica.',
  'The location can be at most 120 characters.': 'O local pode ter no máximo 120 caracteres.',
  'Enter the type of the role, for example Full-time.': 'Digite o tipo da vaga, por exemplo Tempo integral.',
  'The type can be at most 60 characters.': 'O tipo pode ter no máximo 60 caracteres.',
  'Enter a short summary of the role.': 'Digite um breve resumo da vaga.',
  'The summary can be at most 1000 characters.': 'O resumo pode ter no máximo 1000 caracteres.',
  'Each line can be at most 300 characters.': 'Cada linha pode ter no máximo 300 caracteres.',
  'List at most 12 lines.': 'Liste no máximo 12 linhas.',
  'Enter an https:// address or an e-mail address where candidates apply, or leave it empty.':
    'Digite um endereço https:// ou um e-mail onde as pessoas se candidatam, ou deixe em branco.',
  'The order must be a whole number from 0 to 10000.': 'A ordem deve ser um número inteiro de 0 a 10000.',
  'That opening no longer exists.': 'Essa vaga não existe mais.',
  // NETWORK_MESSAGES
  'You cannot follow or connect with yourself.': 'Você não pode seguir nem se conectar com você mesmo.',
  'There is no such member.': 'Esse membro não existe.',
  'You cannot follow or connect with this member.': 'Você não pode seguir nem se conectar com este membro.',
  'Following.': 'Seguindo.',
  'Unfollowed.': 'Deixou de seguir.',
  'You can follow up to 5,000 members.': 'Você pode seguir até 5.000 membros.',
  'Connection request sent.': 'Pedido de conexão enviado.',
  'Connection request withdrawn.': 'Pedido de conexão retirado.',
  'Connected.': 'Conectados.',
  'Request declined.': 'Pedido recusado.',
  'Connection removed.': 'Conexão removida.',
  'You are already connected.': 'Vocês já estão conectados.',
  'A connection request between you is already waiting.': 'Já existe um pedido de conexão pendente entre vocês.',
  'You have 100 connection requests waiting. Withdraw some before sending more.':
    'Você tem 100 pedidos de conexão pendentes. Retire alguns antes de enviar mais.',
  'This connection request no longer exists.': 'Este pedido de conexão não existe mais.',
  'A note can be at most 300 characters.': 'Uma nota pode ter no máximo 300 caracteres.',
  // MODERATION_MESSAGES
  'This moderation item does not exist.': 'Este item de moderação não existe.',
  'Another reviewer is working on this item.': 'Outra pessoa da moderação está trabalhando neste item.',
  'This item has already been decided.': 'Este item já foi decidido.',
  'This item is already with the admins.': 'Este item já está com os administradores.',
  'This item was replaced by a newer upload.': 'Este item foi substituído por um envio mais recente.',
  'Only an admin can decide an escalated item.': 'Só um administrador pode decidir um item escalado.',
  'Give a reason of 3 to 1000 characters.': 'Informe um motivo de 3 a 1000 caracteres.',
  'Choose a reason.': 'Escolha um motivo.',
  'There is no such moderation queue.': 'Essa fila de moderação não existe.',
  'This page link is no longer valid.': 'Este link de página não é mais válido.',
  'The item changed since it was queued; it will come back as a new item.':
    'O item mudou desde que entrou na fila; ele vai voltar como um novo item.',
  'Keep the report under 2000 characters.': 'Mantenha a denúncia abaixo de 2000 caracteres.',
  'Choose what is wrong.': 'Escolha o que está errado.',
  'There is nothing to report here.': 'Não há nada para denunciar aqui.',
  'You cannot report yourself.': 'Você não pode denunciar a si mesmo.',
  'You already reported this. We will tell you when it has been reviewed.': 'Você já denunciou isto. Vamos avisar quando for revisado.',
  'You have sent many reports recently. Please try again later.': 'Você enviou muitas denúncias recentemente. Tente de novo mais tarde.',
  'Report sent. Our moderators will review it.': 'Denúncia enviada. Nossos moderadores vão revisá-la.',
  // PROFILE_MESSAGES
  'Usernames are 3-30 characters: lowercase letters a-z, numbers, dots (.), dashes (-) and underscores (_).':
    'Os nomes de usuário têm 3-30 caracteres: letras minúsculas a-z, números, pontos (.), hifens (-) e sublinhados (_).',
  'This username is reserved. Please choose another.': 'Este nome de usuário é reservado. Escolha outro.',
  'Display name must be at most 60 characters.': 'O nome de exibição deve ter no máximo 60 caracteres.',
  'Bio must be at most 1000 characters.': 'A bio deve ter no máximo 1000 caracteres.',
  'Location must be at most 120 characters.': 'O local deve ter no máximo 120 caracteres.',
  'This profile is visible to signed-in members only.': 'Este perfil só é visível para membros conectados.',
  'Some profiles are visible to signed-in members only. Sign in to see them.':
    'Alguns perfis só são visíveis para membros conectados. Entre para vê-los.',
  'No member has this profile address.': 'Nenhum membro tem este endereço de perfil.',
  'Onboarding is already complete.': 'A configuração inicial já está concluída.',
  'Finish the current step first.': 'Termine primeiro a etapa atual.',
  'Save your business details to continue.': 'Salve os dados da sua empresa para continuar.',
  'Choose a username (and, for a business account, register your business) before skipping the rest.':
    'Escolha um nome de usuário (e, em uma conta empresarial, cadastre sua empresa) antes de pular o resto.',
  'We could not save the end of your setup. Please try again.': 'Não conseguimos salvar o fim da sua configuração. Tente de novo.',
  'Creator accounts do not register a business.': 'Contas de criador não cadastram empresa.',
  'No such profile.': 'Esse perfil não existe.',
  'Business name is required': 'O nome da empresa é obrigatório',
  'At least one category is required': 'Pelo menos uma categoria é obrigatória',
  'Maximum 3 categories allowed': 'No máximo 3 categorias',
  'Please enter a valid URL': 'Digite uma URL válida',
  // DEVELOPER_MESSAGES
  'Developer settings are for enterprise accounts.': 'As configurações de desenvolvedor são para contas Enterprise.',
  'Only the enterprise or its Admin sub-users can create or revoke API keys.':
    'Só a empresa ou seus subusuários Admin podem criar ou revogar chaves de API.',
  'Give the key a name.': 'Dê um nome para a chave.',
  'Use at most 60 characters.': 'Use no máximo 60 caracteres.',
  'Choose at least one area the key may read.': 'Escolha pelo menos uma área que a chave pode ler.',
  'Unknown scope.': 'Escopo desconhecido.',
  'Choose when the key expires.': 'Escolha quando a chave expira.',
  'An enterprise can have at most 50 active API keys. Revoke one first.':
    'Uma empresa pode ter no máximo 50 chaves de API ativas. Revogue uma primeiro.',
  'No such API key.': 'Essa chave de API não existe.',
  'This key is already revoked.': 'Esta chave já foi revogada.',
  'API key created': 'Chave de API criada',
  'API key revoked': 'Chave de API revogada',
  'Copy this key now. It is shown only once: we keep only a hash of it and cannot show it again.':
    'Copie esta chave agora. Ela aparece só uma vez: guardamos apenas um hash dela e não podemos mostrá-la de novo.',
  'Create a key to let your own systems read your linked studios’ data.':
    'Crie uma chave para que seus próprios sistemas leiam os dados dos seus estúdios vinculados.',
  'Send your API key as "Authorization: Bearer <key>".': 'Envie sua chave de API como "Authorization: Bearer <key>".',
  'This API key is not valid.': 'Esta chave de API não é válida.',
  'This API key has been revoked.': 'Esta chave de API foi revogada.',
  'This API key has expired.': 'Esta chave de API expirou.',
  'No such studio linked to your enterprise.': 'Nenhum estúdio assim está vinculado à sua empresa.',
  'Too many requests: at most 600 a minute per key.': 'Requisições demais: no máximo 600 por minuto por chave.',
  // TWOFACTOR_MESSAGES
  'Enter the 6-digit code from your authenticator app, or a recovery code.':
    'Digite o código de 6 dígitos do seu app autenticador ou um código de recuperação.',
  'Enter the 6-digit code your app shows.': 'Digite o código de 6 dígitos que seu app mostra.',
  'That code is not right. Check your authenticator app and try again.':
    'Esse código não está certo. Confira seu app autenticador e tente de novo.',
  'That code was already used. Wait for the next one.': 'Esse código já foi usado. Espere o próximo.',
  'This sign-in has expired. Enter your e-mail and password again.': 'Este login expirou. Digite seu e-mail e sua senha de novo.',
  'Too many wrong codes. Enter your e-mail and password again.': 'Códigos errados demais. Digite seu e-mail e sua senha de novo.',
  'This set-up has expired. Start again.': 'Esta configuração expirou. Comece de novo.',
  'The authenticator app is already on. Turn it off first to set up another.':
    'O app autenticador já está ativado. Desative-o primeiro para configurar outro.',
  'The authenticator app is not on.': 'O app autenticador não está ativado.',
  'The passkey could not be checked. Try again, or use another way to sign in.':
    'Não foi possível verificar a chave de acesso. Tente de novo ou entre de outra forma.',
  'This passkey is not registered with any account here.': 'Esta chave de acesso não está registrada em nenhuma conta aqui.',
  'No such passkey.': 'Essa chave de acesso não existe.',
  'The passkey request was cancelled or timed out.': 'O pedido de chave de acesso foi cancelado ou expirou.',
  'This browser does not support passkeys.': 'Este navegador não aceita chaves de acesso.',
  'You can register at most 10 passkeys.': 'Você pode registrar no máximo 10 chaves de acesso.',
  'Give the passkey a name, e.g. "Work laptop".': 'Dê um nome à chave de acesso, por exemplo "Notebook do trabalho".',
  'A name has at most 60 characters.': 'Um nome tem no máximo 60 caracteres.',
  'Staff accounts must use two-factor sign-in. Turn on an authenticator app or add a passkey in Settings → Security, then try again.':
    'Contas da equipe precisam usar login em duas etapas. Ative um app autenticador ou adicione uma chave de acesso em Configurações → Segurança e tente de novo.',
  'This device is already signed out.': 'Este dispositivo já foi desconectado.',
  'While using the platform as a linked account you cannot change its sign-in security.':
    'Enquanto usa a plataforma como conta vinculada, você não pode alterar a segurança de login dela.',
  'Too many codes tried. Wait a few minutes and try again.': 'Códigos demais tentados. Aguarde alguns minutos e tente de novo.',
  // MEMBER_DATA_MESSAGES
  'Your data': 'Seus dados',
  'Download your data': 'Baixe seus dados',
  'A ZIP with everything we hold about you: account, profile, portfolio files, messages you sent, bookings, notifications, billing records and the logs about you. We build it in the background and e-mail you when it is ready; it can be downloaded for 7 days.':
    'Um ZIP com tudo o que guardamos sobre você: conta, perfil, arquivos do portfólio, mensagens enviadas, reservas, notificações, registros de cobrança e os logs sobre você. Montamos em segundo plano e avisamos por e-mail quando estiver pronto; ele pode ser baixado por 7 dias.',
  'Prepare my data': 'Preparar meus dados',
  'We are preparing your data. We will e-mail you when it is ready.':
    'Estamos preparando seus dados. Vamos avisar por e-mail quando estiverem prontos.',
  'An export is already being prepared. Wait for it to finish.': 'Uma exportação já está sendo preparada. Aguarde terminar.',
  'You can prepare your data 3 times a day. Try again tomorrow.': 'Você pode preparar seus dados 3 vezes por dia. Tente de novo amanhã.',
  'This export does not exist.': 'Esta exportação não existe.',
  'This export is not ready to download.': 'Esta exportação ainda não está pronta para download.',
  'This export has expired. Prepare a new one.': 'Esta exportação expirou. Prepare uma nova.',
  'Preparing this export failed. Try again.': 'A preparação desta exportação falhou. Tente de novo.',
  'You have not prepared an export yet.': 'Você ainda não preparou nenhuma exportação.',
  'Could not load your exports.': 'Não foi possível carregar suas exportações.',
  'Download ZIP': 'Baixar ZIP',
  'Delete account': 'Excluir conta',
  'Your account is deleted 30 days after you ask. Until then, signing in cancels the deletion. After that, your profile, portfolio, messages and every other record of you are removed for good. Billing records, and the age and identity records kept for work you appear in (18\u00a0U.S.C.\u00a0§\u00a02257), stay for as long as the law requires.':
    'Sua conta é excluída 30 dias depois do pedido. Até lá, entrar na conta cancela a exclusão. Depois disso, seu perfil, portfólio, mensagens e todos os outros registros sobre você são removidos definitivamente. Os registros de cobrança e os registros de idade e identidade mantidos pelos trabalhos em que você aparece (18\u00a0U.S.C.\u00a0§\u00a02257) ficam guardados pelo tempo que a lei exigir.',
  'Delete your account?': 'Excluir sua conta?',
  'Schedule deletion': 'Agendar a exclusão',
  'Enter your password.': 'Digite sua senha.',
  'Your account deletion was cancelled because you signed in.': 'A exclusão da sua conta foi cancelada porque você entrou.',
  'Could not load the state of your account.': 'Não foi possível carregar o estado da sua conta.',
  'Your account is already scheduled for deletion.': 'Sua conta já está agendada para exclusão.',
  'Switch back to your own account to delete it.': 'Volte para sua própria conta para excluí-la.',
  // REMOVAL_KIND_NOUNS
  "Depicted person's removal request": 'Pedido de remoção de pessoa retratada',
  'DMCA notice': 'Notificação DMCA',
  'Illegal content report': 'Denúncia de conteúdo ilegal',
  // SUB_USER_ROLE_LABELS
  Admin: 'Admin',
  Manager: 'Gerente',
  Viewer: 'Leitor',
  // EVENT_MESSAGES
  'Install the MB Events app from the App Store to organize events.': 'Instale o app MB Events pela App Store para organizar eventos.',
  'This event does not exist.': 'Este evento não existe.',
  'The link must be a secure https:// address.': 'O link deve ser um endereço seguro https://.',
  'The end must be after the start.': 'O fim deve ser depois do início.',
  'The end of the range must be after its start.': 'O fim do intervalo deve ser depois do início.',
  'Choose a time zone from the list.': 'Escolha um fuso horário da lista.',
  'Use a date and time such as 2026-12-01T20:00.': 'Use uma data e hora como 2026-12-01T20:00.',
  'Add the link where attendees join the online event.': 'Adicione o link para entrar no evento online.',
  'Add where the event takes place.': 'Informe onde o evento acontece.',
  'Set a ticket price of at least 1.00.': 'Defina um preço de ingresso de pelo menos 1.00.',
  'Add a title, a start and an end, a place (or an online link) and a category before publishing.':
    'Adicione um título, início e fim, um local (ou link online) e uma categoria antes de publicar.',
  'The start of the event has passed.': 'O início do evento já passou.',
  'Only a draft can be published.': 'Só um rascunho pode ser publicado.',
  'A cancelled event cannot be changed.': 'Um evento cancelado não pode ser alterado.',
  'The capacity cannot be lower than the seats already taken.': 'A capacidade não pode ser menor que os lugares já ocupados.',
  'Tickets are already taken: the ticket kind and price cannot change.':
    'Já há ingressos emitidos: o tipo de ingresso e o preço não podem mudar.',
  'This event is already cancelled.': 'Este evento já foi cancelado.',
  'You can keep up to 200 events.': 'Você pode manter até 200 eventos.',
  'Submitted for review. Once an event of yours is approved, your next events publish at once.':
    'Enviado para revisão. Depois que um evento seu for aprovado, os próximos serão publicados na hora.',
  'Your event is published.': 'Seu evento foi publicado.',
  'This event is not open for registration.': 'Este evento não está aberto para inscrições.',
  'This event is sold out.': 'Este evento está esgotado.',
  'You already have a ticket for this event.': 'Você já tem um ingresso para este evento.',
  'You organize this event: you do not need a ticket.': 'Você organiza este evento: não precisa de ingresso.',
  'You have no ticket for this event.': 'Você não tem ingresso para este evento.',
  'A paid ticket cannot be cancelled here: contact the organizer.': 'Um ingresso pago não pode ser cancelado aqui: fale com o organizador.',
  'This code is not a ticket for this event.': 'Este código não é um ingresso deste evento.',
  'This ticket is already checked in.': 'Este ingresso já fez check-in.',
  'This ticket is not valid.': 'Este ingresso não é válido.',
  'This ticket is not paid yet.': 'Este ingresso ainda não foi pago.',
  'Checked in.': 'Check-in feito.',
  'Nobody to message yet: the event has no attendees.': 'Ainda não há a quem escrever: o evento não tem participantes.',
  'Your message was sent to the attendees.': 'Sua mensagem foi enviada aos participantes.',
  'An event you are attending was cancelled': 'Um evento em que você vai estar foi cancelado',
  'Could not load the events.': 'Não foi possível carregar os eventos.',
  'No upcoming events': 'Nenhum evento próximo',
  'Nothing matches these filters. Try a wider date range or another category.':
    'Nada corresponde a esses filtros. Tente um período maior ou outra categoria.',
  'No tickets yet': 'Ainda não há ingressos',
  'Events you RSVP to or buy a ticket for appear here.': 'Os eventos que você confirma ou para os quais compra ingresso aparecem aqui.',
  'No events yet': 'Ainda não há eventos',
  'Create your first event: a title, when and where, and how many seats.':
    'Crie seu primeiro evento: um título, quando e onde, e quantos lugares.',
  // LOTTERY_MESSAGES
  'Digital Lottery': 'Sorteio digital',
  'Free prize draws for members. Every draw can be checked by anyone, in the browser.':
    'Sorteios gratuitos para membros. Qualquer pessoa pode conferir cada sorteio no navegador.',
  'No purchase is necessary to enter or to win. Entry is free for members: one entry per member per draw.':
    'Não é preciso comprar nada para participar nem para ganhar. A participação é gratuita para membros: uma por membro em cada sorteio.',
  'This draw does not exist.': 'Este sorteio não existe.',
  'Could not load the draws.': 'Não foi possível carregar os sorteios.',
  'Could not load this draw.': 'Não foi possível carregar este sorteio.',
  'No draw is open right now. New draws are announced here.': 'Nenhum sorteio aberto agora. Novos sorteios são anunciados aqui.',
  'No past draws yet.': 'Ainda não há sorteios anteriores.',
  'Sign in to enter': 'Entre para participar',
  'You are in the draw!': 'Você está no sorteio!',
  'You have already entered this draw.': 'Você já está participando deste sorteio.',
  'This draw is not open for entries yet.': 'Este sorteio ainda não está aberto para participações.',
  'Entry to this draw has closed.': 'As participações neste sorteio foram encerradas.',
  'This draw was cancelled.': 'Este sorteio foi cancelado.',
  'This draw is for identity-verified members. Verify your identity to enter.':
    'Este sorteio é para membros com identidade verificada. Verifique sua identidade para participar.',
  'Staff run the draws and cannot enter them.': 'A equipe organiza os sorteios e não pode participar.',
  'The seed and the entry list are published when entry closes.':
    'A semente e a lista de participações são publicadas quando as participações se encerram.',
  'Entry has closed. The winners are being drawn…': 'As participações se encerraram. Os vencedores estão sendo sorteados…',
  Verified: 'Verificado',
  Mismatch: 'Não confere',
  'The entry window must close after it opens.': 'O período de participação deve fechar depois de abrir.',
  'The entry window must close in the future.': 'O período de participação deve fechar no futuro.',
  'A draw can be changed only before it opens.': 'Um sorteio só pode ser alterado antes de abrir.',
  'A drawn or cancelled draw cannot be cancelled.': 'Um sorteio já realizado ou cancelado não pode ser cancelado.',
  'Give the draw a title.': 'Dê um título ao sorteio.',
  'Describe the prize.': 'Descreva o prêmio.',
  'Write the rules of the draw.': 'Escreva as regras do sorteio.',
  'Between 1 and 100 winners.': 'Entre 1 e 100 vencedores.',
  'Enter a date and time.': 'Digite uma data e hora.',
  'Draw saved': 'Sorteio salvo',
  'Draw published': 'Sorteio publicado',
  'Draw cancelled': 'Sorteio cancelado',
  'Enter a redemption code.': 'Digite um código de resgate.',
  'No winning entry has this code.': 'Nenhuma participação vencedora tem este código.',
  'This prize was already redeemed.': 'Este prêmio já foi resgatado.',
  'Prize redeemed': 'Prêmio resgatado',
  'You won a prize draw!': 'Você ganhou um sorteio!',
  // FEED_MESSAGES
  'Activity Feed': 'Atividades',
  'Updates from the people and businesses you follow.': 'Novidades das pessoas e empresas que você segue.',
  'Share an update with your network...': 'Compartilhe uma novidade com sua rede...',
  'Write something or add an image.': 'Escreva algo ou adicione uma imagem.',
  'Posts can be up to 1000 characters.': 'As publicações podem ter até 1000 caracteres.',
  'Write a comment first.': 'Escreva um comentário primeiro.',
  'Comments can be up to 500 characters.': 'Os comentários podem ter até 500 caracteres.',
  'Post images must be JPEG, PNG, WebP or GIF.': 'As imagens das publicações devem ser JPEG, PNG, WebP ou GIF.',
  'Pending moderation: only you can see this post until a moderator approves it.':
    'Aguardando moderação: só você vê esta publicação até um moderador aprovar.',
  Posted: 'Publicado',
  'Could not publish your post. Please try again.': 'Não foi possível publicar sua publicação. Tente de novo.',
  'This activity is no longer available.': 'Esta atividade não está mais disponível.',
  'This comment is no longer available.': 'Este comentário não está mais disponível.',
  'Only the comment’s author or the item’s owner can delete it.': 'Só o autor do comentário ou o dono do item pode excluí-lo.',
  'You cannot like your own post.': 'Você não pode curtir sua própria publicação.',
  'Verify your identity to mark a post NSFW.': 'Verifique sua identidade para marcar uma publicação como NSFW.',
  'Your feed is quiet': 'Seu feed está tranquilo',
  'Follow creators, studios and businesses to see what they share here.':
    'Siga criadores, estúdios e empresas para ver aqui o que eles compartilham.',
  'Find people to follow': 'Encontre pessoas para seguir',
  'We could not load your feed.': 'Não conseguimos carregar seu feed.',
  'Try again': 'Tentar de novo',
  "You're all caught up.": 'Você está em dia.',
  // SUB_USER_MESSAGES
  'Your role for this enterprise is Viewer: you can look but not change anything.':
    'Sua função nesta empresa é Leitor: você pode ver, mas não alterar nada.',
  'Your role for this enterprise is Manager: only an Admin can manage sub-users, API keys, webhooks, company details or account security.':
    'Sua função nesta empresa é Gerente: só um Admin pode gerenciar subusuários, chaves de API, webhooks, dados da empresa ou a segurança da conta.',
  'Your role for this enterprise does not allow this.': 'Sua função nesta empresa não permite isso.',
  'Enter the e-mail address of the person to invite.': 'Digite o e-mail da pessoa a convidar.',
  'Choose a role: admin, manager or viewer.': 'Escolha uma função: admin, gerente ou leitor.',
  'That is your enterprise’s own e-mail address.': 'Esse é o e-mail da sua própria empresa.',
  'This person is already a sub-user of your enterprise.': 'Esta pessoa já é subusuário da sua empresa.',
  'An enterprise can have at most 100 sub-users.': 'Uma empresa pode ter no máximo 100 subusuários.',
  'No such sub-user.': 'Esse subusuário não existe.',
  'This invitation link is not valid or has already been used.': 'Este link de convite não é válido ou já foi usado.',
  'This invitation has expired. Ask the enterprise to invite you again.':
    'Este convite expirou. Peça à empresa para convidar você de novo.',
  'This invitation was sent to another e-mail address. Sign in with the account of that address.':
    'Este convite foi enviado para outro e-mail. Entre com a conta desse endereço.',
  'Enterprise accounts cannot be sub-users. Sign in with your personal account.':
    'Contas Enterprise não podem ser subusuários. Entre com sua conta pessoal.',
  'Switch back to your own account to accept an invitation.': 'Volte para sua própria conta para aceitar um convite.',
  'Sub-user invitation': 'Convite de subusuário',
  'Sub-user joined': 'Subusuário entrou',
  'Sub-user access ended': 'Acesso de subusuário encerrado',
  'Sub-user role changed': 'Função de subusuário alterada',
  'Invitation sent': 'Convite enviado',
  'Role changed': 'Função alterada',
  'Sub-user removed': 'Subusuário removido',
  'No sub-users yet. Invite someone by e-mail to let them act for your enterprise.':
    'Ainda não há subusuários. Convide alguém por e-mail para agir pela sua empresa.',
  // DELEGATION_MESSAGES
  'While using the platform as another account you cannot do this: it is for the person who holds that account alone. Switch back to your own account.':
    'Enquanto usa a plataforma como outra conta, você não pode fazer isso: é só para a pessoa dona dessa conta. Volte para sua própria conta.',
  // ENTERPRISE_DASHBOARD_MESSAGES
  'The enterprise dashboard is for enterprise accounts.': 'O painel Enterprise é para contas Enterprise.',
  // SECURITY_MESSAGES
  'Security alert': 'Alerta de segurança',
  'Open the admin dashboard for details.': 'Abra o painel de administração para ver os detalhes.',
  // WEBHOOK_MESSAGES
  'Only enterprise accounts can manage webhooks.': 'Só contas Enterprise podem gerenciar webhooks.',
  'Only the enterprise or an Admin sub-user can change webhooks.': 'Só a empresa ou um subusuário Admin pode alterar webhooks.',
  'Webhook endpoint not found.': 'Endpoint do webhook não encontrado.',
  'Delivery not found.': 'Entrega não encontrada.',
  'Enter the URL that should receive the events.': 'Digite a URL que deve receber os eventos.',
  'Enter a full URL such as https://example.com/webhooks.': 'Digite uma URL completa, como https://example.com/webhooks.',
  'Webhook URLs must start with https://.': 'As URLs de webhook devem começar com https://.',
  'This address is private or local; webhooks can only be sent to public addresses.':
    'Este endereço é privado ou local; webhooks só podem ser enviados para endereços públicos.',
  'Leave user names and passwords out of the URL.': 'Não coloque nomes de usuário nem senhas na URL.',
  'Keep the description under 200 characters.': 'Mantenha a descrição abaixo de 200 caracteres.',
  'Choose at least one event.': 'Escolha pelo menos um evento.',
  'An enterprise can have up to 10 webhook endpoints.': 'Uma empresa pode ter até 10 endpoints de webhook.',
  'Endpoint added': 'Endpoint adicionado',
  'Endpoint saved': 'Endpoint salvo',
  'Endpoint removed': 'Endpoint removido',
  'New signing secret made': 'Novo segredo de assinatura criado',
  'Test event queued': 'Evento de teste na fila',
  'Redelivery queued': 'Reenvio na fila',
  'Copy this signing secret now: it will not be shown again.': 'Copie este segredo de assinatura agora: ele não será mostrado de novo.',
  'Add an endpoint to receive new applications, booking requests and RSVPs of your linked studios.':
    'Adicione um endpoint para receber novas candidaturas, pedidos de reserva e confirmações de presença dos seus estúdios vinculados.',
  'No deliveries yet. Send a test event to see one here.': 'Ainda não há entregas. Envie um evento de teste para ver uma aqui.',
  'Webhook endpoint disabled': 'Endpoint de webhook desativado',
  // STAFF_ADMIN_MESSAGES
  'Failed to grant admin access. Please try again.': 'Não foi possível conceder o acesso de administrador. Tente de novo.',
  'Access Denied: staff management has already been set up. Ask an administrator for access.':
    'Acesso negado: a gestão da equipe já foi configurada. Peça acesso a um administrador.',
  'Set up staff management': 'Configurar a gestão da equipe',
  'No staff members exist yet. As the first administrator you can grant yourself permanent admin access to reach moderation, staff management and Post-Production Editor accounts.':
    'Ainda não há membros da equipe. Como primeiro administrador, você pode se dar acesso de administrador permanente para chegar à moderação, à gestão da equipe e às contas de Post-Production Editor.',
  'Admin access granted. Taking you to the admin area...':
    'Acesso de administrador concedido. Levando você para a área de administração...',
  'This member does not exist.': 'Este membro não existe.',
  'Please give a reason.': 'Informe um motivo.',
  'Please enter a display name.': 'Digite um nome de exibição.',
  'You cannot change your own staff role or suspend your own account.':
    'Você não pode alterar sua própria função na equipe nem suspender sua própria conta.',
  'This is the last active administrator who can manage staff. Make another member an administrator first.':
    'Este é o último administrador ativo que pode gerenciar a equipe. Torne outro membro administrador primeiro.',
  'This account is already suspended.': 'Esta conta já está suspensa.',
  'This account is not suspended.': 'Esta conta não está suspensa.',
  'This member has no staff role.': 'Este membro não tem função na equipe.',
  'Post-Production Editor account created. We e-mailed a link to choose a password.':
    'Conta de Post-Production Editor criada. Enviamos por e-mail um link para escolher a senha.',
  'Please enter a valid URL (http or https).': 'Digite uma URL válida (http ou https).',
  'The compliance hub must be an https:// address.': 'O hub de compliance deve ser um endereço https://.',
  'The compliance hub must be a public address, not a private, loopback or link-local one.':
    'O hub de compliance deve ser um endereço público, não privado, de loopback nem link-local.',
  'Leave user names and passwords out of the URL; the API key and secret have their own fields.':
    'Não coloque nomes de usuário nem senhas na URL; a chave de API e o segredo têm campos próprios.',
  'A key has at least 8 characters.': 'Uma chave tem pelo menos 8 caracteres.',
  'Enter a whole number of hours between 1 and 720.': 'Digite um número inteiro de horas entre 1 e 720.',
  'Platform settings saved': 'Configurações da plataforma salvas',
  'We could not load this page. Check your connection and try again.':
    'Não conseguimos carregar esta página. Verifique sua conexão e tente de novo.',
  'Reading the moderation queues failed. The other figures are current; try again to read the queues.':
    'A leitura das filas de moderação falhou. Os outros números estão atualizados; tente de novo para ler as filas.',
  'No member has the username @{name}.': 'Nenhum membro tem o nome de usuário @{name}.',
  'This API key lacks the scope {scope}.': 'Esta chave de API não tem o escopo {scope}.',
  'This prize was already redeemed on {when}.': 'Este prêmio já foi resgatado em {when}.',
  'This prize was already redeemed by {by}.': 'Este prêmio já foi resgatado por {by}.',
  'This prize was already redeemed on {when} by {by}.': 'Este prêmio já foi resgatado em {when} por {by}.',
  'This ticket is already checked in at {time}.': 'Este ingresso já teve check-in às {time}.',
  'While using the platform as a linked account you cannot change the password of that account.':
    'Enquanto você usa a plataforma como uma conta vinculada, não pode alterar a senha dessa conta.',
  'While using the platform as a linked account you cannot change the e-mail of that account.':
    'Enquanto você usa a plataforma como uma conta vinculada, não pode alterar o e-mail dessa conta.',
  'While using the platform as a linked account you cannot manage the sessions of that account.':
    'Enquanto você usa a plataforma como uma conta vinculada, não pode gerenciar as sessões dessa conta.',
  'While using the platform as a linked account you cannot delete that account.':
    'Enquanto você usa a plataforma como uma conta vinculada, não pode excluir essa conta.',
} as Record<string, string>;
