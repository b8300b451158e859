import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { locationPickerEnglish } from '../features/location-picker/messages/en-GB';
import { useApi } from '../runtime/data/useApi';
import { useTranslate } from '../runtime/i18n/useTranslate';
import { useCorasContext } from '../runtime/provider/context';
import { CorasProvider } from './CorasProvider';

/** Shows what the provider gives a screen: a client that reaches the sandbox, the locale and texts. */
function ProviderProbe() {
  const { client, locale, currency } = useCorasContext();
  const t = useTranslate(locationPickerEnglish);
  const { data, error } = useApi(['geolocation'], (signal) =>
    client.GET('/{api_version}/geolocation', { signal }),
  );
  return (
    <dl>
      <dt>Locale and currency</dt>
      <dd>
        {locale} · {currency}
      </dd>
      <dt>{t('location.heading')}</dt>
      <dd>{error ? error.message : (data?.name ?? t('location.searching'))}</dd>
    </dl>
  );
}

const meta = {
  title: 'Widgets/CorasProvider',
  component: CorasProvider,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof CorasProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Configured: the screens inside reach the sandbox API in the visitor's locale and currency. */
export const Configured: Story = {
  parameters: { corasProvider: { currency: 'EUR', locale: 'en-GB' } },
  render: () => <ProviderProbe />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Ireland')).toBeVisible();
    await expect(canvas.getByText('en-GB · EUR')).toBeVisible();
  },
};

/** Without api-host (or distributor-id) the widget says which attribute is missing, instead of an empty box. */
export const MissingConfiguration: Story = {
  args: { distributorId: 'demo' },
  render: (args) => (
    <CorasProvider {...args} logger={{ error: () => undefined, warn: () => undefined }}>
      <ProviderProbe />
    </CorasProvider>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('the api-host attribute is missing');
  },
};

/** An api-host that is not an http(s) URL (`ftp:`, `javascript:`) is explained as clearly as a missing one. */
export const InvalidApiHost: Story = {
  args: { apiHost: 'javascript:alert(1)', distributorId: 'demo' },
  render: (args) => (
    <CorasProvider {...args} logger={{ error: () => undefined, warn: () => undefined }}>
      <ProviderProbe />
    </CorasProvider>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'the api-host attribute must be an http or https address',
    );
  },
};

/** Thrown while rendering: a screen that fails outside a page's own boundary. */
function Broken(): never {
  throw new Error('A screen failed while rendering');
}

/** Anything thrown inside the provider while rendering leaves a message, in the visitor's language, not a blank box. */
export const RenderFailure: Story = {
  args: { apiHost: 'http://127.0.0.1:4010', distributorId: 'demo', locale: 'de-DE' },
  render: (args) => (
    <CorasProvider {...args} logger={{ error: () => undefined, warn: () => undefined }}>
      <Broken />
    </CorasProvider>
  ),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(/Dieses Buchungs-Widget konnte nicht angezeigt werden/),
    ).toBeVisible();
    await expect(canvas.getByRole('alert')).toBeVisible();
  },
};
