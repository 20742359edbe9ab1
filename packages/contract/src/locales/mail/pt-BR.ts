// The e-mails' and notifications' words (MAIL_TEXT, mail-text.ts; NOTICE_TEXT, notice-text.ts) in Brazilian Portuguese,
// keyed by their English text (docs/ARCHITECTURE.md "Languages"). Only the server reads these: the web's
// language chunks do not carry them.
export default {
  // passwordReset
  'Reset your {product} password': 'Redefina sua senha do {product}',
  'Someone asked to reset the password of your {product} account.': 'Alguém pediu para redefinir a senha da sua conta do {product}.',
  'Someone entered a wrong password for your {product} account too many times, so sign-in from new devices is paused for up to an hour. Devices you signed in from before still work. If you are locked out, reset your password: that lifts the pause.':
    'Alguém digitou uma senha errada vezes demais na sua conta do {product}, então o login em novos dispositivos está pausado por até uma hora. Os dispositivos em que você já entrou continuam funcionando. Se você ficou sem acesso, redefina sua senha: isso suspende a pausa.',
  'Choose a new password here (the link works once, for one hour):': 'Escolha uma nova senha aqui (o link funciona uma vez, por uma hora):',
  'If this was not you, ignore this message: your password stays as it is.':
    'Se não foi você, ignore esta mensagem: sua senha continua a mesma.',
  // common
  'Open it on {product}:': 'Abra no {product}:',
  'When: {when}': 'Quando: {when}',
  // push
  'Open {product} to see it.': 'Abra o {product} para ver.',
  // newDevice
  'New sign-in to your {product} account': 'Novo login na sua conta do {product}',
  'Your {product} account was signed in to from a new device.': 'Alguém entrou na sua conta do {product} a partir de um novo dispositivo.',
  'Device: {device}': 'Dispositivo: {device}',
  '{browser} on {os}': '{browser} no {os}',
  'An unknown browser': 'Um navegador desconhecido',
  'Place (approximate, from the address): {country}': 'Local (aproximado, pelo endereço IP): {country}',
  'If this was you, there is nothing to do. If not, change your password and sign that device out here:':
    'Se foi você, não precisa fazer nada. Se não, altere sua senha e desconecte esse dispositivo aqui:',
  // emailChanged
  'Your {product} e-mail address was changed': 'O e-mail da sua conta do {product} foi alterado',
  'The e-mail address of your account was changed to {email}. If this was not you, reset your password now.':
    'O e-mail da sua conta foi alterado para {email}. Se não foi você, redefina sua senha agora.',
  // staffInvitation
  'Your {product} {role} account': 'Sua conta de {role} no {product}',
  'An administrator created a {role} account for you on {product}.': 'Um administrador criou uma conta de {role} para você no {product}.',
  'Choose your password here (the link works once, for 72 hours):': 'Escolha sua senha aqui (o link funciona uma vez, por 72 horas):',
  // twoFactor
  'Two-factor sign-in is on': 'O login em duas etapas está ativado',
  'An authenticator app was set up for two-factor sign-in.': 'Um app autenticador foi configurado para o login em duas etapas.',
  'Two-factor sign-in was turned off': 'O login em duas etapas foi desativado',
  'The authenticator app was turned off for your account.': 'O app autenticador foi desativado na sua conta.',
  'New recovery codes': 'Novos códigos de recuperação',
  'New recovery codes were made for your account; the old ones no longer work.':
    'Novos códigos de recuperação foram criados para sua conta; os antigos não funcionam mais.',
  'A recovery code was used': 'Um código de recuperação foi usado',
  'A recovery code was used to sign in to your account. {left} recovery codes are left.':
    'Um código de recuperação foi usado para entrar na sua conta. Códigos de recuperação restantes: {left}.',
  'A passkey was added': 'Uma chave de acesso foi adicionada',
  'A passkey named "{name}" was added to your account.': 'Uma chave de acesso chamada "{name}" foi adicionada à sua conta.',
  'A passkey was removed': 'Uma chave de acesso foi removida',
  'The passkey named "{name}" was removed from your account.': 'A chave de acesso chamada "{name}" foi removida da sua conta.',
  'If this was not you, change your password now and review your sign-in security and devices here:':
    'Se não foi você, altere sua senha agora e revise aqui a segurança do seu login e seus dispositivos:',
  // billing
  'Your {product} receipt {receipt}': 'Seu recibo do {product} {receipt}',
  'Thank you. We received your payment.': 'Obrigado. Recebemos seu pagamento.',
  'Receipt: {receipt}': 'Recibo: {receipt}',
  'Your {product} refund {receipt}': 'Seu reembolso do {product} {receipt}',
  'We have refunded your payment. Depending on your bank, it can take a few days to show on your statement.':
    'Reembolsamos seu pagamento. Dependendo do seu banco, pode levar alguns dias para aparecer no seu extrato.',
  'Refund: {receipt}': 'Reembolso: {receipt}',
  'For: {description}': 'Referente a: {description}',
  'Amount: {amount}': 'Valor: {amount}',
  'Date: {date}': 'Data: {date}',
  'Paid through: {date}': 'Pago até: {date}',
  'Your invoices: {url}': 'Suas faturas: {url}',
  // memberData
  'Your data is ready to download': 'Seus dados estão prontos para download',
  'The copy of your data you asked for is ready. Sign in and download it from your settings:':
    'A cópia dos seus dados que você pediu está pronta. Entre e baixe nas suas configurações:',
  'The download works until {date}; after that the file is deleted.': 'O download funciona até {date}; depois disso, o arquivo é excluído.',
  'Your account will be deleted on {date}': 'Sua conta será excluída em {date}',
  'You asked us to delete your {product} account. It will be deleted on {date}.':
    'Você nos pediu para excluir sua conta do {product}. Ela será excluída em {date}.',
  'Until then, signing in cancels the deletion. We signed you out of every device.':
    'Até lá, entrar na conta cancela a exclusão. Desconectamos você de todos os dispositivos.',
  'After that date your profile, portfolio, messages and every other record of you are removed for good.':
    'Depois dessa data, seu perfil, portfólio, mensagens e todos os outros registros sobre você são removidos definitivamente.',
  'Billing records, and the age and identity records kept for work you appear in (18 U.S.C. 2257), stay for as long as the law requires.':
    'Os registros de cobrança e os registros de idade e identidade mantidos pelos trabalhos em que você aparece (18 U.S.C. 2257) ficam guardados pelo tempo que a lei exigir.',
  'Download a copy of your data first: {url}': 'Baixe antes uma cópia dos seus dados: {url}',
  'Your account will not be deleted': 'Sua conta não será excluída',
  'Account deletion cancelled': 'Exclusão da conta cancelada',
  'Your account stays as it was.': 'Sua conta continua como estava.',
  'If this was not you, change your password now.': 'Se não foi você, altere sua senha agora.',
  // proGrace
  'Your Pro content was removed': 'Seu conteúdo Pro foi removido',
  'Your Pro grace period has ended, so your account is now a free account.':
    'Seu período de carência do Pro terminou, então sua conta agora é uma conta gratuita.',
  'Your videos and albums were deleted, and images beyond the 12-image free limit were removed (your 12 oldest images stay).':
    'Seus vídeos e álbuns foram excluídos, e as imagens além do limite gratuito de 12 imagens foram removidas (suas 12 imagens mais antigas ficam).',
  'Get Pro again: {url}': 'Assine o Pro de novo: {url}',
  '1 day left to keep your Pro content': 'Falta 1 dia para manter seu conteúdo Pro',
  '{days} days left to keep your Pro content': 'Faltam {days} dias para manter seu conteúdo Pro',
  'Your Pro subscription has lapsed and your {graceDays}-day grace period ends on {date}.':
    'Sua assinatura Pro venceu e seu período de carência de {graceDays} dias termina em {date}.',
  'After that your videos are permanently deleted, your albums removed and images beyond the 12-image free limit deleted.':
    'Depois disso, seus vídeos são excluídos definitivamente, seus álbuns removidos e as imagens além do limite gratuito de 12 imagens excluídas.',
  'Renew to keep everything: {url}': 'Renove para manter tudo: {url}',
  // notification
  'You get this e-mail because you turned on {label} e-mails.': 'Você recebe este e-mail porque ativou os e-mails de "{label}".',
  'Stop these e-mails: {url}': 'Parar de receber estes e-mails: {url}',
  'All notification settings: {url}': 'Todas as configurações de notificação: {url}',
  'Your {product} notifications': 'Suas notificações do {product}',
  'Unread notifications on {product}:': 'Notificações não lidas no {product}:',
  'Unread notifications on {product} (the latest {count}):': 'Notificações não lidas no {product} (as {count} mais recentes):',
  'See them all: {url}': 'Ver todas: {url}',
  'You get this daily digest because you chose it in your notification settings.':
    'Você recebe este resumo diário porque o escolheu nas suas configurações de notificação.',
  'Stop the digest: {url}': 'Parar de receber o resumo: {url}',
  // castingAlert
  'New casting call: {title}': 'Novo casting call: {title}',
  '{studio} opened a call that matches your saved search “{name}”. Apply by {deadline}.':
    '{studio} abriu um casting call que corresponde à sua busca salva "{name}". Candidate-se até {deadline}.',
  '{studio} opened a call that matches {count} of your saved searches. Apply by {deadline}.':
    '{studio} abriu um casting call que corresponde a {count} das suas buscas salvas. Candidate-se até {deadline}.',
  'See it on {product}: {url}': 'Veja no {product}: {url}',
  'You get this e-mail because a casting search you saved asks for e-mail.':
    'Você recebe este e-mail porque uma busca de castings que você salvou pede avisos por e-mail.',
  'Change or stop casting alerts: {url}': 'Alterar ou parar os alertas de casting: {url}',
  'A new casting call matches your searches': 'Um novo casting call corresponde às suas buscas',
  '{count} new casting calls match your searches': '{count} novos casting calls correspondem às suas buscas',
  'New casting calls matching your saved searches on {product}:':
    'Novos casting calls no {product} que correspondem às suas buscas salvas:',
  'New casting calls matching your saved searches on {product} (the first {count}):':
    'Novos casting calls no {product} que correspondem às suas buscas salvas (os {count} primeiros):',
  '- {title}, apply by {deadline}': '- {title}, candidate-se até {deadline}',
  '- {title} ({location}), apply by {deadline}': '- {title} ({location}), candidate-se até {deadline}',
  'Stop this digest: {url}': 'Parar de receber este resumo: {url}',
  'You get this daily digest because a casting search you saved asks for it.':
    'Você recebe este resumo diário porque uma busca de castings que você salvou pede isso.',
  // removals
  'Confirm your removal request {reference}': 'Confirme seu pedido de remoção {reference}',
  'We received a request to remove content on {product} ({kind}, reference {reference}).':
    'Recebemos um pedido para remover conteúdo do {product} ({kind}, referência {reference}).',
  'Open this link and press Confirm to send it to our moderators. Nothing happens until you do:':
    'Abra este link e toque em Confirmar para enviá-lo aos nossos moderadores. Nada acontece até você fazer isso:',
  'The link works for {days} days. Keep this e-mail: the same link shows the status of your request and our decision.':
    'O link funciona por {days} dias. Guarde este e-mail: o mesmo link mostra o andamento do seu pedido e a nossa decisão.',
  'If you did not send this request, ignore this e-mail.': 'Se você não enviou este pedido, ignore este e-mail.',
  'Counter-notice to your DMCA notice {reference}': 'Contranotificação à sua notificação DMCA {reference}',
  'The member whose content you reported in DMCA notice {reference} sent us this counter-notice (17 U.S.C. § 512(g)(3)):':
    'O membro cujo conteúdo você denunciou na notificação DMCA {reference} nos enviou esta contranotificação (17 U.S.C. § 512(g)(3)):',
  'Material removed and where it appeared: {material}': 'Material removido e onde aparecia: {material}',
  'Statement: under penalty of perjury, they have a good-faith belief that the material was removed or disabled as a result of mistake or misidentification.':
    'Declaração: sob pena de perjúrio, o membro acredita de boa-fé que o material foi removido ou desativado por engano ou identificação incorreta.',
  'Statement: they consent to the jurisdiction of the Federal District Court for the judicial district of their address (or, outside the United States, any judicial district in which we may be found) and will accept service of process from you or your agent.':
    'Declaração: o membro aceita a jurisdição do Tribunal Federal de Distrito do distrito judicial do seu endereço (ou, fora dos Estados Unidos, de qualquer distrito judicial em que possamos ser encontrados) e aceitará a citação feita por você ou por seu representante.',
  'Name: {name}': 'Nome: {name}',
  'Address: {address}': 'Endereço: {address}',
  'Telephone: {phone}': 'Telefone: {phone}',
  'Signature: {signature}': 'Assinatura: {signature}',
  "We will restore the material on {date} unless, before then, you tell us that you have filed an action seeking a court order to restrain the member from the infringing activity. Report it on your request's page:":
    'Vamos restaurar o material em {date}, a menos que, antes disso, você nos informe que entrou com uma ação pedindo uma ordem judicial que impeça o membro de continuar a atividade infratora. Informe isso na página do seu pedido:',
  'Material restored after a counter-notice ({reference})': 'Material restaurado após uma contranotificação ({reference})',
  'No court action was reported within {days} business days of the counter-notice to your DMCA notice {reference}, so we restored the material, as 17 U.S.C. § 512(g)(2)(C) provides.':
    'Nenhuma ação judicial foi informada em {days} dias úteis após a contranotificação à sua notificação DMCA {reference}, então restauramos o material, como prevê 17 U.S.C. § 512(g)(2)(C).',
  'Content removed: {reference}': 'Conteúdo removido: {reference}',
  'Request not upheld: {reference}': 'Pedido não aceito: {reference}',
  'We decided on your {kind} {reference}.': 'Decidimos sobre o seu pedido ({kind}, {reference}).',
  // subUserInvitation
  'Sub-user invitation': 'Convite de subusuário',
  '{company} invites you to act for it as a sub-user.': '{company} convida você para agir em nome da empresa como subusuário.',
  'Your role: {role}.': 'Sua função: {role}.',
  'Sign in to {product} with this e-mail address and accept within {days} days:':
    'Entre no {product} com este e-mail e aceite em até {days} dias:',
  'If you did not expect this, ignore this e-mail.': 'Se você não esperava por isso, ignore este e-mail.',
  // events
  '“{title}” was cancelled by its organizer.': '"{title}" foi cancelado pelo organizador.',
  '“{title}” was cancelled by its organizer. Your ticket will be refunded to the way you paid.':
    '"{title}" foi cancelado pelo organizador. Seu ingresso será reembolsado pelo mesmo meio de pagamento que você usou.',
  // lottery
  "You won the prize in “{draw}”: {prize}. Your redemption code is on the draw's page.":
    'Você ganhou o prêmio em "{draw}": {prize}. Seu código de resgate está na página do sorteio.',
  "You won {place} place in “{draw}”: {prize}. Your redemption code is on the draw's page.":
    'Você ganhou o {place}º lugar em "{draw}": {prize}. Seu código de resgate está na página do sorteio.',
  // notifications: network
  '{name} started following you': '{name} começou a seguir você',
  'See their profile and follow back or connect.': 'Veja o perfil e siga de volta ou conecte-se.',
  '{name} wants to connect': '{name} quer se conectar com você',
  'Accept or decline the request on My Network.': 'Aceite ou recuse o pedido em Minha rede.',
  '{name} accepted your connection request': '{name} aceitou seu pedido de conexão',
  'You are now connected.': 'Agora vocês estão conectados.',
  // notifications: likes
  'New like on your portfolio': 'Nova curtida no seu portfólio',
  '{name} liked "{title}".': '{name} curtiu "{title}".',
  '{name} liked your image.': '{name} curtiu sua imagem.',
  '{name} liked your video.': '{name} curtiu seu vídeo.',
  'New like on your activity': 'Nova curtida na sua atividade',
  '{name} liked your post.': '{name} curtiu sua publicação.',
  '{name} liked your album.': '{name} curtiu seu álbum.',
  '{name} liked your update.': '{name} curtiu sua atualização.',
  'New comment on your activity': 'Novo comentário na sua atividade',
  '{name} commented: {body}': '{name} comentou: {body}',
  // notifications: profiles
  'Welcome to {product}': 'Boas-vindas ao {product}',
  'Your profile is set up. Add a bio, your location and content types so the right people find you.':
    'Seu perfil está pronto. Adicione uma bio, sua localização e seus tipos de conteúdo para que as pessoas certas encontrem você.',
  // notifications: casting
  '{name} applied to {call}': '{name} se candidatou a {call}',
  'Review their answers and portfolio on Casting.': 'Veja as respostas e o portfólio em Casting.',
  'Your application to {call} was not selected': 'Sua candidatura a {call} não foi selecionada',
  '{studio} has chosen other applicants this time.': '{studio} escolheu outras pessoas desta vez.',
  '{studio} made you an offer for {call}': '{studio} fez uma oferta para você em {call}',
  '{name} declined your offer for {call}': '{name} recusou sua oferta para {call}',
  'You can make an offer to another applicant.': 'Você pode fazer uma oferta para outra pessoa candidata.',
  '{name} accepted your offer for {call}': '{name} aceitou sua oferta para {call}',
  'A collaboration is open for the two of you.': 'Uma colaboração foi aberta para vocês dois.',
  'Get in touch to arrange the shoot.': 'Entrem em contato para combinar a gravação.',
  '{studio} sent you a casting proposal: {role}': '{studio} enviou uma proposta de casting para você: {role}',
  'Accept, decline or make a counter-offer on Casting.': 'Aceite, recuse ou faça uma contraproposta em Casting.',
  // notifications: pro
  'The grace period ended: {videos} videos, {albums} albums and {images} images beyond the free limit were deleted. Your free portfolio stays.':
    'O período de carência terminou: {videos} vídeos, {albums} álbuns e {images} imagens além do limite gratuito foram excluídos. Seu portfólio gratuito continua.',
  'Grace period: 1 day left': 'Período de carência: falta 1 dia',
  'Your Pro status changed': 'Seu status Pro mudou',
  'Pro granted until {date}.': 'Pro concedido até {date}.',
  'Your granted Pro was ended.': 'O Pro concedido a você foi encerrado.',
  'You are now a sponsor.': 'Agora você é patrocinador.',
  'Your sponsor status was removed.': 'Seu status de patrocinador foi removido.',
  'You are now an ambassador.': 'Agora você é embaixador.',
  'Your ambassador status was removed.': 'Seu status de embaixador foi removido.',
  'Grace period: {days} days left': 'Período de carência: faltam {days} dias',
  'Renew Pro to keep your videos, albums and images beyond the free limit.':
    'Renove o Pro para manter seus vídeos, álbuns e imagens além do limite gratuito.',
  // notifications: lottery
  'Draw cancelled: {title}': 'Sorteio cancelado: {title}',
  'This prize draw was cancelled by the staff. Your entry has no further effect.':
    'Este sorteio foi cancelado pela equipe. Sua participação não tem mais efeito.',
  'Your prize was handed over': 'Seu prêmio foi entregue',
  'Your redemption code was used. Contact support if this was not you.':
    'Seu código de resgate foi usado. Fale com o suporte se não foi você.',
  // notifications: collabs
  '{name} invited you to collaborate': '{name} convidou você para colaborar',
  '"{title}": accept or decline on your Collabs page.': '"{title}": aceite ou recuse na sua página de Collabs.',
  '{name} assigned you a task': '{name} atribuiu uma tarefa a você',
  '"{task}" in {collab}.': '"{task}" em {collab}.',
  '"{task}" in {collab}, due {due}.': '"{task}" em {collab}, prazo {due}.',
  // notifications: messages
  'New message from {name}': 'Nova mensagem de {name}',
  'Sent an attachment': 'Enviou um anexo',
  'Sent {count} attachments': 'Enviou {count} anexos',
  // notifications: credits
  '{name} tagged you in their portfolio': '{name} marcou você no portfólio',
  'Confirm that you appear in "{title}", or decline. It stays private until everyone tagged confirms.':
    'Confirme que você aparece em "{title}" ou recuse. Fica privado até que todas as pessoas marcadas confirmem.',
  'Confirm that you appear in a photo, or decline. It stays private until everyone tagged confirms.':
    'Confirme que você aparece em uma foto ou recuse. Fica privado até que todas as pessoas marcadas confirmem.',
  'Confirm that you appear in a video, or decline. It stays private until everyone tagged confirms.':
    'Confirme que você aparece em um vídeo ou recuse. Fica privado até que todas as pessoas marcadas confirmem.',
  '{name} confirmed your tag': '{name} confirmou sua marcação',
  'They confirmed appearing in your portfolio item. It is public once everyone tagged has confirmed and it is approved.':
    'A pessoa confirmou que aparece no seu item do portfólio. Ele fica público quando todas as pessoas marcadas confirmarem e ele for aprovado.',
  '{name} declined your tag': '{name} recusou sua marcação',
  'They declined appearing in your portfolio item. {consent}': 'A pessoa recusou aparecer no seu item do portfólio. {consent}',
  // notifications: directory
  'New review of {business}': 'Nova avaliação de {business}',
  '{name} rated it {rating} out of 5: "{excerpt}"': '{name} deu nota {rating} de 5: "{excerpt}"',
  '{business} replied to your review': '{business} respondeu à sua avaliação',
  'Your review was removed': 'Sua avaliação foi removida',
  'Your review of {business} was removed after a report: {reason}': 'Sua avaliação de {business} foi removida após uma denúncia: {reason}',
  // notifications: removals
  'Court action reported: content stays removed': 'Ação judicial informada: o conteúdo continua removido',
  'The person who sent DMCA notice {reference} told us they filed a court action ({suit}). Your content stays removed while the court decides; it will not be restored on the scheduled date.':
    'A pessoa que enviou a notificação DMCA {reference} nos informou que entrou com uma ação judicial ({suit}). Seu conteúdo continua removido enquanto o tribunal decide; ele não será restaurado na data prevista.',
  'Content restored': 'Conteúdo restaurado',
  'No court action was reported within {days} business days of your counter-notice to DMCA notice {reference}, so your content is visible again.':
    'Nenhuma ação judicial foi informada em {days} dias úteis após sua contranotificação à notificação DMCA {reference}, então seu conteúdo está visível de novo.',
  'Account suspended': 'Conta suspensa',
  'Your account has been suspended. Reason: {reason}': 'Sua conta foi suspensa. Motivo: {reason}',
  // notifications: admin
  'You are the first administrator': 'Você é o primeiro administrador',
  'You hold permanent admin access with staff management and content moderation.':
    'Você tem acesso de administrador permanente, com gestão da equipe e moderação de conteúdo.',
  // notifications: trophy
  'a category': 'uma categoria',
  'A category': 'Uma categoria',
  'Voting is open: {award}': 'A votação está aberta: {award}',
  'You are a finalist in {category}. Voting closes {closes}.': 'Você é finalista em {category}. A votação termina em {closes}.',
  "{count} finalists are on the ballot. Follow the tallies on the award's page.":
    '{count} finalistas estão na votação. Acompanhe a contagem na página do prêmio.',
  'Voting closed: {award}': 'Votação encerrada: {award}',
  'The results are ready. Publish them to give the trophies and show the winners.':
    'Os resultados estão prontos. Publique-os para entregar os troféus e mostrar os vencedores.',
  'You won {category}!': 'Você venceu {category}!',
  '{award}: you are the winner of {category}. Your trophy is on your profile; you can hide it there.':
    '{award}: você é o vencedor de {category}. Seu troféu está no seu perfil; você pode ocultá-lo lá.',
  'Finalist trophy: {category}': 'Troféu de finalista: {category}',
  '{award}: you were a finalist in {category}. Your trophy is on your profile; you can hide it there.':
    '{award}: você foi finalista em {category}. Seu troféu está no seu perfil; você pode ocultá-lo lá.',
  'Results published: {award}': 'Resultados publicados: {award}',
  'The winners are out. See who won each category.': 'Os vencedores foram anunciados. Veja quem venceu cada categoria.',
  'You are nominated: {category}': 'Você foi indicado: {category}',
  '{name} nominated you for {category} at {award}. Accept or decline the nomination.':
    '{name} indicou você para {category} em {award}. Aceite ou recuse a indicação.',
  '{name} nominated you for {category} at {award}. Accept or decline the nomination. "{statement}"':
    '{name} indicou você para {category} em {award}. Aceite ou recuse a indicação. "{statement}"',
  '{name} accepted your nomination': '{name} aceitou sua indicação',
  '{name} declined your nomination': '{name} recusou sua indicação',
  '{category} at {award}.': '{category} em {award}.',
  'You are a finalist: {category}': 'Você é finalista: {category}',
  'You made the shortlist for {category} at {award}. Voting opens {opens}.':
    'Você entrou na lista de finalistas de {category} em {award}. A votação abre em {opens}.',
  // notifications: bookings
  'New booking request from {name}': 'Nova solicitação de reserva de {name}',
  '{service}, {when}.': '{service}, {when}.',
  '{service}, {when}. Note: {note}': '{service}, {when}. Observação: {note}',
  '{name} accepted your booking': '{name} aceitou sua reserva',
  'Booking request declined': 'Solicitação de reserva recusada',
  '{service}, {when}: This time was booked by someone else.': '{service}, {when}: outra pessoa reservou este horário.',
  '{name} declined your booking request': '{name} recusou sua solicitação de reserva',
  '{name} cancelled a booking request': '{name} cancelou uma solicitação de reserva',
  '{name} cancelled a booking': '{name} cancelou uma reserva',
  '{service}, {when}. Reason: {reason}': '{service}, {when}. Motivo: {reason}',
  'Reminder: {service} with {name}': 'Lembrete: {service} com {name}',
  '{when}.': '{when}.',
  // notifications: collab reminders and orders
  'A task is due tomorrow': 'Uma tarefa vence amanhã',
  '"{task}" in {collab} is due tomorrow ({due}).': '"{task}" em {collab} vence amanhã ({due}).',
  'A task is overdue': 'Uma tarefa está atrasada',
  '"{task}" in {collab} was due {due} and is not done yet.': '"{task}" em {collab} vencia em {due} e ainda não foi concluída.',
  'New post-production order': 'Novo pedido de pós-produção',
  '{collab}: {text}': '{collab}: {text}',
  'Post-production started': 'Pós-produção iniciada',
  'An editor took your order and is working on it.': 'Um editor pegou seu pedido e está trabalhando nele.',
  'Post-production delivered': 'Pós-produção entregue',
  'Your order is delivered: the files are in the collaboration.': 'Seu pedido foi entregue: os arquivos estão na colaboração.',
  'A post-production file arrived': 'Chegou um arquivo de pós-produção',
  'An editor delivered a file for your order.': 'Um editor entregou um arquivo para o seu pedido.',
  // notifications: visio
  '{name} invited you to a video call': '{name} convidou você para uma chamada de vídeo',
  '{title}, {when}. Open the link to join (MB Visio; nothing is recorded).':
    '{title}, {when}. Abra o link para participar (MB Visio; nada é gravado).',
  '{name} cancelled a video call': '{name} cancelou uma chamada de vídeo',
  '{title}, {when}.': '{title}, {when}.',
  now: 'agora',
  // notifications: enterprise
  '{company} invites your studio to link with its enterprise account.':
    '{company} convida seu estúdio a se vincular à conta Enterprise dela.',
  '{studio} accepted your invitation and is now linked.': '{studio} aceitou seu convite e agora está vinculado.',
  'A studio': 'Um estúdio',
  'The link with {other} has ended.': 'O vínculo com {other} foi encerrado.',
  'your partner': 'seu parceiro',
  '{name} accepted your invitation and is now a sub-user.': '{name} aceitou seu convite e agora é subusuário.',
  'You can no longer act for {company}.': 'Você não pode mais agir em nome de {company}.',
  'Your role for {company} is now {role}.': 'Sua função em {company} agora é {role}.',
  // notifications: removal requests
  'Content removed after a removal request': 'Conteúdo removido após um pedido de remoção',
  'Removal request rejected': 'Pedido de remoção recusado',
  'Content hidden after a removal request': 'Conteúdo oculto após um pedido de remoção',
  'Someone who says they are shown in {items} asked us to remove it ({reason}). It is hidden from everyone but you while a moderator reviews the request, by {due}. Reference {reference}.':
    'Alguém que diz aparecer em {items} nos pediu para removê-lo ({reason}). Ele fica oculto para todos, menos para você, enquanto um moderador analisa o pedido, até {due}. Referência {reference}.',
  'Copyright takedown (DMCA notice)': 'Remoção por direitos autorais (notificação DMCA)',
  'We received a DMCA notice about {items} and disabled access to it. Read the notice and, if you believe it was removed by mistake, send a counter-notice. Reference {reference}.':
    'Recebemos uma notificação DMCA sobre {items} e desativamos o acesso. Leia a notificação e, se você acredita que foi removido por engano, envie uma contranotificação. Referência {reference}.',
  'one of your portfolio items': 'um dos itens do seu portfólio',
  '{count} of your portfolio items': '{count} itens do seu portfólio',
  // notifications: moderation
  'your report ({category})': 'sua denúncia ({category})',
  'Report reviewed: action taken': 'Denúncia analisada: medidas tomadas',
  'Thank you. We reviewed {about} and took action under our Terms of Service.':
    'Obrigado. Analisamos {about} e tomamos medidas de acordo com nossos Termos de Serviço.',
  'Report reviewed: no violation found': 'Denúncia analisada: nenhuma violação encontrada',
  'We reviewed {about} and found no violation of our rules. {reason}':
    'Analisamos {about} e não encontramos nenhuma violação das nossas regras. {reason}',
  'Reason: {category}. Ground: {ground}. This decision was made by a person on our moderation team.':
    'Motivo: {category}. Fundamento: {ground}. Esta decisão foi tomada por uma pessoa da nossa equipe de moderação.',
  'our Terms of Service': 'nossos Termos de Serviço',
  'the law and our Terms of Service': 'a lei e nossos Termos de Serviço',
  'If you think it is wrong, write to us through the contact page and we will look at it again.':
    'Se você acha que ela está errada, escreva para nós pela página de contato e vamos analisá-la de novo.',
  'Portfolio item approved': 'Item do portfólio aprovado',
  'Your portfolio item was approved and is now visible to others.':
    'Seu item do portfólio foi aprovado e agora está visível para os outros.',
  'Portfolio item not approved': 'Item do portfólio não aprovado',
  'Your portfolio item was not approved: {reason}': 'Seu item do portfólio não foi aprovado: {reason}',
  'Avatar approved': 'Avatar aprovado',
  'Your avatar was approved and is now visible to others.': 'Seu avatar foi aprovado e agora está visível para os outros.',
  'Avatar not approved': 'Avatar não aprovado',
  'Your avatar was not approved: {reason}': 'Seu avatar não foi aprovado: {reason}',
  'Business listing approved': 'Cadastro da empresa aprovado',
  'Your business listing was approved and is now visible to others.':
    'O cadastro da sua empresa foi aprovado e agora está visível para os outros.',
  'Business listing not approved': 'Cadastro da empresa não aprovado',
  'Your business listing was not approved: {reason}': 'O cadastro da sua empresa não foi aprovado: {reason}',
  'Event approved': 'Evento aprovado',
  'Your event was approved and is now visible to others.': 'Seu evento foi aprovado e agora está visível para os outros.',
  'Event not approved': 'Evento não aprovado',
  'Your event was not approved: {reason}': 'Seu evento não foi aprovado: {reason}',
  'Post approved': 'Post aprovado',
  'Your post was approved and is now visible to others.': 'Seu post foi aprovado e agora está visível para os outros.',
  'Post not approved': 'Post não aprovado',
  'Your post was not approved: {reason}': 'Seu post não foi aprovado: {reason}',
  'Ad approved': 'Anúncio aprovado',
  'Your ad was approved and is now visible to others.': 'Seu anúncio foi aprovado e agora está visível para os outros.',
  'Ad not approved': 'Anúncio não aprovado',
  'Your ad was not approved: {reason}': 'Seu anúncio não foi aprovado: {reason}',
  'Domain verification request approved': 'Solicitação de verificação de domínio aprovada',
  'Your domain verification request was approved and is now visible to others.':
    'Sua solicitação de verificação de domínio foi aprovada e agora está visível para os outros.',
  'Domain verification request not approved': 'Solicitação de verificação de domínio não aprovada',
  'Your domain verification request was not approved: {reason}': 'Sua solicitação de verificação de domínio não foi aprovada: {reason}',
  // notifications: ads
  '“{name}” has used its whole budget and is no longer shown.': '“{name}” usou todo o orçamento e não é mais exibida.',
  '“{name}” reached the end of its schedule and is no longer shown.': '“{name}” chegou ao fim da programação e não é mais exibida.',
  // notifications: licensing
  'an item': 'um item',
  'License request cancelled': 'Solicitação de licença cancelada',
  '{name} withdrew {item} from licensing.': '{name} retirou {item} do licenciamento.',
  '{name} revoked your license': '{name} revogou sua licença',
  'License {code} for {item}. Reason: {reason} Your payment of {amount} is refunded in full.':
    'Licença {code} para {item}. Motivo: {reason} Seu pagamento de {amount} será reembolsado integralmente.',
  '{name} requested a license': '{name} solicitou uma licença',
  'For {item}: {terms}.': 'Para {item}: {terms}.',
  'For {item}: {terms}. Message: {message}': 'Para {item}: {terms}. Mensagem: {message}',
  '{name} accepted your license request': '{name} aceitou sua solicitação de licença',
  'For {item}: {terms}. Pay to receive the license.': 'Para {item}: {terms}. Pague para receber a licença.',
  '{name} accepted your counter-offer': '{name} aceitou sua contraproposta',
  'For {item}: {terms}. The license is issued once they pay.': 'Para {item}: {terms}. A licença é emitida assim que o pagamento for feito.',
  '{name} declined your license request': '{name} recusou sua solicitação de licença',
  'For {item}.': 'Para {item}.',
  'For {item}. Reason: {reason}': 'Para {item}. Motivo: {reason}',
  '{name} sent a counter-offer': '{name} enviou uma contraproposta',
  'For {item}: {terms}. Accept it or walk away.': 'Para {item}: {terms}. Aceite ou desista.',
  'For {item}: {terms}. Note: {note} Accept it or walk away.': 'Para {item}: {terms}. Observação: {note} Aceite ou desista.',
  '{name} withdrew their license request': '{name} retirou a solicitação de licença',
  'Your license payment is being refunded': 'O pagamento da sua licença está sendo reembolsado',
  'No license was issued for {item}: {conflict}': 'Nenhuma licença foi emitida para {item}: {conflict}',
  'Your license is issued': 'Sua licença foi emitida',
  'License {code} for {item}: {terms}. Download the certificate or check it at {url}':
    'Licença {code} para {item}: {terms}. Baixe o certificado ou verifique-o em {url}',
  '{name} paid: license issued': '{name} pagou: licença emitida',
  'License {code} for {item}, {amount} paid.': 'Licença {code} para {item}, {amount} pagos.',
  'License revoked: payment refunded': 'Licença revogada: pagamento reembolsado',
  'License {code} for {item} is no longer valid: its payment was refunded.':
    'A licença {code} para {item} não é mais válida: o pagamento foi reembolsado.',
  // NOTICE_TEXT.security
  'New sign-in to your account': 'Novo login na sua conta',
  'From {device}. Not you? Change your password and sign out the other sessions in Settings → Security.':
    'De {device}. Não foi você? Troque sua senha e encerre as outras sessões em Configurações → Segurança.',
  'From {device}, in {country}. Not you? Change your password and sign out the other sessions in Settings → Security.':
    'De {device}, em {country}. Não foi você? Troque sua senha e encerre as outras sessões em Configurações → Segurança.',
} as Record<string, string>;
