import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Markdown, parseBlocks } from './markdown';

const renderMd = (source: string) => {
  const router = createMemoryRouter([{ path: '/', element: <Markdown source={source} /> }]);
  return render(<RouterProvider router={router} />);
};

describe('parseBlocks', () => {
  it('reads headings, paragraphs, both list kinds and quotes', () => {
    const blocks = parseBlocks(
      'Intro line one\nline two\n\n## First part\n\n- a\n- b\n\n1. one\n2. two\n\n> quoted\n> more\n\n### Detail\nLast.',
    );
    expect(blocks).toEqual([
      { type: 'paragraph', text: 'Intro line one line two' },
      { type: 'heading', level: 2, text: 'First part', id: 'first-part' },
      { type: 'list', ordered: false, items: ['a', 'b'] },
      { type: 'list', ordered: true, items: ['one', 'two'] },
      { type: 'quote', text: 'quoted more' },
      { type: 'heading', level: 3, text: 'Detail', id: 'detail' },
      { type: 'paragraph', text: 'Last.' },
    ]);
  });

  it('gives repeated headings distinct ids and does not read *emphasis* as a list', () => {
    const blocks = parseBlocks('## Contact\n\n## Contact\n\n*Not legal advice.*');
    expect(blocks.map((b) => (b.type === 'heading' ? b.id : b.type))).toEqual(['contact', 'contact-2', 'paragraph']);
  });
});

describe('pictures', () => {
  it("reads a picture on its own line, and shows only this site's uploads", () => {
    const blocks = parseBlocks(
      'Before.\n![The studio](/storage/blog/posts/1-a.webp)\n![](https://tracker.example/p.gif)\n![x](/storage/../etc)\nAfter.',
    );
    expect(blocks).toEqual([
      { type: 'paragraph', text: 'Before.' },
      { type: 'image', alt: 'The studio', src: '/storage/blog/posts/1-a.webp' },
      { type: 'paragraph', text: 'After.' },
    ]);
  });

  it('renders it as an image with its description', () => {
    renderMd('![The studio](/storage/blog/posts/1-a.webp)');
    expect(screen.getByRole('img', { name: 'The studio' }).getAttribute('src')).toBe('/storage/blog/posts/1-a.webp');
    expect(screen.getByText('The studio', { selector: 'figcaption' })).toBeTruthy();
  });
});

describe('Markdown', () => {
  it('renders emphasis and safe links as elements', () => {
    renderMd('Read **the rules** and *this*, see [pricing](/pricing), [mail](mailto:dmca@example.com) or [site](https://example.com).');
    expect(screen.getByText('the rules').tagName).toBe('STRONG');
    expect(screen.getByText('this').tagName).toBe('EM');
    expect(screen.getByRole('link', { name: 'pricing' })).toHaveProperty('pathname', '/pricing');
    expect(screen.getByRole('link', { name: 'mail' }).getAttribute('href')).toBe('mailto:dmca@example.com');
    const external = screen.getByRole('link', { name: 'site' });
    expect(external.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('never turns stored text into markup or script links', () => {
    const { container } = renderMd(
      '<script>alert(1)</script> <img src=x onerror=alert(1)> [click](javascript:alert(1)) [x](//evil.example)',
    );
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelectorAll('a')).toHaveLength(0);
    expect(container.textContent).toContain('<script>alert(1)</script>');
    expect(screen.getByText('click').tagName).toBe('SPAN');
  });

  it('renders lists and headings with anchors', () => {
    const { container } = renderMd('## Where to send it\n\n1. First\n2. Second');
    expect(screen.getByRole('heading', { level: 2, name: 'Where to send it' }).id).toBe('where-to-send-it');
    expect(container.querySelectorAll('ol > li')).toHaveLength(2);
  });
});
