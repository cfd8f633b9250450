/** What a route tells the layout about its page (React Router's `handle`), apart from the router so the layout needs no import of it. */
export interface RouteHandle {
  /** Pages with a form or a card at the bottom: the floating shortcuts would only cover it. */
  hideFloatingActions?: boolean;
}
