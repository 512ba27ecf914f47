/**
 * FullCalendar 7 as a site would ship it: dayGrid, the classic theme, the Korean locale and their CSS, in one module
 * (bundled by bench/build-pages.ts; the CSS is included, as the element's is).
 */
import { Calendar } from 'fullcalendar';
import dayGridPlugin from 'fullcalendar/daygrid';
import classicThemePlugin from 'fullcalendar/themes/classic';
import koLocale from 'fullcalendar/locales/ko';
import skeleton from 'fullcalendar/skeleton.css';
import theme from 'fullcalendar/themes/classic/theme.css';
import palette from 'fullcalendar/themes/classic/palette.css';

const style = document.createElement('style');
style.textContent = skeleton + theme + palette;
document.head.append(style);

export { Calendar, dayGridPlugin, classicThemePlugin, koLocale };
