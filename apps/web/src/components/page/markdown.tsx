import type * as React from 'react';
import { Link } from 'react-router';
import { cn } from '../../lib/utils';

// A small, safe markdown subset for blog posts and legal documents, rendered as React elements (never
// through dangerouslySetInnerHTML, so stored text cannot become markup):
//   ## and ### headings, paragraphs, "- " and "1. " lists, "> " quotes, **bold**, *italic*, [text](link),
//   and a picture on a line of its own: ![what it shows](/storage/...).
// Links may be site paths (/pricing), #anchors, https:// or mailto:; anything else stays plain text.
// Pictures must be this site's uploads (/storage/...; the blog's editor uploads and re-encodes them):
// a picture from elsewhere would let a post track its readers, so it is not shown (isOwnImage).

type Block =
  | { type: 'heading'; level: 2 | 3; text: string; id: string }
  | { type: 'paragraph'; text: string }
  | { type: 'list'; ordered: boolean; items: string[] }
  | { type: 'quote'; text: string }
  | { type: 'image'; alt: string; src: string };

const IMAGE_LINE = /^!\[([^\]]*)\]\(([^)\s]+)\)$/;
/** The one source of pictures the renderer shows (the contract checks the same on the server). */
export const isOwnImage = (src: string) => /^\/storage\/[A-Za-z0-9._\-/]+$/.test(src) && !src.includes('..');

const slugify = (s: string) =>
  s
    .toLowerCase()
    .replace(/[*_[\]()]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

export function parseBlocks(source: string): Block[] {
  const blocks: Block[] = [];
  const used = new Map<string, number>();
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  let para: string[] = [];
  const flush = () => {
    if (para.length) blocks.push({ type: 'paragraph', text: para.join(' ') });
    para = [];
  };
  for (let i = 0; i < lines.length; i++) {
    const line = (lines[i] ?? '').trim();
    const heading = /^(#{2,3})\s+(.+)$/.exec(line);
    const image = IMAGE_LINE.exec(line);
    if (!line) {
      flush();
    } else if (image) {
      flush();
      if (isOwnImage(image[2] ?? '')) blocks.push({ type: 'image', alt: (image[1] ?? '').trim(), src: image[2] ?? '' });
    } else if (heading?.[1] && heading[2]) {
      flush();
      const text = heading[2].trim();
      const base = slugify(text) || 'section';
      const n = used.get(base) ?? 0;
      used.set(base, n + 1);
      blocks.push({ type: 'heading', level: heading[1].length as 2 | 3, text, id: n ? `${base}-${n + 1}` : base });
    } else if (/^([-*]|\d+\.)\s+/.test(line)) {
      flush();
      const ordered = /^\d+\./.test(line);
      const items: string[] = [];
      while (i < lines.length) {
        const l = (lines[i] ?? '').trim();
        const m = ordered ? /^\d+\.\s+(.*)$/.exec(l) : /^[-*]\s+(.*)$/.exec(l);
        if (!m) break;
        items.push(m[1] ?? '');
        i++;
      }
      i--;
      blocks.push({ type: 'list', ordered, items });
    } else if (line.startsWith('>')) {
      flush();
      const quote: string[] = [];
      while (i < lines.length && (lines[i] ?? '').trim().startsWith('>')) {
        quote.push((lines[i] ?? '').trim().replace(/^>\s?/, ''));
        i++;
      }
      i--;
      blocks.push({ type: 'quote', text: quote.join(' ') });
    } else {
      para.push(line);
    }
  }
  flush();
  return blocks;
}

const INLINE = /\*\*(.+?)\*\*|\*(.+?)\*|\[([^\]]+)\]\(([^)\s]+)\)/g;

function safeHref(href: string): { kind: 'route' | 'external' | 'anchor'; href: string } | null {
  if (href.startsWith('#')) return { kind: 'anchor', href };
  if (href.startsWith('/') && !href.startsWith('//')) return { kind: 'route', href };
  if (/^https:\/\//i.test(href) || /^mailto:[^\s@]+@[^\s@]+$/i.test(href)) return { kind: 'external', href };
  return null;
}

function renderInline(text: string, keyPrefix = 'i'): React.ReactNode[] {
  const out: React.ReactNode[] = [];
  let last = 0;
  let n = 0;
  for (const m of text.matchAll(INLINE)) {
    const at = m.index ?? 0;
    if (at > last) out.push(text.slice(last, at));
    const key = `${keyPrefix}-${n++}`;
    if (m[1] !== undefined) out.push(<strong key={key}>{renderInline(m[1], key)}</strong>);
    else if (m[2] !== undefined) out.push(<em key={key}>{renderInline(m[2], key)}</em>);
    else if (m[3] !== undefined && m[4] !== undefined) {
      const link = safeHref(m[4]);
      const label = renderInline(m[3], key);
      const cls = 'font-medium text-primary dark:text-red-400 underline underline-offset-4 hover:no-underline';
      if (!link) out.push(<span key={key}>{label}</span>);
      else if (link.kind === 'route')
        out.push(
          <Link key={key} to={link.href} className={cls}>
            {label}
          </Link>,
        );
      else
        out.push(
          <a
            key={key}
            href={link.href}
            className={cls}
            {...(link.href.startsWith('https:') ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          >
            {label}
          </a>,
        );
    }
    last = at + m[0].length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

export function Markdown({ source, className, blocks }: { source?: string; blocks?: Block[]; className?: string }) {
  const list = blocks ?? parseBlocks(source ?? '');
  return (
    <div className={cn('prose-mb', className)}>
      {list.map((b, i) => {
        const key = `b${i}`;
        switch (b.type) {
          case 'heading':
            return b.level === 2 ? (
              <h2 key={key} id={b.id} className="mt-10 mb-3 scroll-mt-24 text-2xl font-semibold tracking-tight first:mt-0">
                {renderInline(b.text, key)}
              </h2>
            ) : (
              <h3 key={key} id={b.id} className="mt-8 mb-2 scroll-mt-24 text-lg font-semibold">
                {renderInline(b.text, key)}
              </h3>
            );
          case 'list': {
            const L = b.ordered ? 'ol' : 'ul';
            return (
              <L key={key} className={cn('my-4 grid gap-2 pl-6', b.ordered ? 'list-decimal' : 'list-disc', 'marker:text-muted-foreground')}>
                {b.items.map((item, j) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: static content; items never reorder
                  <li key={j} className="pl-1">
                    {renderInline(item, `${key}-${j}`)}
                  </li>
                ))}
              </L>
            );
          }
          case 'image':
            return (
              <figure key={key} className="my-6">
                <img src={b.src} alt={b.alt} loading="lazy" decoding="async" className="w-full rounded-lg border bg-muted" />
                {b.alt ? <figcaption className="mt-2 text-center text-sm text-muted-foreground">{b.alt}</figcaption> : null}
              </figure>
            );
          case 'quote':
            return (
              <blockquote key={key} className="my-6 border-l-2 border-primary pl-4 text-lg text-foreground/90 italic">
                {renderInline(b.text, key)}
              </blockquote>
            );
          default:
            return (
              <p key={key} className="my-4 leading-7">
                {renderInline(b.text, key)}
              </p>
            );
        }
      })}
    </div>
  );
}
