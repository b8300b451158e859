/**
 * The English of the seating chart’s texts, which load with their code. Each other locale translates
 * every key beside this file (`<locale>.ts`, typed against it: a missing key is a type error).
 */
export const seatingChartMessages = {
  'seatingChart.label': 'Seating chart',
  'seatingChart.loading': 'Loading the seating chart',
  'seatingChart.couldNotLoad': 'Could not load {url}',
  'seatingChart.alternative':
    'Pick a seat on the chart to choose its section, or choose a section from the list above.',
  'seatingChart.seatSelected': 'Seat {seat} selected: {section}.',
  'seatingChart.seatDeselected': 'Seat {seat} deselected.',
  'seatingChart.noTickets':
    'There are no tickets in {section} for this performance. Please choose a section from the list above.',
} as const;
