// Must fail to type-check, at exactly the lines marked: the template types reject what the element would reject.
import type {} from 'ipo-calendar/react';

export const misspelt = [
  <ipo-calendar view="mnth" />, // error: view
  <ipo-calendar theme="drak" />, // error: theme
  <ipo-calendar status="subscription" />, // error: status
  <ipo-calendar onipo-load={(event) => event.detail.itemz} />, // error: detail
];
