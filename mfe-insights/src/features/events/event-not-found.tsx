import { Link } from '@site/shared/router';
import { getRoute } from '@site/shared';
import { ALL_EVENTS_LINK, EVENT_NOT_FOUND_MESSAGE } from './constants.ts';

/** Shown in place of an event that could not be had. */
export function EventNotFound() {
  return (
    <div role="alert">
      <p>{EVENT_NOT_FOUND_MESSAGE}</p>
      <Link to={getRoute('events').path}>{ALL_EVENTS_LINK}</Link>
    </div>
  );
}
