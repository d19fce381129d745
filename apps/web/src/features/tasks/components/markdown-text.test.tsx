import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MarkdownText } from './markdown-text';

describe('MarkdownText', () => {
  it('renders headings, tables, lists and emphasis without any raw HTML', () => {
    render(
      <MarkdownText
        source={
          '### Başlık\n\n| a | b |\n| --- | --- |\n| **bir** | *iki* |\n\n- ~~At first~~ değil\n- **First**\n\n<script>x</script> metin'
        }
      />,
    );
    expect(screen.getByRole('heading', { name: 'Başlık' })).toBeInTheDocument();
    expect(screen.getByRole('table')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('bir').tagName).toBe('STRONG');
    expect(document.querySelector('script')).toBeNull();
    expect(screen.getByText(/<script>x<\/script> metin/)).toBeInTheDocument();
  });
});
