import { shotsFromIndex, staleKeys } from './shots.mjs'

describe('shotsFromIndex', () => {
  it('pictures every story in Conecta, UI/ stories in Parceiro too, and no docs page', () => {
    const shots = shotsFromIndex({
      entries: {
        'ui-button--primary': {
          type: 'story',
          id: 'ui-button--primary',
          title: 'UI/Button',
          name: 'Primary',
        },
        'ui-button--docs': {
          type: 'docs',
          id: 'ui-button--docs',
          title: 'UI/Button',
          name: 'Docs',
        },
        'screens-login--default': {
          type: 'story',
          id: 'screens-login--default',
          title: 'Screens/Login',
          name: 'Default',
        },
      },
    })
    expect(shots.map(({ key, theme }) => `${key}:${theme}`)).toEqual([
      'screens-login--default:conecta',
      'ui-button--primary:conecta',
      'ui-button--primary.parceiro:parceiro',
    ])
  })
})

describe('staleKeys', () => {
  it('names the baselines of stories that are gone, in either theme, and ignores other files', () => {
    const shots = shotsFromIndex({
      entries: {
        'ui-button--primary': {
          type: 'story',
          id: 'ui-button--primary',
          title: 'UI/Button',
          name: 'Primary',
        },
      },
    })
    expect(
      staleKeys(
        [
          'ui-button--primary.png',
          'ui-button--primary.parceiro.png',
          'ui-button--renamed.png',
          'ui-button--renamed.parceiro.png',
          'notes.txt',
        ],
        shots,
      ),
    ).toEqual(['ui-button--renamed', 'ui-button--renamed.parceiro'])
  })
})
