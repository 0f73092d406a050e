import { shotsFromIndex, staleKeys } from './shots.mjs'

/** An index.json entry. */
const entry = (type: 'story' | 'docs', id: string, title: string, name: string) => ({
  [id]: { type, id, title, name },
})

describe('shotsFromIndex', () => {
  it('pictures every story in Conecta, UI/ stories in Parceiro too, and no docs page', () => {
    const shots = shotsFromIndex({
      entries: {
        ...entry('story', 'ui-button--primary', 'UI/Button', 'Primary'),
        ...entry('docs', 'ui-button--docs', 'UI/Button', 'Docs'),
        ...entry('story', 'screens-login--default', 'Screens/Login', 'Default'),
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
      entries: entry('story', 'ui-button--primary', 'UI/Button', 'Primary'),
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
