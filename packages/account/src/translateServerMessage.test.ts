import { describe, expect, it } from 'vitest'
import { translateServerMessage } from './translateServerMessage'

describe('translateServerMessage', () => {
  it.each([
    ['These credentials do not match our records.', 'E-mail ou palavra-passe incorrectos.'],
    ['The provided password was incorrect.', 'A palavra-passe está incorrecta.'],
    [
      'Too many login attempts. Please try again in 42 seconds.',
      'Demasiadas tentativas. Tente novamente dentro de 42 segundos.',
    ],
    [
      'Too many login attempts. Please try again in 1 second.',
      'Demasiadas tentativas. Tente novamente dentro de 1 segundo.',
    ],
    ['The email field is required.', 'Preencha o campo e-mail.'],
    ['The password is required.', 'Preencha o campo palavra-passe.'],
    ['The email field must be a valid email address.', 'Introduza um endereço de e-mail válido.'],
    ['The email has already been taken.', 'Já existe uma conta com este e-mail.'],
    [
      'The password field confirmation does not match.',
      'A confirmação não coincide com a palavra-passe.',
    ],
    [
      'The password field must be at least 8 characters.',
      'O campo palavra-passe deve ter pelo menos 8 caracteres.',
    ],
    [
      'The name field must not be greater than 255 characters.',
      'O campo nome não pode ter mais de 255 caracteres.',
    ],
    [
      'This password reset token is invalid.',
      'Este link de recuperação é inválido ou já expirou. Peça um novo.',
    ],
    [
      "We can't find a user with that email address.",
      'Não encontrámos nenhuma conta com este e-mail.',
    ],
    [
      'The provided two factor authentication code was invalid.',
      'O código não é válido. Introduza o código que a aplicação de autenticação mostra agora.',
    ],
    [
      'The provided two factor recovery code was invalid.',
      'Este código de recuperação não é válido ou já foi usado.',
    ],
    [
      'The recovery code field must be a string.',
      'O campo código de recuperação tem um formato inválido.',
    ],
  ])('given %j, should say %j', (english, portuguese) => {
    expect(translateServerMessage(english)).toBe(portuguese)
  })

  it('given a message it does not know, should keep the server text', () => {
    expect(translateServerMessage('O número já está registado.')).toBe(
      'O número já está registado.',
    )
  })
})
