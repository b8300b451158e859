import '@fontsource/inter/400.css';
import '@fontsource/inter/500.css';
import '@fontsource/inter/700.css';
import { CorasRoot, type CorasThemeOverrides } from '@coras/ui';
import type { Decorator, Preview } from '@storybook/react-vite';

/** White-label examples the toolbar switches between (the Theming page explains them). */
const themes: Record<string, CorasThemeOverrides | undefined> = {
  default: undefined,
  plum: {
    color: { brand: '#6a1b7a', brandHover: '#56156a', brandSubtle: '#f4e9f6', focus: '#6a1b7a' },
    radius: { md: '2px' },
  },
  forest: {
    color: { brand: '#1f5f3a', brandHover: '#184d2f', brandSubtle: '#e6f2eb', focus: '#1f5f3a' },
    font: { family: "Georgia, 'Times New Roman', serif" },
  },
};

/**
 * Every story renders inside `<CorasRoot>` (theme, reset, query container, portal target), in a
 * frame as wide as its `containerWidth` parameter: the kit responds to its container, so the
 * widths 375, 768 and 1200 are stories, not viewports.
 */
const withRoot: Decorator = (Story, { parameters, globals }) => {
  const width = parameters.containerWidth as number | undefined;
  return (
    <CorasRoot theme={themes[globals.theme as string] ?? undefined}>
      <div data-story-frame="" style={{ width: width ?? 'auto', maxWidth: '100%', padding: 8 }}>
        <Story />
      </div>
    </CorasRoot>
  );
};

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [withRoot],
  initialGlobals: { theme: 'default' },
  globalTypes: {
    theme: {
      description: 'White-label theme',
      toolbar: { title: 'Theme', icon: 'paintbrush', items: Object.keys(themes), dynamicTitle: true },
    },
  },
  parameters: {
    layout: 'padded',
    controls: { expanded: true, matchers: { color: /(background|color)$/i } },
    // Any axe violation fails the story's test in CI (the Vitest addon runs the a11y check).
    a11y: { test: 'error' },
    options: { storySort: { order: ['Introduction', 'Theming', 'Tokens', 'Components'] } },
  },
};

export default preview;
