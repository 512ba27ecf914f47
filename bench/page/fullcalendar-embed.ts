/**
 * The page-level figure's FullCalendar side: the script a site would write, with FullCalendar bundled in. It draws the
 * month into `#calendar` and gives it the offerings through an event source function, the usual way to load events.
 */
import { LINES_PER_DAY } from '../../src/calendar/placement.js';
import { Calendar, classicThemePlugin, dayGridPlugin, koLocale } from './fullcalendar.js';
import { fetchMonth, queryOf } from './fetch-month.js';
import { stageEvents } from './stage-events.js';

const container = document.querySelector<HTMLElement>('#calendar')!;
const query = queryOf(container);
new Calendar(container, {
  plugins: [dayGridPlugin, classicThemePlugin],
  initialView: 'dayGridMonth',
  initialDate: query.from,
  timeZone: 'Asia/Seoul',
  locale: koLocale,
  dayMaxEvents: LINES_PER_DAY,
  eventClass: 'ipo-event',
  events: async () => (await fetchMonth(query)).items.flatMap(stageEvents),
}).render();
