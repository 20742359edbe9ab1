import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Catalogue } from '../lib/i18n';

/** A catalogue's ICU messages parsed once as it loads (its own chunk, with the parser: never on the first page). */
export function compileCatalogue(messages: Catalogue): Catalogue {
  const out: Record<string, unknown> = {};
  for (const [id, text] of Object.entries(messages)) out[id] = text.includes('{') ? compileMessage(text) : text;
  return out as Catalogue;
}
