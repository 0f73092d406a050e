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

describe('largeText', () => {
  it('pictures the chosen stories at 200 % text too, in Conecta only, and keeps their baselines', () => {
    const shots = shotsFromIndex({
      entries: {
        ...entry('story', 'screens-login--default', 'Screens/Login', 'Default'),
        ...entry('story', 'screens-login--submitting', 'Screens/Login', 'Submitting'),
      },
    })
    expect(shots.filter((shot) => shot.largeText).map((shot) => shot.key)).toEqual([
      'screens-login--default',
    ])
    expect(
      staleKeys(
        [
          'screens-login--default.png',
          'screens-login--default.text-200.png',
          'screens-login--submitting.text-200.png',
        ],
        shots,
      ),
    ).toEqual(['screens-login--submitting.text-200'])
  })
})

describe('reflow', () => {
  it('checks every story in Conecta but one tagged no-reflow-check, and none in Parceiro', () => {
    const shots = shotsFromIndex({
      entries: {
        ...entry('story', 'ui-descriptionlist--default', 'UI/DescriptionList', 'Default'),
        'ui-descriptionlist--wide-host': {
          type: 'story',
          id: 'ui-descriptionlist--wide-host',
          title: 'UI/DescriptionList',
          name: 'Wide Host',
          tags: ['dev', 'no-reflow-check'],
        },
      },
    })
    expect(shots.filter((shot) => shot.reflow).map((shot) => shot.key)).toEqual([
      'ui-descriptionlist--default',
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
