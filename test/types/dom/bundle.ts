// A page's script on the self-contained module: its registry of clients, and the promise of the element's module.
import { ClientRegistry, element } from 'ipo-calendar/bundle';
import type { IpoCalendar } from 'ipo-calendar';

const registry: ClientRegistry = new ClientRegistry();
void element.then((module) => {
  const created: IpoCalendar = new module.IpoCalendar();
  created.clients = registry;
});
