/**
 * The sandbox's stand-in for the seat-reservation provider's chart script (spec 2 §1, §3), served
 * at `GET /sandbox/seating-chart/{region}/chart.js` so the storefront's chart loader can be tested
 * without the internet. Our own code, not the provider's: it implements only the part of the
 * provider's interface the storefront uses — a `seatsio` global whose `new SeatingChart(config)`
 * renders into `config.container` on `render()`, reports `onChartRendered`, or
 * `onChartRenderingFailed` for an event it does not know, `onObjectSelected` /
 * `onObjectDeselected` when a seat is pressed, `onOrphanSeatsChanged(orphans, action)` when
 * `orphanSeats` is 'warn', and empties the container on `destroy()`.
 *
 * The chart of an event: each section of the attraction is a group of two rows of six seats (rows
 * lettered on through the sections: Stalls A–B, Dress Circle C–D…), with row labels when
 * `showRowLabels` and a line under each row when `showRowLines`; seat 3 of each section's second
 * row is booked. Seats are buttons (`aria-pressed`), so the chart works by keyboard and passes axe.
 * A `holdToken` given to the chart is shown on its root (`data-hold-token`).
 */

/** The sections of one chart event, in the venue's order. */
export interface StandInChartEvent {
  sections: readonly string[];
}

/** The script, with the events it knows (event key → sections) written into it. */
export function seatingChartScript(events: Readonly<Record<string, StandInChartEvent>>): string {
  // JSON inside a script: a '<' could close the script element of an inline copy.
  const data = JSON.stringify(events).replace(/</g, '\\u003c');
  return `(() => {\n  const EVENTS = ${data};\n${RUNTIME}})();\n`;
}

const RUNTIME = String.raw`
  const ROWS_PER_SECTION = 2;
  const SEATS_PER_ROW = 6;
  const css = (element, rules) => {
    for (const [name, value] of Object.entries(rules)) element.style.setProperty(name, value);
  };

  /** Every seat of an event: id, row, number, section and whether it is booked. */
  const seatsOf = (sections) => {
    const seats = [];
    sections.forEach((section, index) => {
      for (let r = 0; r < ROWS_PER_SECTION; r += 1) {
        const row = String.fromCharCode(65 + index * ROWS_PER_SECTION + r);
        for (let number = 1; number <= SEATS_PER_ROW; number += 1) {
          seats.push({ id: row + '-' + number, row, number, section, categoryKey: index + 1,
            booked: r === ROWS_PER_SECTION - 1 && number === 3 });
        }
      }
    });
    return seats;
  };

  class SeatingChart {
    constructor(config) {
      this.config = config;
      this.state = 'INITIAL';
      this.selectedObjects = [];
      this.orphans = [];
      this.seats = [];
    }

    get container() {
      return this.config.container || document.getElementById(this.config.divId);
    }

    object(seat) {
      return {
        id: seat.id,
        label: seat.id,
        labels: { own: String(seat.number), parent: seat.row, section: seat.section },
        category: { key: seat.categoryKey, label: seat.section },
        status: seat.booked ? 'booked' : 'free',
        objectType: 'Seat',
      };
    }

    render() {
      const config = this.config;
      const container = this.container;
      const event = EVENTS[config.event];
      this.state = 'RENDERING';
      if (!event || !container || !config.workspaceKey) {
        setTimeout(() => {
          this.state = 'RENDERING_FAILED';
          if (config.onChartRenderingFailed) config.onChartRenderingFailed(this);
        }, 0);
        return this;
      }
      this.seats = seatsOf(event.sections);
      const chart = document.createElement('div');
      chart.setAttribute('data-stand-in-chart', config.event);
      if (config.holdToken) chart.setAttribute('data-hold-token', config.holdToken);
      css(chart, { display: 'grid', gap: '8px', padding: '16px', 'justify-content': 'center' });
      const stage = document.createElement('p');
      stage.textContent = 'Stage';
      css(stage, { margin: '0', padding: '4px', 'text-align': 'center', background: '#e3e7eb' });
      chart.append(stage);

      for (const section of event.sections) {
        const group = document.createElement('div');
        group.setAttribute('role', 'group');
        group.setAttribute('aria-label', section);
        const title = document.createElement('p');
        title.textContent = section;
        title.setAttribute('aria-hidden', 'true');
        css(title, { margin: '4px 0', 'font-weight': '700' });
        group.append(title);
        const rows = [...new Set(this.seats.filter((s) => s.section === section).map((s) => s.row))];
        for (const row of rows) {
          const line = document.createElement('div');
          css(line, { display: 'flex', 'align-items': 'center', gap: '6px', 'padding-bottom': '6px' });
          if (config.showRowLines) css(line, { 'border-bottom': '1px solid #7b8590' });
          if (config.showRowLabels) {
            const label = document.createElement('span');
            label.textContent = row;
            label.setAttribute('aria-hidden', 'true');
            css(label, { width: '16px', 'font-weight': '700' });
            line.append(label);
          }
          for (const seat of this.seats.filter((s) => s.row === row)) {
            const button = document.createElement('button');
            button.type = 'button';
            button.textContent = String(seat.number);
            button.dataset.seatId = seat.id;
            const name = section + ', row ' + row + ', seat ' + seat.number;
            button.setAttribute('aria-label', seat.booked ? name + ', booked' : name);
            button.setAttribute('aria-pressed', 'false');
            css(button, { width: '32px', height: '32px', border: '1px solid #0a5aa0',
              'border-radius': '50%', background: '#ffffff', color: '#1a1f24', font: 'inherit' });
            if (seat.booked) {
              button.disabled = true;
              css(button, { background: '#e3e7eb', color: '#5c656f', 'border-color': '#7b8590' });
            }
            button.addEventListener('click', () => this.toggle(seat, button));
            line.append(button);
          }
          group.append(line);
        }
        chart.append(group);
      }
      container.replaceChildren(chart);
      setTimeout(() => {
        if (this.state !== 'RENDERING') return;
        this.state = 'RENDERED';
        if (config.onChartRendered) config.onChartRendered(this);
      }, 0);
      return this;
    }

    toggle(seat, button) {
      const config = this.config;
      const selected = this.selectedObjects.includes(seat.id);
      this.selectedObjects = selected
        ? this.selectedObjects.filter((id) => id !== seat.id)
        : [...this.selectedObjects, seat.id];
      button.setAttribute('aria-pressed', String(!selected));
      css(button, { background: selected ? '#ffffff' : '#0a5aa0', color: selected ? '#1a1f24' : '#ffffff' });
      if (selected && config.onObjectDeselected) config.onObjectDeselected(this.object(seat));
      if (!selected && config.onObjectSelected) config.onObjectSelected(this.object(seat));
      if (config.orphanSeats === 'warn') this.checkOrphans(selected ? 'deselect' : 'select');
    }

    /** A free seat left alone between taken seats (or a taken seat and the row's end), next to a selected one. */
    checkOrphans(action) {
      const taken = (id) =>
        this.selectedObjects.includes(id) || this.seats.some((s) => s.id === id && s.booked);
      const orphans = this.seats.filter((seat) => {
        if (taken(seat.id)) return false;
        const left = seat.row + '-' + (seat.number - 1);
        const right = seat.row + '-' + (seat.number + 1);
        return (seat.number === 1 || taken(left)) && (seat.number === SEATS_PER_ROW || taken(right)) &&
          (this.selectedObjects.includes(left) || this.selectedObjects.includes(right));
      });
      const before = this.orphans.map((seat) => seat.id).join();
      this.orphans = orphans;
      for (const button of (this.container ? this.container.querySelectorAll('[data-seat-id]') : [])) {
        const orphan = orphans.some((seat) => seat.id === button.dataset.seatId);
        button.toggleAttribute('data-orphan', orphan);
        css(button, { outline: orphan ? '3px dashed #8a5300' : 'none' });
      }
      if (orphans.map((seat) => seat.id).join() !== before && this.config.onOrphanSeatsChanged) {
        this.config.onOrphanSeatsChanged(orphans.map((seat) => this.object(seat)), action);
      }
    }

    destroy() {
      if (this.container) this.container.replaceChildren();
      this.state = 'DESTROYED';
    }
  }

  window.seatsio = { SeatingChart };
`;
