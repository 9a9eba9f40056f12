// The app's i18next: the subset of its API this app calls (createInstance, init, t with nested
// keys, {name} placeholders, {count, number}, plural suffixes and defaultValue), in ~1 KB instead
// of ~16 KB gzipped. The build resolves 'i18next' here for the browser and the server render alike
// (vite.config.ts: the real one's lookups cost ~15 % of a home render's CPU); only the unit tests
// keep i18next itself, and lite.test.ts holds the two to the same text for every message, both
// languages and many counts (docs/decisions/0034-render-cost-and-page-weight.md).
type Tree = { [key: string]: string | Tree };
type Options = { [name: string]: unknown; count?: unknown; defaultValue?: unknown };
type Format = (value: unknown, lng: string | undefined) => string;
type InitOptions = { lng: string; resources: Record<string, { translation: Tree }> };

const PLACEHOLDER = /\{([^{}]+)\}/g;

function lookup(tree: Tree, key: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

export class LiteI18n {
  language = '';
  private messages: Tree = {};
  private rules: Intl.PluralRules | undefined;
  private readonly formats = new Map<string, Format>();
  readonly services = { formatter: { add: (name: string, fn: Format) => void this.formats.set(name, fn) } };

  init(options: InitOptions): this {
    this.language = options.lng;
    this.messages = options.resources[options.lng]?.translation ?? {};
    this.rules = new Intl.PluralRules(options.lng);
    return this;
  }

  // i18next's order: key_zero (count 0), the language's form, the bare key, then key_other.
  private find(key: string, count: unknown): string | undefined {
    if (typeof count !== 'number') return lookup(this.messages, key);
    return (
      (count === 0 ? lookup(this.messages, `${key}_zero`) : undefined) ??
      lookup(this.messages, `${key}_${this.rules!.select(count)}`) ??
      lookup(this.messages, key) ??
      lookup(this.messages, `${key}_other`)
    );
  }

  t = (key: string, options: Options = {}): string => {
    const message = this.find(key, options.count);
    if (message === undefined) return typeof options.defaultValue === 'string' ? options.defaultValue : key;
    return message.replace(PLACEHOLDER, (whole, inner: string) => {
      const [name, format] = inner.split(',').map((s) => s.trim());
      const value = options[name!];
      if (value === undefined) return whole;
      const formatter = format ? this.formats.get(format) : undefined;
      return formatter ? formatter(value, this.language) : String(value);
    });
  };
}

export function createInstance(): LiteI18n {
  return new LiteI18n();
}

export type { LiteI18n as i18n };
export default { createInstance };
