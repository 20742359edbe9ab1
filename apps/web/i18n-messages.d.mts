import type { Plugin } from 'vite';

export const MESSAGE_CALL: RegExp;
export function unescapeLiteral(body: string): string;
export function messagesOf(code: string): [id: string, text: string][];
export function linguiInline(): Plugin;
