// Renders an explanation's Markdown (links, bold, italic, code, paragraphs) as React elements.
import type { ReactNode } from 'react';
import { paragraphs, parseInline, type Inline } from '../../src/browser/quiz/markdown.ts';
import { withBase } from '../../src/browser/links.ts';

function render(xs: Inline[]): ReactNode[] {
  return xs.map((x, i) => {
    switch (x.t) {
      case 'text':
        return x.v;
      case 'code':
        return <code key={i}>{x.v}</code>;
      case 'link':
        return (
          <a key={i} href={withBase(x.href)}>
            {render(x.children)}
          </a>
        );
      case 'strong':
        return <strong key={i}>{render(x.children)}</strong>;
      case 'em':
        return <em key={i}>{render(x.children)}</em>;
    }
  });
}

export function InlineMarkdown({ text }: { text: string }) {
  return <>{render(parseInline(text))}</>;
}

export default function Markdown({ text, className }: { text: string; className?: string }) {
  return (
    <div className={className}>
      {paragraphs(text).map((p, i) => (
        <p key={i}>{render(parseInline(p))}</p>
      ))}
    </div>
  );
}
