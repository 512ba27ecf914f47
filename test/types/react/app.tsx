// A React 19 app: `ipo-calendar/react` adds the element to JSX, with typed `onipo-*` handlers.
import type {} from 'ipo-calendar/react';
import { useState } from 'react';
import 'ipo-calendar';

export function Schedule({ apiKey }: { apiKey: string }) {
  const [total, setTotal] = useState(0);
  return (
    <>
      <ipo-calendar
        api-key={apiKey}
        base-url="/v1"
        view="list"
        status="청약"
        theme="dark"
        exclude-spac
        lang="en"
        onipo-load={(event) => setTotal(event.detail.total)}
        onipo-select={(event) => {
          event.preventDefault();
          // @ts-expect-error: detail has no such field.
          void event.detail.offer;
        }}
        onipo-quota={(event) => void event.detail.remaining?.toFixed()}
        onipo-error={(event) => void event.detail.kind}
        onipo-range-change={(event) => void event.detail.from}
      />
      <p>{total}</p>
    </>
  );
}
