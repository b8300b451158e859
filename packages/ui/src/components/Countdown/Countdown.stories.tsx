import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { Countdown } from './Countdown';
import type { TimerProvider } from './countdownTime';

/**
 * A hand-driven clock and timer provider: the stories' time only moves when a play function says
 * so, so every screenshot shows the same digits.
 */
function manualTime() {
  let now = 0;
  let nextId = 0;
  let queue: Array<{ id: number; at: number; callback: () => void }> = [];
  const timers: TimerProvider = {
    setTimeout: (callback, ms) => {
      nextId += 1;
      queue.push({ id: nextId, at: now + ms, callback });
      return nextId;
    },
    clearTimeout: (handle) => {
      queue = queue.filter((timer) => timer.id !== handle);
    },
  };
  return {
    clock: () => now,
    timers,
    reset() {
      now = 0;
      queue = [];
    },
    /**
     * Moves time on by `ms`, running every timer that falls due on the way, in order, then lets
     * React render what they changed: it resolves once the browser has drawn a frame since (the
     * second animation frame from now).
     */
    async advance(ms: number) {
      const target = now + ms;
      for (;;) {
        const due = queue.filter((timer) => timer.at <= target).sort((a, b) => a.at - b.at)[0];
        if (!due) break;
        queue = queue.filter((timer) => timer !== due);
        now = due.at;
        due.callback();
      }
      now = target;
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    },
  };
}

const time = manualTime();

const meta = {
  title: 'Components/Countdown',
  component: Countdown,
  args: { seconds: 900, onExpire: fn(), clock: time.clock, timers: time.timers },
  argTypes: {
    clock: { control: false },
    timers: { control: false },
    formatAnnouncement: { control: false },
  },
  beforeEach: () => time.reset(),
  render: (args) => (
    <p>
      Reserved for <Countdown {...args} />
    </p>
  ),
} satisfies Meta<typeof Countdown>;

export default meta;
type Story = StoryObj<typeof meta>;

const timerOf = (canvasElement: HTMLElement) => canvasElement.querySelector('[role="timer"]') as HTMLElement;
const liveRegionOf = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[aria-live="polite"]') as HTMLElement;

/** 15 minutes, as a basket item's `expires_in` of 900 s shows it. */
export const Running: Story = {
  play: async ({ canvasElement }) => {
    await expect(timerOf(canvasElement)).toHaveTextContent('15:00');
    await expect(canvasElement.querySelector('[data-state]')).toHaveAttribute('data-state', 'running');
  },
};

/** It ticks each second on the second; the live region stays silent on ordinary ticks. */
export const Ticking: Story = {
  play: async ({ canvasElement }) => {
    await time.advance(999);
    await expect(timerOf(canvasElement)).toHaveTextContent('15:00');
    await time.advance(1);
    await waitFor(() => expect(timerOf(canvasElement)).toHaveTextContent('14:59'));
    await time.advance(59_000);
    await waitFor(() => expect(timerOf(canvasElement)).toHaveTextContent('14:00'));
    await expect(liveRegionOf(canvasElement).textContent).toBe('');
  },
};

/** Screen readers hear it only at 5 minutes, at 1 minute and at the end, politely. */
export const Announcements: Story = {
  args: { seconds: 302 },
  play: async ({ canvasElement }) => {
    const live = liveRegionOf(canvasElement);
    await time.advance(1000);
    await expect(live.textContent).toBe('');
    await time.advance(1000);
    await waitFor(() => expect(timerOf(canvasElement)).toHaveTextContent('05:00'));
    await waitFor(() => expect(live).toHaveTextContent('5 minutes remaining'));
    await time.advance(239_000);
    await expect(live).toHaveTextContent('5 minutes remaining');
    await time.advance(1000);
    await waitFor(() => expect(timerOf(canvasElement)).toHaveTextContent('01:00'));
    await waitFor(() => expect(live).toHaveTextContent('1 minute remaining'));
  },
};

/** At zero it calls `onExpire` exactly once and stops at 00:00. */
export const Expires: Story = {
  args: { seconds: 3 },
  play: async ({ canvasElement, args }) => {
    await time.advance(2000);
    await expect(args.onExpire).not.toHaveBeenCalled();
    await time.advance(1000);
    await waitFor(() => expect(timerOf(canvasElement)).toHaveTextContent('00:00'));
    await waitFor(() => expect(args.onExpire).toHaveBeenCalledTimes(1));
    await time.advance(5000);
    await expect(args.onExpire).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(liveRegionOf(canvasElement)).toHaveTextContent('Time is up'));
  },
};

/** Already expired when rendered: 00:00, in the error colour, `onExpire` called once. */
export const Expired: Story = {
  args: { seconds: 0 },
  play: async ({ canvasElement, args }) => {
    await waitFor(() => expect(timerOf(canvasElement)).toHaveTextContent('00:00'));
    await expect(canvasElement.querySelector('[data-state]')).toHaveAttribute('data-state', 'expired');
    await waitFor(() => expect(args.onExpire).toHaveBeenCalledTimes(1));
  },
};

/** Under a minute. */
export const LastSeconds: Story = { args: { seconds: 45 } };

/** Over an hour the minutes go on (no hours): 90:00. */
export const LongDuration: Story = { args: { seconds: 5400 } };
