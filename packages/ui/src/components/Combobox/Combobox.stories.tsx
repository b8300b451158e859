import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ArrowIcon, PinIcon, SearchIcon } from '../../icons/icons';
import { Spinner } from '../Spinner/Spinner';
import { Combobox, ComboboxMessage, type ComboboxVariant, comboboxVariants } from './Combobox';

const places = ['Cork', 'Dublin', 'Galway', 'Kilkenny', 'Limerick'];
const popular = places.slice(0, 3);

interface DemoProps {
  variant?: ComboboxVariant;
  /** Options from a search that has not answered yet. */
  searching?: boolean;
  /** Adds 'Show all results' as a link after the matches. */
  showAll?: boolean;
  onChoose?: (place: string) => void;
}

/**
 * A place search as a product would write it: the parent owns the term, whether it is open and
 * the options (popular places under a heading while nothing is typed, else the matches).
 */
function PlaceSearch({ variant = 'popover', searching = false, showAll = false, onChoose }: DemoProps) {
  const [term, setTerm] = useState('');
  const [open, setOpen] = useState(variant === 'inline');
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  const typed = term.trim() !== '';
  const matches = typed
    ? places.filter((place) => place.toLowerCase().startsWith(term.trim().toLowerCase()))
    : [];
  const options =
    searching && typed ? [] : [...(typed ? matches : popular), ...(showAll && typed ? ['all'] : [])];
  const choose = (option: string) => {
    onChoose?.(option);
    if (option !== 'all') setChosen(option);
    setTerm('');
    setOpen(variant === 'inline');
  };
  return (
    <div style={{ maxWidth: '22rem', minHeight: '20rem' }}>
      <Combobox
        aria-label="Destination"
        placeholder="Where are you going?"
        icon={<SearchIcon size={18} />}
        variant={variant}
        value={term}
        onValueChange={(value) => {
          setTerm(value);
          setOpen(true);
        }}
        open={open}
        onOpenChange={(next) => setOpen(variant === 'inline' || next)}
        options={options}
        renderOption={(option) =>
          option === 'all'
            ? {
                key: 'all',
                text: 'Show all results',
                iconEnd: <ArrowIcon size={18} />,
                action: true,
                href: '#all',
              }
            : { key: option, text: option, icon: <PinIcon size={18} />, selected: option === chosen }
        }
        onChoose={choose}
        heading={typed ? undefined : 'Popular'}
        listLabel="Destinations"
        message={
          searching && typed ? (
            <ComboboxMessage>
              <Spinner size={16} label={null} />
              Searching…
            </ComboboxMessage>
          ) : typed && matches.length === 0 ? (
            <ComboboxMessage>No destinations found</ComboboxMessage>
          ) : null
        }
        status={typed && !searching ? `${matches.length} destinations found` : ''}
      />
    </div>
  );
}

const meta = {
  title: 'Components/Combobox',
  component: PlaceSearch,
  args: { onChoose: fn() },
  argTypes: { variant: { control: 'inline-radio', options: comboboxVariants } },
} satisfies Meta<typeof PlaceSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

const activeOption = (field: HTMLElement) =>
  document.getElementById(field.getAttribute('aria-activedescendant') ?? '');

/** Closed: a text field with the combobox role, its list not in the page. */
export const Closed: Story = {
  play: async ({ canvas }) => {
    const field = canvas.getByRole('combobox', { name: 'Destination' });
    await expect(field).toHaveAttribute('aria-expanded', 'false');
    await expect(field).not.toHaveAttribute('aria-controls');
  },
};

/**
 * Focused with nothing typed, the popular places under their heading, which names the list. The
 * arrows move the active option (wrapping at both ends) while the focus stays in the field, which
 * points at it with `aria-activedescendant`; Enter chooses it and closes.
 */
export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    const field = canvas.getByRole('combobox', { name: 'Destination' });
    await userEvent.click(field);
    const body = within(document.body);
    const list = await body.findByRole('listbox', { name: 'Popular' });
    await expect(field).toHaveAttribute('aria-expanded', 'true');
    await expect(field).toHaveAttribute('aria-controls', list.id);
    await expect(field).not.toHaveAttribute('aria-activedescendant');

    await userEvent.keyboard('{ArrowDown}');
    await expect(activeOption(field)).toHaveTextContent('Cork');
    await expect(activeOption(field)).toHaveAttribute('data-active');
    await userEvent.keyboard('{ArrowDown}');
    await expect(activeOption(field)).toHaveTextContent('Dublin');
    await userEvent.keyboard('{ArrowUp}');
    await expect(activeOption(field)).toHaveTextContent('Cork');
    await userEvent.keyboard('{ArrowUp}');
    await expect(activeOption(field)).toHaveTextContent('Galway');
    await userEvent.keyboard('{ArrowDown}');
    await expect(activeOption(field)).toHaveTextContent('Cork');
    await expect(field).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    await expect(args.onChoose).toHaveBeenCalledWith('Cork');
    await expect(field).toHaveAttribute('aria-expanded', 'false');
    await expect(field).toHaveFocus();

    // The arrow opens it again, with the choice marked; Escape closes it and keeps the focus.
    await userEvent.keyboard('{ArrowDown}');
    await expect(await body.findByRole('option', { name: 'Cork' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(field).toHaveAttribute('aria-expanded', 'false'));
    await expect(field).toHaveFocus();
  },
};

/**
 * Typing lists the matches, named by the list's own label, and a polite live region says how many
 * were found. A new list starts with no active option. A click chooses without moving the focus.
 */
export const Typing: Story = {
  play: async ({ canvas, args }) => {
    const field = canvas.getByRole('combobox', { name: 'Destination' });
    await userEvent.click(field);
    await userEvent.keyboard('{ArrowDown}');
    await expect(activeOption(field)).toHaveTextContent('Cork');
    await userEvent.type(field, 'g');
    const body = within(document.body);
    await body.findByRole('listbox', { name: 'Destinations' });
    await expect(field).not.toHaveAttribute('aria-activedescendant');
    await expect(body.getAllByRole('option').map((option) => option.textContent)).toEqual(['Galway']);
    await expect(canvas.getByRole('status')).toHaveTextContent('1 destinations found');
    await userEvent.click(body.getByRole('option', { name: 'Galway' }));
    await expect(args.onChoose).toHaveBeenCalledWith('Galway');
    await expect(field).toHaveFocus();
  },
};

/** Nothing matches: a line says so, and Enter with no active option chooses nothing. */
export const NoResults: Story = {
  play: async ({ canvas, args }) => {
    const field = canvas.getByRole('combobox', { name: 'Destination' });
    await userEvent.type(field, 'xyz');
    await expect(await within(document.body).findByText('No destinations found')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('0 destinations found');
    await userEvent.keyboard('{Enter}');
    await expect(args.onChoose).not.toHaveBeenCalled();
  },
};

/** A search on its way: a spinner and a line in place of the options. */
export const Searching: Story = {
  args: { searching: true },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Destination' }), 'dub');
    await expect(await within(document.body).findByText('Searching…')).toBeVisible();
  },
};

/** An action after the matches ('Show all results'), drawn apart; as a link it stays out of the tab order. */
export const WithAction: Story = {
  args: { showAll: true },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Destination' }), 'd');
    const action = await within(document.body).findByRole('option', { name: 'Show all results' });
    await expect(action).toHaveAttribute('href', '#all');
    await expect(action).toHaveAttribute('tabindex', '-1');
  },
};

/** Inline: the list in the page right under the field (a menu's search), always open. */
export const Inline: Story = {
  args: { variant: 'inline' },
  parameters: { containerWidth: 375 },
  play: async ({ canvas, args }) => {
    const field = canvas.getByRole('combobox', { name: 'Destination' });
    await expect(canvas.getByRole('listbox', { name: 'Popular' })).toBeVisible();
    await userEvent.click(field);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onChoose).toHaveBeenCalledWith('Dublin');
  },
};
