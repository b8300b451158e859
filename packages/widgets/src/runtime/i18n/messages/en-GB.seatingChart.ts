/**
 * The English texts of the seat-reservation provider's seating chart (spec 2 §1, §3, §8; issue #7,
 * seating-chart/), read through `useSeatingChartTranslate` by the chart, which the package exports
 * for a host to render: they come with it, not with the landing. Every translated locale holds these
 * keys (`Catalogue`).
 */
export const seatingChartMessages = {
  'seatingChart.label': 'Seating chart',
  'seatingChart.loading': 'Loading the seating chart',
  'seatingChart.couldNotLoad': 'Could not load {url}',
  // The chart on a theatre's details page, below the list of sections (its accessible alternative)
  'seatingChart.alternative':
    'Pick a seat on the chart to choose its section, or choose a section from the list above.',
  'seatingChart.seatSelected': 'Seat {seat} selected: {section}.',
  'seatingChart.seatDeselected': 'Seat {seat} deselected.',
  'seatingChart.noTickets':
    'There are no tickets in {section} for this performance. Please choose a section from the list above.',
} as const;

/** A key of these texts. */
export type SeatingChartMessageKey = keyof typeof seatingChartMessages;
