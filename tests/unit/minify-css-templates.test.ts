// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { minifyCssTemplates, minifyCssText } from '../../site/build/minify-css-templates';

const whole = { trimStart: true, trimEnd: true };

describe('minifyCssText', () => {
  it.each([
    ['comments go, whitespace runs become one space', '\n  /* why */\n  color: red;\n\n  margin:  0   auto;\n', 'color:red;margin:0 auto;'],
    ['no space around braces, semicolons and commas', 'a , b {\n  color : red ;\n}\n', 'a,b{color :red;}'],
    [
      'a space before a colon stays (descendant :hover differs from :hover)',
      ':where(.x) :focus-visible { outline: 0 }',
      ':where(.x) :focus-visible{outline:0}',
    ],
    ['calc keeps its operators spaced', 'width: calc(100% - 16px + var(--x, 0px));', 'width:calc(100% - 16px + var(--x,0px));'],
    [
      'quoted strings are kept as written',
      'content: \'  a ,  b \';\n grid-template-areas: "a  b";',
      'content:\'  a ,  b \';grid-template-areas:"a  b";',
    ],
    [
      'an apostrophe inside a comment does not start a string',
      "/* the raider's own */ color: red; /* 'end' */ margin: 0;",
      'color:red;margin:0;',
    ],
    [
      'media queries',
      '@media (prefers-reduced-motion: reduce) {\n  & { animation: none; }\n}',
      '@media (prefers-reduced-motion:reduce){&{animation:none;}}',
    ],
  ])('%s', (_name, input, expected) => {
    expect(minifyCssText(input, whole)).toBe(expected);
  });

  it('keeps one space where a piece meets an interpolation, and trims only the template ends', () => {
    expect(minifyCssText('\n  animation: ', { trimStart: true, trimEnd: false })).toBe('animation:');
    expect(minifyCssText(' 200ms ease-out;\n', { trimStart: false, trimEnd: true })).toBe(' 200ms ease-out;');
    expect(minifyCssText('  ', { trimStart: false, trimEnd: false })).toBe(' ');
  });
});

describe('minifyCssTemplates', () => {
  it('minifies css, keyframes and injectGlobal templates and /* css */ marked ones, with their interpolations', () => {
    const source = [
      'const enter = keyframes`',
      '  from { opacity: 0; }',
      '`;',
      'const styles = { a: css`',
      '  /* Fixed: the corner. */',
      '  animation: ${enter} 200ms ease-out;',
      '  color: ${(props) => `${props.tone}`};',
      '` };',
      'const tokens = /* css */ `',
      '  --rp-bg: #fff;',
      '`;',
      'emotion.injectGlobal`',
      '  body { margin: 0; }',
      '`;',
    ].join('\n');
    expect(minifyCssTemplates('styles.ts', source)).toBe(
      [
        'const enter = keyframes`from{opacity:0;}`;',
        'const styles = { a: css`animation:${enter} 200ms ease-out;color:${(props) => `${props.tone}`};` };',
        'const tokens = /* css */ `--rp-bg:#fff;`;',
        'emotion.injectGlobal`body{margin:0;}`;',
      ].join('\n'),
    );
  });

  it('leaves every other template literal and string alone, in .ts and .tsx', () => {
    const source = [
      'const message = `Page not found:   ${path}`;',
      'const tagged = html`  <p>  </p>  `;',
      "const text = 'css`  a  `';",
      'const view = <p className={`a  b`}>{`  x  `}</p>;',
    ].join('\n');
    expect(minifyCssTemplates('page.tsx', source)).toBe(source);
  });
});
