import { type AccountStrings, accountEn, accountPt } from '@conecta/account'
import { type MpesaStrings, mpesaEn, mpesaPt } from '@conecta/mpesa'
import {
  ArgTypes,
  Controls,
  Description,
  Primary,
  Stories,
  Subtitle,
  Title,
  Unstyled,
  useOf,
} from '@storybook/addon-docs/blocks'

/** One part of a catalogue a block says: its name, its Portuguese and English values. */
export interface CatalogueSection {
  /** As a host overrides it: `signIn`, `newPassword.hint`'s section `newPassword`… */
  name: string
  pt: unknown
  en: unknown
}

/** Placeholders a text function is shown with: its arguments by position. */
const PLACEHOLDERS = ['‹1›', '‹2›', '‹3›']

/** A catalogue's value as a person reads it; a function with placeholders for its arguments. */
function shown(value: unknown): string {
  if (typeof value === 'string') return value
  if (typeof value === 'function') {
    try {
      const text: unknown = value(...PLACEHOLDERS)
      if (typeof text === 'string' && !text.includes('NaN')) return text
    } catch {
      // A function of something other than text (a failed call, a number): said below.
    }
    return '(uma função: ver o tipo)'
  }
  return String(value)
}

/** Every text of a section by its path: `submit`, `outcomes.paid.title`. */
function leaves(value: unknown, path = ''): Array<[string, unknown]> {
  if (typeof value !== 'object' || value === null) return [[path, value]]
  return Object.entries(value).flatMap(([key, inner]) =>
    leaves(inner, path === '' ? key : `${path}.${key}`),
  )
}

/** What each key of `sections` says, in Portuguese (the default) and in English. */
export function StringsTable({ sections }: { sections: readonly CatalogueSection[] }) {
  return (
    <Unstyled>
      {sections.map((section) => {
        const en = new Map(leaves(section.en))
        return (
          <table key={section.name} style={{ width: '100%', marginBottom: 24, fontSize: 14 }}>
            <caption style={{ textAlign: 'left', fontWeight: 700, padding: '8px 0' }}>
              <code>{section.name}</code>
            </caption>
            <thead>
              <tr>
                <th style={{ textAlign: 'left' }}>Chave</th>
                <th style={{ textAlign: 'left' }}>Português (accountPt, mpesaPt)</th>
                <th style={{ textAlign: 'left' }}>English (accountEn, mpesaEn)</th>
              </tr>
            </thead>
            <tbody>
              {leaves(section.pt).map(([key, pt]) => (
                <tr key={key}>
                  <td style={{ verticalAlign: 'top' }}>
                    <code>{key}</code>
                  </td>
                  <td style={{ verticalAlign: 'top' }}>{shown(pt)}</td>
                  <td style={{ verticalAlign: 'top' }}>{shown(en.get(key))}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )
      })}
    </Unstyled>
  )
}

/** The texts a block's file lists in its meta's `parameters.blockStrings`. */
function isSections(value: unknown): value is readonly CatalogueSection[] {
  return Array.isArray(value) && value.every((section) => typeof section?.name === 'string')
}

/**
 * A block's Docs page (a story file's `parameters.docs.page`, its texts in
 * `parameters.blockStrings`): what autodocs shows (its description with how to
 * mount it, the first story and its controls), the props of each block it
 * shows (its meta's `subcomponents`), then "Textos": each text it says, by
 * the catalogue key a host overrides, in both locales; then every story.
 */
export function BlockDocsPage() {
  const meta = useOf('meta', ['meta'])
  const sections = meta.preparedMeta.parameters.blockStrings
  // The story's own component is a host's page around the block: the props a developer
  // passes are the block's, its meta's `subcomponents`.
  const blocks = Object.entries(meta.preparedMeta.subcomponents ?? {})
  // The story's controls where it has any (the block itself, or a host page with args);
  // otherwise they would only say "no controls" above the blocks' props.
  const storyControls = blocks.length === 0 || Object.keys(meta.csfFile.meta.args ?? {}).length > 0
  return (
    <>
      <Title />
      <Subtitle />
      <Description />
      <Primary />
      {storyControls ? <Controls /> : null}
      {blocks.length > 0 ? <h2 id="propriedades">Propriedades</h2> : null}
      {blocks.map(([name, component]) => (
        <section key={name}>
          <h3>
            <code>{name}</code>
          </h3>
          <ArgTypes of={component} />
        </section>
      ))}
      <h2 id="textos">Textos</h2>
      <p>
        Cada texto do bloco, pela chave do catálogo que um anfitrião pode substituir (
        <code>withAccountStrings</code>, <code>withMpesaStrings</code>). ‹1›, ‹2› marcam o que o
        texto recebe.
      </p>
      {isSections(sections) ? <StringsTable sections={sections} /> : null}
      <Stories />
    </>
  )
}

/** Sections of @conecta/account's catalogue. */
export function accountSections(...names: Array<keyof AccountStrings>): CatalogueSection[] {
  return names.map((name) => ({ name, pt: accountPt[name], en: accountEn[name] }))
}

/** Sections of @conecta/mpesa's catalogue; its loose texts at the root come as `(raiz)`. */
export function mpesaSections(
  names: ReadonlyArray<keyof MpesaStrings>,
  rootKeys: ReadonlyArray<keyof MpesaStrings> = [],
): CatalogueSection[] {
  const pick = (catalogue: MpesaStrings) =>
    Object.fromEntries(rootKeys.map((key) => [key, catalogue[key]]))
  const root =
    rootKeys.length === 0 ? [] : [{ name: '(raiz)', pt: pick(mpesaPt), en: pick(mpesaEn) }]
  return [...names.map((name) => ({ name, pt: mpesaPt[name], en: mpesaEn[name] })), ...root]
}
