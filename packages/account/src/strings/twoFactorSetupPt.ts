import type { TwoFactorSetupStrings } from '../accountStrings.js'

/**
 * `accountPt.twoFactorSetup`, a module of its own: a block imports only its
 * own sections' Portuguese, so a host's page carries the words of the blocks
 * it shows and no others.
 */
export const twoFactorSetupPt: TwoFactorSetupStrings = {
  title: 'Verificação em dois passos',
  offIntro:
    'Além da palavra-passe, peça um código de 6 algarismos de uma aplicação de autenticação (Google Authenticator, Microsoft Authenticator, Aegis…) sempre que alguém entrar na sua conta. Quem souber a sua palavra-passe não entra sem o seu telemóvel.',
  enable: 'Activar',
  onIntro:
    'Ao entrar, depois da palavra-passe, é pedido o código da aplicação de autenticação. Se perder o telemóvel, entre com um código de recuperação.',
  regenerate: 'Gerar novos códigos de recuperação',
  disable: 'Desactivar',
  disableQuestion:
    'Desactivar a verificação em dois passos? Quem souber a sua palavra-passe passa a conseguir entrar na sua conta.',
  disableConfirm: 'Desactivar',
  keep: 'Manter activa',
  addAccount: 'Adicione a sua conta à aplicação de autenticação do telemóvel.',
  openAuthenticator: 'Abrir na aplicação de autenticação',
  keyFallback: 'Se nada abrir, introduza esta chave na aplicação:',
  copyKey: 'Copiar chave',
  keyCopied: 'Chave copiada.',
  qrIntro: 'A configurar a partir de um computador? Leia este código QR com o telemóvel:',
  qrDrawing: 'A desenhar o código QR…',
  qrLabel: 'Código QR da sua conta para a aplicação de autenticação',
  codeLabel: 'Código de 6 algarismos',
  codeHint: 'O código que a aplicação mostra agora para a sua conta.',
  confirm: 'Confirmar',
  cancel: 'Cancelar',
  codeNotSixDigits: 'Introduza os 6 algarismos que a aplicação de autenticação mostra.',
  codeRefused:
    'Esse código não está correcto ou já expirou. Introduza o código que a aplicação mostra agora; se voltar a falhar, confirme que a hora do telemóvel está certa.',
  turnedOn: 'A verificação em dois passos está activa.',
  turnedOff: 'A verificação em dois passos foi desactivada.',
  recoveryTitle: 'Códigos de recuperação',
  recoveryIntro:
    'Guarde estes códigos num lugar seguro. Cada um serve uma vez para entrar se perder o telemóvel. Não voltam a ser mostrados.',
  glyphs:
    'Os algarismos aparecem a negrito: {0} é zero, não a letra {O}; {1} é um, não a letra {l} nem o {I}.',
  caseNote:
    'As letras maiúsculas e minúsculas contam: escreva cada código exactamente como aparece.',
  copyCodes: 'Copiar códigos',
  codesCopied: 'Códigos copiados.',
  copyFailed: 'Não foi possível copiar: seleccione o texto e copie-o à mão.',
  download: 'Descarregar (.txt)',
  share: 'Partilhar',
  codesSaved: 'Já guardei os códigos',
  fileName: (productName) => `${productName.toLowerCase()}-codigos-de-recuperacao.txt`,
  fileTitle: (productName, email) => `Códigos de recuperação de ${productName} (${email})`,
  fileUse: 'Cada código serve uma vez para entrar sem o código da aplicação de autenticação.',
  fileKeep: 'Guarde-os num lugar seguro.',
}
