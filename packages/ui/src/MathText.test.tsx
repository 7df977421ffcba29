import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MathText } from './MathText';

describe('MathText', () => {
  it('renders formulas with KaTeX', () => {
    const { container } = render(<MathText text="Area: $\pi r^2$" />);
    expect(container.querySelector('.katex')).not.toBeNull();
    expect(container.textContent).toContain('Area: ');
  });

  it('escapes markup outside math', () => {
    const { container } = render(<MathText text={'<img src=x onerror="alert(1)"> and $x$'} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toContain('<img src=x onerror="alert(1)">');
  });

  it('does not let math smuggle links or html', () => {
    const { container } = render(<MathText text={'$\\href{javascript:alert(1)}{x}$ $\\htmlId{a}{b}$'} />);
    expect(container.querySelector('a')).toBeNull();
    expect(container.querySelector('#a')).toBeNull();
  });

  it('shows the source of a formula KaTeX cannot parse', () => {
    const { container } = render(<MathText text="$\frac{1}{$ ok" />);
    expect(container.querySelector('code')?.textContent).toBe('\\frac{1}{');
  });
});
